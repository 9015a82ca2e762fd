import { createApi, type BaseQueryFn } from '@reduxjs/toolkit/query';
import type { ApiClient } from '@tarelka/api-client';
import { toSerializedApiError, type SerializedApiError } from '../bridge/api-client';

/** What every thunk, query and listener of a store receives as `extra`. */
export interface StoreExtra {
  /** The typed API client (one per store, wired to the store's tokens, locale and clock). */
  api: ApiClient;
  /** The client clock in ms since the epoch; tests pass a fixed one. */
  now: () => number;
}

/** One call of the API client, as the base query's argument. */
export type ClientCall = {
  [K in keyof ApiClient]: { fn: K; args: Parameters<ApiClient[K]> };
}[keyof ApiClient];

/**
 * Describes a call of the client for an endpoint's `query`.
 *
 * @example
 * query: (restoId: number) => call('getResto', restoId),
 */
export function call<K extends keyof ApiClient>(fn: K, ...args: Parameters<ApiClient[K]>): ClientCall {
  return { fn, args } as ClientCall;
}

/** The base query: runs the client function; a failure becomes the client's normalised error as data. */
const clientBaseQuery: BaseQueryFn<ClientCall, unknown, SerializedApiError> = async ({ fn, args }, { extra }) => {
  const api = (extra as StoreExtra).api;
  try {
    const run = api[fn] as (...callArgs: unknown[]) => Promise<unknown>;
    return { data: await run(...args) };
  } catch (error) {
    return { error: toSerializedApiError(error) };
  }
};

/** Every tag of the API; each resource file injects its endpoints with LIST and per-id tags. */
export const TAG_TYPES = [
  'City',
  'Zone',
  'Resto',
  'PositionGroup',
  'Position',
  'Modifier',
  'TimeSlot',
  'Promotion',
  'Me',
  'Order',
] as const;

/**
 * The one RTK Query API of the store. Endpoints are injected per resource (`cities.ts`,
 * `restos.ts`, …); it is never persisted.
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: clientBaseQuery,
  tagTypes: TAG_TYPES,
  // Catalog data of the chosen resto stays while the session lasts; the boot flow holds subscriptions.
  keepUnusedDataFor: 300,
  endpoints: () => ({}),
});

/** Tags for a list of entities: the LIST tag plus one per id. */
export function listTags<T extends (typeof TAG_TYPES)[number]>(
  type: T,
  items: ReadonlyArray<{ id: number | string }> | undefined,
) {
  return [{ type, id: 'LIST' as const }, ...(items ?? []).map(({ id }) => ({ type, id }))];
}
