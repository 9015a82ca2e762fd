import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** The offset between the server's UTC clock and the client's (spec §4 "Time sync"). */
export interface TimeSyncState {
  /** server time − client time, in ms. */
  offset: number;
  synced: boolean;
}

const initialState: TimeSyncState = { offset: 0, synced: false };

/** Time sync: computed once at boot, then `synced` is set. */
export const timeSyncSlice = createSlice({
  name: 'timeSync',
  initialState,
  reducers: {
    timeSynced(state, action: PayloadAction<number>) {
      state.offset = action.payload;
      state.synced = true;
    },
  },
  selectors: {
    selectClockOffset: (state) => state.offset,
    selectTimeSynced: (state) => state.synced,
    /** The server's "now" for a client clock reading. */
    selectServerNow: (state, clientNow: number) => clientNow + state.offset,
  },
});

export const { timeSynced } = timeSyncSlice.actions;
export const { selectClockOffset, selectTimeSynced, selectServerNow } = timeSyncSlice.selectors;
