/**
 * The connection's state as the first route reads it (issue 30), apart from its slice
 * (./connection.ts), which joins the store only when `@tarelka/store/service-worker` loads after
 * the page: until then the page counts as online, with no new version waiting.
 */

/** Whether the browser is online and whether a new build of the storefront is waiting. */
export interface ConnectionState {
  /** `navigator.onLine`, kept by its `online` / `offline` events. */
  online: boolean;
  /** A new build's service worker is installed and waits for the customer's "Обновить". */
  updateReady: boolean;
}

type WithConnection = { connection?: ConnectionState };
const ONLINE: ConnectionState = { online: true, updateReady: false };

/** The connection's state (online, nothing waiting until the slice joins). */
export const selectConnection = (state: object): ConnectionState => (state as WithConnection).connection ?? ONLINE;

/** False while the browser is offline. */
export const selectOnline = (state: object): boolean => (state as WithConnection).connection?.online ?? true;

/** True once a new build waits to take over. */
export const selectUpdateReady = (state: object): boolean => (state as WithConnection).connection?.updateReady ?? false;

/** Whether the app has a word on its connection: offline, or a new version waiting. */
export const selectAppNotice = (state: object): boolean => !selectOnline(state) || selectUpdateReady(state);
