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

/** The slice's state, undefined until `@tarelka/store/service-worker` has loaded. */
export const connectionOf = (state: object): ConnectionState | undefined =>
  (state as { connection?: ConnectionState }).connection;

/** Whether the app has a word on its connection: offline, or a new version waiting. */
export const selectAppNotice = (state: object): boolean => {
  const connection = connectionOf(state);
  return connection ? !connection.online || connection.updateReady : false;
};
