/// <reference types="vite/client" />
// Every tenant folder of the repository, read by Storybook at build time (Vite's glob import), so a
// new tenant appears in the toolbar and sees its brand on every screen without touching this file.
import { createTheme, type Branding, type Theme } from '../theme/theme';

/** Localised text of tenant.json; `ru` is always there. */
export type TenantText = { ru: string } & Partial<Record<string, string>>;

/** A navigation or footer link of tenant.json. */
interface TenantLink {
  label: TenantText;
  href: string;
  external?: boolean;
}

/** The part of tenant.json the screens read (the full schema lives in @tarelka/tenant). */
interface TenantJson {
  id: string;
  name: string;
  branding: {
    theme?: 'dark' | 'light';
    colors: { primary: string };
    logo?: { src: string; width: number; height: number; alt?: TenantText };
    fonts: { body: { family: string; fallback: string; files?: readonly unknown[] } };
  };
  locales: { available: readonly string[]; default: string };
  currency?: string;
  features: {
    footer?: { text?: TenantText; links?: readonly TenantLink[] };
    navigation?: { primary?: readonly TenantLink[]; secondary?: readonly TenantLink[] };
    cart?: { personCount?: boolean; promoCodes?: boolean };
    auth?: { methods?: readonly string[] };
  };
}

/** A tenant as the screens show it: its theme, logo, links and texts. */
export interface ScreenTenant {
  /** Folder name under tenants/. */
  id: string;
  /** Chain name. */
  name: string;
  /** The styled-components theme of its branding, built as the storefront builds it. */
  theme: Theme;
  /** Logo URL with its intrinsic size, if the tenant has one. */
  logo: { src: string; width: number; height: number; alt: string } | null;
  /** Locales the tenant offers. */
  locales: readonly string[];
  /** ISO 4217 currency. */
  currency: string;
  /** The tenant's own primary links (the franchise link). */
  primaryLinks: readonly TenantLink[];
  /** Secondary navigation: the white-label static pages. */
  secondaryLinks: readonly TenantLink[];
  /** Footer line and links. */
  footer: { text: string | null; links: readonly TenantLink[] };
  /** Cart features: person count and promo codes. */
  cart: { personCount: boolean; promoCodes: boolean };
  /** Sign-in methods: PHONE, GOOGLE, APPLE, VK. */
  authMethods: readonly string[];
}

const configs = import.meta.glob<TenantJson>('../../../../tenants/*/tenant.json', { eager: true, import: 'default' });
const assetUrls = import.meta.glob<string>('../../../../tenants/*/assets/**/*.{svg,webp,png,jpg}', {
  eager: true,
  query: '?url',
  import: 'default',
});

/**
 * URL of a file under a tenant's assets/, as bundled by Storybook (works offline).
 *
 * @example
 * tenantAsset('demo', 'emoji/1f355.webp'); // '/assets/1f355-….webp'
 */
export function tenantAsset(tenantId: string, path: string): string | undefined {
  return assetUrls[`../../../../tenants/${tenantId}/assets/${path}`];
}

/**
 * The branding `createTheme` takes, read from tenant.json the way the storefront's
 * `toAppConfig` reads it (a font without bundled files falls back to its stack).
 */
export function brandingOf(tenant: TenantJson): Branding {
  const font = tenant.branding.fonts.body;
  return {
    primary: tenant.branding.colors.primary,
    scheme: tenant.branding.theme,
    fontFamily: font.files?.length ? `'${font.family}', ${font.fallback}` : font.fallback,
  };
}

function toScreenTenant(json: TenantJson): ScreenTenant {
  const logo = json.branding.logo;
  const logoSrc = logo ? tenantAsset(json.id, logo.src) : undefined;
  return {
    id: json.id,
    name: json.name,
    theme: createTheme(brandingOf(json)),
    logo:
      logo && logoSrc ? { src: logoSrc, width: logo.width, height: logo.height, alt: logo.alt?.ru ?? json.name } : null,
    locales: json.locales.available,
    currency: json.currency ?? 'RUB',
    primaryLinks: json.features.navigation?.primary ?? [],
    secondaryLinks: json.features.navigation?.secondary ?? [],
    footer: { text: json.features.footer?.text?.ru ?? null, links: json.features.footer?.links ?? [] },
    cart: {
      personCount: json.features.cart?.personCount ?? false,
      promoCodes: json.features.cart?.promoCodes ?? false,
    },
    authMethods: json.features.auth?.methods ?? ['PHONE'],
  };
}

/** Every tenant of the repository by id, in folder order. */
export const screenTenants: Readonly<Record<string, ScreenTenant>> = Object.fromEntries(
  Object.values(configs)
    .map(toScreenTenant)
    .map((tenant) => [tenant.id, tenant]),
);

/** The tenant the Screens stories show unless the toolbar or a story picks another. */
export const DEFAULT_SCREEN_TENANT = 'demo';

/**
 * The tenant a story shows: the toolbar's choice, else the story's `tenant` parameter, else demo.
 *
 * @example
 * render: (_, context) => <Home tenant={screenTenantOf(context)} />
 */
export function screenTenantOf(context: {
  globals: Record<string, unknown>;
  parameters: Record<string, unknown>;
}): ScreenTenant {
  const chosen = typeof context.globals.tenant === 'string' ? context.globals.tenant : '';
  const fromParameters = typeof context.parameters.tenant === 'string' ? context.parameters.tenant : '';
  const fallback = screenTenants[DEFAULT_SCREEN_TENANT] ?? Object.values(screenTenants)[0];
  if (!fallback) throw new Error('No tenant.json found under tenants/');
  return screenTenants[chosen] ?? screenTenants[fromParameters] ?? fallback;
}
