import { bootRequested, createStore, selectBootStatus, selectStoredLocale, type AppStore } from '@tarelka/store';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { matchPath } from 'react-router';
import { App } from './app/App';
import { ROUTES } from './app/routes';
import { apiUrl, appConfig, appTheme, appVersion, storeTenant } from './config/tenant';
import { createVkSignOut } from './features/auth/utils/vk-sign-out';
import { preloadAppBanner } from './features/navigation/components/AppBanner';
import { createI18n, pickInitialLocale } from './lib/i18n/i18n';

// When the app's code began to run: the prerendered page starts it once its picture has painted
// (build/prerender-html.ts, startAppAfterPaint). A User Timing mark, for tests and field timing.
performance.mark('tarelka:app-start');

// The store clears storage of another version or tenant, then boots (spec §4). A VK-sourced
// session that ends also logs out of VK ID, without ever holding up our own sign-out. Its code is
// in the entry (0.2 KiB), not loaded when a session ends: the logout request is kept alive across
// a navigation only once it has started, and a chunk still loading when the page goes never
// starts it.
const vkSignOut = createVkSignOut({ appId: appConfig.features.auth.vk?.appId });

// The first route's chunk loads while the boot runs. A path of no route goes home before the app
// starts (not by a redirect after its first render), so home's shell there is taken over in place.
const route = ROUTES.find((r) => matchPath(r.path, window.location.pathname));
if (!route) window.history.replaceState(window.history.state, '', '/');
const firstChunk = (route ?? ROUTES[0])?.load();
// So is the platform app banner's, on a phone it shows on: it is drawn above the page, in the same
// commit as the page, never after it.
const bannerChunk = preloadAppBanner();

// A prerendered shell (build/prerender.ts) stays until the boot has the live data and the route's
// chunk is in; the app then replaces it in one commit, with no splash in between.
const booted = (store: AppStore) =>
  new Promise<void>((resolve) => {
    const done = () => !['idle', 'loading'].includes(selectBootStatus(store.getState()));
    if (done()) return resolve();
    const unsubscribe = store.subscribe(() => {
      if (!done()) return;
      unsubscribe();
      resolve();
    });
  });

// The service worker (issue 30) registers after load, from a chunk of its own.
// The page may have loaded before this runs: the prerendered page starts the app once it has painted.
const loaded = new Promise((resolve) =>
  document.readyState === 'complete' ? resolve(undefined) : addEventListener('load', resolve, { once: true }),
);
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

async function start(root: HTMLElement) {
  // Evaluating the scripts, creating the store (storage read and checked) and starting the boot
  // (its first dispatches and requests) run as three tasks instead of one long one: the browser
  // may paint and handle input between them. Each is the first run of much code, so each costs
  // tens of ms on a slow phone.
  await nextTask();
  const store = createStore({
    tenant: storeTenant,
    appVersion,
    api: { baseUrl: apiUrl, vkSignOut },
    boot: false,
    // The funnel of the first render (the menu's item list, a quick add to cart) waits for the lazy
    // analytics layer (features/consent/components/AnalyticsConsent.tsx), once cookies are accepted.
    analyticsBacklog: appConfig.analytics.metrikaId != null || appConfig.analytics.ga4Id ? 100 : 0,
  });
  void loaded.then(() => import('@tarelka/store/service-worker')).then((sw) => sw.startServiceWorker(store));
  await nextTask();
  store.dispatch(bootRequested());

  const locale = pickInitialLocale(selectStoredLocale(store.getState()), appConfig);
  const shell = root.querySelector('[data-prerendered]') !== null;
  const [i18n] = await Promise.all([
    createI18n(appConfig, locale),
    shell ? booted(store) : undefined,
    shell ? firstChunk?.catch(() => undefined) : undefined,
    shell ? bannerChunk?.catch(() => undefined) : undefined,
  ]);
  // A transition: React renders the app in slices, yielding to the browser between them, instead
  // of one long task (the shell or nothing stays on screen until it commits).
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <App theme={appTheme} store={store} i18n={i18n} />
      </StrictMode>,
    );
  });
}

const root = document.getElementById('root');
if (root) void start(root);
