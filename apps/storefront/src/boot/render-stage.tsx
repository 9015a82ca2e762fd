import type { AppStore } from '@tarelka/store';
import type { i18n as I18n } from 'i18next';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { matchPath } from 'react-router';
import { App } from '../app/App';
import { ROUTES, type RouteDef } from '../app/routes';
import { appConfig, appTheme } from '../config/tenant';
import { createI18n, pickInitialLocale } from '../lib/i18n/i18n';
import { selectStoredLocale } from './store-stage';

export { preloadAppBanner } from '../features/navigation/app-banner-target';
export { whenPageShown } from '../lib/page-shown';

/**
 * The boot's last stage (main.tsx): React, the router, the app's components and i18n, loaded and
 * evaluated in a task of their own once the store is up.
 */

/**
 * The route of the page's path. A path of no route goes home before the app's first render (not by
 * a redirect after it), so home's shell there is taken over in place.
 */
export function pageRoute(): RouteDef | undefined {
  const matched = ROUTES.find((r) => matchPath(r.path, window.location.pathname));
  if (!matched) window.history.replaceState(window.history.state, '', '/');
  return matched ?? ROUTES[0];
}

/** The i18next instance in the locale the customer chose before, else the tenant's (spec §9). */
export function createAppI18n(store: AppStore): Promise<I18n> {
  return createI18n(appConfig, pickInitialLocale(selectStoredLocale(store.getState()), appConfig));
}

/**
 * Renders the app into `root`. A transition: React renders it in slices, yielding to the browser
 * between them, instead of one long task (the shell or nothing stays on screen until it commits).
 */
export function renderApp(root: HTMLElement, store: AppStore, i18n: I18n): void {
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <App theme={appTheme} store={store} i18n={i18n} />
      </StrictMode>,
    );
  });
}
