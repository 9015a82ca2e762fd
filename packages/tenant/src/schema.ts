import { SLOT_DEFAULTS } from '@tarelka/domain';
import tenantSchema from '../schema/tenant.schema.json' with { type: 'json' };
import type { TenantProblem } from './problems';
import { TenantConfigError, jsonPath } from './problems';
import { STATIC_PAGE_SLUGS, type StaticPageSlug } from './slugs';
import { validateWithSchema } from './validator';

/** An interface locale. `ru` is always available and is the fallback. */
export type TenantLocale = 'ru' | 'en' | 'cnr';

/** Localised text in tenant.json: `ru` is required. */
export interface TenantText {
  ru: string;
  en?: string;
  cnr?: string;
}

/** An image in `tenants/<id>/assets/`, path relative to that folder. */
export interface TenantImage {
  src: string;
  width: number;
  height: number;
  alt?: TenantText;
}

/** A navigation link: a storefront path (`/dostavka`) or an https URL. */
export interface TenantLink {
  label: TenantText;
  href: string;
  /** Opens in a new tab; default true for https URLs. */
  external?: boolean;
}

/** A font, optionally self-hosted from `assets/`. */
export interface TenantFont {
  family: string;
  fallback: string;
  files?: Array<{ src: string; weight: number; style?: 'normal' | 'italic' }>;
}

/** Sign-in methods of the spec. */
export type AuthMethod = 'GOOGLE' | 'APPLE' | 'VK' | 'PHONE';

export { STATIC_PAGE_SLUGS, type StaticPageSlug } from './slugs';

/** `tenants/<id>/tenant.json`, as validated by `schema/tenant.schema.json`. */
export interface TenantConfig {
  /** Path of the JSON Schema, for editors. */
  $schema?: string;
  /** White-label id, equal to the tenant folder name. */
  id: string;
  /** Display name of the chain. */
  name: string;
  /** Short name for the home screen. */
  shortName?: string;
  branding: {
    theme: 'dark' | 'light';
    colors: {
      primary: string;
      onPrimary?: string;
      background?: string;
      surface?: string;
      text?: string;
      textSecondary?: string;
      divider?: string;
      error?: string;
      success?: string;
    };
    logo: TenantImage;
    icons: { favicon: string; appleTouchIcon?: string; maskable?: string };
    fonts: { body: TenantFont; heading?: TenantFont };
    borderRadius?: number;
  };
  locales: { available: TenantLocale[]; default: TenantLocale };
  /** ISO 4217, e.g. RUB. */
  currency: string;
  features: {
    auth: {
      methods: AuthMethod[];
      google?: { clientId: string };
      apple?: { clientId: string; redirectUri?: string };
      vk?: { appId: number };
      phone?: { captchaSiteKey?: string; codeLength?: number };
    };
    cart: { personCount: boolean; promoCodes: boolean };
    footer: { text: TenantText; links?: TenantLink[] };
    navigation: { primary: TenantLink[]; secondary: TenantLink[] };
    /** Absent: no app banner. */
    appBanner?: {
      title: TenantText;
      text?: TenantText;
      appStore?: string;
      googlePlay?: string;
      ruStore?: string;
      appGallery?: string;
    };
    /** Absent: no support link. */
    support?: { label: TenantText; url: string };
    /** Absent: no cookie banner. */
    cookieBanner?: { text: TenantText; policyHref?: string };
    adult: { policy: 'confirm' | 'hide'; remember?: 'session' | 'device'; text?: TenantText };
    /** Absent: orders as soon as possible only. See {@link scheduledOrderSettings} for defaults. */
    scheduledOrders?: {
      enabled: boolean;
      /** Minutes between bookable times (default 15). */
      slotStep?: 5 | 10 | 15 | 20 | 30 | 60;
      /** Least minutes from an order to its pickup time (default 45). */
      minLeadMinutes?: number;
      /** Days after today that can be booked (default 7). */
      horizonDays?: number;
    };
  };
  defaults?: { cityId?: number; deliveryType?: 'DELIVERY' | 'TAKE_AWAY'; restoId?: number };
  map: {
    provider: 'offline' | 'google';
    google?: { apiKey: string; mapId?: string };
    tileUrl?: string;
    tileAttribution?: string;
  };
  /**
   * Web analytics counters, started only after cookie consent; each tenant picks Metrica, GA4 or
   * both. `scriptOrigin` loads their scripts from another origin than the vendors' (a first-party
   * proxy; the build's `ANALYTICS_SCRIPT_ORIGIN` sets it for tests).
   */
  analytics?: { yandexMetrikaId?: number; ga4MeasurementId?: string; scriptOrigin?: string };
  /** Content of each page: `pages/<slug>.<locale>.md`. */
  pages?: Array<{ slug: StaticPageSlug; title: TenantText }>;
  seo: {
    title: TenantText;
    description: TenantText;
    image?: TenantImage;
    /**
     * The storefront's public origin (`https://demo.tarelka.ru`): canonical URLs, Open Graph and
     * `sitemap.xml` are absolute on it. Absent: the build writes none of them.
     */
    origin?: string;
  };
  api: { allowedOrigins: string[] };
  /** Interface string overrides per locale (i18n key → text). */
  strings?: Partial<Record<TenantLocale, Record<string, string>>>;
}

/** A tenant's scheduled-order settings with the defaults filled in. */
export interface ScheduledOrderSettings {
  enabled: boolean;
  slotStep: number;
  minLeadMinutes: number;
  horizonDays: number;
}

/**
 * The scheduled-order settings of a tenant (`features.scheduledOrders`): off when absent; each
 * missing value takes the domain's default (`SLOT_DEFAULTS`: 15-minute steps, 45 minutes' lead,
 * 7 days ahead).
 *
 * @example
 * scheduledOrderSettings(tenant); // { enabled: true, slotStep: 15, minLeadMinutes: 45, horizonDays: 7 }
 */
export function scheduledOrderSettings(
  config: { features: Pick<TenantConfig['features'], 'scheduledOrders'> } | null | undefined,
): ScheduledOrderSettings {
  const set = config?.features.scheduledOrders;
  return {
    enabled: set?.enabled ?? false,
    slotStep: set?.slotStep ?? SLOT_DEFAULTS.step,
    minLeadMinutes: set?.minLeadMinutes ?? SLOT_DEFAULTS.leadMinutes,
    horizonDays: set?.horizonDays ?? SLOT_DEFAULTS.horizonDays,
  };
}

/**
 * The JSON Schema of tenant.json (draft-07), also shipped as `@tarelka/tenant/tenant.schema.json`.
 *
 * @example
 * new Ajv().validate(TENANT_SCHEMA, tenantJson);
 */
export const TENANT_SCHEMA: object = tenantSchema;

/** Rules a JSON Schema cannot say: values that must agree with each other inside tenant.json. */
function crossFieldProblems(config: TenantConfig, file: string): TenantProblem[] {
  const problems: TenantProblem[] = [];
  const add = (path: Array<string | number>, message: string, hint: string) =>
    problems.push({ file, path: jsonPath(path), message, hint });
  const { available } = config.locales;
  if (!available.includes(config.locales.default)) {
    add(
      ['locales', 'default'],
      `is not one of locales.available (${available.join(', ')})`,
      'add it to available or pick one of them',
    );
  }
  for (const locale of Object.keys(config.strings ?? {}) as TenantLocale[]) {
    if (!available.includes(locale)) {
      add(
        ['strings', locale],
        'overrides a locale that is not available',
        `add "${locale}" to locales.available or remove these strings`,
      );
    }
    // The storefront formats money, numbers and times itself and hands texts finished values; its
    // i18next has no formatter, so `{{price, currency}}` would show the raw value.
    for (const [key, text] of Object.entries(config.strings?.[locale] ?? {})) {
      const format = /\{\{\s*([^},]+?)\s*,[^}]*\}\}/.exec(text);
      if (format) {
        add(
          ['strings', locale, key],
          `formats a value in the text (${format[0]}), which the storefront does not do`,
          `write {{${format[1]}}}: the value comes formatted`,
        );
      }
    }
  }
  const slugs = new Set<string>();
  config.pages?.forEach((page, index) => {
    if (slugs.has(page.slug)) add(['pages', index, 'slug'], `repeats page "${page.slug}"`, 'list each page once');
    slugs.add(page.slug);
  });
  const checkLinks = (links: TenantLink[] | undefined, path: Array<string | number>) =>
    links?.forEach((link, index) => {
      const slug = link.href.slice(1);
      const isPage = (STATIC_PAGE_SLUGS as readonly string[]).includes(slug);
      if (isPage && !slugs.has(slug)) {
        add(
          [...path, index, 'href'],
          `links to page "${slug}", which is not in pages`,
          `add { "slug": "${slug}", … } to pages`,
        );
      }
    });
  checkLinks(config.features.navigation.primary, ['features', 'navigation', 'primary']);
  checkLinks(config.features.navigation.secondary, ['features', 'navigation', 'secondary']);
  checkLinks(config.features.footer.links, ['features', 'footer', 'links']);
  const { methods } = config.features.auth;
  (['google', 'apple', 'vk', 'phone'] as const).forEach((key) => {
    if (config.features.auth[key] && !methods.includes(key.toUpperCase() as AuthMethod)) {
      add(
        ['features', 'auth', key],
        `is configured but ${key.toUpperCase()} is not in methods`,
        `add "${key.toUpperCase()}" to methods or remove this block`,
      );
    }
  });
  const origin = config.seo.origin;
  if (origin?.startsWith('http://') && !/^http:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/.test(origin)) {
    add(
      ['seo', 'origin'],
      'is not https: search engines and shared links would point at an insecure page',
      `use "${origin.replace(/^http:/, 'https:')}"`,
    );
  }
  const scripts = config.analytics?.scriptOrigin;
  if (scripts?.startsWith('http://') && !/^http:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/.test(scripts)) {
    add(
      ['analytics', 'scriptOrigin'],
      'is not https: the counters would load over an insecure connection',
      `use "${scripts.replace(/^http:/, 'https:')}"`,
    );
  }
  if (config.analytics && config.analytics.yandexMetrikaId === undefined && !config.analytics.ga4MeasurementId) {
    add(['analytics'], 'names no counter', 'set yandexMetrikaId and/or ga4MeasurementId, or remove analytics');
  }
  if (config.defaults?.restoId !== undefined && config.defaults.cityId === undefined) {
    add(['defaults', 'cityId'], 'is required when defaults.restoId is set', 'set the city of that resto');
  }
  return problems;
}

/**
 * Every problem of a parsed tenant.json: schema errors (file, JSON path, fix hint) and, when the
 * shape is right, the cross-field rules. Empty when valid.
 *
 * @example
 * validateTenantConfig({ id: 'demo' }, 'tenants/demo/tenant.json');
 * // [{ file: 'tenants/demo/tenant.json', path: '$.name', message: 'is required', hint: 'add "name": …' }, …]
 */
export function validateTenantConfig(value: unknown, file = 'tenant.json'): TenantProblem[] {
  const problems = validateWithSchema(tenantSchema, value, file);
  return problems.length ? problems : crossFieldProblems(value as TenantConfig, file);
}

/**
 * Validates a parsed `tenant.json` against the full schema and returns it typed; throws
 * {@link TenantConfigError} naming the file, the JSON path and a fix hint of every problem.
 *
 * @example
 * const tenant = parseTenantConfig(JSON.parse(readFileSync(file, 'utf8')), file);
 * tenant.branding.colors.primary; // '#5bd0a4'
 */
export function parseTenantConfig(value: unknown, file = 'tenant.json'): TenantConfig {
  const problems = validateTenantConfig(value, file);
  if (problems.length) throw new TenantConfigError(problems);
  return value as TenantConfig;
}
