// `createApiClient`: the transport and every call of ./calls bound into one object. Bundles that
// care about size import the calls they use instead (the store does).
import * as catalog from './calls/catalog';
import * as geocoding from './calls/geocoding';
import * as orders from './calls/orders';
import * as person from './calls/person';
import * as pricing from './calls/pricing';
import * as signIn from './calls/sign-in';
import { createApiTransport, type ApiClientOptions, type ApiTransport } from './transport';

type Calls = typeof catalog & typeof geocoding & typeof orders & typeof person & typeof pricing & typeof signIn;
type Bound<F> = F extends (t: ApiTransport, ...args: infer A) => infer R ? (...args: A) => R : never;

/** The client returned by {@link createApiClient}: one function per call of the contract. */
export type ApiClient = { [K in keyof Calls]: Bound<Calls[K]> } & Pick<ApiTransport, 'getNow' | 'refreshTokens'>;

/**
 * Creates the typed client: one function per call of the contract. It adds the white label and
 * the bearer token, refreshes an expired access token before the call (once, shared by concurrent
 * calls), signs out when the refresh token is expired, maps server fields to the spec's names and
 * throws only `ApiError`.
 *
 * @example
 * const api = createApiClient({ baseUrl: 'http://127.0.0.1:8787', whiteLabel: 'demo' });
 * const cities = await api.getCities();
 * const zones = await api.getRestoDeliveries(cities[0].id); // thresholds[].deliveryCost …
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const transport = createApiTransport(options);
  const client: Record<string, unknown> = { getNow: transport.getNow, refreshTokens: transport.refreshTokens };
  for (const calls of [catalog, geocoding, orders, person, pricing, signIn]) {
    for (const [name, call] of Object.entries(calls)) {
      client[name] = (...args: unknown[]) =>
        (call as (t: ApiTransport, ...rest: unknown[]) => unknown)(transport, ...args);
    }
  }
  return client as ApiClient;
}
