import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../testing/render';
import { CartBar } from './CartBar';

describe('<CartBar />', () => {
  it('is named by its visible text and opens the cart', async () => {
    const open = vi.fn();
    renderWithTheme(<CartBar summary="Корзина · 2 позиции" total="780 ₽" onClick={open} aria-haspopup="dialog" />);
    const bar = screen.getByRole('button', { name: 'Корзина · 2 позиции, 780 ₽' });
    expect(bar).toHaveTextContent('Корзина · 2 позиции 780 ₽');
    expect(bar).toHaveAttribute('aria-haspopup', 'dialog');
    await userEvent.click(bar);
    expect(open).toHaveBeenCalledOnce();
  });
});
