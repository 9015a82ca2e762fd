import { createApi, type BaseQueryFn } from '@reduxjs/toolkit/query';
import type { ApiTransport } from '@tarelka/api-client';
import { toSerializedApiError, type SerializedApiError } from '../bridge/api-client';

/** What every thunk, query and listener of a store receives as `extra`. */
export interface StoreExtra {
  /**
   * The API transport (one per store, wired to the store's tokens, locale and clock); the calls of
   * `@tarelka/api-client` run on it: `getOrder(extra.api, personId, orderId)`.
   */
  api: ApiTransport;
  /** The client clock in ms since the epoch; tests pass a fixed one. */
  now: () => number;
}

/** One call of `@tarelka/api-client` with its arguments, as the base query's argument. */
export interface ClientCall {
  fn: (transport: ApiTransport, ...args: never[]) => Promise<unknown>;
  args: unknown[];
}

/**
 * Describes a call of the client for an endpoint's `query`. The call is imported by the module that
 * injects the endpoint, so a bundle holds only the calls of the endpoints it uses.
 *
 * @example
 * query: (restoId: number) => call(getResto, restoId),
 */
export function call<A extends unknown[]>(
  fn: (transport: ApiTransport, ...args: A) => Promise<unknown>,
  ...args: A
): ClientCall {
  return { fn: fn as unknown as ClientCall['fn'], args };
}

/** The base query: runs the call on the store's transport; a failure becomes the client's normalised error as data. */
const clientBaseQuery: BaseQueryFn<ClientCall, unknown, SerializedApiError> = async ({ fn, args }, { extra }) => {
  try {
    const run = fn as (transport: ApiTransport, ...callArgs: unknown[]) => Promise<unknown>;
    return { data: await run((extra as StoreExtra).api, ...args) };
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
