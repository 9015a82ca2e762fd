// The prerendered pages beyond the menu (issue 31): the promotions list and each promotion (its
// detail as a layer over the list, as a deep link opens it), the restos list and each resto with its
// week's hours, every static page (the app's Markdown renderer, build/static-pages.ts) and the
// sign-in page's frame. Each is the app's layout drawn by the kit components the route uses
// (PageHeader, PromotionCard, RestoCard, RestoDetails, Schedule, RichText), in the tenant's default
// locale with the app's own texts, so the app's takeover is the same text in the same place.
// What depends on the moment (a resto open or closed now, today's row) is left to the app: the
// status line keeps its room, empty.
import { readdirSync, readFileSync } from 'node:fs';
import { formatMoney, weekSchedule } from '@tarelka/domain';
import type { Catalog, TenantConfig } from '@tarelka/tenant';
import { SPEC_PAGE_SLUGS, textFor } from '@tarelka/tenant/app-config';
import { createTheme } from '@tarelka/ui/theme';
import { ROUTES } from '../src/app/routes';
import { mergeStrings, type Strings } from './locale-catalogues';
import { escape, type ShellPage } from './prerender-html';
import { readTenantPages, staticPageHtml } from './static-pages';

const LOCALES = new URL('../locales/', import.meta.url);
const catalogues = new Map<string, Strings>();

/** The app's catalogue of `locale` (every `locales/<locale>/*.json` merged, as i18next has it). */
function catalogue(locale: string): Strings {
  let merged = catalogues.get(locale);
  if (!merged) {
    const dir = new URL(`${locale}/`, LOCALES);
    merged = readdirSync(dir)
      .filter((file) => file.endsWith('.json'))
      .sort()
      .map((file) => JSON.parse(readFileSync(new URL(file, dir), 'utf8')) as Strings)
      .reduce<Strings>(mergeStrings, {});
    catalogues.set(locale, merged);
  }
  return merged;
}

/** A key looked up as i18next does: nested objects, and keys that hold a dot (`meta.description.restos`). */
function find(strings: Strings, key: string): string | undefined {
  const own = strings[key];
  if (typeof own === 'string') return own;
  const parts = key.split('.');
  for (let i = 1; i < parts.length; i++) {
    const head = strings[parts.slice(0, i).join('.')];
    const found = head && typeof head === 'object' ? find(head, parts.slice(i).join('.')) : undefined;
    if (found !== undefined) return found;
  }
  return undefined;
}

/** The app's `t` in `locale`: the tenant's own wording (`strings`), else ours, else Russian; `{{x}}` filled. */
export function translator(tenant: TenantConfig, locale: string) {
  return (key: string, values: Record<string, string> = {}) =>
    (
      tenant.strings?.[locale as 'ru']?.[key] ??
      find(catalogue(locale), key) ??
      find(catalogue('ru'), key) ??
      key
    ).replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');
}

/**
 * The paths of the app's routes as one pattern: on any other path the app goes home, so home's
 * shell (index.html, every route's fallback) stays there. Only the routes' paths are read: their
 * `load` (the pages' code) never runs at build.
 */
export const KNOWN_PATTERN = `^(${ROUTES.map((route) => route.path.replace(/:\w+/g, '[^/]+')).join('|')})$`;

/**
 * A catalog photo: the page's LCP picture at high priority (`first: true`), one on screen but under
 * a layer (`'eager'`: neither lazy nor raised), any other lazy.
 */
const img = (photo: { src: string; width: number; height: number }, alt: string, first: boolean | 'eager') =>
  `<img src="${escape(photo.src)}" width="${photo.width}" height="${photo.height}" alt="${escape(alt)}"${
    first === true ? ' fetchpriority="high"' : first === 'eager' ? '' : ' loading="lazy"'
  } decoding="async">`;

/** Options of {@link contentPages}. */
export interface ContentPageOptions {
  /** Where catalog photos are served from (the API's `/assets/<tenant>/…`). */
  assetBase: string;
  /** The tenant's folder, for its static pages (`pages/<slug>.<locale>.md`). */
  tenantDir: string;
  /** Promotions current at this moment are listed. */
  now?: number;
}

/**
 * The pages of {@link contentPages}' routes: each with its h1, its content's HTML and the
 * document's title and description as the app's RouteHead writes them.
 */
export function contentPages(catalog: Catalog, tenant: TenantConfig, options: ContentPageOptions): ShellPage[] {
  const locale = tenant.locales.default;
  const t = translator(tenant, locale);
  const text = (value: { ru: string; en?: string; cnr?: string } | undefined) => textFor(value, locale);
  const base = options.assetBase.replace(/\/+$/, '');
  const asset = <T extends { src: string }>(photo: T): T => ({
    ...photo,
    src: /^(https?:|data:)/.test(photo.src) ? photo.src : `${base}/${photo.src.replace(/^\/+/, '')}`,
  });
  const brand = text(tenant.seo.title) || tenant.name;
  const head = (titleKey: string, descriptionKey = 'meta.description') => ({
    title: `${t(titleKey)} — ${brand}`,
    description: t(descriptionKey, { name: tenant.name }),
  });
  const page = (path: string, heading: string, body: string, titleKey: string, descriptionKey?: string) => ({
    path,
    heading,
    menus: [],
    body,
    head: head(titleKey, descriptionKey),
  });
  const now = options.now ?? Date.now();
  const pages: ShellPage[] = [];

  // Promotions: the first resto's (as home's carousel), current now, by priority (PromotionsList).
  const firstResto = [...catalog.restos].sort((a, b) => a.id - b.id)[0];
  const promotions = (catalog.promotions ?? [])
    .filter((p) => p.restoId === firstResto?.id)
    .filter((p) => (!p.startsAt || Date.parse(p.startsAt) <= now) && (!p.endsAt || Date.parse(p.endsAt) > now))
    .sort((a, b) => b.priority - a.priority);
  const promotionsList = (lcp: boolean) =>
    promotions.length === 0
      ? `<p class="ps-empty">${escape(t('promotions.empty'))}</p>`
      : `<ul class="ps-tiles">${promotions
          .map(
            (p, i) =>
              `<li><article class="ps-tile">${p.photo ? img(asset(p.photo), '', i > 0 ? false : lcp || 'eager') : '<span class="ps-ph"></span>'}<div><h2><a href="/promotions/${p.id}">${escape(
                text(p.title),
              )}</a></h2>${p.description ? `<p>${escape(text(p.description))}</p>` : ''}</div></article></li>`,
          )
          .join('')}</ul>`;
  const promotionsHeading = t('promotions.headline');
  pages.push(
    page('/promotions', promotionsHeading, promotionsList(true), 'promotions.headline', 'meta.description.promotions'),
  );
  for (const p of promotions) {
    // A deep link opens the detail over the list (src/app/layers.ts), whose pictures then wait but
    // the first: on screen under the layer, it can be the LCP element (LCP ignores what covers it).
    const layer = `<div class="ps-detail" role="dialog" aria-modal="true" aria-labelledby="ps-detail"><article class="ps-sheet ps-promo"><h2 id="ps-detail">${escape(
      text(p.title),
    )}</h2>${p.photo ? img(asset(p.photo), '', true) : ''}<p>${escape(text(p.description))}</p></article></div>`;
    pages.push({
      ...page(`/promotions/${p.id}`, promotionsHeading, promotionsList(false), 'promotions.headline'),
      layer,
    });
  }

  // Restos: the city the boot chooses for a first visit (tenant defaults, else the only one), by order.
  const cityId = catalog.cities.some((c) => c.id === tenant.defaults?.cityId)
    ? tenant.defaults?.cityId
    : catalog.cities.length === 1
      ? catalog.cities[0]!.id
      : undefined;
  const restos = [...catalog.restos].sort((a, b) => a.order - b.order);
  const averageCheck = t('restos.averageCheck', { price: '' }).trim();
  const cards = restos
    .filter((r) => r.cityId === cityId)
    .map((r, i) => {
      const photo = r.photos[0];
      return `<li><article class="ps-tile ps-resto">${photo ? img(asset(photo), '', i === 0) : '<span class="ps-ph"></span>'}<div><h2><a href="/restos/${r.id}">${escape(
        text(r.name),
      )}</a></h2><p>${escape(text(r.address))}</p><p class="ps-status"></p></div></article></li>`;
    });
  pages.push(
    page(
      '/restos',
      t('restos.headline'),
      cityId === undefined
        ? '<ul class="ps-tiles" aria-hidden="true"><li><span class="ps-ph"></span></li></ul>'
        : `<ul class="ps-tiles">${cards.join('')}</ul>`,
      'restos.headline',
      'meta.description.restos',
    ),
  );
  const external = ' target="_blank" rel="noopener noreferrer"';
  for (const r of restos) {
    const fact = (term: string, items: string[], html: (item: string) => string) =>
      items.length ? `<dt>${escape(term)}</dt>${items.map((item) => `<dd>${html(item)}</dd>`).join('')}` : '';
    const photos = r.photos.length
      ? r.photos.map((photo, i) => img(asset(photo), text(photo.alt), i === 0)).join('')
      : '<span class="ps-ph"></span>';
    const money =
      r.averageCheck == null ? [] : [formatMoney(r.averageCheck, { locale, currency: r.currency || tenant.currency })];
    const days = weekSchedule(r.openingHours)
      .map(({ name, day }) => {
        const hours =
          day.kind === 'DAY_OFF'
            ? t('restos.dayOff')
            : day.kind === 'ROUND_THE_CLOCK'
              ? t('restos.aroundTheClock')
              : `${day.open}–${day.close}`;
        return `<tr><th scope="row">${escape(t(`restos.days.${name}`))}</th><td data-kind="${day.kind}">${escape(hours)}</td></tr>`;
      })
      .join('');
    const body = `<div class="ps-resto-page"><div class="ps-photos">${photos}${
      r.description ? `<p>${escape(text(r.description))}</p>` : ''
    }</div><div><dl><dt>${escape(t('restos.address'))}</dt><dd>${escape(text(r.address))}<br><a href="https://yandex.ru/maps/?pt=${
      r.location.lng
    },${r.location.lat}&amp;z=17&amp;l=map"${external}>${escape(t('restos.showOnMap'))}</a></dd>${fact(
      t('restos.phones'),
      r.phones,
      (phone) => `<a href="tel:${phone.replace(/[^\d+]/g, '')}">${escape(phone)}</a>`,
    )}${fact(t('restos.emails'), r.emails, (email) => `<a href="mailto:${escape(email)}">${escape(email)}</a>`)}${fact(
      t('restos.links'),
      r.links,
      (link) => `<a href="${escape(link)}"${external}>${escape(link.replace(/^https?:\/\//, ''))}</a>`,
    )}${fact(averageCheck, money, escape)}</dl><table class="ps-hours"><caption>${escape(
      t('restos.schedule'),
    )}</caption><tbody>${days}</tbody></table></div></div>`;
    pages.push(page(`/restos/${r.id}`, text(r.name), body, 'restos.headline'));
  }

  // Static pages: the spec's eight and the terms of sale, as StaticPage renders them.
  const files = readTenantPages(options.tenantDir);
  for (const slug of ['terms-of-sale', ...SPEC_PAGE_SLUGS]) {
    const titleKey = slug === 'terms-of-sale' ? 'termsOfSale.headline' : `pages.${slug}.title`;
    const configured = tenant.pages?.find((p) => p.slug === slug)?.title;
    const { title, html, lang } = staticPageHtml(files, slug, locale, {
      defaultLocale: locale,
      configuredTitle: configured && textFor(configured, locale),
      fallbackTitle: t(titleKey),
      origin: tenant.seo.origin,
    });
    const article = `<article class="ps-rich" lang="${escape(lang)}">${html || `<p>${escape(t('pages.notConfigured'))}</p>`}</article>`;
    pages.push(page(`/${slug}`, title, article, titleKey));
  }

  // Sign-in: its h1, its lead line where the app draws it (the kit's plain Notice: muted, the body's
  // line height), and a placeholder of the form, which only the app can run. Drawn by the app only,
  // the lead (two lines on a phone) was the page's late LCP: ~3.1 s in Lighthouse (27 Nov).
  pages.push({
    ...page(
      '/auth',
      t('auth.headline'),
      `<div class="ps-auth"><p class="ps-lead">${escape(t('signIn.lead'))}</p><div class="ps-skel" aria-hidden="true"><span style="height:196px"></span></div></div>`,
      'auth.headline',
    ),
    narrow: true,
  });
  return pages;
}

/** The CSS of {@link contentPages} on top of the shell's (`shellStyle`): the kit's boxes, in its theme's sizes. */
export function contentStyle(tenant: TenantConfig): string {
  const k = createTheme({ primary: tenant.branding.colors.primary, scheme: tenant.branding.theme }).colors;
  const surface = tenant.branding.colors.surface ?? k.surface;
  const muted = tenant.branding.colors.textSecondary ?? k.textMuted;
  return `.ps-page{box-sizing:border-box;max-width:1248px;margin:0 auto;padding:8px 24px 0}html:not([data-mobile]) .ps-compact .ps-bar{height:80px}.ps-narrow{max-width:480px;padding-bottom:48px}
.ps .ps-page>h1{display:flex;align-items:center;min-height:80px;margin:0;font-size:1.75rem;line-height:1.2;overflow-wrap:anywhere}
.ps-tiles{display:grid;grid-template-columns:repeat(auto-fill,minmax(300px,1fr));gap:16px;margin:0 0 32px;padding:0;list-style:none}
.ps-tile{position:relative;height:100%;overflow:hidden;border-radius:20px;background:${surface}}
.ps-tile img,.ps-ph,.ps-photos img{display:block;width:100%;height:auto;aspect-ratio:16/9;object-fit:cover;background:${k.skeleton}}
.ps-tile div{display:flex;flex-direction:column;gap:4px;padding:12px 16px 16px}.ps-resto div{gap:8px;padding:16px}
.ps .ps-tile h2{margin:0;font-size:1.125rem;line-height:1.2}.ps-resto h2{line-height:1.45}
.ps-tile a::after{content:'';position:absolute;inset:0}
.ps-tile p{margin:0;color:${muted};font-size:.875rem;display:-webkit-box;overflow:hidden;-webkit-line-clamp:3;-webkit-box-orient:vertical}
.ps-resto p{font-size:1rem;display:block}.ps-tile .ps-status{min-height:1.45em}
.ps-resto-page{display:grid;grid-template-columns:minmax(0,3fr) minmax(0,2fr);gap:32px;margin-bottom:32px;line-height:1.45}
.ps-photos{display:grid;align-content:start;gap:12px;border-radius:12px;overflow:hidden}.ps-photos p{margin:0}
.ps-resto-page dl{display:grid;gap:4px;margin:0}.ps-resto-page dt{margin-top:12px;color:${muted};font-size:.875rem}.ps-resto-page dd{margin:0;overflow-wrap:anywhere}
.ps-resto-page a{color:${k.primaryText};text-decoration:underline}
.ps-hours{width:100%;margin-top:24px;border-collapse:collapse}.ps-hours caption{padding-bottom:8px;font-weight:700;text-align:left}
.ps-hours th,.ps-hours td{padding:8px 0;border-bottom:1px solid ${k.border};text-align:left;font-weight:400}.ps-hours td{text-align:right;font-variant-numeric:tabular-nums}.ps-hours td[data-kind=DAY_OFF]{color:${muted}}
.ps-rich{max-width:760px;padding-bottom:32px;line-height:1.45}.ps-rich a{text-decoration:underline;color:${k.primaryText}}
.ps .ps-rich h2{margin:24px 0 8px;font-size:1.375rem}.ps .ps-rich h3{margin:16px 0 8px;font-size:1.125rem}.ps .ps-rich h4{margin:12px 0 8px;font-size:1rem}
.ps-rich table{width:100%;margin:16px 0;border-collapse:collapse;overflow-wrap:anywhere}.ps-rich th,.ps-rich td{padding:8px 12px 8px 0;border-bottom:1px solid ${k.border};text-align:left;vertical-align:top}.ps-rich th{color:${muted};font-weight:500}
.ps-rich ol,.ps-rich ul{padding-inline-start:24px}.ps-rich li+li{margin-top:4px}
.ps-auth{display:grid;gap:24px}.ps-auth .ps-lead{margin:0;color:${muted};line-height:1.45;overflow-wrap:anywhere}
.ps-promo{max-width:40rem}.ps-promo h2{margin:0 0 16px;font-size:1.375rem}.ps-promo img{aspect-ratio:16/9;object-fit:cover;border-radius:12px}.ps-promo p{white-space:pre-line;color:inherit}
html[data-mobile] .ps-page{padding:8px 16px 0}html[data-mobile] .ps .ps-page>h1{min-height:56px;font-size:1.375rem}html[data-mobile] .ps-tiles{grid-template-columns:minmax(0,1fr)}html[data-mobile] .ps-resto-page{grid-template-columns:minmax(0,1fr);gap:16px}html[data-mobile] .ps-rich p,html[data-mobile] .ps-rich li{font-size:.875rem}`;
}
