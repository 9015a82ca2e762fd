import type { Minor } from '../money/money';

/** A modifier chosen on a cart position: `count` of option `id` from modifier group `groupId`. */
export interface CartModifier {
  id: number;
  groupId: number;
  /** How many of this option per one unit of the position. */
  count: number;
  /** Price of one option in minor units. */
  price: Minor;
}

/** A discount the server applied to a position (preflight); `calculated` is its amount. */
export interface AppliedDiscount {
  calculated: Minor;
  id?: number | string;
  name?: string;
}

/** A promo code the server applied to a position (preflight); `calculated` is its amount. */
export interface AppliedPromoCode {
  calculated: Minor;
  code?: string;
}

/** One line of the cart (spec §3). Prices are minor units. */
export interface CartPosition {
  /** Position id. */
  id: number;
  menuId: number;
  name: string;
  /** Price of one unit without modifiers. */
  price: Minor;
  count: number;
  /** Line sum before discounts: (price + modifiers) × count, or the server's after a preflight. */
  sum: Minor;
  hasModifiers: boolean;
  modifiers: readonly CartModifier[];
  discounts: readonly AppliedDiscount[];
  promoCodes: readonly AppliedPromoCode[];
}

/** A position to add to the cart: a line without its sum; discounts and promo codes optional. */
export type NewCartPosition = Omit<CartPosition, 'sum' | 'discounts' | 'promoCodes'> &
  Partial<Pick<CartPosition, 'discounts' | 'promoCodes'>>;

/** What identifies a cart line for count changes and removal (spec §4: id, menu id, modifiers). */
export interface CartLineRef {
  id: number;
  menuId: number;
  modifiers?: readonly Pick<CartModifier, 'id' | 'groupId' | 'count'>[];
}

/** Totals of a cart. */
export interface CartTotals {
  /** Total units; the cart is empty when this is 0. */
  count: number;
  /** Sum of line sums (before discounts). */
  sum: Minor;
  /** Discounts and promo codes the server calculated. */
  discount: Minor;
  /** What the customer pays for the positions: sum − discount, never below 0. */
  total: Minor;
}

/** The promo code state after a preflight (spec §4: active, code, max discount, min order amount). */
export interface PromoCodeState {
  active: boolean;
  code: string | null;
  maxDiscountAmount: Minor | null;
  minOrderAmount: Minor | null;
}
