/**
 * An app's view of a validated `tenant.json` (`@tarelka/tenant/app-config`): optional parts filled
 * with their defaults so that the app never checks for `undefined`, the app's own navigation links
 * first, and asset paths made absolute. The storefront computes it at build time; another app
 * (see examples/) can do the same. No runtime dependency: safe for a browser's first route.
 */
import type { TenantConfig, TenantLocale, TenantText } from './schema';

/** A locale the storefront ships strings for. */
export type Locale = TenantLocale;
/** Every locale with a catalogue in `locales/<lng>/` (scripts/check-i18n.mjs keeps them complete). */
export const SUPPORTED_LOCALES: readonly Locale[] = ['ru', 'en', 'cnr'];
/** Localised tenant text; `ru` is the fallback. */
export type Text = TenantText;

/** A link of the primary or secondary navigation. */
export interface NavLink {
  /** Tenant text, or an i18n key of ours for the app's own links. */
  label: Text | { key: string };
  /** App path (`/restos`) or absolute URL. */
  href: string;
  /** Opens in a new tab with `rel=noopener`. */
  external: boolean;
}

export { SPEC_PAGE_SLUGS, STATIC_PAGE_SLUGS, type StaticPageSlug } from './slugs';

/** An image of the tenant, its `src` absolute on the storefront's origin. */
export interface AppImage {
  src: string;
  width: number;
  height: number;
  alt?: Text;
}

/** Everything the storefront reads from the tenant, defaults applied. */
export interface AppConfig {
  id: string;
  name: string;
  logo: AppImage | null;
  branding: { primary?: string; scheme?: 'dark' | 'light'; fontFamily?: string };
  locales: Locale[];
  defaultLocale: Locale;
  currency: string;
  features: {
    auth: TenantConfig['features']['auth'];
    cart: { personCount: boolean; promoCodes: boolean };
    footer: { text: Text | null; links: NavLink[] };
    navigation: { primary: NavLink[]; secondary: NavLink[] };
    appBanner: { title: Text; text?: Text; ios?: string; android?: string } | null;
    support: { label: Text; url: string } | null;
    cookieBanner: { text: Text; policyHref?: string } | null;
    adult: { policy: 'confirm' | 'hide'; remember: 'session' | 'device'; text?: Text };
    /** Orders for a later time are offered (`features.scheduledOrders.enabled`). */
    scheduledOrders: boolean;
  };
  defaults: { cityId?: number; deliveryType?: 'DELIVERY' | 'TAKE_AWAY'; restoId?: number };
  map: { provider: 'offline' | 'google'; googleKey?: string; tileUrl?: string; tileAttribution?: string };
  analytics: { metrikaId?: number; ga4Id?: string; scriptOrigin?: string };
  seo: { title: Text; description: Text };
  /** Titles of the static pages the tenant has, by slug. */
  pages: Record<string, Text>;
  /** Interface string overrides per locale: i18n key → text. */
  strings: Partial<Record<Locale, Record<string, string>>>;
}

/** The app's own primary links, before the tenant's. */
const APP_PRIMARY: NavLink[] = [
  { label: { key: 'nav.menu' }, href: '/', external: false },
  { label: { key: 'nav.promotions' }, href: '/promotions', external: false },
  { label: { key: 'nav.restos' }, href: '/restos', external: false },
];

const asset = (src: string) => (/^(https?:|data:|\/)/.test(src) ? src : `/${src}`);

function links(list: TenantConfig['features']['navigation']['primary'] | undefined): NavLink[] {
  return (list ?? []).map((link) => ({
    label: link.label,
    href: link.href,
    external: link.external ?? /^https?:\/\//.test(link.href),
  }));
}

/**
 * Normalises a validated `tenant.json` into {@link AppConfig}.
 *
 * @example
 * const config = toAppConfig(parseTenantConfig(json));
 * config.features.navigation.primary[0].href; // '/'
 */
export function toAppConfig(tenant: TenantConfig): AppConfig {
  const { features, branding } = tenant;
  const font = branding.fonts.body;
  return {
    id: tenant.id,
    name: tenant.name,
    logo: branding.logo ? { ...branding.logo, src: asset(branding.logo.src) } : null,
    branding: {
      primary: branding.colors.primary,
      scheme: branding.theme,
      fontFamily: font.files?.length ? `'${font.family}', ${font.fallback}` : font.fallback,
    },
    locales: tenant.locales.available.includes('ru') ? tenant.locales.available : ['ru', ...tenant.locales.available],
    defaultLocale: tenant.locales.default,
    currency: tenant.currency,
    features: {
      auth: features.auth,
      cart: features.cart,
      footer: { text: features.footer.text ?? null, links: links(features.footer.links) },
      navigation: {
        primary: [...APP_PRIMARY, ...links(features.navigation.primary)],
        secondary: links(features.navigation.secondary),
      },
      appBanner: features.appBanner
        ? {
            title: features.appBanner.title,
            text: features.appBanner.text,
            ios: features.appBanner.appStore,
            android: features.appBanner.googlePlay ?? features.appBanner.ruStore,
          }
        : null,
      support: features.support ?? null,
      cookieBanner: features.cookieBanner ?? null,
      adult: {
        policy: features.adult.policy,
        remember: features.adult.remember ?? 'session',
        text: features.adult.text,
      },
      scheduledOrders: features.scheduledOrders?.enabled ?? false,
    },
    defaults: tenant.defaults ?? {},
    map: {
      provider: tenant.map.provider,
      googleKey: tenant.map.google?.apiKey,
      tileUrl: tenant.map.tileUrl,
      tileAttribution: tenant.map.tileAttribution,
    },
    analytics: {
      metrikaId: tenant.analytics?.yandexMetrikaId,
      ga4Id: tenant.analytics?.ga4MeasurementId,
      scriptOrigin: tenant.analytics?.scriptOrigin,
    },
    seo: { title: tenant.seo.title, description: tenant.seo.description },
    pages: Object.fromEntries((tenant.pages ?? []).map((page) => [page.slug, page.title])),
    strings: tenant.strings ?? {},
  };
}

/**
 * Picks tenant text for a locale, falling back to Russian.
 *
 * @example
 * textFor({ ru: 'Доставка', en: 'Delivery' }, 'en'); // 'Delivery'
 */
export function textFor(text: Text | null | undefined, locale: string): string {
  if (!text) return '';
  return text[locale as Locale] ?? text.ru;
}
