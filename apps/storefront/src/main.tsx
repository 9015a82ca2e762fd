import { matchPath } from 'react-router';
import { ROUTES } from './app/routes';
import { preloadAppBanner } from './features/navigation/app-banner-target';

// When the app's code began to run: the prerendered page starts it once its picture has painted
// (build/prerender-html.ts, startAppAfterPaint). A User Timing mark, for tests and field timing.
performance.mark('tarelka:app-start');

// A path of no route goes home before the app starts (not by a redirect after its first render), so
// home's shell there is taken over in place.
const matched = ROUTES.find((r) => matchPath(r.path, window.location.pathname));
if (!matched) window.history.replaceState(window.history.state, '', '/');
const route = matched ?? ROUTES[0];
// The platform app banner's code, on a phone it shows on: it is drawn above the page, in the same
// commit as the page, never after it.
const bannerChunk = preloadAppBanner();

// The service worker (issue 30) registers after load, from a chunk of its own.
// The page may have loaded before this runs: the prerendered page starts the app once it has painted.
const loaded = new Promise((resolve) =>
  document.readyState === 'complete' ? resolve(undefined) : addEventListener('load', resolve, { once: true }),
);
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * Starts the app in stages, each a task of its own, so that no step holds the main thread for long
 * on a slow phone (Lighthouse's Total Blocking Time, issue 31): this small entry; the store's code
 * (evaluated), the store created (storage read and checked), the boot started (its first
 * dispatches and requests); React and the app's components (evaluated), i18n, the route's chunk;
 * then the render, itself in slices. The build preloads both stages' chunks with the entry
 * (build/prerender-html.ts), so the stages wait on no network.
 *
 * A prerendered shell (build/prerender.ts) stays until the boot has the live data and the route's
 * chunk is in; the app then replaces it in one commit, with no splash in between.
 */
async function start(root: HTMLElement) {
  const storeStage = await import('./boot/store-stage');
  await nextTask();
  const store = storeStage.createAppStore();
  void loaded.then(() => import('@tarelka/store/service-worker')).then((sw) => sw.startServiceWorker(store));
  await nextTask();
  storeStage.startBoot(store);
  await nextTask();
  const renderStage = await import('./boot/render-stage');
  await nextTask();
  // The route's chunk imports both stages' code: loaded before them, it would evaluate it all in one task.
  const firstChunk = route?.load();
  await nextTask();
  const shell = root.querySelector('[data-prerendered]') !== null;
  const [i18n] = await Promise.all([
    renderStage.createAppI18n(store),
    shell ? storeStage.booted(store) : undefined,
    shell ? firstChunk?.catch(() => undefined) : undefined,
    shell ? bannerChunk?.catch(() => undefined) : undefined,
  ]);
  await nextTask();
  renderStage.renderApp(root, store, i18n);
}

const root = document.getElementById('root');
if (root) void start(root);
