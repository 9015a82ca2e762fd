import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '../root-reducer';
import type { ConnectionState } from './connection-state';

const initialState: ConnectionState = { online: true, updateReady: false };

/** The connection and the waiting new build (issue 30); injected by `@tarelka/store/service-worker`. */
export const connectionSlice = createSlice({
  name: 'connection',
  initialState,
  reducers: {
    connectionChanged(state, action: PayloadAction<boolean>) {
      state.online = action.payload;
    },
    updateAvailable(state) {
      state.updateReady = true;
    },
  },
});

declare module '../root-reducer' {
  // Declaration merging: the interface gains the slice's state.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof connectionSlice> {}
}

connectionSlice.injectInto(rootReducer);

export const { connectionChanged, updateAvailable } = connectionSlice.actions;
