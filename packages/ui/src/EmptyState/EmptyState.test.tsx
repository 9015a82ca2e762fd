import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../testing/render';
import { EmptyState } from './EmptyState';

describe('<EmptyState />', () => {
  it('explains and offers the way back to the menu', async () => {
    const onAction = vi.fn();
    renderWithTheme(<EmptyState title="Корзина пуста" actionLabel="Вернуться в меню" onAction={onAction} />);
    expect(screen.getByRole('heading', { name: 'Корзина пуста' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Вернуться в меню' }));
    expect(onAction).toHaveBeenCalledOnce();
  });
});
