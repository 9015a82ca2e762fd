import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../testing/render';
import { Button } from './Button';

describe('<Button />', () => {
  it('calls back when clicked', async () => {
    const onClick = vi.fn();
    renderWithTheme(<Button onClick={onClick}>Сохранить</Button>);
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('blocks clicks while loading and says it is busy', async () => {
    const onClick = vi.fn();
    renderWithTheme(
      <Button loading onClick={onClick}>
        Сохранить
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Сохранить' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('submits a form only when asked to', () => {
    renderWithTheme(
      <>
        <Button>Отмена</Button>
        <Button type="submit">Ок</Button>
      </>,
    );
    expect(screen.getByRole('button', { name: 'Отмена' })).toHaveAttribute('type', 'button');
    expect(screen.getByRole('button', { name: 'Ок' })).toHaveAttribute('type', 'submit');
  });
});
