import type { Minor } from '../money/money';

/**
 * The largest cart an order may have. A restaurant order above a million roubles, or with more
 * than 200 different lines, is a mistake or an attack rather than a meal; capping it keeps every
 * sum far below what the API stores (int8) and what a JS number holds exactly (2⁵³).
 */
export const CART_LIMITS = {
  /** Different lines in one cart (the contract's `positions` allows as many). */
  maxLines: 200,
  /** The cart's sum before discounts, in minor units: 1 000 000 ₽. */
  maxSum: 100_000_000,
} as const satisfies { maxLines: number; maxSum: Minor };

/** The `errors[].code` of a cart over {@link CART_LIMITS}, for preflight and order alike. */
export const CART_TOO_LARGE_CODE = 'cart.total-too-large';

/** Texts of a cart over {@link CART_LIMITS}; the limit follows ('… 1 000 000 ₽', '… 200'). */
export const CART_TOO_LARGE_MESSAGES = {
  SUM_TOO_LARGE: 'Слишком большой заказ. Максимальная сумма заказа',
  TOO_MANY_LINES: 'Слишком большой заказ. Максимум позиций в заказе:',
} as const;

/** English twins of {@link CART_TOO_LARGE_MESSAGES}. */
export const CART_TOO_LARGE_MESSAGES_EN = {
  SUM_TOO_LARGE: 'The order is too large. Maximum order amount',
  TOO_MANY_LINES: 'The order is too large. Maximum lines in an order:',
} as const;

/** Montenegrin (Latin script) twins of {@link CART_TOO_LARGE_MESSAGES}. */
export const CART_TOO_LARGE_MESSAGES_CNR = {
  SUM_TOO_LARGE: 'Narudžba je prevelika. Maksimalni iznos narudžbe',
  TOO_MANY_LINES: 'Narudžba je prevelika. Maksimalan broj stavki u narudžbi:',
} as const;

/** The outcome of {@link checkCartSize}. */
export type CartSizeCheck =
  | { ok: true }
  | {
      ok: false;
      reason: keyof typeof CART_TOO_LARGE_MESSAGES;
      /** The limit passed: a sum in minor units for SUM_TOO_LARGE, a line count for TOO_MANY_LINES. */
      limit: number;
    };

/**
 * Checks a cart against {@link CART_LIMITS} (or a tenant's own, smaller limits): its number of
 * lines and its sum before discounts (Σ line sums, as `cartTotals(...).sum`). Both refusals
 * answer {@link CART_TOO_LARGE_CODE}.
 *
 * @example
 * checkCartSize({ lines: 200, sum: 200 * 999 * 45000 });
 * // { ok: false, reason: 'SUM_TOO_LARGE', limit: 100000000 }
 */
export function checkCartSize(
  cart: { lines: number; sum: Minor },
  limits: { maxLines: number; maxSum: Minor } = CART_LIMITS,
): CartSizeCheck {
  if (cart.lines > limits.maxLines) return { ok: false, reason: 'TOO_MANY_LINES', limit: limits.maxLines };
  if (cart.sum > limits.maxSum) return { ok: false, reason: 'SUM_TOO_LARGE', limit: limits.maxSum };
  return { ok: true };
}
