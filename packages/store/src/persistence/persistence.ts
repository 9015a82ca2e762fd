import { createSelector } from '@reduxjs/toolkit';
import { decideStorageReset, type DeliveryPlace, type DeliveryType } from '@tarelka/domain';
import type { PersistedOrderDraft, PersistedValues, StoredValues } from '../slices/storage-loaded';
import { CROSS_TAB_FIELDS, IMMEDIATE_FIELDS, STORAGE_KEYS, type PersistedField } from './keys';
import { validateStoredValue } from './validate';

/** The part of the Web Storage API the store uses (`localStorage` fits). */
export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
  key?(index: number): string | null;
  readonly length?: number;
}

/** A change another tab made: the `key` and `newValue` of a `StorageEvent`. */
export interface StorageChange {
  key: string | null;
  newValue: string | null;
}

/** Subscribes to another tab's storage changes; returns the unsubscribe. */
export type SubscribeToStorage = (listener: (change: StorageChange) => void) => () => void;

/** Reports a dropped value; `console.warn` by default. */
export type Warn = (message: string) => void;

/** The slice of the root state persistence reads. */
interface PersistableState {
  ui: {
    adulthoodConfirmed: boolean;
    cookiesConsentAccepted: boolean | null;
    locale: string | null;
    menuFilter: PersistedValues['menuFilter'];
  };
  location: {
    cityId: number | null;
    restoId: number | null;
    deliveryType: DeliveryType | null;
    deliveryPlace: DeliveryPlace | null;
  };
  cart: { positions: PersistedValues['cartPositions'] };
  auth: { profile: PersistedValues['person'] | null; tokenSet: PersistedValues['tokenSet'] | null };
  orderDraft: {
    payType: PersistedOrderDraft['payType'];
    comment: string;
    person: NonNullable<PersistedOrderDraft['person']>;
    personCount: number;
    promoCode: NonNullable<PersistedOrderDraft['promoCode']>;
    scheduledFor: string | null;
  };
}

const FIELDS = Object.keys(STORAGE_KEYS).filter(
  (field): field is PersistedField => field !== 'version' && field !== 'whiteLabel',
);
const FIELD_BY_KEY = new Map(FIELDS.map((field) => [STORAGE_KEYS[field] as string, field]));

const selectOrderDraftValue = createSelector(
  [(state: PersistableState) => state.location, (state: PersistableState) => state.orderDraft],
  (location, draft): PersistedOrderDraft | null => {
    if (
      location.deliveryType === null &&
      draft.promoCode.code === null &&
      draft.comment === '' &&
      draft.scheduledFor === null
    )
      return null;
    return {
      deliveryType: location.deliveryType ?? undefined,
      deliveryPlace: location.deliveryPlace ?? undefined,
      payType: draft.payType,
      comment: draft.comment,
      person: draft.person,
      personCount: draft.personCount,
      promoCode: draft.promoCode,
      ...(draft.scheduledFor ? { scheduledFor: draft.scheduledFor } : {}),
    };
  },
);

/** What each key holds, read from the state; `null` removes the key. */
const SELECTORS: { [K in PersistedField]: (state: PersistableState) => PersistedValues[K] | null } = {
  adulthoodConfirmed: (state) => (state.ui.adulthoodConfirmed ? true : null),
  // Declined is kept as `false`, so the banner does not ask again; unanswered is absent.
  cookiesConsentAccepted: (state) => state.ui.cookiesConsentAccepted,
  locale: (state) => state.ui.locale,
  cityId: (state) => state.location.cityId,
  restoId: (state) => state.location.restoId,
  cartPositions: (state) => (state.cart.positions.length > 0 ? state.cart.positions : null),
  person: (state) => state.auth.profile,
  tokenSet: (state) => state.auth.tokenSet,
  orderDraft: selectOrderDraftValue,
  menuFilter: ({ ui: { menuFilter } }) =>
    menuFilter.excludeAllergens?.length || menuFilter.diets?.length ? menuFilter : null,
};

function safely<T>(run: () => T, fallback: T, warn: Warn, what: string): T {
  try {
    return run();
  } catch (error) {
    warn(`[@tarelka/store] ${what}: ${error instanceof Error ? error.message : String(error)}`);
    return fallback;
  }
}

/** Parses and validates one stored string; `undefined` (with a warning) when it is corrupt or foreign. */
function parseField<K extends PersistedField>(field: K, raw: string, warn: Warn): PersistedValues[K] | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    warn(`[@tarelka/store] dropped ${STORAGE_KEYS[field]}: not JSON`);
    return undefined;
  }
  const result = validateStoredValue(field, parsed);
  if (!result.ok) {
    warn(`[@tarelka/store] dropped ${STORAGE_KEYS[field]}: ${result.reason}`);
    return undefined;
  }
  if (result.dropped?.length) {
    warn(`[@tarelka/store] dropped ${STORAGE_KEYS[field]} fields: ${result.dropped.join(', ')}`);
  }
  return result.value;
}

/** Removes every `app_*` key: the storage of another version or white label (spec §4). */
function clearAppKeys(storage: StorageLike, warn: Warn): void {
  const keys = new Set<string>(Object.values(STORAGE_KEYS));
  if (typeof storage.key === 'function' && typeof storage.length === 'number') {
    for (let i = 0; i < storage.length; i++) {
      const key = storage.key(i);
      if (key?.startsWith('app_')) keys.add(key);
    }
  }
  for (const key of keys) safely(() => storage.removeItem(key), undefined, warn, `cannot remove ${key}`);
}

/**
 * Reads the stored values at startup. Applies the reset rule first: when the stored app version or
 * white-label id differs, every `app_*` key is removed and the new version and id are written.
 *
 * @example
 * const { values, reset } = readStorage(localStorage, { version: '1.4.0', whiteLabel: 'demo' }, console.warn);
 */
export function readStorage(
  storage: StorageLike,
  current: { version: string; whiteLabel: string },
  warn: Warn,
): { values: StoredValues; reset: boolean } {
  const readRaw = (key: string) => safely(() => storage.getItem(key), null, warn, `cannot read ${key}`);
  const readString = (key: string) => {
    const raw = readRaw(key);
    if (raw === null) return null;
    try {
      const parsed: unknown = JSON.parse(raw);
      return typeof parsed === 'string' ? parsed : null;
    } catch {
      return null;
    }
  };
  const stored = { version: readString(STORAGE_KEYS.version), whiteLabel: readString(STORAGE_KEYS.whiteLabel) };
  const { reset } = decideStorageReset(
    { appVersion: stored.version, whiteLabel: stored.whiteLabel },
    { appVersion: current.version, whiteLabel: current.whiteLabel },
  );
  if (reset) {
    clearAppKeys(storage, warn);
    safely(
      () => storage.setItem(STORAGE_KEYS.version, JSON.stringify(current.version)),
      undefined,
      warn,
      'cannot write',
    );
    safely(
      () => storage.setItem(STORAGE_KEYS.whiteLabel, JSON.stringify(current.whiteLabel)),
      undefined,
      warn,
      'cannot write',
    );
    return { values: {}, reset };
  }
  const values: Record<string, unknown> = {};
  for (const field of FIELDS) {
    const raw = readRaw(STORAGE_KEYS[field]);
    if (raw === null) continue;
    const value = parseField(field, raw, warn);
    if (value !== undefined) values[field] = value;
  }
  return { values: values as StoredValues, reset };
}

/** A running persistence: throttled writes of the state and another tab's changes applied. */
export interface Persistence {
  /** Writes pending changes now (e.g. before the page is hidden). */
  flush(): void;
  /** Stops writing and listening. */
  stop(): void;
}

/**
 * Keeps local storage in step with the state. Writes are throttled (one write per key per
 * `throttleMs` at most), except the session (person and tokens), which is written at once; a
 * write is skipped when the stored text is unchanged; changes from another tab
 * for the cross-tab fields are validated and handed to `apply`.
 */
export function startPersistence(options: {
  storage: StorageLike;
  getState: () => PersistableState;
  subscribe: (listener: () => void) => () => void;
  apply: (values: StoredValues) => void;
  subscribeToStorage: SubscribeToStorage | null;
  throttleMs: number;
  warn: Warn;
}): Persistence {
  const { storage, getState, warn } = options;
  const lastRef = new Map<PersistedField, unknown>();
  const lastWritten = new Map<PersistedField, string | null>();
  const dirty = new Set<PersistedField>();
  let timer: ReturnType<typeof setTimeout> | null = null;

  const serialise = (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value));
  const remember = (state: PersistableState) => {
    for (const field of FIELDS) {
      const value = SELECTORS[field](state);
      lastRef.set(field, value);
      lastWritten.set(field, serialise(value));
    }
  };
  // What is in the state now came from storage (or is the default): nothing to write yet.
  remember(getState());

  const flush = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    const state = getState();
    for (const field of dirty) {
      const text = serialise(SELECTORS[field](state));
      if (text === lastWritten.get(field)) continue;
      const key = STORAGE_KEYS[field];
      const ok = safely(
        () => {
          if (text === null) storage.removeItem(key);
          else storage.setItem(key, text);
          return true;
        },
        false,
        warn,
        `cannot write ${key}`,
      );
      if (ok) lastWritten.set(field, text);
    }
    dirty.clear();
  };

  const unsubscribeStore = options.subscribe(() => {
    const state = getState();
    let urgent = false;
    for (const field of FIELDS) {
      const value = SELECTORS[field](state);
      if (value === lastRef.get(field)) continue;
      lastRef.set(field, value);
      dirty.add(field);
      if (IMMEDIATE_FIELDS.includes(field)) urgent = true;
    }
    if (urgent) flush();
    else if (dirty.size > 0 && timer === null) timer = setTimeout(flush, options.throttleMs);
  });

  const unsubscribeStorage =
    options.subscribeToStorage?.(({ key, newValue }) => {
      const field = key === null ? undefined : FIELD_BY_KEY.get(key);
      if (!field || !CROSS_TAB_FIELDS.includes(field)) return;
      if (newValue === lastWritten.get(field)) return;
      const value = newValue === null ? null : parseField(field, newValue, warn);
      if (value === undefined) return;
      options.apply({ [field]: value });
      const applied = SELECTORS[field](getState());
      lastRef.set(field, applied);
      lastWritten.set(field, newValue);
      dirty.delete(field);
    }) ?? (() => {});

  return {
    flush,
    stop() {
      flush();
      unsubscribeStore();
      unsubscribeStorage();
    },
  };
}

/** Subscribes to `storage` events of `window` for one storage area, when there is a window. */
export function windowStorageEvents(storage: StorageLike): SubscribeToStorage | null {
  const target = globalThis as unknown as Partial<Pick<Window, 'addEventListener' | 'removeEventListener'>>;
  if (typeof target.addEventListener !== 'function' || typeof target.removeEventListener !== 'function') return null;
  return (listener) => {
    const handler = (event: Event) => {
      const change = event as StorageEvent;
      if (change.storageArea && change.storageArea !== (storage as unknown)) return;
      listener({ key: change.key, newValue: change.newValue });
    };
    target.addEventListener!('storage', handler);
    return () => target.removeEventListener!('storage', handler);
  };
}

/** A storage that lives in memory: for servers, tests, and browsers that refuse `localStorage`. */
export function createMemoryStorage(initial: Record<string, string> = {}): StorageLike {
  const map = new Map(Object.entries(initial));
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, String(value)),
    removeItem: (key) => void map.delete(key),
    key: (index) => [...map.keys()][index] ?? null,
    get length() {
      return map.size;
    },
  };
}
