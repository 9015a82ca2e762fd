import type { StorageLike } from '../persistence/persistence';

/** Session storage key of the current checkout attempt. */
const ATTEMPT_KEY = 'tarelka_checkout_attempt';

/** The storage an attempt lives in: the tab's session (a reload keeps it, another tab does not). */
export type AttemptStorage = Pick<StorageLike, 'getItem' | 'setItem' | 'removeItem'>;

interface Attempt {
  key: string;
  fingerprint: string;
}

function read(storage: AttemptStorage): Attempt | null {
  try {
    const value = JSON.parse(storage.getItem(ATTEMPT_KEY) ?? 'null') as Partial<Attempt> | null;
    return value && typeof value.key === 'string' && typeof value.fingerprint === 'string' ? (value as Attempt) : null;
  } catch {
    return null;
  }
}

/**
 * The Idempotency-Key of a checkout attempt: made once for an order body and reused for every
 * retry of that same body (a double click, a retry after a dropped connection, a reload), so the
 * server creates one order. A changed body (another cart, pay type, address…) is a new attempt.
 *
 * @example
 * const key = attemptKey(sessionStorage, JSON.stringify(body));
 */
export function attemptKey(
  storage: AttemptStorage,
  fingerprint: string,
  makeKey: () => string = () => crypto.randomUUID(),
): string {
  const current = read(storage);
  if (current && current.fingerprint === fingerprint) return current.key;
  const next: Attempt = { key: makeKey(), fingerprint };
  try {
    storage.setItem(ATTEMPT_KEY, JSON.stringify(next));
  } catch {
    // Without storage the key still holds for this page's retries through the caller's memory.
  }
  return next.key;
}

/** Forgets the attempt once its order exists. */
export function clearAttempt(storage: AttemptStorage): void {
  try {
    storage.removeItem(ATTEMPT_KEY);
  } catch {
    // Nothing to forget.
  }
}

/** Session storage key of the last order this tab placed, for the payment gateway's return (`/orders/return`). */
const LAST_ORDER_KEY = 'tarelka_last_order';

/** Remembers the order this tab placed (its id and number), for the payment gateway's return. */
export function rememberLastOrder(storage: AttemptStorage, order: { id: string; number: string }): void {
  try {
    storage.setItem(LAST_ORDER_KEY, JSON.stringify({ id: order.id, number: order.number }));
  } catch {
    // The result page can still find the newest order.
  }
}

/**
 * The id of the last order this tab placed (`placeOrder` remembers it in the storage it is given),
 * the one the payment gateway returns to (`/orders/return`); null when there is none.
 *
 * @example
 * const id = lastOrderId(); // the tab's sessionStorage
 */
export function lastOrderId(storage?: Pick<StorageLike, 'getItem'>): string | null {
  try {
    const value = JSON.parse((storage ?? sessionStorage).getItem(LAST_ORDER_KEY) ?? 'null') as { id?: unknown } | null;
    return typeof value?.id === 'string' ? value.id : null;
  } catch {
    return null;
  }
}
