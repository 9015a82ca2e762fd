import { bootRequested, createStore, selectBootStatus, selectStoredLocale, type AppStore } from '@tarelka/store';
import { apiUrl, appConfig, appVersion, storeTenant } from '../config/tenant';
import { createVkSignOut } from '../features/auth/utils/vk-sign-out';

/**
 * The boot's second stage (main.tsx): the store and its rules, loaded and evaluated in a task of
 * their own, after the entry and before the app's components.
 */

export { selectStoredLocale };

/**
 * The store (spec §4): it clears storage of another version or tenant. A VK-sourced session that
 * ends also logs out of VK ID, without ever holding up our own sign-out; that code is in this
 * stage (0.2 KiB), not loaded when a session ends: the logout request is kept alive across a
 * navigation only once it has started, and a chunk still loading when the page goes never starts it.
 */
export function createAppStore(): AppStore {
  return createStore({
    tenant: storeTenant,
    appVersion,
    api: { baseUrl: apiUrl, vkSignOut: createVkSignOut({ appId: appConfig.features.auth.vk?.appId }) },
    boot: false,
    // The funnel of the first render (the menu's item list, a quick add to cart) waits for the lazy
    // analytics layer (features/consent/components/AnalyticsConsent.tsx), once cookies are accepted.
    analyticsBacklog: appConfig.analytics.metrikaId != null || appConfig.analytics.ga4Id ? 100 : 0,
    // Deep-freezing every new state (each API answer whole) costs a phone ~10 ms per menu answer:
    // the dev server keeps it, to catch a mutation of state; the build does not.
    freezeState: import.meta.env.DEV,
  });
}

/** Starts the boot (its first dispatches and requests). */
export function startBoot(store: AppStore): void {
  store.dispatch(bootRequested());
}

/** Resolves once the boot has an answer (live data, or an error the app shows). */
export function booted(store: AppStore): Promise<void> {
  return new Promise<void>((resolve) => {
    const done = () => !['idle', 'loading'].includes(selectBootStatus(store.getState()));
    if (done()) return resolve();
    const unsubscribe = store.subscribe(() => {
      if (!done()) return;
      unsubscribe();
      resolve();
    });
  });
}
