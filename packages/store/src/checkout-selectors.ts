import { createSelector } from '@reduxjs/toolkit';
import {
  availablePayTypes,
  CART_CHECK_CODES,
  defaultPayType,
  sortThresholds,
  type Minor,
  type OrderSumCheck,
  type PayType,
} from '@tarelka/domain';
import type { CheckoutFormValues } from '@tarelka/domain/forms';
import type { RootState } from './root-reducer';
import { selectClosedForOrder, selectCurrentResto, selectPricedCart } from './selectors';
import { selectCurrentZone, selectOrderSumCheck } from './zone-selectors';
import type { CartPricing } from './slices/cart';

// What the cart and checkout screens may do now: cross-slice selectors over the saved location,
// the cart, the order draft and the cached resto. The rules are the domain's.

/** Why an order cannot be placed now. */
export type OrderBlock =
  | { kind: 'NO_LOCATION' }
  | { kind: 'CLOSED' }
  /** The server has not priced the cart as it is now yet (a preflight is due or running). */
  | { kind: 'PRICING' }
  | {
      kind: 'BELOW_MINIMUM';
      minimum: Minor;
      /** What is left to the minimum, when the checked sum is known. */
      missing?: Minor;
      /** The promo code the refused preflight carried, and the sum it came to (when the server said). */
      promoCode?: { code: string; orderSum: Minor | null };
    }
  | { kind: 'ABOVE_MAXIMUM'; maximum: Minor }
  /** The server refused to price the cart for another reason (its message is shown with a retry). */
  | { kind: 'PRICING_FAILED' }
  | { kind: 'NO_PAY_TYPES' };

/** Why the last preflight refused the cart as it is now, as a block; null when it did not. */
function refusalBlock(
  status: string,
  pricing: CartPricing,
  check: OrderSumCheck | null,
  lowestMinimum: Minor | null,
): OrderBlock | null {
  if (status !== 'refused') return null;
  // Where orders for a later time are taken, a closed resto refuses the preflight without one.
  if (pricing.errorCode === 'resto.closed') return { kind: 'CLOSED' };
  const promoCode = pricing.errorPromoCode
    ? { promoCode: { code: pricing.errorPromoCode, orderSum: pricing.errorOrderSum ?? null } }
    : {};
  if (pricing.errorCode === CART_CHECK_CODES.ORDER_SUM_NOT_ENOUGH) {
    if (check && !check.ok && check.reason === 'BELOW_MINIMUM')
      return { kind: 'BELOW_MINIMUM', minimum: check.minimum, missing: check.missing, ...promoCode };
    // The server's sum is unknown and the menu total passes: its promo code took it below.
    if (lowestMinimum !== null) return { kind: 'BELOW_MINIMUM', minimum: lowestMinimum, ...promoCode };
  }
  if (
    pricing.errorCode === 'delivery.order-sum-too-much.range' &&
    check &&
    !check.ok &&
    check.reason === 'ABOVE_MAXIMUM'
  )
    return { kind: 'ABOVE_MAXIMUM', maximum: check.maximum };
  return { kind: 'PRICING_FAILED' };
}

/** The block of the last preflight's refusal of the cart as it is now (see {@link refusalBlock}). */
const selectRefusalBlock = createSelector(
  [
    (state: RootState) => selectPricedCart(state).status,
    (state: RootState) => state.cart.pricing,
    selectOrderSumCheck,
    (state: RootState) => {
      const thresholds = selectCurrentZone(state)?.thresholds;
      return thresholds && thresholds.length > 0 ? sortThresholds(thresholds)[0]!.orderPrice.min : null;
    },
  ],
  refusalBlock,
);

/** What stops the checkout form, and whether the resto is closed (its submit opens the day-off dialog). */
export interface CheckoutBlock {
  /** The resto is closed at `now` (by the server's clock) and no time to order for is chosen. */
  closed: boolean;
  /** The reason shown under the summary, the sum's limits first; null when ordering is allowed. */
  block: OrderBlock | null;
}

/**
 * The pay types the saved resto accepts for the saved delivery type (spec §4); empty until the
 * resto is loaded.
 *
 * @example
 * const payTypes = useAppSelector(selectAvailablePayTypes); // ['CARD_ONLINE', 'CASH_UPON_RECEIPT']
 */
export const selectAvailablePayTypes = createSelector(
  [(state: RootState) => selectCurrentResto(state)?.payConfig, (state: RootState) => state.location.deliveryType],
  (payConfig, deliveryType): PayType[] => availablePayTypes(payConfig, deliveryType ?? 'DELIVERY'),
);

/**
 * The checkout's pay type (spec §4): the saved one while the resto accepts it, else the domain's
 * default; null when the resto accepts none.
 *
 * @example
 * const payType = useAppSelector(selectCheckoutPayType);
 */
export const selectCheckoutPayType = createSelector(
  [selectAvailablePayTypes, (state: RootState) => state.orderDraft.payType],
  (payTypes, stored): PayType | null => (stored && payTypes.includes(stored) ? stored : defaultPayType(payTypes)),
);

/**
 * What the cart's checkout button may do (spec §2 "Cart screen"): without a location or a
 * delivery place it is blocked; a closed resto comes next, because the button then opens the
 * day-off dialog; then what the server said of the cart as it is now: not priced yet, refused for
 * the zone's order sum limits (with the promo code that took it there), or refused otherwise.
 * Null: the server priced this cart, go to checkout.
 *
 * @example
 * const block = useAppSelector((state) => selectCartBlock(state, serverNow)); // { kind: 'BELOW_MINIMUM', minimum: 100000, missing: 2000 }
 */
export const selectCartBlock = createSelector(
  [
    (state: RootState) => state.location.deliveryType,
    (state: RootState) => state.location.deliveryPlace !== null,
    selectClosedForOrder,
    (state: RootState) => selectPricedCart(state).status,
    selectRefusalBlock,
  ],
  (deliveryType, hasPlace, closed, status, refusal): OrderBlock | null => {
    if (deliveryType === null || (deliveryType === 'DELIVERY' && !hasPlace)) return { kind: 'NO_LOCATION' };
    if (closed) return { kind: 'CLOSED' };
    if (status === 'pending' || status === 'unpriced') return { kind: 'PRICING' };
    return refusal;
  },
);

/**
 * What stops the checkout form (spec §2 "Checkout"): the last preflight's refusal of the cart as
 * it is now (the zone's order sum limits first), a closed resto, no accepted pay type. The
 * refusal comes first, even when the resto is closed: the customer reads what to change while
 * the submit button opens the day-off dialog. The submit prices the cart again before ordering.
 *
 * @example
 * const { closed, block } = useAppSelector((state) => selectCheckoutBlock(state, serverNow));
 */
export const selectCheckoutBlock = createSelector(
  [selectClosedForOrder, selectRefusalBlock, (state: RootState) => selectAvailablePayTypes(state).length === 0],
  (closed, refusal, noPayTypes): CheckoutBlock => {
    const block: OrderBlock | null =
      refusal ?? (closed ? { kind: 'CLOSED' } : noPayTypes ? { kind: 'NO_PAY_TYPES' } : null);
    return { closed, block };
  },
);

/**
 * The values the checkout form opens with (spec §3 "Order draft"): the restored draft first,
 * then the profile (its first delivery's contact wins over the person's own), and the saved
 * delivery place's details. The pay type is {@link selectCheckoutPayType}'s.
 *
 * @example
 * const [initialValues] = useState(() => selectCheckoutInitialValues(store.getState()));
 */
export function selectCheckoutInitialValues(state: RootState): CheckoutFormValues {
  const { person, comment } = state.orderDraft;
  const profile = state.auth.profile;
  const delivery = profile?.deliveries[0];
  const profileName = delivery?.personName ?? [profile?.firstName, profile?.lastName].filter(Boolean).join(' ');
  const place = state.location.deliveryPlace;
  return {
    name: person.name || profileName || '',
    email: person.email || delivery?.email || profile?.email || '',
    phone: person.phone || delivery?.phone || profile?.phone || '',
    comment,
    apartment: place?.apartment ?? '',
    entrance: place?.entrance ?? '',
    floor: place?.floor ?? '',
    intercom: place?.intercom ?? '',
    placeComment: place?.comment ?? '',
    payType: '',
  };
}
