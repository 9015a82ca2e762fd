import { combineSlices } from '@reduxjs/toolkit';
import { baseApi } from './api/base-api';
import { authSlice } from './slices/auth';
import { bootSlice } from './slices/boot';
import { cartSlice } from './slices/cart';
import { locationSlice } from './slices/location';
import { orderDraftSlice } from './slices/order-draft';
import { tenantConfigSlice } from './slices/tenant-config';
import { timeSyncSlice } from './slices/time-sync';
import { uiSlice } from './slices/ui';

/**
 * Slices injected when their module loads (`slice.injectInto(rootReducer)`), each adding itself
 * here: the location dialog's (`./slices/location-selection`).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface LazyLoadedSlices {}

/**
 * Every slice of the store plus the RTK Query cache (under `api`, never persisted); the location
 * dialog's slice joins when the dialog's code loads.
 */
export const rootReducer = combineSlices(
  baseApi,
  bootSlice,
  tenantConfigSlice,
  timeSyncSlice,
  locationSlice,
  cartSlice,
  orderDraftSlice,
  authSlice,
  uiSlice,
).withLazyLoadedSlices<LazyLoadedSlices>();

/** The state of a store made by `createStore`. */
export type RootState = ReturnType<typeof rootReducer>;
