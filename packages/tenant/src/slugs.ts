// The static pages' slugs: no dependency, so an app's first route can import them
// (`@tarelka/tenant/app-config` re-exports them) without the schema and its validator.

/** Slugs of the static pages (spec §2) plus the terms of sale. */
export type StaticPageSlug =
  | 'informaciya-dlya-klientov'
  | 'unikalnye-preimushchestva'
  | 'pravila-prodazhi'
  | 'postavshchikam'
  | 'postavshchikam-uslug-i-produkcii'
  | 'sovmestnye-promo-akcii'
  | 'podarki-ot-partnerov'
  | 'dostavka'
  | 'terms-of-sale';

/**
 * Every slug a static page may have, in the order of spec §2, then `terms-of-sale`.
 *
 * @example
 * STATIC_PAGE_SLUGS.includes('dostavka'); // true
 */
export const STATIC_PAGE_SLUGS: readonly StaticPageSlug[] = [
  'informaciya-dlya-klientov',
  'unikalnye-preimushchestva',
  'pravila-prodazhi',
  'postavshchikam',
  'postavshchikam-uslug-i-produkcii',
  'sovmestnye-promo-akcii',
  'podarki-ot-partnerov',
  'dostavka',
  'terms-of-sale',
];

/**
 * The eight white-label pages of spec §2, each routed at `/<slug>` (the terms of sale have a
 * route of their own).
 */
export const SPEC_PAGE_SLUGS: readonly StaticPageSlug[] = STATIC_PAGE_SLUGS.filter((slug) => slug !== 'terms-of-sale');
