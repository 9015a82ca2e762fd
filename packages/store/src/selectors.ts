import { createSelector } from '@reduxjs/toolkit';
import {
  checkOrderSum,
  findZone,
  getCityOffer,
  getDeliveryHint,
  isMenuAvailableFor,
  orderTotal,
  type DeliveryHint,
  type OrderSumCheck,
} from '@tarelka/domain';
import { citiesApi } from './api/cities';
import { restosApi } from './api/restos';
import { zonesApi } from './api/zones';
import type { RootState } from './root-reducer';
import { selectCartTotals } from './slices/cart';

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
 * The order total (spec §4): the cart total plus the delivery price for DELIVERY.
 *
 * @example
 * const total = useAppSelector(selectOrderTotal);
 */
export const selectOrderTotal = createSelector(
  [
    selectCartTotals,
    (state: RootState) => state.location.deliveryType,
    (state: RootState) => state.cart.pricing.deliveryPrice,
  ],
  (totals, deliveryType, deliveryPrice) =>
    orderTotal({ cartTotal: totals.total, deliveryType: deliveryType ?? 'TAKE_AWAY', deliveryPrice }),
);

/**
 * The delivery rule hint for the cart (spec §4): left to free delivery, to a cheaper price, or the
 * minimum/maximum; `NONE` outside DELIVERY.
 *
 * @example
 * const hint = useAppSelector(selectDeliveryHint); // { kind: 'LEFT_TO_FREE_DELIVERY', left: 45000 }
 */
export const selectDeliveryHint = createSelector([selectCurrentZone, selectCartTotals], (zone, totals): DeliveryHint =>
  zone ? getDeliveryHint(zone.thresholds, totals.total) : { kind: 'NONE' },
);

/**
 * The order sum check of the zone (spec §4, §5): 'Минимальная сумма заказа' below the minimum,
 * 'Максимальная сумма заказа' at or above the maximum; null outside DELIVERY.
 *
 * @example
 * const check = useAppSelector(selectOrderSumCheck);
 */
export const selectOrderSumCheck = createSelector(
  [selectCurrentZone, selectCartTotals],
  (zone, totals): OrderSumCheck | null => (zone ? checkOrderSum(zone.thresholds, totals.total) : null),
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
