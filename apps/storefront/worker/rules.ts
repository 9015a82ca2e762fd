/**
 * What the service worker (worker/sw.ts, issue 30) keeps and what it never touches, as pure rules
 * its tests read too. Catalog reads and the catalog's photos are kept (stale-while-revalidate).
 * Two time-dependent reads the boot cannot do without go to the network first and have an
 * offline answer only: the server's time (the device's clock) and the positions' time slots (the
 * last answer for the resto, whatever time it was asked for). Everything personal — the person
 * (`/api/v1/me`), orders, sign-in, preflight (a POST, with or without a token), a read sent with a
 * token — and the rest (order slots, geocoding) goes to the network only, as if there were no worker.
 */

/** The worker's runtime caches (the precache is Workbox's own). */
export const CACHE_NAMES = { catalog: 'tarelka-catalog', images: 'tarelka-images', slots: 'tarelka-slots' } as const;

/** What the worker does with a request: one of its caches, the device's clock offline, or nothing (the network only). */
export type CacheRule = keyof typeof CACHE_NAMES | 'time' | null;

const TIME_PATH = /^\/1\/now$/;
const SLOTS_PATH = /^\/1\/restos\/[^/]+\/position-time-slots$/;

/** The API's public catalog reads (contract routes.ts), by path. */
const CATALOG_PATHS = [
  /^\/1\/p\/cities(?:\/[^/]+(?:\/deliveries)?)?$/,
  /^\/1\/p\/restos(?:\/[^/]+)?$/,
  /^\/1\/p\/menus\/[^/]+\/(?:position-groups|positions)$/,
  /^\/1\/restos\/[^/]+\/(?:positions\/modifiers|promotions|deliveries)$/,
];

/** The parts of a request the rules read (a fetch `Request` has them). */
export interface RuleRequest {
  url: string;
  method: string;
  headers: { has(name: string): boolean };
}

/**
 * The cache a request of the page is answered from, given the API's origin: `catalog` for a
 * catalog read, `images` for the API's catalog photos (`/assets/<tenant>/…`), null for anything
 * else (another origin, a write, a read with credentials, a personal or time-dependent path).
 *
 * @example
 * cacheRule(new Request('https://api.example/1/p/menus/1/positions?whiteLabel=demo'), 'https://api.example'); // 'catalog'
 * cacheRule(new Request('https://api.example/api/v1/me'), 'https://api.example'); // null
 */
export function cacheRule(request: RuleRequest, apiOrigin: string): CacheRule {
  if (request.method !== 'GET' || request.headers.has('authorization')) return null;
  const url = new URL(request.url);
  if (url.origin !== apiOrigin) return null;
  if (url.pathname.startsWith('/assets/')) return 'images';
  if (TIME_PATH.test(url.pathname)) return 'time';
  if (SLOTS_PATH.test(url.pathname)) return 'slots';
  return CATALOG_PATHS.some((path) => path.test(url.pathname)) ? 'catalog' : null;
}

/**
 * The key the positions' time slots are kept under: the URL without the time asked for, so the
 * last answer for the resto is found offline at any later time.
 *
 * @example
 * slotsKey('https://api.example/1/restos/1/position-time-slots?time=2026-11-26T14%3A00%3A00Z&whiteLabel=demo');
 * // 'https://api.example/1/restos/1/position-time-slots?whiteLabel=demo'
 */
export function slotsKey(url: string): string {
  const key = new URL(url);
  key.searchParams.delete('time');
  return key.href;
}

/** The offline answer of the server's time (`/1/now`): the device's clock. */
export function deviceTime(now: number): string {
  return JSON.stringify({ utc_time: new Date(now).toISOString() });
}

/** The parts of a response {@link isStorable} reads. */
export interface RuleResponse {
  status: number;
  type: string;
  headers: { get(name: string): string | null };
}

/**
 * Whether a response may be written to a runtime cache: a 200 the API did not mark personal
 * (`no-store`, `private`), or an opaque photo (an `<img>` without CORS; its status is hidden).
 * The time slots, `no-store` because they change with the time, are kept as the offline answer
 * only (`{ offlineOnly: true }`), never served while the network answers.
 */
export function isStorable(response: RuleResponse, { offlineOnly = false } = {}): boolean {
  if (response.type === 'opaque') return true;
  if (response.status !== 200) return false;
  return offlineOnly || !/\b(?:no-store|private)\b/i.test(response.headers.get('cache-control') ?? '');
}

/** Paths a navigation never gets the app's shell for: the build's own files. */
export const NOT_THE_APP = [/^\/sw\.js$/, /^\/(?:_headers|security-headers\.conf|sitemap\.xml|robots\.txt)$/];
