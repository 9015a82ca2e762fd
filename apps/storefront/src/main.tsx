// When the app's code began to run: the prerendered page starts it once its picture has painted
// (build/prerender-html.ts, startAppAfterPaint). A User Timing mark, for tests and field timing.
performance.mark('tarelka:app-start');

// The page may have loaded before this runs: the prerendered page starts the app once it has painted.
const loaded = new Promise((resolve) =>
  document.readyState === 'complete' ? resolve(undefined) : addEventListener('load', resolve, { once: true }),
);
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * Starts the app in stages, each a task of its own, so that no step holds the main thread for long
 * on a slow phone (Lighthouse's Total Blocking Time, issue 31): this small entry; the store's code
 * (evaluated), the store created (storage read and checked), the boot started (its first
 * dispatches and requests); React, the router and the app's components (evaluated), the route's
 * chunk, i18n; then the render, itself in slices. The build preloads both stages' chunks with the
 * entry (build/prerender-html.ts), so the stages wait on no network.
 *
 * A prerendered shell (build/prerender.ts) stays until the boot has the live data and the route's
 * chunk is in; the app then replaces it in one commit, with no splash in between.
 */
async function start(root: HTMLElement) {
  const storeStage = await import('./boot/store-stage');
  await nextTask();
  const store = storeStage.createAppStore();
  await nextTask();
  storeStage.startBoot(store);
  await nextTask();
  const renderStage = await import('./boot/render-stage');
  // The service worker (issue 30), from a chunk of its own, once the first page is shown and loaded:
  // its install fetches every file of the build, which on a phone's few cores slowed the app's first
  // render and commit when it began at `load`.
  renderStage.whenPageShown(
    () => void loaded.then(() => import('@tarelka/store/service-worker')).then((sw) => sw.startServiceWorker(store)),
  );
  await nextTask();
  // The route's chunk and the platform app banner's (on a phone it shows on: drawn above the page,
  // in the same commit as the page, never after it) import both stages' code: loaded before them,
  // they would evaluate it all in one task. The route is matched by the render stage, so this entry
  // holds neither React nor the router: they compress better beside react-dom (0.6 KiB gzip).
  const firstChunk = renderStage.pageRoute()?.load();
  const bannerChunk = renderStage.preloadAppBanner();
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
