import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { DeliveryPlace, DeliveryType, LocationSelection, PayType } from '@tarelka/domain';
import { storageLoaded } from './storage-loaded';

/** The committed location (spec §4): city, delivery type, resto (or pickup point) and place. */
export type LocationState = LocationSelection;

const initialState: LocationState = { cityId: null, deliveryType: null, restoId: null, deliveryPlace: null };

/** The saved location: what the menu, the cart and the preflight are for. */
export const locationSlice = createSlice({
  name: 'location',
  initialState,
  reducers: {
    /** The save flow committed a selection (spec §4 step 4); `payType` is the kept-or-reset one. */
    locationCommitted(
      state,
      action: PayloadAction<{
        cityId: number;
        deliveryType: DeliveryType;
        restoId: number;
        deliveryPlace: DeliveryPlace | null;
        payType: PayType | null;
      }>,
    ) {
      const { cityId, deliveryType, restoId, deliveryPlace } = action.payload;
      state.cityId = cityId;
      state.deliveryType = deliveryType;
      state.restoId = restoId;
      state.deliveryPlace = deliveryType === 'DELIVERY' ? deliveryPlace : null;
    },
    /** Configuration defaults preset the location on first boot (spec §4). */
    locationDefaultsApplied(
      state,
      action: PayloadAction<{ cityId: number | null; deliveryType: DeliveryType | null; restoId: number | null }>,
    ) {
      state.cityId = action.payload.cityId;
      state.deliveryType = action.payload.deliveryType;
      state.restoId = action.payload.restoId;
    },
    /** The stored selection no longer matches the catalog (a resto or city is gone). */
    locationInvalidated(state) {
      state.restoId = null;
      state.deliveryPlace = null;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(storageLoaded, (state, { payload: { values } }) => {
      if (values.cityId !== undefined) state.cityId = values.cityId;
      if (values.restoId !== undefined) state.restoId = values.restoId;
      if (values.orderDraft !== undefined) {
        state.deliveryType = values.orderDraft?.deliveryType ?? null;
        state.deliveryPlace = values.orderDraft?.deliveryPlace ?? null;
      }
    });
  },
  selectors: {
    selectLocation: (state) => state,
    selectCityId: (state) => state.cityId,
    selectDeliveryType: (state) => state.deliveryType,
    selectRestoId: (state) => state.restoId,
    selectDeliveryPlace: (state) => state.deliveryPlace,
    /** City, delivery type and resto are all chosen. */
    selectHasLocation: (state) => state.cityId !== null && state.deliveryType !== null && state.restoId !== null,
  },
});

export const { locationCommitted, locationDefaultsApplied, locationInvalidated } = locationSlice.actions;
export const {
  selectLocation,
  selectCityId,
  selectDeliveryType,
  selectRestoId,
  selectDeliveryPlace,
  selectHasLocation,
} = locationSlice.selectors;
