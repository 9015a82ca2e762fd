import { createSelector } from '@reduxjs/toolkit';
import {
  checkOrderSum,
  findZone,
  getCityOffer,
  getDeliveryHint,
  type DeliveryHint,
  type OrderSumCheck,
} from '@tarelka/domain';
import { restosApi } from './api/restos';
import { zonesApi } from './api/zones';
import type { RootState } from './root-reducer';
import { selectPricedCart } from './selectors';

// What the saved place's delivery zone and the chosen city offer: the zone lookup, the delivery
// hints, the order sum limits and the location dialog's offer. Apart from ./selectors.ts, so the
// screens that need none of it (home, the menu) do not load the zone index and the thresholds
// rules: the cart, the checkout and the location dialog do.

const selectLocationState = (state: RootState) => state.location;

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
