// Vite plugin (issue 30, reach): what search engines, social networks and the browser's install
// prompt read from the build, per tenant —
//
// - `manifest.webmanifest` from tenant.json (name, `shortName`, the branding's colours, the favicon,
//   apple touch and maskable icons, start URL, standalone display, the default locale), linked
//   from every page;
// - in every prerendered page's head: a canonical URL, the page's title and meta description, Open
//   Graph and Twitter tags (`seo.image`; a position's page shows its dish photo);
// - JSON-LD at the end of the body: `Restaurant` for every resto on home (address, geo, opening
//   hours, telephone, `hasMenu`), `Menu` / `MenuSection` / `MenuItem` with `offers` (and, where the
//   catalog has them, `nutrition` per portion and `suitableForDiet`) on menu pages, the position's
//   `MenuItem` on its page;
// - `sitemap.xml` of every prerendered URL and a `robots.txt` that names it.
//
// Absolute URLs are on the tenant's public origin (`seo.origin`); without one the build writes no
// canonical, no `og:url` and no sitemap (and says so). JSON-LD is a data block, not a script: the
// Content-Security-Policy (security-headers.ts, listed after this plugin) needs no hash for it.
import { existsSync, readFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { portionNutrition, weekSchedule, type Diet } from '@tarelka/domain';
import type { Catalog, CatalogPosition, CatalogResto, TenantConfig } from '@tarelka/tenant';
import { loadCatalog } from '@tarelka/tenant/node';
import type { Plugin } from 'vite';
import { framePages, shellPages, type ShellPage } from './prerender-html';

type Localized = { ru: string; en?: string; cnr?: string };
/** A JSON-LD node: plain JSON (undefined members are left out when written). */
type Node = Record<string, unknown>;

/** Where the manifest is served; every page links it. */
export const MANIFEST_PATH = '/manifest.webmanifest';
/** Google reads a description of up to about 160 characters. */
const DESCRIPTION_MAX = 160;
/** A sitemap file holds at most 50 000 URLs (sitemaps.org). */
const SITEMAP_MAX = 50_000;

const SCHEMA = 'https://schema.org';
/** Our diet marks as schema.org's RestrictedDiet values (`spicy` is no diet). */
export const SCHEMA_DIETS: Partial<Record<Diet, string>> = {
  vegan: `${SCHEMA}/VeganDiet`,
  vegetarian: `${SCHEMA}/VegetarianDiet`,
  'gluten-free': `${SCHEMA}/GlutenFreeDiet`,
  'lactose-free': `${SCHEMA}/LowLactoseDiet`,
  halal: `${SCHEMA}/HalalDiet`,
};
const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
/** Open Graph's `og:locale` of our locales. */
const OG_LOCALES: Record<string, string> = { ru: 'ru_RU', en: 'en_US', cnr: 'sr_ME' };
const ICON_TYPES: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.ico': 'image/x-icon',
};

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const escapeXml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

/** The tenant's page colour, as index.html's `theme-color` has it. */
export function pageBackground(tenant: TenantConfig): string {
  return tenant.branding.colors.background ?? (tenant.branding.theme === 'light' ? '#ffffff' : '#121417');
}

/** `sizes` of a manifest icon from its file: `any` for SVG, `W×H` from a PNG's header; else none. */
export function iconSizes(file: string, bytes: Uint8Array): string | undefined {
  const ext = extname(file).toLowerCase();
  if (ext === '.svg') return 'any';
  // PNG: the 8-byte signature, then the IHDR chunk (length, type, width, height: big-endian).
  if (ext === '.png' && bytes.length >= 24 && bytes[12] === 0x49 && bytes[13] === 0x48) {
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    return `${view.getUint32(16)}x${view.getUint32(20)}`;
  }
  return undefined;
}

/**
 * The web app manifest of a tenant. `sizesOf` gives an icon's `sizes` from its file in assets/
 * ({@link iconSizes}); the favicon and apple touch icon are `any`-purpose icons, `icons.maskable`
 * the maskable one. The theme colour is the page's background, as the page's own `theme-color`.
 */
export function webManifest(
  tenant: TenantConfig,
  sizesOf: (src: string) => string | undefined = () => undefined,
): Node {
  const locale = tenant.locales.default;
  const text = (t: Localized) => t[locale] ?? t.ru;
  const { favicon, appleTouchIcon, maskable } = tenant.branding.icons;
  const icon = (src: string, purpose: 'any' | 'maskable') => ({
    src: `/${src}`,
    ...(sizesOf(src) ? { sizes: sizesOf(src) } : {}),
    ...(ICON_TYPES[extname(src).toLowerCase()] ? { type: ICON_TYPES[extname(src).toLowerCase()] } : {}),
    purpose,
  });
  const background = pageBackground(tenant);
  return {
    id: '/',
    name: tenant.name,
    short_name: tenant.shortName ?? tenant.name,
    description: text(tenant.seo.description),
    lang: locale,
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: background,
    background_color: background,
    icons: [
      icon(favicon, 'any'),
      ...(appleTouchIcon && appleTouchIcon !== favicon ? [icon(appleTouchIcon, 'any')] : []),
      ...(maskable ? [icon(maskable, 'maskable')] : []),
    ],
  };
}

/** What the build knows to describe a tenant's pages. */
export interface SeoContext {
  tenant: TenantConfig;
  catalog: Catalog;
  /** Where catalog photos are served from (the API's `/assets/<tenant>/…`). */
  assetBase: string;
}

/** The head tags and structured data of one prerendered page. */
export interface PageSeo {
  path: string;
  title: string;
  description: string;
  /** Absolute URL of the page; absent without `seo.origin`. */
  url?: string;
  image?: { src: string; width: number; height: number; alt: string };
  /** `product` on a position's page (with its price), else `website`. */
  type: 'website' | 'product';
  price?: { amount: number; currency: string };
  /** JSON-LD nodes of the page (none on the cart and checkout frames). */
  jsonLd: Node[];
}

/** Cuts `s` at a word to at most `max` characters, with an ellipsis when cut. */
export function clip(s: string, max = DESCRIPTION_MAX): string {
  // Runs of white space (not the no-break spaces of prices) become one space.
  const text = s.replace(/[ \t\r\n]+/g, ' ').trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:—–-]+$/, '')}…`;
}

/** A catalog photo's absolute URL (the API's assets, as the app loads them). */
function photoUrl(src: string, assetBase: string): string {
  return /^(https?:|data:)/.test(src) ? src : `${assetBase.replace(/\/+$/, '')}/${src.replace(/^\/+/, '')}`;
}

/** The JSON-LD `Offer` of a price in minor units: `price` in major units, as the API's price / 100. */
export function offerOf(price: number, currency: string, url?: string): Node {
  return { '@type': 'Offer', price: price / 100, priceCurrency: currency, url };
}

/**
 * `NutritionInformation` of a position: per portion from the catalog's `nutrition.per100` and the
 * portion's weight or volume (the domain's `portionNutrition`, as the app shows it), or per 100 g/ml
 * when the portion's weight is unknown; undefined without figures.
 */
export function nutritionOf(position: CatalogPosition): Node | undefined {
  const per100 = position.nutrition?.per100;
  if (!per100) return undefined;
  const { portion } = portionNutrition(position);
  const unit = position.measure?.unit === 'ml' ? 'ml' : 'g';
  const measure = position.measure;
  const amount = measure && (measure.unit === 'g' || measure.unit === 'ml' ? measure.value : measure.weight);
  const macros = portion ?? per100;
  return {
    '@type': 'NutritionInformation',
    servingSize: `${portion && amount !== undefined ? amount : 100} ${unit}`,
    calories: `${Math.round(macros.kcal)} kcal`,
    proteinContent: `${macros.proteins} g`,
    fatContent: `${macros.fats} g`,
    carbohydrateContent: `${macros.carbohydrates} g`,
  };
}

/** schema.org RestrictedDiet URLs of a position's diet marks (a vegan dish is vegetarian too). */
export function dietsOf(position: CatalogPosition): string[] | undefined {
  const diets = new Set(position.diets ?? []);
  if (diets.has('vegan')) diets.add('vegetarian');
  const found = [...diets].flatMap((diet) => (SCHEMA_DIETS[diet] ? [SCHEMA_DIETS[diet]!] : []));
  return found.length ? found : undefined;
}

/** The opening hours of a resto as `OpeningHoursSpecification`s, days of equal hours together. */
export function openingHoursOf(resto: CatalogResto): Node[] {
  const byHours = new Map<string, string[]>();
  for (const { dayOfWeek, day } of weekSchedule(resto.openingHours)) {
    if (day.kind === 'DAY_OFF') continue;
    // Round the clock is 00:00–23:59 in schema.org's form; a close at midnight is 23:59 too.
    const hours =
      day.kind === 'ROUND_THE_CLOCK'
        ? ['00:00', '23:59']
        : [day.open.slice(0, 5), /^(00:00|24:00)/.test(day.close) ? '23:59' : day.close.slice(0, 5)];
    const key = hours.join('-');
    byHours.set(key, [...(byHours.get(key) ?? []), `${SCHEMA}/${WEEKDAYS[dayOfWeek - 1]}`]);
  }
  return [...byHours].map(([key, days]) => {
    const [opens, closes] = key.split('-');
    return { '@type': 'OpeningHoursSpecification', dayOfWeek: days, opens, closes };
  });
}

/** The JSON-LD builders of a tenant's pages, on its public origin. */
function describer({ tenant, catalog, assetBase }: SeoContext) {
  const locale = tenant.locales.default;
  const text = (t: Localized | undefined) => (t ? (t[locale] ?? t.ru) : '');
  const origin = tenant.seo.origin;
  const abs = (path: string) => (origin ? `${origin}${path}` : undefined);
  const positions = new Map(catalog.positions.map((p) => [p.id, p]));
  const menus = new Map(catalog.menus.map((m) => [m.id, m]));
  const cities = new Map(catalog.cities.map((c) => [c.id, c]));
  const seoImage = tenant.seo.image;

  const restaurant = (resto: CatalogResto): Node => {
    const menuUrls = catalog.menus
      .filter((m) => m.restoId === resto.id)
      .sort((a, b) => a.order - b.order || a.id - b.id)
      .flatMap((m) => (abs(`/menus/${m.id}`) ? [abs(`/menus/${m.id}`)!] : []));
    const photo = resto.photos[0];
    return {
      '@type': 'Restaurant',
      '@id': abs(`/restos/${resto.id}`),
      name: text(resto.name),
      url: abs(`/restos/${resto.id}`),
      description: text(resto.description) || undefined,
      image: photo ? photoUrl(photo.src, assetBase) : seoImage ? abs(`/${seoImage.src}`) : undefined,
      address: {
        '@type': 'PostalAddress',
        streetAddress: text(resto.street) || text(resto.address),
        addressLocality: text(cities.get(resto.cityId)?.name) || undefined,
      },
      geo: { '@type': 'GeoCoordinates', latitude: resto.location.lat, longitude: resto.location.lng },
      telephone: resto.phones[0],
      email: resto.emails[0],
      sameAs: resto.links.length ? resto.links : undefined,
      openingHoursSpecification: openingHoursOf(resto),
      currenciesAccepted: resto.currency ?? tenant.currency,
      hasMenu: menuUrls.length ? menuUrls : undefined,
      brand: { '@type': 'Brand', name: tenant.name },
    };
  };

  /** A position as a MenuItem; `full` adds its description and photo (its own page). */
  const menuItem = (position: CatalogPosition, full: boolean): Node => {
    const url = abs(`/menus/${position.menuId}/positions/${position.id}`);
    const photo = position.photos[0];
    return {
      '@type': 'MenuItem',
      '@id': url,
      name: text(position.name),
      url,
      ...(full
        ? {
            description: text(position.description) || undefined,
            image: photo ? photoUrl(photo.src, assetBase) : undefined,
          }
        : {}),
      offers: offerOf(position.price, tenant.currency, url),
      nutrition: nutritionOf(position),
      suitableForDiet: dietsOf(position),
    };
  };

  const menu = (page: ShellPage): Node => {
    const shown = page.menus[0]!;
    return {
      '@type': 'Menu',
      '@id': abs(`/menus/${shown.id}`),
      name: shown.name,
      url: abs(`/menus/${shown.id}`),
      inLanguage: locale,
      hasMenuSection: shown.groups.map((group) => ({
        '@type': 'MenuSection',
        name: group.name,
        hasMenuItem: group.positions.flatMap((p) => {
          const position = positions.get(p.id);
          return position ? [menuItem(position, false)] : [];
        }),
      })),
    };
  };

  return { text, abs, positions, menus, restaurant, menuItem, menu };
}

/**
 * The SEO of every prerendered page, in `pages`' order: home describes every resto (`Restaurant`),
 * a menu page its menu, a position's page its `MenuItem`; the frames (cart, checkout) only their
 * head tags.
 */
export function pagesSeo(pages: readonly ShellPage[], context: SeoContext): PageSeo[] {
  const { tenant, catalog } = context;
  const d = describer(context);
  const brand = d.text(tenant.seo.title) || tenant.name;
  const siteDescription = d.text(tenant.seo.description);
  const defaultImage = sharingImage(tenant);
  const money = new Intl.NumberFormat(tenant.locales.default === 'cnr' ? 'sr-Latn-ME' : tenant.locales.default, {
    style: 'currency',
    currency: tenant.currency,
    maximumFractionDigits: 2,
    minimumFractionDigits: 0,
  });
  return pages.map((page): PageSeo => {
    const base = { path: page.path, url: d.abs(page.path === '/' ? '/' : page.path), image: defaultImage };
    if (page.path === '/') {
      const restos = [...catalog.restos].sort((a, b) => a.order - b.order || a.id - b.id);
      return {
        ...base,
        type: 'website',
        title: brand,
        description: clip(siteDescription),
        jsonLd: restos.map(d.restaurant),
      };
    }
    if (page.frame || !page.menus[0]) {
      return {
        ...base,
        type: 'website',
        title: `${page.heading} — ${brand}`,
        description: clip(siteDescription),
        jsonLd: [],
      };
    }
    const detail = page.detail && d.positions.get(page.detail.id);
    if (page.detail && detail) {
      const shown = page.detail;
      const price = `${shown.name}${shown.measure ? `, ${shown.measure}` : ''} — ${money.format(shown.price / 100)}.`;
      return {
        ...base,
        type: 'product',
        title: `${shown.name} — ${tenant.name}`,
        description: clip(`${price} ${shown.description ?? page.heading}`),
        image: shown.photo ? { ...shown.photo, alt: shown.photo.alt || shown.name } : defaultImage,
        price: { amount: detail.price / 100, currency: tenant.currency },
        jsonLd: [d.menuItem(detail, true)],
      };
    }
    const groups = page.menus[0].groups.map((g) => g.name).join(', ');
    return {
      ...base,
      type: 'website',
      title: `${page.heading} — ${tenant.name}`,
      description: clip(`${page.heading}: ${groups}. ${siteDescription}`),
      jsonLd: [d.menu(page)],
    };
  });
}

/** The head tags of a page: canonical, Open Graph, Twitter and the manifest link. */
export function headTags(seo: PageSeo, tenant: TenantConfig): string {
  const meta = (key: 'name' | 'property', name: string, content: string | number | undefined) =>
    content === undefined || content === ''
      ? ''
      : `\n    <meta ${key}="${name}" content="${escapeHtml(String(content))}">`;
  const image = seo.image;
  return [
    seo.url ? `\n    <link rel="canonical" href="${escapeHtml(seo.url)}">` : '',
    `\n    <link rel="manifest" href="${MANIFEST_PATH}">`,
    meta('property', 'og:type', seo.type),
    meta('property', 'og:site_name', tenant.name),
    meta('property', 'og:title', seo.title),
    meta('property', 'og:description', seo.description),
    meta('property', 'og:url', seo.url),
    meta('property', 'og:locale', OG_LOCALES[tenant.locales.default]),
    ...(image
      ? [
          meta('property', 'og:image', image.src),
          meta('property', 'og:image:width', image.width),
          meta('property', 'og:image:height', image.height),
          meta('property', 'og:image:alt', image.alt),
        ]
      : []),
    ...(seo.price
      ? [
          meta('property', 'product:price:amount', seo.price.amount),
          meta('property', 'product:price:currency', seo.price.currency),
        ]
      : []),
    // A wide picture (the tenant's 1200×630 sharing image) as a large card; a dish photo as a summary.
    meta('name', 'twitter:card', image && image.width >= 600 ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', seo.title),
    meta('name', 'twitter:description', seo.description),
    meta('name', 'twitter:image', image?.src),
  ].join('');
}

/**
 * Home's index.html is also the SPA fallback of every route that is not prerendered (a resto, a
 * promotion, a static page): there, its canonical and `og:url` would name home. This head script
 * drops both on any other path before a crawler that runs scripts reads them.
 */
export const DROP_FOREIGN_CANONICAL =
  "(function(){if(location.pathname.replace(/(.)\\/+$/,'$1')!=='/')for(var e=document.querySelectorAll('link[rel=\"canonical\"],meta[property=\"og:url\"]'),i=0;i<e.length;i++)e[i].remove()})()";

/** A JSON-LD data block; `<` is escaped so no value can close the element. */
export function jsonLdScript(nodes: readonly Node[]): string {
  if (nodes.length === 0) return '';
  const data = nodes.length === 1 ? { '@context': SCHEMA, ...nodes[0] } : { '@context': SCHEMA, '@graph': nodes };
  return `<script type="application/ld+json">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;
}

/**
 * `html` (a built page) with the page's title and description, its head tags and its JSON-LD at the
 * end of the body; exactly one description and one canonical.
 */
export function applySeo(html: string, seo: PageSeo, tenant: TenantConfig): string {
  if (!/<title>[^<]*<\/title>/.test(html)) throw new Error(`seo: ${seo.path} has no <title>`);
  const description = `<meta name="description" content="${escapeHtml(seo.description)}" />`;
  let out = html
    .replace(/<link rel="canonical"[^>]*>\s*/g, '')
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(seo.title)}</title>`);
  out = /<meta name="description"[^>]*>/.test(out)
    ? out.replace(/<meta name="description"[^>]*>/, () => description)
    : out.replace('</title>', () => `</title>\n    ${description}`);
  const fallback = seo.path === '/' && seo.url ? `\n    <script>${DROP_FOREIGN_CANONICAL}</script>` : '';
  out = out.replace(/(<meta name="description"[^>]*>)/, (m) => `${m}${headTags(seo, tenant)}${fallback}`);
  const ld = jsonLdScript(seo.jsonLd);
  return ld ? out.replace(/<\/body>(?![\s\S]*<\/body>)/, () => `  ${ld}\n  </body>`) : out;
}

/** The tenant's sharing image (`seo.image`) as Open Graph names it: absolute on the origin. */
function sharingImage(tenant: TenantConfig): PageSeo['image'] {
  const image = tenant.seo.image;
  if (!image) return undefined;
  const locale = tenant.locales.default;
  const text = (t: Localized) => t[locale] ?? t.ru;
  return {
    src: tenant.seo.origin ? `${tenant.seo.origin}/${image.src}` : `/${image.src}`,
    width: image.width,
    height: image.height,
    alt: text(image.alt ?? tenant.seo.title) || tenant.name,
  };
}

/** The build's file of a page's path: `index.html` for `/`, else `<path>.html`. */
export const fileOfPath = (path: string) => (path === '/' ? 'index.html' : `${path.slice(1)}.html`);
/** The path a built HTML file is served at (the inverse of {@link fileOfPath}). */
export const pathOfFile = (file: string) => (file === 'index.html' ? '/' : `/${file.replace(/\.html$/, '')}`);

const unescapeHtml = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/**
 * The SEO of a built page this module has no data of: its own title and description, the tenant's
 * sharing image, its canonical URL; no JSON-LD.
 */
export function plainPageSeo(path: string, html: string, tenant: TenantConfig): PageSeo {
  const locale = tenant.locales.default;
  const text = (t: Localized) => t[locale] ?? t.ru;
  const origin = tenant.seo.origin;
  const title = /<title>([^<]*)<\/title>/.exec(html)?.[1];
  const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1];
  return {
    path,
    url: origin ? `${origin}${path}` : undefined,
    type: 'website',
    title: title ? unescapeHtml(title) : text(tenant.seo.title),
    description: clip(description ? unescapeHtml(description) : text(tenant.seo.description)),
    image: sharingImage(tenant),
    jsonLd: [],
  };
}

/**
 * The JSON-LD of a resto's own page (`/restos/<id>`, prerendered by build/prerender-pages.ts): its
 * `Restaurant`, as home lists it; none for any other path or an unknown resto.
 */
export function restoPageJsonLd(path: string, context: SeoContext): Node[] {
  const id = /^\/restos\/(\d+)$/.exec(path)?.[1];
  const resto = id === undefined ? undefined : context.catalog.restos.find((r) => r.id === Number(id));
  return resto ? [describer(context).restaurant(resto)] : [];
}

/** `sitemap.xml` of absolute URLs. */
export function sitemapXml(urls: readonly string[]): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls
    .map((url) => `  <url><loc>${escapeXml(url)}</loc></url>`)
    .join('\n')}\n</urlset>\n`;
}

/** `robots.txt`: everything allowed; the sitemap named when the origin is known. */
export function robotsTxt(origin: string | undefined): string {
  return `User-agent: *\nAllow: /\n${origin ? `Sitemap: ${origin}/sitemap.xml\n` : ''}`;
}

/** Options of {@link seoFiles}. */
export interface SeoOptions {
  /** The tenant's folder (`tenants/<id>/`). */
  tenantDir: string;
  tenant: TenantConfig;
  /** The API the build talks to; catalog photos are its `/assets/<tenant>/…`. */
  apiUrl: string;
}

/**
 * The Vite plugin: after the prerender (listed after it; both `generateBundle`, `enforce: 'post'`)
 * and before the security headers, writes the manifest, each page's head tags and JSON-LD, the
 * sitemap and the robots.txt.
 */
export function seoFiles({ tenantDir, tenant, apiUrl }: SeoOptions): Plugin {
  return {
    name: 'tarelka-seo',
    apply: 'build',
    enforce: 'post',
    async generateBundle(_options, bundle) {
      const assets = join(tenantDir, 'assets');
      const sizesOf = (src: string) =>
        existsSync(join(assets, src)) ? iconSizes(src, readFileSync(join(assets, src))) : undefined;
      this.emitFile({
        type: 'asset',
        fileName: MANIFEST_PATH.slice(1),
        source: `${JSON.stringify(webManifest(tenant, sizesOf), null, 2)}\n`,
      });
      const catalog = await loadCatalog(tenantDir);
      const assetBase = `${apiUrl.replace(/\/+$/, '')}/assets/${tenant.id}`;
      // The pages the prerender wrote (build/prerender.ts), in its order.
      const pages = [...shellPages(catalog, tenant, assetBase), ...framePages(tenant)];
      const origin = tenant.seo.origin;
      const done = new Set<string>();
      for (const seo of pagesSeo(pages, { tenant, catalog, assetBase })) {
        const file = bundle[fileOfPath(seo.path)];
        if (!file || file.type !== 'asset') throw new Error(`seo: the prerender wrote no page for ${seo.path}`);
        file.source = applySeo(String(file.source), seo, tenant);
        done.add(file.fileName);
      }
      // Any other page the build writes (promotions, restos, static pages: build/prerender-pages.ts)
      // keeps its own title and description and gets the same head tags and a place in the sitemap;
      // a resto's page also its Restaurant JSON-LD.
      const others = Object.values(bundle)
        .filter((file) => file.type === 'asset' && file.fileName.endsWith('.html') && !done.has(file.fileName))
        .sort((a, b) => a.fileName.localeCompare(b.fileName));
      const paths = pages.map((page) => page.path);
      for (const file of others) {
        if (file.type !== 'asset') continue;
        const path = pathOfFile(file.fileName);
        const seo = {
          ...plainPageSeo(path, String(file.source), tenant),
          jsonLd: restoPageJsonLd(path, { tenant, catalog, assetBase }),
        };
        file.source = applySeo(String(file.source), seo, tenant);
        paths.push(seo.path);
      }
      if (!origin) {
        this.warn(
          `tenant ${tenant.id} has no seo.origin: no canonical URLs, og:url or sitemap.xml (set "seo": { "origin": "https://…" })`,
        );
      } else {
        if (paths.length > SITEMAP_MAX) this.warn(`sitemap.xml lists ${paths.length} URLs, more than ${SITEMAP_MAX}`);
        const urls = paths.map((path) => `${origin}${path}`);
        this.emitFile({ type: 'asset', fileName: 'sitemap.xml', source: sitemapXml(urls) });
      }
      // The prerender's fallback robots.txt (none when the tenant ships its own in assets/).
      const robots = bundle['robots.txt'];
      if (robots?.type === 'asset') robots.source = robotsTxt(origin);
      else if (origin && !/^sitemap:/im.test(readIfExists(join(assets, 'robots.txt')))) {
        this.warn(`tenants/${tenant.id}/assets/robots.txt names no sitemap: add "Sitemap: ${origin}/sitemap.xml"`);
      }
    },
  };
}

const readIfExists = (file: string) => (existsSync(file) ? readFileSync(file, 'utf8') : '');
