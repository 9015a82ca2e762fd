// The promo code error codes (spec §8) on their own: the order draft tells them apart on every page,
// while the rest of errors.ts (cart checks, unsupported features) loads with the screens that use it.

/** Promo code error codes (spec §8), in the spec's order. */
export const PROMO_CODE_ERROR_CODES = [
  'promo-code.not-found',
  'promo-code.not-found-for-resto',
  'promo-code.limit-exceed',
  'promo-code.person-limit-exceed',
  'promo-code.before-start',
  'promo-code.after-finish',
  'promo-code.invalid-delivery-type',
  'promo-code.not-active',
  'promo-code.hour-not-active',
] as const;

/** A promo code error code (spec §8). */
export type PromoCodeErrorCode = (typeof PROMO_CODE_ERROR_CODES)[number];

/**
 * Whether `code` is one of the promo code errors of spec §8 (the full code). Needs no message
 * table, so a bundle that only tells codes apart does not carry the texts of promo-code-messages.ts.
 *
 * @example
 * isPromoCodeErrorCode('promo-code.limit-exceed'); // true
 * isPromoCodeErrorCode('delivery.order-sum-not-enough.range'); // false
 */
export function isPromoCodeErrorCode(code: string | null | undefined): code is PromoCodeErrorCode {
  return (PROMO_CODE_ERROR_CODES as readonly (string | null | undefined)[]).includes(code);
}
