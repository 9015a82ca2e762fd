import { createSelector } from '@reduxjs/toolkit';
import {
  atMenuPrices,
  cartTotals,
  checkOrderSum,
  findZone,
  getCityOffer,
  getDeliveryHint,
  isMenuAvailableFor,
  orderTotal,
  type CartPosition,
  type CartTotals,
  type DeliveryHint,
  type Minor,
  type OrderSumCheck,
} from '@tarelka/domain';
import { citiesApi } from './api/cities';
import { restosApi } from './api/restos';
import { zonesApi } from './api/zones';
import { pricingKey } from './pricing';
import type { RootState } from './root-reducer';
import { selectCartPositions, selectCartPricing } from './slices/cart';

// Selectors across slices and the cache; every rule is the domain's.

const selectLocationState = (state: RootState) => state.location;

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

/** The saved city's zones (empty until loaded). */
const selectCurrentZones = (state: RootState) => {
  const { cityId } = state.location;
  return cityId === null ? undefined : zonesApi.endpoints.getCityZones.select(cityId)(state).data;
};

/**
 * The delivery zone of the saved place (DELIVERY only), or null.
 *
 * @example
 * const zone = useAppSelector(selectCurrentZone); // zone.thresholds for the conditions dialog
 */
export const selectCurrentZone = createSelector([selectCurrentZones, selectLocationState], (zones, location) => {
  const point = location.deliveryPlace?.location;
  return location.deliveryType === 'DELIVERY' && zones && point ? findZone(zones, point) : null;
});

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
 * The delivery rule hint for the cart (spec §4): left to the next cheaper price and to free
 * delivery, or the price from a minimum; `NONE` outside DELIVERY and while the server has not
 * confirmed the cart's sum (a refused sum is told at the summary).
 *
 * @example
 * const hint = useAppSelector(selectDeliveryHint); // { kind: 'LEFT_TO_FREE_DELIVERY', left: 45000 }
 */
export const selectDeliveryHint = createSelector([selectCurrentZone, selectPricedCart], (zone, cart): DeliveryHint =>
  zone && cart.status === 'confirmed' ? getDeliveryHint(zone.thresholds, cart.totals.total) : { kind: 'NONE' },
);

/**
 * The order sum check of the zone (spec §4, §5): 'Минимальная сумма заказа' below the minimum,
 * 'Максимальная сумма заказа' at or above the maximum; null outside DELIVERY. The sum is the
 * one the server checked: the confirmed total, or the sum a refused preflight reported (after
 * its promo code), else the menu total.
 *
 * @example
 * const check = useAppSelector(selectOrderSumCheck);
 */
export const selectOrderSumCheck = createSelector(
  [selectCurrentZone, selectPricedCart, (state: RootState) => state.cart.pricing.errorOrderSum ?? null],
  (zone, cart, refusedSum): OrderSumCheck | null => {
    if (!zone) return null;
    const sum = cart.status === 'refused' && refusedSum !== null ? refusedSum : cart.totals.total;
    return checkOrderSum(zone.thresholds, sum);
  },
);

/**
 * What the location dialog's city offers (spec §4, §5): the delivery types to show, the default
 * one and the sorted pickup points, or the unavailable message ('Нет зон доставки', …); null
 * until the city's zones and restos are loaded.
 *
 * @example
 * const offer = useAppSelector(selectDraftCityOffer);
 */
export const selectDraftCityOffer = createSelector(
  [
    (state: RootState) => {
      const cityId = state.locationSelection?.flow.draft.cityId ?? null;
      return cityId === null ? undefined : zonesApi.endpoints.getCityZones.select(cityId)(state).data;
    },
    (state: RootState) => {
      const cityId = state.locationSelection?.flow.draft.cityId ?? null;
      return cityId === null ? undefined : restosApi.endpoints.getRestos.select({ cityId })(state).data;
    },
  ],
  (zones, restos) => (zones && restos ? getCityOffer({ restos, zoneCount: zones.length }) : null),
);
