import { combineSlices } from '@reduxjs/toolkit';
import { baseApi } from './api/base-api';
import { authSlice } from './slices/auth';
import { bootSlice } from './slices/boot';
import { cartSlice } from './slices/cart';
import { locationSlice } from './slices/location';
import { locationSelectionSlice } from './slices/location-selection';
import { orderDraftSlice } from './slices/order-draft';
import { tenantConfigSlice } from './slices/tenant-config';
import { timeSyncSlice } from './slices/time-sync';
import { uiSlice } from './slices/ui';

/** Every slice of the store plus the RTK Query cache (under `api`, never persisted). */
export const rootReducer = combineSlices(
  baseApi,
  bootSlice,
  tenantConfigSlice,
  timeSyncSlice,
  locationSlice,
  locationSelectionSlice,
  cartSlice,
  orderDraftSlice,
  authSlice,
  uiSlice,
);

/** The state of a store made by `createStore`. */
export type RootState = ReturnType<typeof rootReducer>;
