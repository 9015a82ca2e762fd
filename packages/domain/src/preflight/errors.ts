import type { DeliveryType, PayType } from '../pay/types';

/** Spec §8 cart validity check codes with a rule of their own. */
export const CART_CHECK_CODES = {
  ORDER_SUM_NOT_ENOUGH: 'delivery.order-sum-not-enough.range',
  POSITION_NOT_FOUND_IN_RESTO: 'person-order.position-not-found-in-resto',
  PROMO_CODE_INVALID_DELIVERY_TYPE: 'promo-code.invalid-delivery-type',
} as const;

/** The outcome of a cart validity check (spec §4 save step 3, §8). */
export type CartCheckOutcome =
  | {
      valid: true;
      /** The message to keep as the preflight error, or null when it is cleared. */
      message: string | null;
      /** The promo code and its errors must be cleared. */
      clearPromoCode: boolean;
    }
  | {
      valid: false;
      /** Some positions are not sold at the new place: the 'Упс!' popup opens. */
      reason: 'POSITIONS_NOT_AVAILABLE';
    };

/**
 * Classifies the error of the preflight run by the cart validity check (spec §8): the order sum
 * range error is valid with no message; position-not-found-in-resto fails (the 'Упс!' popup);
 * promo-code.invalid-delivery-type is valid, clears its message and clears the promo code; any
 * other code is valid with its message kept. `clearedCodes` is the spec's (unlisted) set of codes
 * whose message is cleared; pass it when the tenant knows it. No error at all is valid.
 *
 * @example
 * classifyCartCheckError({ code: 'person-order.position-not-found-in-resto', message: '…' });
 * // { valid: false, reason: 'POSITIONS_NOT_AVAILABLE' }
 */
export function classifyCartCheckError(
  error: { code: string; message?: string | null } | null | undefined,
  clearedCodes: readonly string[] = [],
): CartCheckOutcome {
  if (!error) return { valid: true, message: null, clearPromoCode: false };
  switch (error.code) {
    case CART_CHECK_CODES.ORDER_SUM_NOT_ENOUGH:
      return { valid: true, message: null, clearPromoCode: false };
    case CART_CHECK_CODES.POSITION_NOT_FOUND_IN_RESTO:
      return { valid: false, reason: 'POSITIONS_NOT_AVAILABLE' };
    case CART_CHECK_CODES.PROMO_CODE_INVALID_DELIVERY_TYPE:
      return { valid: true, message: null, clearPromoCode: true };
    default:
      return {
        valid: true,
        message: clearedCodes.includes(error.code) ? null : (error.message ?? null),
        clearPromoCode: false,
      };
  }
}

/** Texts of the 'Упс!' popup (spec §4 save step 3). */
export const CART_CONFLICT_POPUP = {
  title: 'Упс!',
  text: 'Некоторые блюда не доставляются по новому адресу. Изменить адрес и очистить корзину?',
} as const;

/** English twin of {@link CART_CONFLICT_POPUP}. */
export const CART_CONFLICT_POPUP_EN = {
  title: 'Oops!',
  text: 'Some dishes are not delivered to the new address. Change the address and clear the cart?',
} as const;

/** Montenegrin (Latin script) twin of {@link CART_CONFLICT_POPUP}. */
export const CART_CONFLICT_POPUP_CNR = {
  title: 'Ups!',
  text: 'Neka jela se ne dostavljaju na novu adresu. Promijeniti adresu i isprazniti korpu?',
} as const;

/** Resto unsupported-feature codes (spec §8). */
export type RestoUnsupportedFeatureCode =
  | 'resto.doesnt-support-delivery-online-pay'
  | 'resto.doesnt-support-delivery-card-pay'
  | 'resto.doesnt-support-delivery-cash-pay'
  | 'resto.doesnt-support-takeaway-online'
  | 'resto.doesnt-support-takeaway-card-pay'
  | 'resto.doesnt-support-takeaway-cash-pay';

/** What each resto unsupported-feature code refuses. */
export const RESTO_UNSUPPORTED_FEATURES: Readonly<
  Record<RestoUnsupportedFeatureCode, { deliveryType: DeliveryType; payType: PayType }>
> = {
  'resto.doesnt-support-delivery-online-pay': { deliveryType: 'DELIVERY', payType: 'CARD_ONLINE' },
  'resto.doesnt-support-delivery-card-pay': { deliveryType: 'DELIVERY', payType: 'CARD_UPON_RECEIPT' },
  'resto.doesnt-support-delivery-cash-pay': { deliveryType: 'DELIVERY', payType: 'CASH_UPON_RECEIPT' },
  'resto.doesnt-support-takeaway-online': { deliveryType: 'TAKE_AWAY', payType: 'CARD_ONLINE' },
  'resto.doesnt-support-takeaway-card-pay': { deliveryType: 'TAKE_AWAY', payType: 'CARD_UPON_RECEIPT' },
  'resto.doesnt-support-takeaway-cash-pay': { deliveryType: 'TAKE_AWAY', payType: 'CASH_UPON_RECEIPT' },
};

/**
 * The delivery type and pay type a resto unsupported-feature code refuses, or `null` for other codes.
 *
 * @example
 * restoUnsupportedFeature('resto.doesnt-support-takeaway-cash-pay');
 * // { deliveryType: 'TAKE_AWAY', payType: 'CASH_UPON_RECEIPT' }
 */
export function restoUnsupportedFeature(code: string): { deliveryType: DeliveryType; payType: PayType } | null {
  return Object.prototype.hasOwnProperty.call(RESTO_UNSUPPORTED_FEATURES, code)
    ? RESTO_UNSUPPORTED_FEATURES[code as RestoUnsupportedFeatureCode]
    : null;
}

/**
 * The code a server should answer for a delivery type and pay type a resto refuses (the reverse
 * of {@link restoUnsupportedFeature}).
 *
 * @example
 * restoUnsupportedFeatureCode('DELIVERY', 'CARD_ONLINE'); // 'resto.doesnt-support-delivery-online-pay'
 */
export function restoUnsupportedFeatureCode(deliveryType: DeliveryType, payType: PayType): RestoUnsupportedFeatureCode {
  const found = (Object.keys(RESTO_UNSUPPORTED_FEATURES) as RestoUnsupportedFeatureCode[]).find((code) => {
    const f = RESTO_UNSUPPORTED_FEATURES[code];
    return f.deliveryType === deliveryType && f.payType === payType;
  });
  return found!;
}
