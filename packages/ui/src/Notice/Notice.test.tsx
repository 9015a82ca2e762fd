import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../Button/Button';
import { renderWithTheme } from '../testing/render';
import { Notice } from './Notice';

describe('<Notice />', () => {
  it('says an error with its retry', async () => {
    const retry = vi.fn();
    renderWithTheme(
      <Notice tone="danger" role="alert" data-testid="error" action={<Button onClick={retry}>Повторить</Button>}>
        Нет соединения с сервером
      </Notice>,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Нет соединения с сервером');
    expect(screen.getByTestId('error')).toBe(alert);
    await userEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(retry).toHaveBeenCalledOnce();
  });

  it('announces a status note', () => {
    renderWithTheme(
      <Notice role="status" $plain>
        Минимальная сумма заказа 700 ₽
      </Notice>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Минимальная сумма заказа 700 ₽');
  });
});
