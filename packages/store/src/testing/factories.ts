// Test helpers: stores made through `createStore`, storage shared between "tabs", and waiting.
import type { Person } from '@tarelka/api-client';
import type { CartItem } from '../slices/cart';
import { createStore, type AppStore, type StoreOptions } from '../create-store';
import { createMemoryStorage, type StorageChange, type StorageLike } from '../persistence/persistence';

/** A cart item (a position to add); override what the test cares about. */
export function cartItem(overrides: Partial<CartItem> = {}): CartItem {
  return {
    id: 1025,
    menuId: 1,
    name: 'Нигири с лососем',
    price: 26000,
    count: 1,
    hasModifiers: false,
    modifiers: [],
    ...overrides,
  };
}

/** A signed-in person's profile; override what the test cares about. */
export function person(overrides: Partial<Person> = {}): Person {
  return {
    id: '7',
    accountIds: [],
    avatar: null,
    deliveries: [],
    email: null,
    firstName: 'Анна',
    lastName: null,
    patronymic: null,
    phone: null,
    ...overrides,
  };
}

/**
 * One local storage seen by several tabs: a write in one tab raises a `storage` event in every
 * other tab, as browsers do.
 */
export function createSharedStorage(initial: Record<string, string> = {}) {
  const backing = createMemoryStorage(initial);
  const tabs = new Set<{ listener: ((change: StorageChange) => void) | null }>();
  return {
    backing,
    /** The storage and event source for one tab. */
    tab() {
      const self: { listener: ((change: StorageChange) => void) | null } = { listener: null };
      tabs.add(self);
      const emit = (key: string, newValue: string | null) => {
        for (const other of tabs) if (other !== self) other.listener?.({ key, newValue });
      };
      const storage: StorageLike = {
        getItem: (key) => backing.getItem(key),
        setItem: (key, value) => {
          backing.setItem(key, value);
          emit(key, value);
        },
        removeItem: (key) => {
          backing.removeItem(key);
          emit(key, null);
        },
        key: (index) => backing.key!(index),
        get length() {
          return backing.length!;
        },
      };
      return {
        storage,
        storageEvents: (listener: (change: StorageChange) => void) => {
          self.listener = listener;
          return () => {
            self.listener = null;
          };
        },
      };
    },
    /** Raises a `storage` event in every tab, as another (foreign) tab writing would. */
    emitForeign(key: string, newValue: string | null) {
      if (newValue === null) backing.removeItem(key);
      else backing.setItem(key, newValue);
      for (const tab of tabs) tab.listener?.({ key, newValue });
    },
  };
}

/** The tenant of the unit tests. */
export const TEST_TENANT = { id: 'demo', defaults: { cityId: 1, deliveryType: 'DELIVERY' as const } };

/** A store for unit tests: memory storage, no boot, no other tabs, an API nobody answers. */
export function createTestStore(options: Partial<StoreOptions> = {}): AppStore {
  return createStore({
    tenant: TEST_TENANT,
    appVersion: '1.0.0',
    api: { baseUrl: 'http://127.0.0.1:9', fetch: () => Promise.reject(new TypeError('Failed to fetch')) },
    storage: createMemoryStorage(),
    storageEvents: null,
    boot: false,
    warn: () => {},
    ...options,
  });
}

/** Resolves once `predicate` holds for the store's state; rejects after `timeoutMs`. */
export function waitForState(
  store: AppStore,
  predicate: (state: ReturnType<AppStore['getState']>) => boolean,
  timeoutMs = 20_000,
) {
  return new Promise<ReturnType<AppStore['getState']>>((resolve, reject) => {
    const check = () => {
      const state = store.getState();
      if (!predicate(state)) return false;
      clearTimeout(timer);
      unsubscribe();
      resolve(state);
      return true;
    };
    const timer = setTimeout(() => {
      unsubscribe();
      const { boot, locationSelection, cart } = store.getState();
      reject(
        new Error(
          `Timed out waiting; boot=${JSON.stringify(boot)} popup=${locationSelection?.popup} pricing=${JSON.stringify(cart.pricing)}`,
        ),
      );
    }, timeoutMs);
    const unsubscribe = store.subscribe(check);
    check();
  });
}
