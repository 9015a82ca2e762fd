import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { DietFilter } from '@tarelka/domain';
import { locationCommitted } from './location';
import { locationSelectionOpened } from './location-selection-opened';
import { storageLoaded } from './storage-loaded';

/** Dialogs the storefront opens through the store. */
export type DialogId = 'adulthood' | 'dayOff' | 'deliveryConditions' | 'cart' | 'search' | 'orderDeliveryRules';

/** UI state of spec §3 plus the persisted consents and locale. */
export interface UiState {
  locationSelectionOpen: boolean;
  /** Whether the location dialog may be closed: not while nothing is chosen (spec §2). */
  locationSelectionClosable: boolean;
  navigationOpen: boolean;
  openDialogs: DialogId[];
  /** `app_adulthood_confirmed`. */
  adulthoodConfirmed: boolean;
  /** `app_cookies_consent_accepted`: true accepted, false declined, null not answered yet. */
  cookiesConsentAccepted: boolean | null;
  /** `app_locale`; null means the tenant's default. */
  locale: string | null;
  /** `app_menu_filter`: the menu's allergen and diet filters; `{}` shows every dish. */
  menuFilter: DietFilter;
}

const initialState: UiState = {
  locationSelectionOpen: false,
  locationSelectionClosable: true,
  navigationOpen: false,
  openDialogs: [],
  adulthoodConfirmed: false,
  cookiesConsentAccepted: null,
  locale: null,
  menuFilter: {},
};

// A mutable copy for the draft (the domain's filter has readonly lists).
const copyFilter = ({ excludeAllergens = [], diets = [] }: DietFilter) => ({
  excludeAllergens: [...excludeAllergens],
  diets: [...diets],
});

/** UI state: location selection, navigation drawer, open dialogs, consents and locale. */
export const uiSlice = createSlice({
  name: 'ui',
  initialState,
  reducers: {
    /** Opens or closes the location dialog without touching its draft; prefer `openLocationSelection()`. */
    locationSelectionToggled(state, action: PayloadAction<boolean>) {
      if (action.payload || state.locationSelectionClosable) state.locationSelectionOpen = action.payload;
    },
    locationSelectionClosed(state) {
      if (state.locationSelectionClosable) state.locationSelectionOpen = false;
    },
    navigationToggled(state, action: PayloadAction<boolean>) {
      state.navigationOpen = action.payload;
    },
    dialogOpened(state, action: PayloadAction<DialogId>) {
      if (!state.openDialogs.includes(action.payload)) state.openDialogs.push(action.payload);
    },
    dialogClosed(state, action: PayloadAction<DialogId>) {
      state.openDialogs = state.openDialogs.filter((id) => id !== action.payload);
    },
    adulthoodConfirmed(state, action: PayloadAction<boolean>) {
      state.adulthoodConfirmed = action.payload;
    },
    cookiesConsentAccepted(state) {
      state.cookiesConsentAccepted = true;
    },
    /** The visitor declined cookies: no analytics, and the banner does not ask again (stored `false`). */
    cookiesConsentDeclined(state) {
      state.cookiesConsentAccepted = false;
    },
    localeChanged(state, action: PayloadAction<string>) {
      state.locale = action.payload;
    },
    /** The customer changed the menu filters (`{}` clears them). */
    menuFilterChanged(state, action: PayloadAction<DietFilter>) {
      state.menuFilter = copyFilter(action.payload);
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(locationSelectionOpened, (state, action) => {
        state.locationSelectionOpen = true;
        state.locationSelectionClosable = action.payload.closable;
      })
      .addCase(locationCommitted, (state) => {
        state.locationSelectionOpen = false;
        state.locationSelectionClosable = true;
      })
      .addCase(storageLoaded, (state, { payload: { values } }) => {
        if (values.adulthoodConfirmed !== undefined) state.adulthoodConfirmed = values.adulthoodConfirmed ?? false;
        if (values.cookiesConsentAccepted !== undefined) state.cookiesConsentAccepted = values.cookiesConsentAccepted;
        if (values.locale !== undefined) state.locale = values.locale;
        if (values.menuFilter !== undefined) state.menuFilter = copyFilter(values.menuFilter ?? {});
      });
  },
  selectors: {
    selectLocationSelectionOpen: (state) => state.locationSelectionOpen,
    selectLocationSelectionClosable: (state) => state.locationSelectionClosable,
    selectNavigationOpen: (state) => state.navigationOpen,
    selectOpenDialogs: (state) => state.openDialogs,
    selectIsDialogOpen: (state, id: DialogId) => state.openDialogs.includes(id),
    selectAdulthoodConfirmed: (state) => state.adulthoodConfirmed,
    /** True accepted, false declined, null not answered yet. */
    selectCookiesConsentAccepted: (state) => state.cookiesConsentAccepted,
    selectStoredLocale: (state) => state.locale,
    selectMenuFilter: (state) => state.menuFilter,
  },
});

export const {
  locationSelectionToggled,
  locationSelectionClosed,
  navigationToggled,
  dialogOpened,
  dialogClosed,
  adulthoodConfirmed,
  cookiesConsentAccepted,
  cookiesConsentDeclined,
  localeChanged,
  menuFilterChanged,
} = uiSlice.actions;
export const {
  selectLocationSelectionOpen,
  selectLocationSelectionClosable,
  selectNavigationOpen,
  selectOpenDialogs,
  selectIsDialogOpen,
  selectAdulthoodConfirmed,
  selectCookiesConsentAccepted,
  selectStoredLocale,
  selectMenuFilter,
} = uiSlice.selectors;
