import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { citiesApi } from '../api/cities';
import type { StoreExtra } from '../api/base-api';
import type { RootState } from '../root-reducer';
import { locationSelectionOpened } from '../slices/location-selection-opened';

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
