import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '../root-reducer';
import { connectionOf, type ConnectionState } from './connection-state';

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

const ONLINE: ConnectionState = { online: true, updateReady: false };

/** The connection's state (online, nothing waiting, until the slice has joined). */
export const selectConnection = (state: object): ConnectionState => connectionOf(state) ?? ONLINE;

/** False while the browser is offline. */
export const selectOnline = (state: object): boolean => selectConnection(state).online;

/** True once a new build waits to take over. */
export const selectUpdateReady = (state: object): boolean => selectConnection(state).updateReady;
