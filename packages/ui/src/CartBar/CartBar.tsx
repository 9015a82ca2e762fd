import type { ButtonHTMLAttributes } from 'react';
import { Bar, BarSpace } from './CartBar.styles';

/** Room in px the page keeps free below its content while a {@link CartBar} shows (bar and gap). */
export const CART_BAR_SPACE = 88;

/** Props of {@link CartBar}. */
export interface CartBarProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children' | 'aria-label'> {
  /** What the cart holds, in the customer's language: 'Корзина · 2 позиции'. */
  summary: string;
  /** The order total, formatted: '780 ₽'. */
  total: string;
}

/**
 * The cart bar of the menu pages: fixed at the bottom of a phone's screen (in the corner on wide
 * screens), it shows what the cart holds and its total and opens the cart. Its accessible name is
 * its visible text word for word (WCAG 2.5.3, Label in Name). While it shows, the page keeps
 * `CART_BAR_SPACE` free below its content and sets `--cart-bar-space` for other fixed buttons.
 *
 * @example
 * <CartBar summary="Корзина · 2 позиции" total="780 ₽" onClick={openCart} aria-haspopup="dialog" />
 */
export function CartBar({ summary, total, type = 'button', ...rest }: CartBarProps) {
  return (
    <>
      <BarSpace $space={CART_BAR_SPACE} />
      <Bar type={type} aria-label={`${summary}, ${total}`} {...rest}>
        <span aria-hidden="true">{summary}</span> <span aria-hidden="true">{total}</span>
      </Bar>
    </>
  );
}
