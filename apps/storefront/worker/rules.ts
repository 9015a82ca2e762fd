/**
 * What the service worker (worker/sw.ts, issue 30) keeps and what it never touches, as pure rules
 * its tests read too. Catalog reads and the catalog's photos are kept (stale-while-revalidate);
 * everything personal — the person (`/api/v1/me`), orders, sign-in, preflight (a POST, with or
 * without a token), a read sent with a token — and everything time-dependent (server time, order
 * slots, position time slots, geocoding) goes to the network only, as if there were no worker.
 */

/** The worker's runtime caches (the precache is Workbox's own). */
export const CACHE_NAMES = { catalog: 'tarelka-catalog', images: 'tarelka-images' } as const;

/** What the worker does with a request: one of its caches, or nothing (the network only). */
export type CacheRule = keyof typeof CACHE_NAMES | null;

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
  return CATALOG_PATHS.some((path) => path.test(url.pathname)) ? 'catalog' : null;
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
 */
export function isStorable(response: RuleResponse): boolean {
  if (response.type === 'opaque') return true;
  if (response.status !== 200) return false;
  return !/\b(?:no-store|private)\b/i.test(response.headers.get('cache-control') ?? '');
}

/** Paths a navigation never gets the app's shell for: the build's own files. */
export const NOT_THE_APP = [/^\/sw\.js$/, /^\/(?:_headers|security-headers\.conf|sitemap\.xml|robots\.txt)$/];
