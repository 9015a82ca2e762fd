import { createSelector } from '@reduxjs/toolkit';
import {
  atMenuPrices,
  cartTotals,
  getScheduleStatus,
  isMenuAvailableFor,
  orderTotal,
  type CartPosition,
  type CartTotals,
  type Minor,
} from '@tarelka/domain';
import { citiesApi } from './api/cities';
import { restosApi } from './api/restos';
import { pricingKey } from './pricing';
import type { RootState } from './root-reducer';
import { selectCartPositions, selectCartPricing } from './slices/cart';
import { selectScheduledFor } from './slices/order-draft';

// Selectors across slices and the cache; every rule is the domain's.

/**
 * The tenant's cities (empty until loaded).
 *
 * @example
 * const cities = useAppSelector(selectCities);
 */
export const selectCities = (state: RootState) => citiesApi.endpoints.getCities.select()(state).data ?? NO_CITIES;

const NO_CITIES: never[] = [];

/**
 * The saved resto, from the cache (null until loaded or when none is chosen).
 *
 * @example
 * const resto = useAppSelector(selectCurrentResto);
 */
export const selectCurrentResto = (state: RootState) => {
  const { restoId } = state.location;
  return restoId === null ? null : (restosApi.endpoints.getResto.select(restoId)(state).data ?? null);
};

/**
 * The saved resto's menus that serve the saved delivery type, in menu order.
 *
 * @example
 * const menus = useAppSelector(selectCurrentMenus);
 */
export const selectCurrentMenus = createSelector(
  [selectCurrentResto, (state: RootState) => state.location.deliveryType],
  (resto, deliveryType) =>
    resto && deliveryType
      ? resto.menus.filter((menu) => isMenuAvailableFor(menu, deliveryType)).sort((a, b) => a.order - b.order)
      : [],
);

/**
 * Where the cart's pricing stands against the cart as it is now: `confirmed` when the last
 * successful preflight priced exactly this cart (lines, delivery type, place, promo code,
 * person); `refused` when the last preflight, for exactly this cart, was refused; `pending` while
 * a preflight for it is due or running; `unpriced` when there is nothing to price it for (no
 * delivery type or resto saved).
 */
export type CartPricingStatus = 'confirmed' | 'pending' | 'refused' | 'unpriced';

/** The cart as it may be shown (the store's one rule: only what the server confirmed). */
export interface PricedCart {
  status: CartPricingStatus;
  /** The server's lines when confirmed; menu prices without discounts otherwise. */
  positions: readonly CartPosition[];
  /** Totals of {@link PricedCart.positions}. */
  totals: CartTotals;
  /** The confirmed delivery price; null when nothing is confirmed. */
  deliveryPrice: Minor | null;
}

/**
 * The cart as it may be shown: the last successful preflight's sums, discounts and delivery price
 * while it priced the cart as it is now; otherwise menu prices without discounts, and no delivery
 * price. Nothing the server did not confirm for this very cart reaches the screen.
 *
 * @example
 * const { status, positions, totals } = useAppSelector(selectPricedCart);
 */
export const selectPricedCart = createSelector(
  [selectCartPositions, selectCartPricing, pricingKey],
  (positions, pricing, key): PricedCart => {
    const confirmed = key !== null && pricing.pricedFor === key;
    const shown = confirmed ? positions : atMenuPrices(positions);
    const status: CartPricingStatus = confirmed
      ? 'confirmed'
      : key === null
        ? 'unpriced'
        : pricing.status === 'rejected' && pricing.refusedFor === key
          ? 'refused'
          : 'pending';
    return {
      status,
      positions: shown,
      totals: cartTotals(shown),
      deliveryPrice: confirmed ? pricing.deliveryPrice : null,
    };
  },
);

/**
 * The cart's totals (units, sum, discount, total) as {@link selectPricedCart} shows them.
 *
 * @example
 * const { count, total } = useAppSelector(selectCartTotals);
 */
export const selectCartTotals = createSelector([selectPricedCart], (cart) => cart.totals);

/**
 * The order total (spec §4): the cart total plus the delivery price for DELIVERY.
 *
 * @example
 * const total = useAppSelector(selectOrderTotal);
 */
export const selectOrderTotal = createSelector(
  [
    selectCartTotals,
    (state: RootState) => state.location.deliveryType,
    (state: RootState) => selectPricedCart(state).deliveryPrice ?? 0,
  ],
  (totals, deliveryType, deliveryPrice) =>
    orderTotal({ cartTotal: totals.total, deliveryType: deliveryType ?? 'TAKE_AWAY', deliveryPrice }),
);

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
 * Whether a closed resto stops the order (spec §4 "Day off"): it is closed at `now` and no time
 * to order for is chosen (an order for a later time is taken while it is closed, issue 27).
 *
 * @example
 * const stopped = useAppSelector((state) => selectClosedForOrder(state, serverNow));
 */
export const selectClosedForOrder = (state: RootState, now: number): boolean =>
  selectRestoClosed(state, now) && selectScheduledFor(state, now) === null;
