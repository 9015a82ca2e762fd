/** Local storage keys the spec names (§3). */
export const STORAGE_KEYS = {
  adulthoodConfirmed: 'app_adulthood_confirmed',
  cookiesConsentAccepted: 'app_cookies_consent_accepted',
  locale: 'app_locale',
  appVersion: 'app_version',
  whiteLabel: 'app_white_label',
} as const;

/** The outcome of {@link decideStorageReset}. */
export type StorageResetDecision =
  { reset: false } | { reset: true; reason: 'APP_VERSION_CHANGED' | 'WHITE_LABEL_CHANGED' };

/**
 * Local storage is cleared when the app version or white-label id changes (spec §4). Nothing
 * stored yet (a first visit) counts as a change: clearing an empty storage is harmless and removes
 * leftovers of versions that did not store these keys.
 *
 * @example
 * decideStorageReset({ appVersion: '1.2.0', whiteLabel: 'demo' }, { appVersion: '1.3.0', whiteLabel: 'demo' });
 * // { reset: true, reason: 'APP_VERSION_CHANGED' }
 */
export function decideStorageReset(
  stored: { appVersion: string | null | undefined; whiteLabel: string | null | undefined },
  current: { appVersion: string; whiteLabel: string },
): StorageResetDecision {
  if (stored.appVersion !== current.appVersion) return { reset: true, reason: 'APP_VERSION_CHANGED' };
  if (stored.whiteLabel !== current.whiteLabel) return { reset: true, reason: 'WHITE_LABEL_CHANGED' };
  return { reset: false };
}
