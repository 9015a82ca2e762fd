import { createStore, selectBootStatus, selectStoredLocale } from '@tarelka/store';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { matchPath } from 'react-router';
import { App } from './app/App';
import { ROUTES } from './app/routes';
import { apiUrl, appConfig, appVersion, tenantConfig } from './config/tenant';
import { createVkSignOut } from './features/auth/utils/vk-sign-out';
import { createI18n, pickInitialLocale } from './lib/i18n/i18n';

// The store clears storage of another version or tenant, then boots (spec §4). A VK-sourced
// session that ends also logs out of VK ID, without ever holding up our own sign-out.
const vkSignOut = createVkSignOut({ appId: tenantConfig.features.auth.vk?.appId });
const store = createStore({ tenant: tenantConfig, appVersion, api: { baseUrl: apiUrl, vkSignOut } });

// The first route's chunk loads while the boot runs.
const firstChunk = ROUTES.find((route) => matchPath(route.path, window.location.pathname))?.load();

// A prerendered shell (build/prerender.ts) stays until the boot has the live data and the route's
// chunk is in; the app then replaces it in one commit, with no splash in between.
const booted = () =>
  new Promise<void>((resolve) => {
    const done = () => !['idle', 'loading'].includes(selectBootStatus(store.getState()));
    if (done()) return resolve();
    const unsubscribe = store.subscribe(() => {
      if (!done()) return;
      unsubscribe();
      resolve();
    });
  });

const root = document.getElementById('root');
if (root) {
  const locale = pickInitialLocale(selectStoredLocale(store.getState()), appConfig);
  const shell = root.querySelector('[data-prerendered]') !== null;
  void Promise.all([
    createI18n(appConfig, locale),
    shell ? booted() : undefined,
    shell ? firstChunk?.catch(() => undefined) : undefined,
  ]).then(([i18n]) => {
    // A transition: React renders the app in slices, yielding to the browser between them, instead
    // of one long task (the shell or nothing stays on screen until it commits).
    startTransition(() => {
      createRoot(root).render(
        <StrictMode>
          <App config={appConfig} store={store} i18n={i18n} />
        </StrictMode>,
      );
    });
  });
}
