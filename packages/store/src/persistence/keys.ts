import type { PersistedValues } from '../slices/storage-loaded';

/**
 * Every local storage key the store reads and writes (spec §3 "Local storage"). The spec names
 * the first five; the rest it names in words, and these are their keys. Values are JSON.
 */
export const STORAGE_KEYS = {
  /** `true` once the customer confirmed being 18+. */
  adulthoodConfirmed: 'app_adulthood_confirmed',
  /** `true` once the cookie banner was accepted. */
  cookiesConsentAccepted: 'app_cookies_consent_accepted',
  /** The chosen locale, e.g. `"en"`. */
  locale: 'app_locale',
  /** The storefront version that wrote the storage; a change clears it. */
  version: 'app_version',
  /** The white-label id that wrote the storage; a change clears it. */
  whiteLabel: 'app_white_label',
  /** Selected city id. */
  cityId: 'app_city_id',
  /** Selected resto id (the pickup point for take-away). */
  restoId: 'app_resto_id',
  /** Cart positions. */
  cartPositions: 'app_cart_positions',
  /** Person profile. */
  person: 'app_person',
  /** Person token set. */
  tokenSet: 'app_token_set',
  /** Order draft fields: delivery type and place, pay type, comment, person, person count, promo code. */
  orderDraft: 'app_order_draft',
  /** The menu filters: allergens to leave out and diets to keep, `{ excludeAllergens?, diets? }`. */
  menuFilter: 'app_menu_filter',
} as const satisfies Record<keyof PersistedValues | 'version' | 'whiteLabel', string>;

/** The keys that hold a field of the state (all but version and white label). */
export type PersistedField = keyof PersistedValues;

/**
 * The fields written at once rather than throttled: the session. A refresh rotates the refresh
 * token, so another tab (or a reload) that read the old one a moment later would present a token
 * the server no longer honours.
 */
export const IMMEDIATE_FIELDS: readonly PersistedField[] = ['person', 'tokenSet'];

/** The fields another tab's changes are applied for (cart, sign-in, consents, locale). */
export const CROSS_TAB_FIELDS: readonly PersistedField[] = [
  'cartPositions',
  'person',
  'tokenSet',
  'adulthoodConfirmed',
  'cookiesConsentAccepted',
  'locale',
  'menuFilter',
];
