import type { ThunkDispatch, TypedStartListening, UnknownAction } from '@reduxjs/toolkit';
import type { StoreExtra } from '../api/base-api';
import type { RootState } from '../root-reducer';

/** Dispatch of a store: plain actions and thunks that get {@link StoreExtra}. */
export type StoreDispatch = ThunkDispatch<RootState, StoreExtra, UnknownAction>;

/** `startListening` of a store's listener middleware, typed for its state, dispatch and extra. */
export type AppStartListening = TypedStartListening<RootState, StoreDispatch, StoreExtra>;

/** Timing knobs of the listeners (tests shorten them). */
export interface ListenerTiming {
  /** Debounce of the preflight triggers, in ms. */
  preflightDebounceMs: number;
}
