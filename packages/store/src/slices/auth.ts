import { createSelector, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Person, TokenSet } from '@tarelka/api-client';
import { isPersonAuthorized } from '../bridge/domain';
import { storageLoaded } from './storage-loaded';

/** The person: profile and token set (spec §3), both persisted. */
export interface AuthState {
  profile: Person | null;
  tokenSet: TokenSet | null;
}

const initialState: AuthState = { profile: null, tokenSet: null };

/** Sign-in state; authorized means a profile with both tokens (spec §4). */
export const authSlice = createSlice({
  name: 'auth',
  initialState,
  reducers: {
    signedIn(state, action: PayloadAction<{ tokenSet: TokenSet; profile?: Person }>) {
      state.tokenSet = action.payload.tokenSet;
      if (action.payload.profile) state.profile = action.payload.profile;
    },
    tokensReceived(state, action: PayloadAction<TokenSet>) {
      state.tokenSet = action.payload;
    },
    profileReceived(state, action: PayloadAction<Person>) {
      state.profile = action.payload;
    },
    /** Sign-out clears both the profile and the tokens (spec §4). */
    signedOut() {
      return initialState;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(storageLoaded, (state, { payload: { values } }) => {
      if (values.tokenSet !== undefined) state.tokenSet = values.tokenSet;
      if (values.person !== undefined) state.profile = values.person;
    });
  },
  selectors: {
    selectProfile: (state) => state.profile,
    selectTokenSet: (state) => state.tokenSet,
    selectIsAuthorized: (state) => isPersonAuthorized(state.profile, state.tokenSet),
    /** The person's id when authorized, for the personal preflight and orders. */
    selectPersonId: (state) => (isPersonAuthorized(state.profile, state.tokenSet) ? (state.profile?.id ?? null) : null),
  },
});

export const { signedIn, tokensReceived, profileReceived, signedOut } = authSlice.actions;
export const { selectProfile, selectTokenSet, selectIsAuthorized, selectPersonId } = authSlice.selectors;

/** The signed-in person as the app bar and drawer show them (issue 26). */
export interface AccountView {
  /** First and last name, else the phone, else an empty string. */
  name: string;
  /** A picture a sign-in provider gave, if any. */
  avatar: string | null;
}

/**
 * The signed-in person's name (first and last, else the phone) and avatar; null when signed out,
 * so a sign-out in this or another tab shows 'Войти' again.
 *
 * @example
 * const account = useAppSelector(selectAccount);
 */
export const selectAccount = /* @__PURE__ */ createSelector(
  [selectIsAuthorized, selectProfile],
  (authorized, profile): AccountView | null => {
    if (!authorized || !profile) return null;
    const name = [profile.firstName, profile.lastName].filter((part) => part?.trim()).join(' ');
    return { name: name || (profile.phone ?? ''), avatar: profile.avatar || null };
  },
);
