import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { getCityOffer, type DeliveryPlace, type DeliveryType } from '@tarelka/domain';
import { citiesApi } from '../api/cities';
import type { StoreExtra } from '../api/base-api';
import { selectCityData } from '../listeners/city-data';
import type { RootState } from '../root-reducer';
import {
  draftDeliveryPlaceChanged,
  draftDeliveryTypeChanged,
  locationSelectionOpened,
} from '../slices/location-selection';

type Thunk = ThunkAction<void, RootState, StoreExtra, UnknownAction>;

/**
 * Opens the location dialog on the stored selection. It can be closed only when a location is
 * already chosen (spec §2: the first-visit popup is non-closable).
 *
 * @example
 * dispatch(openLocationSelection());
 */
export function openLocationSelection(): Thunk {
  return (dispatch, getState) => {
    const state = getState();
    const cities = citiesApi.endpoints.getCities.select()(state).data ?? [];
    const { cityId, deliveryType, restoId } = state.location;
    dispatch(
      locationSelectionOpened({
        stored: state.location,
        cityIds: cities.map((city) => city.id),
        closable: cityId !== null && deliveryType !== null && restoId !== null,
      }),
    );
  };
}

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
    const { zones, restos } = selectCityData(state, state.locationSelection.flow.draft.cityId);
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
    const { zones } = selectCityData(state, state.locationSelection.flow.draft.cityId);
    dispatch(draftDeliveryPlaceChanged({ deliveryPlace, houseNumber, zones }));
  };
}
