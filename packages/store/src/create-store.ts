import { configureStore, createListenerMiddleware, type Middleware, type UnknownAction } from '@reduxjs/toolkit';
import { setAutoFreeze } from 'immer';
import { baseApi, type StoreExtra } from './api/base-api';
import { createStoreApi, type StoreApiOptions } from './bridge/api-client';
import { registerAuthFlow } from './listeners/auth';
import { registerBootFlow } from './listeners/boot';
import { createCityDataLoader } from './listeners/city-data';
import type { StoreDispatch } from './listeners/listener-types';
import { registerCityPickFlow } from './listeners/city-pick';
import type { AppStartListening } from './listeners/listener-types';
import { createMenuDataLoader } from './listeners/menu-data';
import { registerPreflightTriggers } from './listeners/preflight';
import {
  createMemoryStorage,
  readStorage,
  startPersistence,
  windowStorageEvents,
  type StorageLike,
  type SubscribeToStorage,
  type Warn,
} from './persistence/persistence';
import { rootReducer, type RootState } from './root-reducer';
import { signedOut, tokensReceived } from './slices/auth';
import { bootRequested } from './slices/boot';
import { storageLoaded } from './slices/storage-loaded';
import { toTenantConfigState, type StoreTenant } from './slices/tenant-config';

/** Options of {@link createStore}. */
export interface StoreOptions {
  /** The tenant's configuration (`@tarelka/tenant`'s `TenantConfig` fits): white label, defaults, features. */
  tenant: StoreTenant;
  /** The storefront's version; when it differs from the stored `app_version`, storage is cleared (spec §4). */
  appVersion: string;
  /** Where the API is, and optionally the `fetch` to use. */
  api: StoreApiOptions;
  /** Local storage; defaults to `globalThis.localStorage`, or memory where there is none. */
  storage?: StorageLike;
  /** The client clock in ms since the epoch; defaults to `Date.now`. */
  now?: () => number;
  /**
   * Another tab's storage changes; defaults to the window's `storage` events for `storage`. Pass
   * `null` to ignore other tabs.
   */
  storageEvents?: SubscribeToStorage | null;
  /** Writes to storage happen at most once per this many ms (default 250). */
  persistThrottleMs?: number;
  /** Preflight triggers wait this long for more changes (default 300 ms). */
  preflightDebounceMs?: number;
  /** Start the boot sequence at once (default true); otherwise dispatch `bootRequested()`. */
  boot?: boolean;
  /** Reports a dropped stored value; defaults to `console.warn`. */
  warn?: Warn;
  /**
   * The app starts an analytics layer later, once cookies are accepted (`@tarelka/store/analytics`,
   * a lazy chunk): keep up to this many actions dispatched while consent is given, with the state
   * before and after each, until it takes them ({@link RecordedAction}), so the funnel steps of the
   * first render are not lost while its code loads. Default 0: none kept.
   */
  analyticsBacklog?: number;
  /**
   * Whether new state is deep-frozen (Immer's auto-freeze, on by default): a mutation of state
   * outside a reducer then throws instead of going unnoticed. Freezing walks every new value, the
   * whole of each API answer (a menu: ~10 ms of main thread on a phone), so an app may turn it off
   * in production (`freezeState: import.meta.env.DEV`) and keep it on in tests. Immer's setting is
   * global: the last store created sets it.
   */
  freezeState?: boolean;
}

/** An action as a flow registered later replays it: the action and the state before and after it. */
export interface RecordedAction {
  action: UnknownAction;
  before: RootState;
  after: RootState;
}

function defaultStorage(warn: Warn): StorageLike {
  try {
    const storage = (globalThis as { localStorage?: StorageLike }).localStorage;
    if (storage) return storage;
  } catch {
    warn('[@tarelka/store] localStorage is not available; keeping state in memory');
  }
  return createMemoryStorage();
}

const LOCALES = ['ru', 'en', 'cnr'] as const;

const ANSWER = new RegExp(`^${baseApi.reducerPath}/execute(Query|Mutation)/fulfilled$`);

/**
 * Freezes the top of every API answer before it enters the cache. An answer is put into the state
 * by an Immer recipe, and Immer, finishing it, walks every object of a value new to the state that
 * is not frozen, looking for drafts: a menu's positions are thousands of objects, ~20 ms of a fast
 * machine's main thread per answer at boot (Lighthouse's Total Blocking Time, issue 31). A frozen
 * value it takes as it is. Nothing changes an answer in place (the state is immutable; the dev
 * build's `freezeState` freezes it all, deep).
 */
const freezeAnswers: Middleware = () => (next) => (action) => {
  const { type, payload } = action as { type?: unknown; payload?: unknown };
  if (typeof type === 'string' && ANSWER.test(type) && typeof payload === 'object' && payload !== null)
    Object.freeze(payload);
  return next(action);
};

/**
 * Creates the storefront's store: the slices, the RTK Query cache on `@tarelka/api-client`, the
 * boot, preflight and location save flows, and persistence to the spec's local storage keys.
 *
 * @example
 * const store = createStore({
 *   tenant: { id: 'demo', defaults: { cityId: 1, deliveryType: 'DELIVERY', restoId: null } },
 *   appVersion: '1.0.0',
 *   api: { baseUrl: 'http://127.0.0.1:8787' },
 * });
 * store.subscribe(() => console.log(store.getState().boot.progress));
 */
export function createStore(options: StoreOptions) {
  setAutoFreeze(options.freezeState ?? true);
  const now = options.now ?? (() => Date.now());
  const warn: Warn = options.warn ?? ((message) => console.warn(message));
  const storage = options.storage ?? defaultStorage(warn);
  const stored = readStorage(storage, { version: options.appVersion, whiteLabel: options.tenant.id }, warn);

  // The client reads and updates the tokens of the store it belongs to.
  let getState: () => RootState = () => rootReducer(undefined, { type: '@@init' });
  let dispatch: StoreDispatch | null = null;
  const api = createStoreApi(options.api, {
    whiteLabel: options.tenant.id,
    // Tokens expire on the server's clock: a device clock hours off must not refresh every request.
    now: () => now() + getState().timeSync.offset,
    // Without a chosen locale the tenant's default applies (spec §9), never the browser's Accept-Language.
    lang: () => {
      const state = getState();
      const wanted = state.ui.locale ?? state.tenantConfig.defaults.locale;
      return LOCALES.find((locale) => locale === wanted) ?? 'ru';
    },
    getTokens: () => getState().auth.tokenSet,
    onTokens: (tokens) => dispatch?.(tokensReceived(tokens)),
    onSignOut: () => dispatch?.(signedOut()),
  });
  const extra: StoreExtra = { api, now };

  const listeners = createListenerMiddleware({ extra });
  const startListening = listeners.startListening.withTypes<RootState, StoreDispatch, StoreExtra>();
  const loaders = { city: createCityDataLoader(), menu: createMenuDataLoader() };
  registerBootFlow(startListening, loaders);
  registerPreflightTriggers(startListening, { preflightDebounceMs: options.preflightDebounceMs ?? 300 });
  registerCityPickFlow(startListening, loaders);
  registerAuthFlow(startListening);
  // Never before consent: what happened then is not reported, now or later.
  const backlogLimit = options.analyticsBacklog ?? 0;
  const backlog: RecordedAction[] = [];
  let keeping = backlogLimit > 0;
  startListening({
    predicate: (_action, state) => keeping && state.ui.cookiesConsentAccepted === true,
    effect: (action, api) => {
      backlog.push({ action, before: api.getOriginalState(), after: api.getState() });
      keeping = backlog.length < backlogLimit;
    },
  });

  const store = configureStore({
    reducer: rootReducer,
    preloadedState: { tenantConfig: toTenantConfigState(options.tenant, options.appVersion) },
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({
        thunk: { extraArgument: extra },
        // The cache holds whole menus (plain JSON from the contract): checking it on every action
        // would only slow development down.
        serializableCheck: { ignoredPaths: [baseApi.reducerPath], warnAfter: 512 },
        immutableCheck: { ignoredPaths: [baseApi.reducerPath], warnAfter: 512 },
      })
        .prepend(freezeAnswers, listeners.middleware)
        .concat(baseApi.middleware),
  });
  getState = store.getState;
  dispatch = store.dispatch;

  store.dispatch(storageLoaded({ values: stored.values, source: 'boot' }));
  const persistence = startPersistence({
    storage,
    getState: store.getState,
    subscribe: store.subscribe,
    apply: (values) => store.dispatch(storageLoaded({ values, source: 'tab' })),
    subscribeToStorage: options.storageEvents === undefined ? windowStorageEvents(storage) : options.storageEvents,
    throttleMs: options.persistThrottleMs ?? 250,
    warn,
  });

  // Pending writes must not be lost when the page goes away.
  const target = globalThis as Partial<Pick<Window, 'addEventListener' | 'removeEventListener'>>;
  const onPageHide = () => persistence.flush();
  target.addEventListener?.('pagehide', onPageHide);

  if (options.boot !== false) store.dispatch(bootRequested());

  return Object.assign(store, {
    /** The API client this store calls through (for calls that need no cache). */
    api,
    /**
     * Registers a flow that is loaded later (e.g. `startLocationSaveFlow`, with the location
     * dialog's code) on this store's listener middleware and data loaders.
     */
    registerFlow(register: (startListening: AppStartListening, flowLoaders: typeof loaders) => void) {
      register(startListening, loaders);
    },
    /**
     * The actions kept for the analytics layer since consent (`analyticsBacklog`), oldest first;
     * keeping stops with this call.
     */
    takeAnalyticsBacklog(): RecordedAction[] {
      keeping = false;
      return backlog.splice(0);
    },
    /** Writes pending state to storage now. */
    flushPersistence: persistence.flush,
    /** Stops the flows, the persistence and the cache subscriptions (tests, hot reload). */
    dispose() {
      target.removeEventListener?.('pagehide', onPageHide);
      persistence.stop();
      listeners.clearListeners();
      loaders.menu.release();
      loaders.city.keepOnly([]);
      store.dispatch(baseApi.util.resetApiState());
    },
  });
}

/** A store made by {@link createStore}. */
export type AppStore = ReturnType<typeof createStore>;
/** The dispatch of {@link AppStore}: actions and thunks. */
export type AppDispatch = AppStore['dispatch'];
export type { RootState };
