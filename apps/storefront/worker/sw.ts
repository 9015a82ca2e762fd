/// <reference lib="webworker" />
/**
 * The storefront's service worker (issue 30), bundled by build/service-worker.ts into the build's
 * `sw.js` with the build's precache list and the API's origin.
 *
 * - Precache: the app shell (index.html, the prerendered pages, the tenant's icons and manifest)
 *   and every chunk of this build; a navigation is answered from it (`/menus/1` → `menus/1.html`,
 *   other routes → `index.html`), so the app opens offline.
 * - Catalog reads and photos of the API: stale-while-revalidate (worker/rules.ts). The network
 *   half goes through the browser's HTTP cache, which revalidates with the API's ETag. Offline,
 *   the boot's time sync gets the device's clock and the positions' time slots their last answer.
 * - A new build waits: it takes over only when the page asks (`SKIP_WAITING`, the customer's
 *   "Обновить"), never under an open page.
 * - `CACHE_URLS`: the page's first visit ran before the worker; it sends the URLs it read then, and
 *   those the rules keep are cached, so that visit's menu opens offline too.
 */
import { ExpirationPlugin } from 'workbox-expiration';
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
  type PrecacheEntry,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkFirst, NetworkOnly, StaleWhileRevalidate } from 'workbox-strategies';
import { CACHE_NAMES, cacheRule, deviceTime, isStorable, NOT_THE_APP, slotsKey } from './rules';

declare const self: ServiceWorkerGlobalScope;
/** This build's files (build/service-worker.ts `precacheEntries`), written in by the build. */
declare const __PRECACHE__: PrecacheEntry[];
/** The API's origin (`API_URL`), written in by the build. */
declare const __API_ORIGIN__: string;

precacheAndRoute(__PRECACHE__);
cleanupOutdatedCaches();
registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: NOT_THE_APP }));

const DAYS_30 = 30 * 24 * 60 * 60;
// The API varies its answers by headers (Origin, Accept-Language) whose meaning is in the URL
// already (`lang`, `whiteLabel`): a read offered by the page (`CACHE_URLS`) is made without them and
// must still answer the page's own.
const matchOptions = { ignoreVary: true };
const strategies = {
  catalog: new StaleWhileRevalidate({
    cacheName: CACHE_NAMES.catalog,
    matchOptions,
    plugins: [
      { cacheWillUpdate: async ({ response }) => (isStorable(response) ? response : null) },
      new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: DAYS_30, purgeOnQuotaError: true }),
    ],
  }),
  images: new StaleWhileRevalidate({
    cacheName: CACHE_NAMES.images,
    matchOptions,
    plugins: [
      { cacheWillUpdate: async ({ response }) => (isStorable(response) ? response : null) },
      // Opaque photos count for several MB each against the quota: fewer of them.
      new ExpirationPlugin({ maxEntries: 120, maxAgeSeconds: DAYS_30, purgeOnQuotaError: true }),
    ],
  }),
  slots: new NetworkFirst({
    cacheName: CACHE_NAMES.slots,
    matchOptions,
    plugins: [
      { cacheKeyWillBeUsed: async ({ request }) => slotsKey(request.url) },
      { cacheWillUpdate: async ({ response }) => (isStorable(response, { offlineOnly: true }) ? response : null) },
      new ExpirationPlugin({ maxEntries: 50, maxAgeSeconds: DAYS_30, purgeOnQuotaError: true }),
    ],
  }),
  time: new NetworkOnly({
    plugins: [
      {
        handlerDidError: async () =>
          new Response(deviceTime(Date.now()), { headers: { 'content-type': 'application/json' } }),
      },
    ],
  }),
};

const ruleOf = (request: Request) => cacheRule(request, __API_ORIGIN__);
for (const rule of ['catalog', 'images', 'slots', 'time'] as const) {
  registerRoute(({ request }) => ruleOf(request) === rule, strategies[rule]);
}

/** Caches the URLs the rules keep, as a page's own reads would have been. */
async function warm(event: ExtendableMessageEvent, urls: unknown): Promise<void> {
  if (!Array.isArray(urls)) return;
  const requests = urls
    .filter((url): url is string => typeof url === 'string')
    .map((url) => new Request(url, { credentials: 'omit' }))
    .map((request) => [request, ruleOf(request)] as const);
  await Promise.allSettled(
    requests.map(([request, rule]) =>
      rule && rule !== 'time'
        ? strategies[rule].handle({
            event,
            // A photo read by an <img> without CORS is kept as the <img> would get it.
            request: rule === 'images' ? new Request(request.url, { mode: 'no-cors' }) : request,
          })
        : undefined,
    ),
  );
}

self.addEventListener('message', (event) => {
  const data = event.data as { type?: string; urls?: unknown } | null;
  if (data?.type === 'SKIP_WAITING') void self.skipWaiting();
  if (data?.type === 'CACHE_URLS') event.waitUntil(warm(event, data.urls));
});
