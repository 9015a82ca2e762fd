import { createSelector } from '@reduxjs/toolkit';
import { availablePayTypes, defaultPayType, getScheduleStatus, type PayType } from '@tarelka/domain';
import type { CheckoutFormValues } from '@tarelka/domain/forms';
import type { RootState } from './root-reducer';
import { selectCurrentResto, selectOrderSumCheck } from './selectors';

// What the cart and checkout screens may do now: cross-slice selectors over the saved location,
// the cart, the order draft and the cached resto. The rules are the domain's.

/** Why an order cannot be placed now. */
export type OrderBlock =
  | { kind: 'NO_LOCATION' }
  | { kind: 'CLOSED' }
  | { kind: 'BELOW_MINIMUM'; minimum: number }
  | { kind: 'ABOVE_MAXIMUM'; maximum: number }
  | { kind: 'NO_PAY_TYPES' };

/** What stops the checkout form, and whether the resto is closed (its submit opens the day-off dialog). */
export interface CheckoutBlock {
  /** The resto is closed at `now` (by the server's clock). */
  closed: boolean;
  /** The reason shown under the summary, the sum's limits first; null when ordering is allowed. */
  block: OrderBlock | null;
}

/**
 * Whether the saved resto is closed at `now` (spec §4 "Day off"), by its opening hours in its time
 * zone; false until the resto is loaded.
 *
 * @example
 * const closed = useAppSelector((state) => selectRestoClosed(state, serverNow));
 */
export const selectRestoClosed = (state: RootState, now: number): boolean => {
  const resto = selectCurrentResto(state);
  return resto ? !getScheduleStatus(resto.openingHours, now, resto.timezone).open : false;
};

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
 * day-off dialog; then the zone's order sum limits. Null: go to checkout.
 *
 * @example
 * const block = useAppSelector((state) => selectCartBlock(state, serverNow)); // { kind: 'BELOW_MINIMUM', minimum: 100000 }
 */
export const selectCartBlock = createSelector(
  [
    (state: RootState) => state.location.deliveryType,
    (state: RootState) => state.location.deliveryPlace !== null,
    selectRestoClosed,
    selectOrderSumCheck,
  ],
  (deliveryType, hasPlace, closed, check): OrderBlock | null => {
    if (deliveryType === null || (deliveryType === 'DELIVERY' && !hasPlace)) return { kind: 'NO_LOCATION' };
    if (closed) return { kind: 'CLOSED' };
    if (check && !check.ok && check.reason === 'BELOW_MINIMUM')
      return { kind: 'BELOW_MINIMUM', minimum: check.minimum };
    if (check && !check.ok && check.reason === 'ABOVE_MAXIMUM')
      return { kind: 'ABOVE_MAXIMUM', maximum: check.maximum };
    return null;
  },
);

/**
 * What stops the checkout form (spec §2 "Checkout"): the zone's order sum limits, a closed resto,
 * no accepted pay type. The sum's limits come first, even when the resto is closed: the customer
 * reads what to change while the submit button opens the day-off dialog.
 *
 * @example
 * const { closed, block } = useAppSelector((state) => selectCheckoutBlock(state, serverNow));
 */
export const selectCheckoutBlock = createSelector(
  [selectRestoClosed, selectOrderSumCheck, (state: RootState) => selectAvailablePayTypes(state).length === 0],
  (closed, check, noPayTypes): CheckoutBlock => {
    const block: OrderBlock | null =
      check && !check.ok && check.reason === 'BELOW_MINIMUM'
        ? { kind: 'BELOW_MINIMUM', minimum: check.minimum }
        : check && !check.ok && check.reason === 'ABOVE_MAXIMUM'
          ? { kind: 'ABOVE_MAXIMUM', maximum: check.maximum }
          : closed
            ? { kind: 'CLOSED' }
            : noPayTypes
              ? { kind: 'NO_PAY_TYPES' }
              : null;
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
