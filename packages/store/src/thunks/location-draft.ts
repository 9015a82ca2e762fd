// The location dialog's draft thunks: a module of their own, so they (and the domain's pickup point
// rules) load with the dialog, not with every page (`openLocationSelection` is in ./location).
import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { deliveryPlaceChanged, getCityOffer, type DeliveryPlace, type DeliveryType } from '@tarelka/domain';
import type { StoreExtra } from '../api/base-api';
import { selectCityData } from '../listeners/city-data';
import type { RootState } from '../root-reducer';
import { draftDeliveryPlaceChanged, draftDeliveryTypeChanged, selectLocationDraft } from '../slices/location-selection';

type Thunk = ThunkAction<void, RootState, StoreExtra, UnknownAction>;

/**
 * Switches the dialog's delivery type; switching to TAKE_AWAY selects the first pickup point of
 * the city (sorted by the domain).
 *
 * @example
 * dispatch(changeDraftDeliveryType('TAKE_AWAY'));
 */
export function changeDraftDeliveryType(deliveryType: DeliveryType): Thunk {
  return (dispatch, getState) => {
    const state = getState();
    const { zones, restos } = selectCityData(state, selectLocationDraft(state).cityId);
    const offer = getCityOffer({ restos, zoneCount: zones.length });
    const firstPickupPointId = offer.ok ? (offer.pickupPoints[0]?.id ?? null) : null;
    dispatch(draftDeliveryTypeChanged({ deliveryType, firstPickupPointId }));
  };
}

/**
 * Sets the dialog's delivery place (from autocomplete or the map); the resto becomes the one of
 * the zone containing the point, or none. `houseNumber` is what geocoding found (null: none).
 *
 * @example
 * dispatch(changeDraftDeliveryPlace({ address: 'ул. Ленина, 1', location: { lat: 55.75, lng: 37.61 } }, '1'));
 */
export function changeDraftDeliveryPlace(deliveryPlace: DeliveryPlace, houseNumber: string | null): Thunk {
  return (dispatch, getState) => {
    const state = getState();
    const { zones } = selectCityData(state, selectLocationDraft(state).cityId);
    const { restoId } = deliveryPlaceChanged(deliveryPlace, zones);
    dispatch(draftDeliveryPlaceChanged({ deliveryPlace, houseNumber, restoId }));
  };
}
