import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import {
  initLocationFlow,
  locationFlow,
  type DeliveryPlace,
  type DeliveryType,
  type LocationError,
  type LocationFlowState,
  type LocationSelection,
} from '@tarelka/domain';
import { citiesApi } from '../api/cities';
import { rootReducer, type RootState } from '../root-reducer';
import { locationCommitted } from './location';
import { locationSelectionOpened } from './location-selection-opened';

export { locationSelectionOpened };

/** The popup the save flow shows (spec §4): 'Подтвердите адрес' or 'Упс!'. */
export type LocationPopup = 'confirmAddress' | 'cartConflict';

/** The working state of the location dialog, from opening to the committed save. */
export interface LocationSelectionState {
  /** The domain's step machine: step, draft and city count. */
  flow: LocationFlowState;
  /** House number geocoding found for the draft's address (null: none found). */
  houseNumber: string | null;
  /** The customer chose 'Продолжить без номера' for this address. */
  addressConfirmed: boolean;
  popup: LocationPopup | null;
  /** The save flow is running (validation or the cart validity check). */
  saving: boolean;
  errors: LocationError[];
  /** The message kept from the cart validity check, or a failed save's message (spec §8). */
  message: string | null;
  /** Whether this state has seen an opening (see {@link syncLocationSelection}). */
  opened: boolean;
}

const emptySelection: LocationSelection = { cityId: null, deliveryType: null, restoId: null, deliveryPlace: null };

const initialState: LocationSelectionState = {
  flow: initLocationFlow(emptySelection, 0),
  houseNumber: null,
  addressConfirmed: false,
  popup: null,
  saving: false,
  errors: [],
  message: null,
  opened: false,
};

/**
 * The location dialog (spec §4 "Location dialog", "Saving"): reducers run the domain's step machine.
 * Injected into the store's reducer when this module loads (with the dialog), not part of the
 * first page's code.
 */
export const locationSelectionSlice = createSlice({
  name: 'locationSelection',
  initialState,
  reducers: {
    /** 'Reset' restores the stored selection (spec §4). */
    locationSelectionReset(state, action: PayloadAction<LocationSelection>) {
      state.flow = locationFlow(state.flow, { type: 'resetRequested', stored: action.payload });
      state.errors = [];
      state.addressConfirmed = false;
    },
    draftCityPicked(state, action: PayloadAction<number>) {
      state.flow = locationFlow(state.flow, { type: 'cityPicked', cityId: action.payload });
      state.errors = [];
    },
    draftBackRequested(state) {
      state.flow = locationFlow(state.flow, { type: 'backRequested' });
    },
    /** Switching to TAKE_AWAY selects the first pickup point (given by the caller, sorted by the domain). */
    draftDeliveryTypeChanged(
      state,
      action: PayloadAction<{ deliveryType: DeliveryType; firstPickupPointId: number | null }>,
    ) {
      state.flow = locationFlow(state.flow, { type: 'deliveryTypeChanged', ...action.payload });
      state.errors = [];
    },
    draftPickupPointPicked(state, action: PayloadAction<number>) {
      state.flow = locationFlow(state.flow, { type: 'pickupPointPicked', restoId: action.payload });
      state.errors = [];
    },
    /**
     * An address was chosen (autocomplete or map); `restoId` is the resto of the zone containing it,
     * or null (`changeDraftDeliveryPlace` finds it with the domain's `deliveryPlaceChanged`).
     */
    draftDeliveryPlaceChanged(
      state,
      action: PayloadAction<{ deliveryPlace: DeliveryPlace; houseNumber: string | null; restoId: number | null }>,
    ) {
      const { deliveryPlace, houseNumber, restoId } = action.payload;
      if (state.flow.draft.deliveryPlace?.address !== deliveryPlace.address) state.addressConfirmed = false;
      state.flow = locationFlow(state.flow, { type: 'deliveryPlaceChanged', deliveryPlace, restoId });
      state.houseNumber = houseNumber;
      state.errors = [];
    },
    /** Apartment, entrance, floor, intercom or comment edited: no effect on the zone. */
    draftDeliveryPlaceDetailsChanged(
      state,
      action: PayloadAction<Partial<Pick<DeliveryPlace, 'apartment' | 'comment' | 'entrance' | 'floor' | 'intercom'>>>,
    ) {
      const place = state.flow.draft.deliveryPlace;
      if (place) Object.assign(place, action.payload);
    },
    locationSaveRequested(state) {
      state.saving = true;
      state.errors = [];
      state.message = null;
    },
    addressConfirmationRequested(state) {
      state.popup = 'confirmAddress';
    },
    /** 'Продолжить без номера' (true) or 'Уточнить данные' (false). */
    addressConfirmationAnswered(state, action: PayloadAction<boolean>) {
      state.popup = null;
      if (action.payload) state.addressConfirmed = true;
      else state.saving = false;
    },
    locationValidationFailed(state, action: PayloadAction<LocationError[]>) {
      state.errors = action.payload;
      state.saving = false;
    },
    cartConflictFound(state) {
      state.popup = 'cartConflict';
    },
    /** 'Упс!' answered: confirm clears the cart and saves; cancel closes the popup. */
    cartConflictAnswered(state, action: PayloadAction<boolean>) {
      state.popup = null;
      if (!action.payload) state.saving = false;
    },
    cartCheckMessageKept(state, action: PayloadAction<string | null>) {
      state.message = action.payload;
    },
    locationSaveFailed(state, action: PayloadAction<string>) {
      state.saving = false;
      state.popup = null;
      state.message = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(locationSelectionOpened, (_state, action) => {
        const { stored, cityIds } = action.payload;
        return {
          ...initialState,
          opened: true,
          flow: initLocationFlow(stored, cityIds.length, cityIds.length === 1 ? cityIds[0] : null),
        };
      })
      .addCase(locationCommitted, (state) => {
        state.saving = false;
        state.popup = null;
      });
  },
  selectors: {
    selectLocationSelection: (state) => state,
    selectLocationDraft: (state) => state.flow.draft,
    selectLocationStep: (state) => state.flow.step,
    selectLocationPopup: (state) => state.popup,
    selectLocationErrors: (state) => state.errors,
    selectLocationSaving: (state) => state.saving,
  },
});

declare module '../root-reducer' {
  // The store's state has `locationSelection` once this module is loaded; module augmentation
  // needs an interface, so this one adds no members of its own.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof locationSelectionSlice> {}
}

/** The slice as injected into the store's reducer: its selectors read the initial state until then. */
const injected = locationSelectionSlice.injectInto(rootReducer);

export const {
  locationSelectionReset,
  draftCityPicked,
  draftBackRequested,
  draftDeliveryTypeChanged,
  draftPickupPointPicked,
  draftDeliveryPlaceChanged,
  draftDeliveryPlaceDetailsChanged,
  locationSaveRequested,
  addressConfirmationRequested,
  addressConfirmationAnswered,
  locationValidationFailed,
  cartConflictFound,
  cartConflictAnswered,
  cartCheckMessageKept,
  locationSaveFailed,
} = locationSelectionSlice.actions;
export const {
  selectLocationSelection,
  selectLocationDraft,
  selectLocationStep,
  selectLocationPopup,
  selectLocationErrors,
  selectLocationSaving,
} = injected.selectors;

/**
 * Brings the dialog's state in line with an opening that came before this module loaded (the
 * boot's first-visit popup opens the dialog, then its code loads): dispatches that opening again,
 * on the stored selection, the loaded cities and the closable flag the dialog has. Does nothing
 * when the dialog is closed or its state has seen an opening. Call it before the dialog first
 * renders (`needsLocationSelectionSync` says whether it would act).
 *
 * @example
 * useLayoutEffect(() => syncLocationSelection(store), [store]);
 */
export function syncLocationSelection(store: {
  getState: () => RootState;
  dispatch: (action: ReturnType<typeof locationSelectionOpened>) => unknown;
}): void {
  const state = store.getState();
  if (!needsLocationSelectionSync(state)) return;
  const cities = citiesApi.endpoints.getCities.select()(state).data ?? [];
  store.dispatch(
    locationSelectionOpened({
      stored: state.location,
      cityIds: cities.map((city) => city.id),
      closable: state.ui.locationSelectionClosable,
    }),
  );
}

/** Whether {@link syncLocationSelection} would replay an opening. */
export function needsLocationSelectionSync(state: RootState): boolean {
  return state.ui.locationSelectionOpen && !state.locationSelection?.opened;
}
