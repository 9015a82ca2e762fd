// The prerendered HTML shell (issue 14): the app bar, the group navigation and the first screen of
// positions of home and of each menu page, as static HTML from the tenant's catalog; the cart and
// checkout get the app's frame (app bar, heading, a placeholder of the page's layout). The SPA takes
// the page over once its boot has the live data (src/main.tsx): it renders into #root in one commit,
// replacing the shell's nodes, so nothing painted by the shell moves (no layout shift).
import { STORAGE_KEYS } from '@tarelka/store';
import type { Catalog, TenantConfig } from '@tarelka/tenant';
import { textFor, toAppConfig } from '@tarelka/tenant/app-config';
import { createTheme } from '@tarelka/ui/theme';
import appCnr from '../locales/cnr/app.json';
import appEn from '../locales/en/app.json';
import appRu from '../locales/ru/app.json';
import checkoutCnr from '../locales/cnr/checkout.json';
import checkoutEn from '../locales/en/checkout.json';
import checkoutRu from '../locales/ru/checkout.json';
import extraCnr from '../locales/cnr/extra.json';
import extraEn from '../locales/en/extra.json';
import extraRu from '../locales/ru/extra.json';

type Locale = 'ru' | 'en' | 'cnr';
type Localized = { ru: string; en?: string; cnr?: string };

/** What one prerendered page shows. */
export interface ShellPage {
  /** The URL path, e.g. `/` or `/menus/1`. */
  path: string;
  /** The page's `<h1>`. */
  heading: string;
  /** The menus shown, each with its groups and positions in catalog order. */
  menus: Array<{ id: number; name: string; groups: ShellGroup[] }>;
  /** Home's promotions carousel (the app shows it above the menus, on phones and desktops). */
  promotions?: ShellPromotion[];
  /** A position's page: its detail, shown over its menu as the app's layer is. */
  detail?: ShellPosition;
  /** A page whose content is the customer's own (cart, checkout): a placeholder of its layout. */
  frame?: ShellFrame;
  /** The checkout frame's place section, filled from local storage before the first paint. */
  place?: FramePlace;
  /** A page of build/prerender-pages.ts: its content's HTML under the h1 (it has no menus). */
  body?: string;
  /** A dialog over the page (a promotion's detail over the list). */
  layer?: string;
  /** A narrow page (sign-in): a 480 px column under the app's compact bar. */
  narrow?: boolean;
  /** The document's title and description, as the app's RouteHead writes them. */
  head?: { title: string; description: string };
}

/**
 * What the checkout frame needs to show the customer's place (the app's first section: "Где
 * забрать" and the pickup point, or "Куда доставить" and the address) from local storage, before
 * the app has booted: the storage stamp the store accepts, the section's strings per locale and
 * each pickup point's line as the app writes it (`name, address`, in the API's locale fallback).
 */
export interface FramePlace {
  /** The local storage keys the store writes (its `STORAGE_KEYS`), which the script reads. */
  keys: typeof STORAGE_KEYS;
  /** `app_version` and `app_white_label` of this build: storage of another is not the customer's now. */
  version: string;
  whiteLabel: string;
  /** The tenant's default locale, used when `app_locale` holds none of `strings`' locales. */
  locale: string;
  strings: Record<string, { heading: string; DELIVERY: string; TAKE_AWAY: string; change: string }>;
  /** Resto id → locale → the pickup point's line. */
  restos: Record<string, Record<string, string>>;
}

/** The pages prerendered as a frame only: the shell cannot know the customer's cart. */
export type ShellFrame = 'cart' | 'checkout';

interface ShellPromotion {
  id: number;
  title: string;
  photo?: { src: string; width: number; height: number };
}

interface ShellGroup {
  id: number;
  menuId: number;
  name: string;
  positions: ShellPosition[];
}

interface ShellPosition {
  id: number;
  menuId: number;
  name: string;
  price: number;
  measure?: string;
  description?: string;
  photo?: { src: string; width: number; height: number; alt: string };
}

/** Options of {@link renderShell}. */
export interface ShellOptions {
  tenant: TenantConfig;
  /** Where catalog photos are served from (the API's `/assets/<tenant>/…`), as the app loads them. */
  assetBase: string;
  /** How many positions the first screen shows (the rest come with the app). */
  firstScreen?: number;
  /** The platform app banner, when the tenant links its apps ({@link shellBanner}). */
  banner?: ShellBanner | null;
  /** The first visit's splash ({@link shellSplash}); without it the shell draws none. */
  splash?: ShellSplash | null;
  /** The cookie banner, when the tenant shows one ({@link shellCookies}). */
  cookies?: ShellCookies | null;
}

/**
 * What the first visit's splash needs: the storage keys the store reads the chosen place from and
 * the stamp of this build. On a first visit the app shows its splash (the kit's Splash, the logo
 * 64 px high) under the location popup until a place is saved; drawn by the app only, that logo
 * was the late LCP of every page whose shell holds nothing larger (the cart and checkout frames,
 * sign-in: 3.1–3.3 s in Lighthouse). The shell draws the same splash in the first paint instead.
 */
export interface ShellSplash {
  keys: { version: string; whiteLabel: string; cityId: string; restoId: string; orderDraft: string };
  version: string;
  whiteLabel: string;
}

/** The {@link ShellSplash} of a tenant for the build stamped `version`. */
export function shellSplash(tenant: TenantConfig, version: string): ShellSplash {
  const { version: v, whiteLabel, cityId, restoId, orderDraft } = STORAGE_KEYS;
  return { keys: { version: v, whiteLabel, cityId, restoId, orderDraft }, version, whiteLabel: tenant.id };
}

/**
 * Runs first in the shell, before anything of the page is parsed: when the store will find no
 * chosen place (no city, resto or delivery type stored, or storage of another build or tenant,
 * which the store clears; a value that is not JSON, which it drops), shows the splash the app will
 * show, so the page is not drawn and then covered. Anything unexpected leaves it hidden. Plain
 * ES5, no globals.
 */
export const SHOW_SPLASH = `(function(D){try{
var K=D.keys,g=function(k){try{var v=localStorage.getItem(K[k]);return v===null?null:JSON.parse(v)}catch(_){return null}};
var d=g('orderDraft');
if(g('version')===D.version&&g('whiteLabel')===D.whiteLabel&&g('cityId')!==null&&g('restoId')!==null&&d&&d.deliveryType)return;
var e=document.getElementById('ps-splash');if(e)e.hidden=false;
}catch(_){}})`;

/** The kit's Splash as the app's BootGate fills it, hidden: the logo (or the name) over the bar's track. */
const splashHtml = (tenant: TenantConfig, splash: ShellSplash | null | undefined) => {
  if (!splash) return '';
  const logo = tenant.branding.logo;
  const mark = logo ? `<img src="/${escape(logo.src)}" alt="" height="64">` : `<strong>${escape(tenant.name)}</strong>`;
  return `<div class="ps-splash" id="ps-splash" aria-hidden="true" hidden><div class="ps-splash-logo">${mark}</div><div class="ps-splash-bar"></div></div><script>${SHOW_SPLASH}(${JSON.stringify(
    splash,
  ).replace(/</g, '\\u003c')})</script>`;
};

/**
 * What the prerendered platform app banner needs (the kit's PlatformAppBanner as the storefront's
 * AppBanner fills it): the store links, its texts per locale and the storage stamp, so a phone sees
 * the banner in the first paint, where the app will draw it, instead of the app's copy arriving
 * late and pushing the page down (it was the cart's LCP element, at the app's first render).
 */
export interface ShellBanner {
  /** The local storage keys the script reads (`app_locale` and the stamp). */
  keys: { locale: string; version: string; whiteLabel: string };
  version: string;
  whiteLabel: string;
  /** The tenant's default locale, used when storage holds none of `strings`' locales. */
  locale: string;
  /** Store link per platform, as `platformOf` of the kit names them. */
  links: { ios?: string; android?: string };
  /** Per locale: the first line, each platform's second line, the link's label. */
  strings: Record<string, { title: string; ios: string; android: string; open: string }>;
  /** The icon's letter (the tenant name's first, as AppBanner gives it). */
  letter: string;
}

/**
 * `make(locale, word)` for each of the tenant's locales: `word(key, ours)` is the tenant's own
 * wording of an i18n key (`strings` in tenant.json), as the app's, else ours.
 */
function perLocale<T>(
  tenant: TenantConfig,
  make: (locale: Locale, word: (key: string, ours: string) => string) => T,
): Record<string, T> {
  return Object.fromEntries(
    (tenant.locales.available as Locale[]).map((locale) => [
      locale,
      make(locale, (key, ours) => tenant.strings?.[locale]?.[key] ?? ours),
    ]),
  );
}

const APP_STRINGS: Record<Locale, typeof appRu.banner> = { ru: appRu.banner, en: appEn.banner, cnr: appCnr.banner };

/** The {@link ShellBanner} of a tenant for the build stamped `version`; null when it links no app. */
export function shellBanner(tenant: TenantConfig, version: string): ShellBanner | null {
  const app = toAppConfig(tenant).features.appBanner;
  if (!app || (!app.ios && !app.android)) return null;
  const strings = perLocale(tenant, (locale, word) => {
    const texts = APP_STRINGS[locale] ?? APP_STRINGS.ru;
    return {
      title: textFor(app.title, locale) || word('banner.text', texts.text),
      ios: word('banner.ios', texts.ios),
      android: word('banner.android', texts.android),
      open: word('banner.open', texts.open),
    };
  });
  return {
    keys: { locale: STORAGE_KEYS.locale, version: STORAGE_KEYS.version, whiteLabel: STORAGE_KEYS.whiteLabel },
    version,
    whiteLabel: tenant.id,
    locale: tenant.locales.default,
    links: { ...(app.ios ? { ios: app.ios } : {}), ...(app.android ? { android: app.android } : {}) },
    strings,
    letter: tenant.name.slice(0, 1),
  };
}

/**
 * The kit's PlatformAppBanner, empty and hidden, ahead of the app bar; {@link SHOW_BANNER} shows it
 * on a phone. Its close button is drawn, inert until the app takes over (a second later).
 */
const BANNER_HTML = (letter: string) =>
  `<aside class="ps-app" id="ps-app" hidden><span class="ps-app-x" aria-hidden="true"><svg width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"><path d="M6 6l12 12M18 6L6 18"/></svg></span><span class="ps-app-i" aria-hidden="true">${escape(
    letter,
  )}</span><div><p></p><p></p></div><a target="_blank" rel="noopener noreferrer"></a></aside>`;

/**
 * Runs right after the banner, before the first paint: on the user agents the kit's `platformOf`
 * names (iOS, Android) with a store link for that platform, fills the banner in the stored locale
 * (the default one for storage of another build or tenant, which the app resets) and shows it.
 * Anything unexpected leaves it hidden: the app draws its own. Plain ES5, no globals.
 */
export const SHOW_BANNER = `(function(D){try{
var u=navigator.userAgent,p=/iPhone|iPad|iPod/i.test(u)?'ios':/Android/i.test(u)?'android':null;
if(!p||!D.links[p])return;
var K=D.keys,g=function(k){try{var v=localStorage.getItem(K[k]);return v===null?null:JSON.parse(v)}catch(_){return null}};
var l=g('version')===D.version&&g('whiteLabel')===D.whiteLabel?g('locale'):null;
if(typeof l!=='string'||!D.strings.hasOwnProperty(l))l=D.locale;
var s=D.strings[l],e=document.getElementById('ps-app');if(!s||!e)return;
var q=e.getElementsByTagName('p');q[0].textContent=s.title;q[1].textContent=s[p];
var a=e.getElementsByTagName('a')[0];a.href=D.links[p];a.textContent=s.open;
e.setAttribute('aria-label',s.title);e.hidden=false;
}catch(_){}})`;

/**
 * What the prerendered cookie banner needs (the kit's CookieBanner as the storefront's CookieBanner
 * fills it): the storage keys of the answer, the locale and the stamp, the texts per locale and the
 * policy link. Drawn by the app only, the banner came a beat after the page, and its text was a late
 * LCP candidate at 390 and 1440 px on a visitor's first pages (issue 31).
 */
export interface ShellCookies {
  keys: { consent: string; locale: string; version: string; whiteLabel: string };
  version: string;
  whiteLabel: string;
  /** The tenant's default locale, used when storage holds none of `strings`' locales. */
  locale: string;
  /** Per locale: the region's name, the notice, the buttons' and the link's labels. */
  strings: Record<string, { title: string; text: string; accept: string; decline: string; more: string }>;
}

const COOKIE_STRINGS: Record<Locale, typeof extraRu.cookies> = {
  ru: extraRu.cookies,
  en: extraEn.cookies,
  cnr: extraCnr.cookies,
};

/** The {@link ShellCookies} of a tenant for the build stamped `version`; null when it shows no cookie banner. */
export function shellCookies(tenant: TenantConfig, version: string): ShellCookies | null {
  const banner = toAppConfig(tenant).features.cookieBanner;
  if (!banner) return null;
  const strings = perLocale(tenant, (locale, word) => {
    const texts = COOKIE_STRINGS[locale] ?? COOKIE_STRINGS.ru;
    return {
      title: word('cookies.title', texts.title),
      text: textFor(banner.text, locale) || word('cookies.text', texts.text),
      accept: word('cookies.accept', texts.accept),
      decline: word('cookies.decline', texts.decline),
      more: word('cookies.more', texts.more),
    };
  });
  return {
    keys: {
      consent: STORAGE_KEYS.cookiesConsentAccepted,
      locale: STORAGE_KEYS.locale,
      version: STORAGE_KEYS.version,
      whiteLabel: STORAGE_KEYS.whiteLabel,
    },
    version,
    whiteLabel: tenant.id,
    locale: tenant.locales.default,
    strings,
  };
}

/**
 * The kit's CookieBanner, empty and hidden, with the policy link (`policyHref`) when the tenant has
 * one; {@link SHOW_COOKIES} fills and shows it. Its buttons are drawn, inert until the app takes over
 * (its own banner, at the same place, answers them).
 */
const cookiesHtml = (policyHref: string | undefined) =>
  `<section class="ps-ck" id="ps-ck" hidden><p><span></span>${
    policyHref ? ` <a href="${escape(policyHref)}"></a>` : ''
  }</p><span class="ps-ckb" aria-hidden="true"></span><span class="ps-ckb ps-ckd" aria-hidden="true"></span></section>`;

/**
 * Runs right after the cookie banner, before the first paint: unless storage of this build and
 * tenant holds the visitor's answer (`true` or `false`; the store resets storage of another build or
 * tenant), fills the banner in the stored locale (else the default one) and shows it, where the app
 * will draw its own. Anything unexpected leaves it hidden: the app draws its own. Plain ES5, no
 * globals.
 */
export const SHOW_COOKIES = `(function(D){try{
var K=D.keys,g=function(k){try{var v=localStorage.getItem(K[k]);return v===null?null:JSON.parse(v)}catch(_){return null}};
var ours=g('version')===D.version&&g('whiteLabel')===D.whiteLabel,c=ours?g('consent'):null;
if(c===true||c===false)return;
var l=ours?g('locale'):null;if(typeof l!=='string'||!D.strings.hasOwnProperty(l))l=D.locale;
var s=D.strings[l],e=document.getElementById('ps-ck');if(!s||!e)return;
e.getElementsByTagName('span')[0].textContent=s.text;
var a=e.getElementsByTagName('a')[0];if(a)a.textContent=s.more;
var b=e.getElementsByClassName('ps-ckb');b[0].textContent=s.accept;b[1].textContent=s.decline;
e.setAttribute('aria-label',s.title);e.hidden=false;
}catch(_){}})`;

export const escape = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const UNITS: Record<Locale, Record<string, string>> = {
  ru: { g: 'г', kg: 'кг', ml: 'мл', l: 'л', cm: 'см', pcs: 'шт' },
  en: { g: 'g', kg: 'kg', ml: 'ml', l: 'l', cm: 'cm', pcs: 'pcs' },
  cnr: { g: 'g', kg: 'kg', ml: 'ml', l: 'l', cm: 'cm', pcs: 'kom' },
};
const MENU_LABEL: Record<Locale, string> = { ru: 'Меню', en: 'Menu', cnr: 'Meni' };
/** The navigation bar's name and its menus row's, as the app's (`nav.groups`, `menu.menus`). */
const GROUPS_LABEL: Record<Locale, string> = { ru: 'Разделы меню', en: 'Menu sections', cnr: 'Odjeljci menija' };
const MENUS_LABEL: Record<Locale, string> = { ru: 'Меню', en: 'Menus', cnr: 'Meniji' };
const PROMOTIONS_LABEL: Record<Locale, string> = { ru: 'Акции', en: 'Promotions', cnr: 'Akcije' };
/** The i18n keys of the frames' h1s. */
const FRAME_KEYS: Record<ShellFrame, string> = { cart: 'checkout.headline', checkout: 'orderForm.headline' };
/** The frames' h1s as the app shows them ({@link FRAME_KEYS} in our locales). */
const FRAME_HEADINGS: Record<ShellFrame, Record<Locale, string>> = {
  cart: { ru: 'Корзина', en: 'Cart', cnr: 'Korpa' },
  checkout: { ru: 'Оформление заказа', en: 'Checkout', cnr: 'Naručivanje' },
};
/**
 * The placeholder blocks of each frame, as the app lays the page out (px heights, phones first):
 * the cart's location pill, lines and summary (360 px wide beside the lines from 840 px); the
 * checkout's place and contacts sections and its summary (380 px).
 */
const FRAME_SKELETONS: Record<ShellFrame, string> = {
  cart: '<span class="ps-pill"></span><div class="ps-cols"><div><span style="height:44px"></span><span style="height:120px"></span></div><span class="ps-sec" style="height:244px"></span></div>',
  checkout:
    '<div class="ps-cols ps-wide"><div><span class="ps-sec" style="height:152px"></span><span class="ps-sec" style="height:492px"></span></div><span class="ps-sec" style="height:429px"></span></div>',
};
/**
 * The checkout's place section as the app lays it out (the kit's CheckoutPlace: a Panel, its place
 * row and the details' grid), empty and hidden; for delivery, the room of the address fields the app
 * draws under the place (apartment, entrance, floor, intercom, comment: 252 px at every width).
 */
const PLACE_SECTION =
  '<section class="ps-place" id="ps-place" aria-labelledby="ps-place-h" hidden><h2 id="ps-place-h"></h2><div class="ps-row"><p></p><span class="ps-change" aria-hidden="true"></span></div><div class="ps-fields" hidden></div></section>';
/** The app's strings of the place section, per locale (CheckoutForm gives them: `orderForm.*`). */
const PLACE_STRINGS: Record<Locale, typeof checkoutRu.orderForm> = {
  ru: checkoutRu.orderForm,
  en: checkoutEn.orderForm,
  cnr: checkoutCnr.orderForm,
};

/**
 * Runs right after the checkout frame, before its first paint: when local storage holds a session
 * of this build with a non-empty cart (what the app needs to stay on /checkout) and a place the app
 * would show, the frame shows that place where the app will draw it, in the stored locale, instead
 * of the section's placeholder. Anything else (no or foreign storage, a corrupt value, an unknown
 * pickup point) leaves the placeholder: the app decides once it has booted. Plain ES5, no globals.
 */
export const FILL_PLACE = `(function(D){try{
var K=D.keys,g=function(k){var v=localStorage.getItem(K[k]);return v===null?null:JSON.parse(v)};
if(g('version')!==D.version||g('whiteLabel')!==D.whiteLabel)return;
var t=g('tokenSet'),p=g('person'),c=g('cartPositions'),o=g('orderDraft');
if(!t||typeof t.accessToken!=='string'||typeof t.refreshToken!=='string'||!p||typeof p!=='object')return;
if(!Array.isArray(c)||!c.some(function(x){return x&&x.count>0})||!o||typeof o!=='object')return;
var l=g('locale');if(typeof l!=='string'||!D.strings.hasOwnProperty(l))l=D.locale;var s=D.strings[l];
var i=String(g('restoId')),r=D.restos.hasOwnProperty(i)?D.restos[i]:null;
var a=o.deliveryType==='DELIVERY'?o.deliveryPlace&&o.deliveryPlace.address:o.deliveryType==='TAKE_AWAY'&&r?r[l]:null;
var e=document.getElementById('ps-place');if(typeof a!=='string'||!a||!e)return;
e.querySelector('h2').textContent=s[o.deliveryType];e.querySelector('p').textContent=a;
e.querySelector('.ps-change').textContent=s.change;
e.querySelector('.ps-fields').hidden=o.deliveryType!=='DELIVERY';
var k=e.nextElementSibling;if(k)k.parentNode.removeChild(k);e.hidden=false;
var h=document.querySelector('.ps-frame h1');if(h)h.textContent=s.heading;
}catch(_){}})`;

/** The checkout frame's {@link FramePlace} of a tenant's catalog, for the build stamped `version`. */
export function framePlace(catalog: Catalog, tenant: TenantConfig, version: string): FramePlace {
  const locales = tenant.locales.available as Locale[];
  const word = (locale: Locale, key: string, fallback: string) => tenant.strings?.[locale]?.[key] ?? fallback;
  const strings = Object.fromEntries(
    locales.map((locale) => {
      const app = PLACE_STRINGS[locale] ?? PLACE_STRINGS.ru;
      return [
        locale,
        {
          heading: word(locale, FRAME_KEYS.checkout, FRAME_HEADINGS.checkout[locale] ?? FRAME_HEADINGS.checkout.ru),
          DELIVERY: word(locale, 'orderForm.deliveryPlace', app.deliveryPlace),
          TAKE_AWAY: word(locale, 'orderForm.pickupPoint', app.pickupPoint),
          change: word(locale, 'orderForm.changeAddress', app.changeAddress),
        },
      ];
    }),
  );
  const pick = (text: Localized | undefined, locale: Locale) => (text ? (text[locale] ?? text.ru) : '');
  const restos = Object.fromEntries(
    catalog.restos.map((resto) => [
      String(resto.id),
      Object.fromEntries(
        locales.map((locale) => [
          locale,
          [pick(resto.name, locale), pick(resto.address, locale)].filter(Boolean).join(', '),
        ]),
      ),
    ]),
  );
  return { keys: STORAGE_KEYS, version, whiteLabel: tenant.id, locale: tenant.locales.default, strings, restos };
}
/** At most six promotions on home (spec §9), as the app's carousel. */
const CAROUSEL_SIZE = 6;

/**
 * The pages to prerender from the catalog: home (the first resto's promotions current at `now`
 * and its menus, as an anonymous visitor gets before choosing a place) and `/menus/<id>` for every
 * menu.
 */
export function shellPages(
  catalog: Catalog,
  tenant: TenantConfig,
  assetBase: string,
  now: number = Date.now(),
): ShellPage[] {
  const locale = tenant.locales.default as Locale;
  const text = (t: Localized | undefined) => (t ? (t[locale] ?? t.ru) : '');
  const byOrder = <T extends { order?: number; id: number }>(a: T, b: T) =>
    (a.order ?? 0) - (b.order ?? 0) || a.id - b.id;
  const base = assetBase.replace(/\/+$/, '');
  const unit = UNITS[locale] ?? UNITS.ru;
  const menuOf = (menu: Catalog['menus'][number]) => {
    const positions = catalog.positions.filter((p) => p.menuId === menu.id).sort(byOrder);
    const groups = catalog.groups
      .filter((g) => g.menuId === menu.id)
      .sort(byOrder)
      .map((g) => ({
        id: g.id,
        menuId: menu.id,
        name: text(g.name),
        positions: positions
          .filter((p) => p.groupId === g.id)
          .map((p) => {
            const photo = p.photos[0];
            return {
              id: p.id,
              menuId: menu.id,
              name: text(p.name),
              price: p.price,
              measure: p.measure ? `${p.measure.value} ${unit[p.measure.unit] ?? p.measure.unit}` : undefined,
              description: text(p.description) || undefined,
              photo: photo && {
                src: /^(https?:|data:)/.test(photo.src) ? photo.src : `${base}/${photo.src.replace(/^\/+/, '')}`,
                width: photo.width,
                height: photo.height,
                alt: text(photo.alt) || text(p.name),
              },
            };
          }),
      }))
      .filter((g) => g.positions.length > 0);
    return { id: menu.id, name: text(menu.name), groups };
  };
  const firstResto = [...catalog.restos].sort((a, b) => a.id - b.id)[0];
  const homeMenus = catalog.menus
    .filter((m) => m.restoId === firstResto?.id)
    .sort(byOrder)
    .map(menuOf);
  const asset = (src: string) => (/^(https?:|data:)/.test(src) ? src : `${base}/${src.replace(/^\/+/, '')}`);
  // The carousel's order: priority, then id (as the API lists them), current at build time.
  const promotions = (catalog.promotions ?? [])
    .filter((p) => p.restoId === firstResto?.id)
    .filter((p) => (!p.startsAt || Date.parse(p.startsAt) <= now) && (!p.endsAt || Date.parse(p.endsAt) > now))
    .sort((a, b) => b.priority - a.priority || a.id - b.id)
    .slice(0, CAROUSEL_SIZE)
    .map((p) => ({
      id: p.id,
      title: text(p.title),
      photo: p.photo && { src: asset(p.photo.src), width: p.photo.width, height: p.photo.height },
    }));
  const pages: ShellPage[] = [{ path: '/', heading: text(tenant.seo.title), menus: homeMenus, promotions }];
  const positionPages: ShellPage[] = [];
  for (const menu of [...catalog.menus].sort((a, b) => a.id - b.id)) {
    const shown = menuOf(menu);
    const page = { path: `/menus/${menu.id}`, heading: shown.name || MENU_LABEL[locale], menus: [shown] };
    pages.push(page);
    // Every position's own URL (a shared link, a search result): its detail over its menu.
    for (const position of shown.groups.flatMap((g) => g.positions)) {
      positionPages.push({ ...page, path: `/menus/${menu.id}/positions/${position.id}`, detail: position });
    }
  }
  pages.push(...positionPages);
  return pages;
}

/** The cart's and checkout's frames, at `/cart` and `/checkout` (`cart.html`, `checkout.html`). */
export function framePages(tenant: TenantConfig, place?: FramePlace): ShellPage[] {
  const locale = tenant.locales.default as Locale;
  return (['cart', 'checkout'] as const).map((frame) => ({
    path: `/${frame}`,
    // A tenant's own wording of the title (`strings` in tenant.json) wins, as in the app.
    heading: tenant.strings?.[locale]?.[FRAME_KEYS[frame]] ?? FRAME_HEADINGS[frame][locale] ?? FRAME_HEADINGS[frame].ru,
    menus: [],
    frame,
    ...(frame === 'checkout' && place ? { place } : {}),
  }));
}

/**
 * The shell's CSS: the tenant's colours and the app's layout heights (app bar 64/144 px). Phones
 * first; the desktop rules select on `html:not([data-mobile])`, the kit's mobile rule that
 * index.html's head script applies (a mobile user agent or narrower than 840 px), as the app does.
 */
export function shellStyle(tenant: TenantConfig): string {
  const c = tenant.branding.colors;
  const dark = tenant.branding.theme !== 'light';
  const background = c.background ?? (dark ? '#121417' : '#ffffff');
  const surface = c.surface ?? (dark ? '#1c1f23' : '#f4f5f7');
  const text = c.text ?? (dark ? '#f2f5f4' : '#121417');
  const muted = c.textSecondary ?? (dark ? '#a3b0ab' : '#5b6470');
  const font = tenant.branding.fonts?.body;
  // The kit's own colours where the shell copies a kit component box for box (the app banner).
  const theme = createTheme({ primary: c.primary, scheme: tenant.branding.theme });
  const k = theme.colors;
  const family = font
    ? `${JSON.stringify(font.family)}, ${font.fallback ?? 'system-ui, sans-serif'}`
    : 'system-ui, sans-serif';
  return `.ps{font-family:${family};color:${text};background:${background};min-height:100vh}
.ps a{color:inherit;text-decoration:none}
.ps-bar{display:flex;align-items:center;height:64px;padding:0 16px;border-bottom:1px solid ${c.divider ?? surface}}
.ps-bar img{height:36px;width:auto}
.ps-splash{position:fixed;inset:0;z-index:${theme.zIndex.modal - 1};display:flex;flex-direction:column;align-items:center;justify-content:center;gap:${theme.space.lg}px;padding:${theme.space.lg}px;background:${k.background};color:${k.text}}
.ps-splash[hidden]{display:none}
.ps-splash-logo{display:flex;align-items:center;justify-content:center;min-height:64px;font-size:${theme.typography.size.xxl};font-weight:${theme.typography.weight.bold}}
.ps-splash-logo img{height:64px;width:auto}
.ps-splash-bar{width:min(240px,70vw);height:4px;border-radius:${theme.radii.pill}px;background:${k.primarySoft}}
.ps-main{max-width:1280px;margin:0 auto;padding:0 16px}
.ps h1{margin:16px 0 12px;font-size:1.5rem}
.ps-nav{position:sticky;top:0;background:${background};overflow-x:auto;white-space:nowrap;height:56px;display:flex;align-items:center}
.ps-nav ul{display:flex;gap:8px;margin:0;padding:0;list-style:none}
.ps-nav a{display:inline-block;padding:8px 14px;border-radius:999px;background:${surface}}
.ps-nav .ps-menus{display:none}
.ps-nav .ps-menus a{padding:8px 4px;border-radius:0;background:none;color:${muted}}
.ps-nav .ps-menus li:first-child a{color:${text};box-shadow:inset 0 -3px ${c.primary}}
.ps h2{margin:24px 0 12px;font-size:1.25rem}
.ps-promos{padding-top:16px}
.ps .ps-promos h2{margin:0 0 12px;font-size:1.375rem}
.ps-promos ul{display:grid;grid-auto-flow:column;grid-auto-columns:85%;gap:12px;margin:0;padding:0;list-style:none;overflow-x:auto;scrollbar-width:none;border-radius:16px}
.ps-promos a{display:block;height:100%;border-radius:20px;overflow:hidden;background:${surface}}
.ps-promos img{display:block;width:100%;height:auto;aspect-ratio:16/9;object-fit:cover}
.ps-promos span{display:block;padding:12px 16px 16px;font-size:1.125rem;font-weight:700;line-height:1.2}
.ps-dots{height:48px}
.ps-detail{position:fixed;inset:0;z-index:10;display:flex;align-items:flex-end;justify-content:center;background:rgba(0,0,0,.5)}
.ps-sheet{box-sizing:border-box;width:100%;max-width:56.25rem;max-height:100%;overflow:auto;padding:16px;background:${background};border-radius:16px 16px 0 0}
.ps-sheet img{display:block;width:100%;height:auto;aspect-ratio:4/3;object-fit:contain}
.ps-sheet h1{margin:16px 0 4px}
.ps-sheet p{margin:4px 0;color:${muted}}
.ps-grid{display:grid;gap:12px;grid-template-columns:repeat(2,minmax(0,1fr));margin:0;padding:0;list-style:none}
.ps-card{display:flex;flex-direction:column;border-radius:${tenant.branding.borderRadius ?? 12}px;background:${surface};overflow:hidden;height:100%}
.ps-card img{display:block;width:100%;height:auto;aspect-ratio:1/1;object-fit:contain}
.ps-card div{padding:12px;display:flex;flex-direction:column;gap:4px}
.ps-card h3{margin:0;font-size:1rem;line-height:1.25}
.ps-card p{margin:0;font-size:.875rem;color:${muted}}
.ps-card b{margin-top:4px}
.ps-frame{box-sizing:border-box;max-width:1080px;padding:8px 16px 48px}
.ps-frame h1{display:flex;align-items:center;min-height:56px;margin:0;font-size:1.375rem;line-height:1.2}
.ps-skel span{display:block;border-radius:12px;background:${surface}}
.ps-skel .ps-sec{border-radius:20px}
.ps-skel .ps-pill{width:320px;max-width:100%;height:44px;margin-bottom:16px;border-radius:22px}
.ps-cols{display:grid;gap:24px;align-items:start}
.ps-cols>div{display:grid;gap:16px}
.ps-wide>div{gap:24px}
.ps-skel .ps-place{display:grid;gap:16px;padding:20px;border-radius:20px;background:${surface};line-height:1.45}
.ps-skel .ps-place[hidden]{display:none}
.ps .ps-place h2{margin:0;font-size:1.125rem}
.ps-place .ps-row{display:flex;align-items:center;justify-content:space-between;gap:12px}
.ps-place .ps-fields{height:252px}
.ps-place .ps-fields[hidden]{display:none}
.ps-place p{margin:0;overflow-wrap:anywhere}
.ps-skel .ps-place .ps-change{display:inline-flex;align-items:center;flex:none;box-sizing:border-box;min-height:44px;padding:0 12px;border:2px solid transparent;border-radius:0;background:none;font-weight:700;line-height:1.2;color:${c.primary}}
html:not([data-mobile]) .ps-frame{padding:8px 24px 48px}html:not([data-mobile]) .ps-frame h1{min-height:80px;font-size:1.75rem}html:not([data-mobile]) .ps-cols{grid-template-columns:minmax(0,1fr) 360px}html:not([data-mobile]) .ps-cols.ps-wide{grid-template-columns:minmax(0,1fr) 380px}
.ps-app{display:flex;align-items:center;gap:12px;padding:8px 8px 8px 16px;background:${k.surfaceRaised};border-bottom:1px solid ${k.border};font-size:1rem;line-height:1.45}
.ps-app[hidden]{display:none}
.ps-app-x{display:inline-flex;flex:none;align-items:center;justify-content:center;width:44px;height:44px;color:${k.text}}
.ps-app-i{display:flex;flex:none;align-items:center;justify-content:center;width:44px;height:44px;overflow:hidden;border-radius:8px;background:${k.primary};color:${k.onPrimary};font-weight:700}
.ps-app div{flex:1;min-width:0}.ps-app p{margin:0}.ps-app p+p{color:${k.textMuted};font-size:.875rem}
.ps .ps-app a{display:inline-flex;align-items:center;min-height:44px;padding:0 16px;border-radius:999px;background:${k.primary};color:${k.onPrimary};font-weight:700;text-decoration:none;white-space:nowrap}
.ps-ck{box-sizing:border-box;position:fixed;left:16px;right:16px;bottom:16px;z-index:${theme.zIndex.toast};display:flex;flex-wrap:wrap;align-items:center;gap:12px 16px;max-width:720px;margin:0 auto;padding:16px;border-radius:20px;background:${k.surfaceRaised};box-shadow:${theme.elevation[3]};color:${k.text};font-size:1rem;line-height:1.45}
.ps-ck[hidden]{display:none}.ps-ck p{flex:1 1 280px;margin:0;font-size:.875rem}
.ps .ps-ck a{display:inline-block;padding:12px 0;margin:-12px 0;color:${k.primaryText};text-decoration:underline}
.ps-ckb{box-sizing:border-box;display:inline-flex;align-items:center;justify-content:center;min-width:44px;min-height:48px;padding:0 24px;border:2px solid transparent;border-radius:12px;background:${k.primary};color:${k.onPrimary};font-size:1rem;font-weight:700;line-height:1.2;text-align:center}
.ps-ckd{background:transparent;border-color:${k.primaryText};color:${k.primaryText}}
html[data-mobile] .ps-ck{left:8px;right:8px;bottom:8px;flex-direction:column;align-items:stretch}html[data-mobile] .ps-ck p{flex:none}
html:not([data-mobile]) .ps-bar{height:144px;padding:0 32px}html:not([data-mobile]) .ps-bar img{height:48px}html:not([data-mobile]) .ps-grid{grid-template-columns:repeat(4,minmax(0,1fr))}html:not([data-mobile]) .ps-nav{height:80px}html:not([data-mobile]) .ps-nav[data-menus]{height:120px;flex-direction:column;align-items:stretch;justify-content:center;gap:4px}html:not([data-mobile]) .ps-nav .ps-menus{display:flex;gap:16px}html:not([data-mobile]) .ps-promos ul{grid-auto-columns:calc((100% - 32px) / 3);gap:16px}html:not([data-mobile]) .ps-dots[data-few]{display:none}html:not([data-mobile]) .ps-detail{align-items:center}html:not([data-mobile]) .ps-sheet{display:grid;grid-template-columns:1fr 1fr;gap:24px;align-items:start;border-radius:16px;padding:24px}html:not([data-mobile]) .ps-sheet h1{margin-top:0}`;
}

/**
 * The shell's markup for `page`; exactly one image has `fetchpriority="high"`: the first
 * promotion's picture on home (the page's largest picture, as in the app), else the first
 * position's photo. A frame (cart, checkout) has none: its h1 and an `aria-hidden` placeholder
 * of the page's layout follow the app bar.
 */
export function renderShell(page: ShellPage, options: ShellOptions): string {
  const { tenant } = options;
  const locale = tenant.locales.default as Locale;
  const first = options.firstScreen ?? 6;
  const money = new Intl.NumberFormat(locale === 'cnr' ? 'sr-Latn-ME' : locale, {
    style: 'currency',
    currency: tenant.currency,
    maximumFractionDigits: 2,
    minimumFractionDigits: 0,
  });
  const logo = tenant.branding.logo;
  const name = tenant.name;
  const bar = `<header class="ps-bar"><a href="/" aria-label="${escape(name)}">${
    logo
      ? `<img src="/${escape(logo.src)}" width="${logo.width}" height="${logo.height}" alt="${escape(
          (logo.alt && (logo.alt[locale] ?? logo.alt.ru)) || name,
        )}">`
      : `<strong>${escape(name)}</strong>`
  }</a></header>`;
  // The first visit's splash goes first (its script runs before the page is parsed); then the
  // platform app banner, as the app's; the script after it shows it on phones.
  const splash = splashHtml(tenant, options.splash);
  const banner = options.banner
    ? `${BANNER_HTML(options.banner.letter)}<script>${SHOW_BANNER}(${JSON.stringify({ ...options.banner, letter: undefined }).replace(/</g, '\\u003c')})</script>`
    : '';
  // The cookie banner last, where the app renders its own (after the page): fixed at the bottom.
  const cookieBanner = toAppConfig(tenant).features.cookieBanner;
  const cookies =
    options.cookies && cookieBanner
      ? `${cookiesHtml(cookieBanner.policyHref)}<script>${SHOW_COOKIES}(${JSON.stringify(options.cookies).replace(/</g, '\\u003c')})</script>`
      : '';
  if (page.frame) {
    // The checkout's place section goes where its placeholder is, ahead of it; the script after
    // the frame shows one of the two. `<` is escaped in the data, which sits in a <script>.
    const skeleton = page.place
      ? FRAME_SKELETONS[page.frame].replace('<div class="ps-cols ps-wide"><div>', (m) => m + PLACE_SECTION)
      : FRAME_SKELETONS[page.frame];
    const script = page.place
      ? `<script>${FILL_PLACE}(${JSON.stringify(page.place).replace(/</g, '\\u003c')})</script>`
      : '';
    return `<div class="ps" data-prerendered="${escape(page.path)}">${splash}${banner}${bar}<main class="ps-main ps-frame" id="content"><h1>${escape(
      page.heading,
    )}</h1><div class="ps-skel"${page.place ? '' : ' aria-hidden="true"'}>${skeleton}</div></main>${script}${cookies}</div>`;
  }
  if (page.body !== undefined) {
    // A narrow page (sign-in) has the app's compact bar: 80 px on desktop.
    return `<div class="ps${page.narrow ? ' ps-compact' : ''}" data-prerendered="${escape(page.path)}">${splash}${banner}${bar}${page.layer ?? ''}<main class="ps-page${
      page.narrow ? ' ps-narrow' : ''
    }" id="content"><h1>${escape(page.heading)}</h1>${page.body}</main>${cookies}</div>`;
  }
  const groups = page.menus.flatMap((m) => m.groups);
  // Several menus: the desktop bar is 120 px, a row of menus above the groups (as the app's).
  const menusRow =
    page.menus.length > 1
      ? `<ul class="ps-menus" aria-label="${MENUS_LABEL[locale]}">${page.menus
          .map((m) => `<li><a href="#menu-${m.id}">${escape(m.name)}</a></li>`)
          .join('')}</ul>`
      : '';
  const nav = groups.length
    ? `<nav class="ps-nav" aria-label="${GROUPS_LABEL[locale]}"${menusRow ? ' data-menus' : ''}>${menusRow}<ul>${groups
        .map((g) => `<li><a href="#group-${g.menuId}-${g.id}">${escape(g.name)}</a></li>`)
        .join('')}</ul></nav>`
    : '';
  // A position's page: its photo is the page's picture; the menu under it loads lazily.
  const detail = page.detail;
  let priority = true;
  const detailHtml = detail
    ? (() => {
        const img = detail.photo
          ? `<img src="${escape(detail.photo.src)}" width="${detail.photo.width}" height="${detail.photo.height}" alt="${escape(
              detail.photo.alt,
            )}" fetchpriority="high" decoding="async">`
          : '';
        if (detail.photo) priority = false;
        return `<div class="ps-detail" role="dialog" aria-modal="true" aria-labelledby="ps-detail"><article class="ps-sheet">${img}<div><h1 id="ps-detail">${escape(
          detail.name,
        )}</h1>${detail.measure ? `<p>${escape(detail.measure)}</p>` : ''}${
          detail.description ? `<p>${escape(detail.description)}</p>` : ''
        }<b>${escape(money.format(detail.price / 100))}</b></div></article></div>`;
      })()
    : '';
  const promotions = page.promotions?.length
    ? `<section class="ps-promos" aria-labelledby="ps-promos"><h2 id="ps-promos">${PROMOTIONS_LABEL[locale]}</h2><ul>${page.promotions
        .map((p) => {
          const img = p.photo
            ? `<img src="${escape(p.photo.src)}" width="${p.photo.width}" height="${p.photo.height}" alt=""${
                priority ? ' fetchpriority="high"' : ' loading="lazy"'
              } decoding="async">`
            : '';
          if (p.photo) priority = false;
          return `<li><a href="/promotions/${p.id}">${img}<span>${escape(p.title)}</span></a></li>`;
        })
        .join('')}</ul>${
        // The app's carousel dots, below the strip when it scrolls (more than one slide; more than three on desktop).
        page.promotions.length > 1
          ? `<div class="ps-dots"${page.promotions.length <= 3 ? ' data-few' : ''} aria-hidden="true"></div>`
          : ''
      }</section>`
    : '';
  // The first screen: the first groups' positions up to `first`; the rest of the groups as headings.
  let left = first;
  const sections = groups
    .map((g) => {
      const shown = g.positions.slice(0, Math.max(0, left));
      left -= shown.length;
      const cards = shown
        .map((p) => {
          const img = p.photo
            ? `<img src="${escape(p.photo.src)}" width="${p.photo.width}" height="${p.photo.height}" alt="${escape(
                p.photo.alt,
              )}"${priority ? ' fetchpriority="high"' : ' loading="lazy"'} decoding="async">`
            : '';
          if (p.photo) priority = false;
          return `<li><article class="ps-card">${img}<div><h3><a href="/menus/${p.menuId}/positions/${p.id}">${escape(
            p.name,
          )}</a></h3>${p.measure ? `<p>${escape(p.measure)}</p>` : ''}<b>${escape(money.format(p.price / 100))}</b></div></article></li>`;
        })
        .join('');
      return `<section id="group-${g.menuId}-${g.id}" aria-labelledby="ps-g-${g.menuId}-${g.id}"><h2 id="ps-g-${g.menuId}-${g.id}">${escape(
        g.name,
      )}</h2>${cards ? `<ul class="ps-grid">${cards}</ul>` : ''}</section>`;
    })
    .join('');
  // Under a detail, the menu's title is not the page's h1 (the position's name is).
  const title = detail ? `<h2>${escape(page.heading)}</h2>` : `<h1>${escape(page.heading)}</h1>`;
  return `<div class="ps" data-prerendered="${escape(page.path)}">${splash}${banner}${bar}${detailHtml}<main class="ps-main" id="content">${title}${promotions}${nav}${sections}</main>${cookies}</div>`;
}

/** Normalises `location.pathname` the way shell paths are written (no trailing slash). */
const PATH_OF_LOCATION = "location.pathname.replace(/(.)\\/+$/,'$1')";

/**
 * In `<head>`, before anything is painted: on any path but the shell's own (the file is also the
 * SPA fallback of every route), the shell is hidden by CSS, so /cart never flashes home's shell.
 * The shell's path is in `<meta name="tarelka-shell">`, so the script is the same on every page:
 * one hash in the Content-Security-Policy (build/security-headers.ts) instead of one per page.
 * Home's meta also names the app's routes (`data-known`): on a path that is none of them the app
 * goes home (404 → home), so home's shell stays.
 */
const HIDE_FOREIGN_SHELL = `(function(){var m=document.querySelector('meta[name="tarelka-shell"]'),p=${PATH_OF_LOCATION},k=m&&m.getAttribute('data-known');if(m&&p!==m.content&&!(k&&!new RegExp(k).test(p)))document.documentElement.setAttribute('data-no-shell','')})()`;

/** After the shell: a hidden foreign shell is removed, so the app starts from an empty root. */
const DROP_FOREIGN_SHELL =
  "(function(){if(document.documentElement.hasAttribute('data-no-shell')){var s=document.querySelector('div[data-prerendered]');if(s)s.remove()}})()";

/**
 * The app's entry script and its module preloads at low fetch priority. A prerendered page paints
 * from its HTML: the app's code (~130 KiB gzip) is needed to take it over, not to paint it, and at
 * Chrome's default (High) it was fetched as if it blocked rendering. Lighthouse's simulation counts
 * a High script that has loaded before the first paint as render-blocking, so first paint flipped
 * between ~0.7 s and ~1.6 s from run to run with whether it had (issue 31); on a slow network it also
 * took bandwidth from the LCP image. The shell's own images keep theirs (`fetchpriority="high"` on
 * the LCP image).
 */
export function lowerAppScriptPriority(html: string): string {
  return html.replace(
    /<(script type="module"|link rel="modulepreload")(?![^>]*fetchpriority)([^>]*)>/g,
    (_tag, kind: string, rest: string) => `<${kind} fetchpriority="low"${rest}>`,
  );
}

/**
 * Starts the app (imports its entry, `src`) once the shell's largest picture is on screen: when the
 * browser reports the visible `fetchpriority="high"` image as a largest-contentful-paint candidate
 * (presented, not only painted: under load the two differ by ~100 ms), or 0.5 s after it decoded if
 * it never is one (something larger was on screen first); where there is no such image, at the
 * first candidate. A browser without that API (Safari, Firefox) starts a frame after the image has
 * decoded, or after the first frame. At the latest after 2 s, at once where the image fails, and
 * at once where the shell is foreign.
 *
 * Loaded by the page's `<script type="module">`, the entry (~130 KiB gzip) downloaded beside the LCP
 * image and its first ~100 ms of script ran before that image painted: on a phone's bandwidth they
 * share, and Lighthouse's simulation counts every script that has loaded before the LCP paint as
 * its prerequisite (LCP ~1.9 s where the picture alone takes ~0.8 s). The page paints from its
 * HTML; the app is needed to take it over, so it comes second. Its small static imports stay
 * preloaded at low priority. `preloads`, the chunks of the app's later boot stages (main.tsx), start
 * loading with the entry, so the stages that evaluate them one task at a time wait on no network.
 */
export function startAppAfterPaint(src: string, preloads: readonly string[] = []): string {
  return `(function(D){var s=0,go=function(){if(!s){s=1;${JSON.stringify(preloads)}.forEach(function(u){var l=D.createElement('link');l.rel='modulepreload';l.href=u;D.head.appendChild(l)});import(${JSON.stringify(src)})}},next=function(){requestAnimationFrame(function(){setTimeout(go,0)})},P=self.PerformanceObserver,lcp=!!P&&(P.supportedEntryTypes||[]).indexOf('largest-contentful-paint')>=0;setTimeout(go,2000);if(D.documentElement.hasAttribute('data-no-shell'))return go();var i=D.querySelector('#root img[fetchpriority=high]');if(i&&!i.getClientRects().length)i=null;if(lcp)new P(function(l){l.getEntries().forEach(function(e){if(!i||e.element===i)setTimeout(go,0)})}).observe({type:'largest-contentful-paint',buffered:true});if(!i)return lcp||next();var ok=function(){i.decode().then(function(){lcp?setTimeout(go,500):next()},next)};i.addEventListener('error',go);i.complete?ok():i.addEventListener('load',ok)})(document)`;
}

/** The module script Vite wrote for the app's entry: the page's only `type="module"` script. */
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;

/**
 * Puts the shell into `#root` and its style into `<head>` of the built index.html; `known` (home's
 * only) is the pattern of the app's routes' paths, on which home's shell is foreign. The app's
 * scripts load at low priority ({@link lowerAppScriptPriority}) and it starts once the shell has
 * painted ({@link startAppAfterPaint}), preloading `preloads` (chunk file names) as it starts.
 */
export function injectShell(
  html: string,
  shell: string,
  style: string,
  known?: string,
  preloads: readonly string[] = [],
): string {
  if (!html.includes('<div id="root"></div>'))
    throw new Error('prerender: index.html has no empty <div id="root"></div>');
  const path = /<div class="ps[^"]*" data-prerendered="([^"]*)"/.exec(shell)?.[1];
  if (path === undefined) throw new Error('prerender: the shell has no data-prerendered path');
  const entry = ENTRY_SCRIPT.exec(html)?.[1];
  const base = entry?.replace(/[^/]*$/, '') ?? '/';
  const start =
    entry === undefined
      ? ''
      : `\n    <script>${startAppAfterPaint(
          entry,
          preloads.map((file) => base + file.replace(/^.*\//, '')),
        )}</script>`;
  return lowerAppScriptPriority(entry === undefined ? html : html.replace(ENTRY_SCRIPT, ''))
    .replace(
      '</head>',
      () =>
        `<style data-prerendered>[data-no-shell] div[data-prerendered]{display:none}${style}</style>\n    <meta name="tarelka-shell" content="${path}"${known ? ` data-known="${escape(known)}"` : ''}>\n    <script>${HIDE_FOREIGN_SHELL}</script>\n  </head>`,
    )
    .replace(
      '<div id="root"></div>',
      () => `<div id="root">${shell}</div>\n    <script>${DROP_FOREIGN_SHELL}</script>${start}`,
    );
}
