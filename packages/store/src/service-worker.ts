// `@tarelka/store/service-worker` (issue 30): the storefront's service worker seen from the page,
// loaded after the page's `load` so none of it is first-route code.
import type { AppStore } from './create-store';
import { connectionChanged, selectOnline, updateAvailable } from './slices/connection';
import { repriceCart } from './thunks/reprice';

export {
  connectionChanged,
  connectionSlice,
  selectConnection,
  selectOnline,
  selectUpdateReady,
  updateAvailable,
} from './slices/connection';

/** Options of {@link startServiceWorker}. */
export interface ServiceWorkerOptions {
  /** The worker's script (`/sw.js`, written by the storefront's build). */
  url?: string;
}

let waiting: ServiceWorker | null = null;

/**
 * Keeps the store's connection state (`selectOnline`; back online, the cart is priced again by a
 * preflight) and registers the service worker. A new build's worker is not let in under the open
 * page: it waits, and `selectUpdateReady` turns true until the customer calls {@link applyUpdate}.
 * On the first visit (no worker controls the page yet) the worker is sent the URLs the page reads,
 * so the catalog it showed is cached before the customer goes offline. The worker is registered at
 * the main thread's next idle moment (`requestIdleCallback`, 2 s at most). Call it once the page's
 * first screen is up: its install fetches every file of the build.
 *
 * @example
 * // Once the first screen is up and the page's `load` has fired:
 * void import('@tarelka/store/service-worker').then((sw) => sw.startServiceWorker(store));
 */
export async function startServiceWorker(
  store: AppStore,
  { url = '/sw.js' }: ServiceWorkerOptions = {},
): Promise<ServiceWorkerRegistration | null> {
  const onLineChanged = () => {
    const wasOnline = selectOnline(store.getState());
    store.dispatch(connectionChanged(navigator.onLine));
    if (navigator.onLine && !wasOnline) void store.dispatch(repriceCart());
  };
  addEventListener('online', onLineChanged);
  addEventListener('offline', onLineChanged);
  onLineChanged();

  const container = 'serviceWorker' in navigator ? navigator.serviceWorker : undefined;
  if (!container) return null;
  const firstVisit = !container.controller;
  // Installing fetches and stores every file of the build: on a first visit that is a second stream
  // of work for the CPU. It waits for an idle moment (2 s at most), off the page's own first work.
  await new Promise<void>((resolve) =>
    typeof requestIdleCallback === 'function' ? requestIdleCallback(() => resolve(), { timeout: 2000 }) : resolve(),
  );
  const registration = await container.register(url).catch(() => null);
  if (!registration) return null;
  const announce = (worker: ServiceWorker | null) => {
    if (!worker || !container.controller) return;
    waiting = worker;
    store.dispatch(updateAvailable());
  };
  announce(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const worker = registration.installing;
    worker?.addEventListener('statechange', () => {
      if (worker.state === 'installed') announce(worker);
    });
  });
  if (firstVisit) {
    // This page's reads ran before the worker: it is offered them, and each read after (the boot's
    // go on past `load`, the next menu's) as it ends, so the catalog shown is kept for offline use.
    const worker = (await container.ready).active;
    const offer = (entries: PerformanceEntryList) =>
      worker?.postMessage({ type: 'CACHE_URLS', urls: entries.map((entry) => entry.name) });
    offer(performance.getEntriesByType('resource'));
    new PerformanceObserver((list) => offer(list.getEntries())).observe({ type: 'resource' });
  }
  return registration;
}

/** Lets the waiting new build take over, then reloads the page into it ("Обновить"). */
export function applyUpdate(): void {
  const container = 'serviceWorker' in navigator ? navigator.serviceWorker : undefined;
  if (!waiting || !container) {
    location.reload();
    return;
  }
  container.addEventListener('controllerchange', () => location.reload(), { once: true });
  waiting.postMessage({ type: 'SKIP_WAITING' });
}
