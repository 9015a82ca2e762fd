import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../testing/render';
import { ErrorState } from './ErrorState';

const labels = { title: 'Что-то пошло не так', retry: 'Повторить' };

describe('<ErrorState />', () => {
  it('announces the failure and retries', async () => {
    const onRetry = vi.fn();
    renderWithTheme(<ErrorState message="Не удалось выполнить запрос" labels={labels} onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Не удалось выполнить запрос');
    await userEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('blocks a second retry while one runs', () => {
    renderWithTheme(<ErrorState message="Не удалось выполнить запрос" labels={labels} onRetry={() => {}} retrying />);
    expect(screen.getByRole('button', { name: 'Повторить' })).toBeDisabled();
  });
});
