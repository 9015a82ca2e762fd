import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** Where the boot sequence is (spec §4 "Boot"). */
export type BootStatus = 'idle' | 'loading' | 'awaitingLocation' | 'ready' | 'failed';

/** The named steps of the boot sequence, for the splash and for logs. */
export type BootStep = 'storage' | 'timeSync' | 'tokens' | 'cities' | 'location' | 'menu';

/** The boot sequence's progress for the splash, and its fatal error. */
export interface BootState {
  status: BootStatus;
  /** 0–100; 100 when the chosen resto's menu data is loaded. */
  progress: number;
  step: BootStep | null;
  /** A fatal error (spec §8): the UI shows it with a retry (`bootRequested`). */
  error: { message: string; status: number; code?: string } | null;
}

const initialState: BootState = { status: 'idle', progress: 0, step: null, error: null };

/** The boot sequence's observable state. */
export const bootSlice = createSlice({
  name: 'boot',
  initialState,
  reducers: {
    /** Starts the boot sequence, or retries it after a fatal error. */
    bootRequested(state) {
      state.status = 'loading';
      state.progress = 0;
      state.step = null;
      state.error = null;
    },
    bootProgressed(state, action: PayloadAction<{ step: BootStep; progress: number }>) {
      state.step = action.payload.step;
      state.progress = Math.max(state.progress, Math.min(100, Math.round(action.payload.progress)));
    },
    /** Nothing is chosen: the splash waits for the non-closable location popup (spec §2). */
    bootAwaitingLocation(state) {
      state.status = 'awaitingLocation';
    },
    /** The chosen resto's menu data is loaded; the splash ends. */
    bootSucceeded(state) {
      state.status = 'ready';
      state.progress = 100;
      state.step = null;
    },
    /** `code` is the client's error code (`'network'` without a response), for the UI's message. */
    bootFailed(state, action: PayloadAction<{ message: string; status: number; code?: string }>) {
      state.status = 'failed';
      state.error = action.payload;
    },
  },
  selectors: {
    selectBoot: (state) => state,
    selectBootStatus: (state) => state.status,
    selectBootProgress: (state) => state.progress,
    selectBootError: (state) => state.error,
  },
});

export const { bootRequested, bootProgressed, bootAwaitingLocation, bootSucceeded, bootFailed } = bootSlice.actions;
export const { selectBoot, selectBootStatus, selectBootProgress, selectBootError } = bootSlice.selectors;
