import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
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
