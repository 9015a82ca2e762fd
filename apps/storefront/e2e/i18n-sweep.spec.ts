// Every word right (issue 29): in English and in Montenegrin every route and dialog shows no
// Cyrillic (visible text, and the names, placeholders and alt texts it gives assistive technology)
// except what the tenant wrote in Russian only, and no raw i18n key. What the tenant wrote is read
// from the data itself, not listed here: every string of the API's answers the page received (the
// API answers in the page's language, so what comes back in Russian has no translation), the
// tenant's config texts without the page's language, and content marked lang="ru" (a static page
// in the tenant's default locale, the language menu's own name of Russian).
//
// Both tenants' projects run it (demo and sever, each at 390×844 and 1440×900): the paths, the
// address and the dishes come from the tenant's own data (its config and the API), not from ids.
import { readFileSync } from 'node:fs';
import { expect, test, type Page, type Request, type TestInfo } from '@playwright/test';
import {
  apiUrlOf,
  chooseDeliveryTo,
  addDish,
  signInByPhone,
  fillContacts,
  waitForStoredSession,
} from './checkout-support';
import { booted } from './support';

type Lang = 'en' | 'cnr';
const LANGS: Lang[] = ['en', 'cnr'];
const CYRILLIC = /[\u0400-\u04ff]/;
/** A raw i18n key (`cart.summary.items`): the top-level names of our catalogues, then a path. */
const TOP_KEYS = Object.keys(
  Object.assign(
    {},
    ...['app', 'checkout', 'extra', 'location', 'position', 'restos'].map((file) =>
      JSON.parse(readFileSync(new URL(`../locales/en/${file}.json`, import.meta.url), 'utf8')),
    ),
  ),
);
const RAW_KEY = new RegExp(`\\b(${TOP_KEYS.join('|')})\\.[a-zA-Z][\\w-]*(\\.[a-zA-Z][\\w-]*)*\\b`);

/** A text of a catalogue, by dotted key, for naming buttons in the language under test. */
function text(lang: 'ru' | Lang, key: string): string {
  for (const file of ['app', 'checkout', 'extra', 'location', 'position', 'restos']) {
    const resource = JSON.parse(readFileSync(new URL(`../locales/${lang}/${file}.json`, import.meta.url), 'utf8'));
    const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], resource);
    if (typeof value === 'string') return value;
  }
  throw new Error(`no ${lang} text for ${key}`);
}
const named = (lang: 'ru' | Lang, key: string) =>
  new RegExp(
    `^${text(lang, key)
      .replace(/\{\{[^}]+\}\}/g, '.*')
      .replace(/[()[\]+?]/g, '\\$&')}`,
  );

interface Finding {
  view: string;
  text: string;
}

/** Collects every string of the API's JSON answers (what the tenant wrote, in the language it came back in). */
function recordTenantData(page: Page): Set<string> {
  const strings = new Set<string>();
  const collect = (value: unknown): void => {
    if (typeof value === 'string') {
      if (CYRILLIC.test(value)) strings.add(value.trim());
    } else if (Array.isArray(value)) value.forEach(collect);
    else if (value && typeof value === 'object') Object.values(value).forEach(collect);
  };
  page.on('response', async (response) => {
    if (!/\/1\//.test(new URL(response.url()).pathname)) return;
    if (!(response.headers()['content-type'] ?? '').includes('json')) return;
    try {
      collect(await response.json());
    } catch {
      // A body already gone (a navigation) holds nothing the page shows.
    }
  });
  return strings;
}

/** The tenant's config texts the page shows in Russian: those with no text in `lang`. */
async function untranslatedConfig(page: Page, lang: Lang): Promise<string[]> {
  return page.evaluate((language) => {
    const config = JSON.parse(document.getElementById('app-config')?.textContent ?? '{}') as unknown;
    const found: string[] = [];
    const walk = (node: unknown): void => {
      if (Array.isArray(node)) return node.forEach(walk);
      if (!node || typeof node !== 'object') return;
      const record = node as Record<string, unknown>;
      if (typeof record.ru === 'string' && typeof record[language] !== 'string') found.push(record.ru);
      for (const [key, value] of Object.entries(record)) if (key !== 'strings') walk(value);
    };
    walk(config);
    return found;
  }, lang);
}

/** The Cyrillic the page shows now: visible text and accessible names, outside content marked lang="ru". */
async function cyrillicOnScreen(page: Page): Promise<{ texts: string[]; body: string }> {
  return page.evaluate(() => {
    const cyrillic = /[\u0400-\u04ff]/;
    const pageLang = document.documentElement.lang;
    const foreign = (el: Element) => {
      const marked = el.closest('[lang]');
      return marked !== null && marked.getAttribute('lang') === 'ru' && pageLang !== 'ru';
    };
    const visible = (el: Element) =>
      (el as HTMLElement).checkVisibility?.({ opacityProperty: true, visibilityProperty: true }) ?? true;
    const texts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      const value = node.textContent?.trim() ?? '';
      if (!parent || !value || !cyrillic.test(value)) continue;
      if (parent.closest('script, style, noscript, template') || foreign(parent)) continue;
      if (!visible(parent) && !parent.closest('[class*="VisuallyHidden"], .sr-only')) continue;
      texts.push(value);
    }
    for (const el of document.body.querySelectorAll('[aria-label], [placeholder], [alt], [title]')) {
      if (foreign(el) || !visible(el)) continue;
      for (const attribute of ['aria-label', 'placeholder', 'alt', 'title']) {
        const value = el.getAttribute(attribute)?.trim();
        if (value && cyrillic.test(value)) texts.push(value);
      }
    }
    return { texts, body: document.body.innerText };
  });
}

/** Per page: its requests in flight (with when each started) and when the last one began or ended. */
const quietPages = new WeakMap<Page, { pending: Map<Request, number>; last: number }>();

/**
 * Waits until the page has had no request in flight for 500 ms, as Playwright's `networkidle` does
 * for a page load, but also after a navigation inside the app (which has no load event to wait
 * for): its route's chunk, then the route's queries. A stream (an order's status) stays open by
 * design and is not waited for, nor is a request open for 10 s (it would be reported by the check
 * that follows, not by a hang here).
 */
async function networkQuiet(page: Page, timeout = 15_000): Promise<void> {
  let state = quietPages.get(page);
  if (!state) {
    const tracked = { pending: new Map<Request, number>(), last: Date.now() };
    const done = (request: Request) => {
      if (tracked.pending.delete(request)) tracked.last = Date.now();
    };
    page.on('request', (request) => {
      if (['eventsource', 'websocket'].includes(request.resourceType())) return;
      tracked.pending.set(request, Date.now());
      tracked.last = Date.now();
    });
    page.on('requestfinished', done);
    page.on('requestfailed', done);
    quietPages.set(page, tracked);
    state = tracked;
    await page.waitForLoadState('networkidle').catch(() => {});
  }
  const busy = (now: number) => [...state.pending.values()].some((since) => now - since < 10_000);
  const until = Date.now() + timeout;
  for (let now = Date.now(); now < until && (busy(now) || now - state.last < 500); now = Date.now())
    await page.waitForTimeout(100);
}

/**
 * Opens `path` as the app's own links do: a client-side navigation of the router (a history entry
 * and its popstate), not a page load; the app is already booted in the language under test.
 */
async function navigate(page: Page, path: string): Promise<void> {
  // The quiet window starts now: the route's requests begin a moment after the navigation does.
  const tracked = quietPages.get(page);
  if (tracked) tracked.last = Date.now();
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, path);
  await expect(page).toHaveURL((url) => url.pathname === path);
}

/** A sweep of one language: each view checked, findings kept, all of them reported at the end. */
class Sweep {
  readonly findings: Finding[] = [];
  /** The views checked, and the tenant's Russian they showed (reported, to read what was let pass). */
  readonly views: string[] = [];
  readonly tenantRussian = new Set<string>();
  private config: string[] = [];

  constructor(
    readonly page: Page,
    readonly lang: Lang,
    readonly tenantData: Set<string>,
    readonly testInfo: TestInfo,
  ) {}

  /** Checks what the page shows now, named `view` in the report. */
  async check(view: string): Promise<void> {
    await networkQuiet(this.page);
    if (this.config.length === 0) this.config = await untranslatedConfig(this.page, this.lang);
    const allowed = [...this.tenantData, ...this.config].sort((a, b) => b.length - a.length);
    const { texts, body } = await cyrillicOnScreen(this.page);
    this.views.push(view);
    for (const shown of new Set(texts)) {
      // The tenant's text itself, or a long piece of it (a text the layout split in nodes).
      let rest = shown;
      if (!allowed.some((data) => data === shown || (shown.length >= 16 && data.includes(shown)))) {
        for (const data of allowed) if (rest.includes(data)) rest = rest.split(data).join(' ');
      } else rest = '';
      if (CYRILLIC.test(rest)) this.findings.push({ view, text: shown });
      else this.tenantRussian.add(shown);
    }
    const key = RAW_KEY.exec(body)?.[0];
    if (key) this.findings.push({ view, text: `raw i18n key ${key}` });
  }

  /** Fails with every finding, one line each, and attaches them. */
  async report(): Promise<void> {
    const lines = this.findings.map((f) => `${f.view}: ${f.text}`);
    const summary = [
      `views (${this.views.length}): ${this.views.join(' | ')}`,
      `tenant Russian shown (${this.tenantRussian.size}): ${[...this.tenantRussian].slice(0, 40).join(' | ')}`,
      ...lines,
    ].join('\n');
    await this.testInfo.attach(`i18n-sweep-${this.lang}.txt`, { body: summary });
    console.log(`[i18n-sweep ${this.testInfo.project.name} ${this.lang}]\n${summary}`);
    expect(lines, `Russian or raw keys on screen in ${this.lang}`).toEqual([]);
  }
}

/** Switches the stored interface language and reloads (the store reads `app_locale` at boot). */
async function useLanguage(page: Page, lang: 'ru' | Lang, { boot = true } = {}): Promise<void> {
  // On a first visit the app stores the locale it started in (app/LocaleSync.tsx), a write
  // throttled by 250 ms and flushed when the page hides: written over ours, it would win the reload.
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('app_locale')), { message: 'the app stored its locale' })
    .not.toBeNull();
  await page.evaluate((value) => localStorage.setItem('app_locale', JSON.stringify(value)), lang);
  await page.reload();
  // A first visit boots under the location dialog: the splash stays until a place is saved.
  if (boot) await booted(page);
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
}

/** Whether this project's tenant offers `lang` (a tenant may offer Russian only). */
async function offers(page: Page, lang: Lang): Promise<boolean> {
  return page.evaluate((language) => {
    const built = JSON.parse(document.getElementById('app-config')?.textContent ?? '{}') as {
      config?: { locales?: string[] };
    };
    return built.config?.locales?.includes(language) ?? false;
  }, lang);
}

interface Dish {
  id: number;
  name: string;
  menu: { id: number };
  hasModifiers: boolean;
  adult: boolean;
}
/** What the sweep visits in this tenant, read from its config and the API (in Russian). */
interface TenantPlaces {
  /** The street of the first resto that delivers: the address typed in the location dialog. */
  street: string;
  menu: string;
  position: string;
  resto: string;
  /** Two dishes of that menu without modifiers, 18+ or hours of their own (added to the cart). */
  dishes: Dish[];
  /** An 18+ dish of the menu, if the tenant sells any. */
  adult: string | null;
  /** Whether the tenant asks for the age (`confirm`) rather than hiding 18+ dishes. */
  asksAge: boolean;
  /** The tenant's static pages. */
  pages: string[];
}

async function tenantPlaces(page: Page): Promise<TenantPlaces> {
  const config = await page.evaluate(
    () =>
      (
        JSON.parse(document.getElementById('app-config')?.textContent ?? '{}') as {
          config: { id: string; pages: Record<string, unknown>; features: { adult: { policy: string } } };
        }
      ).config,
  );
  const get = async <T>(path: string): Promise<T> => {
    const answer = await page.request.get(`${apiUrlOf(config.id)}${path}`, { headers: { 'x-white-label': config.id } });
    expect(answer.ok(), path).toBe(true);
    return (await answer.json()) as T;
  };
  type Resto = { id: number; street: string; menus: Array<{ id: number; isDelivery: boolean }> };
  const restos = await get<Resto[]>('/1/p/restos?lang=ru');
  const resto = restos.find((r) => r.menus.some((m) => m.isDelivery))!;
  const menu = resto.menus.find((m) => m.isDelivery)!;
  const [positions, slots] = await Promise.all([
    get<Dish[]>(`/1/p/menus/${menu.id}/positions?lang=ru`),
    get<Array<{ positionIds: number[] }>>(`/1/restos/${resto.id}/position-time-slots?lang=ru`),
  ]);
  const timed = new Set(slots.flatMap((slot) => slot.positionIds));
  const plain = positions.filter((p) => !p.hasModifiers && !p.adult && !timed.has(p.id));
  const path = (p: Dish) => `/menus/${p.menu.id}/positions/${p.id}`;
  const adult = positions.find((p) => p.adult);
  return {
    street: resto.street.split(',')[0]!.trim(),
    menu: `/menus/${menu.id}`,
    position: path(plain[0]!),
    resto: `/restos/${resto.id}`,
    dishes: plain.slice(0, 2),
    adult: adult ? path(adult) : null,
    asksAge: config.features.adult.policy === 'confirm',
    pages: Object.keys(config.pages),
  };
}

test.setTimeout(240_000);

for (const lang of LANGS) {
  test(`${lang}: the first visit — location dialog steps, delivery conditions, cookie banner`, async ({
    page,
  }, testInfo) => {
    const data = recordTenantData(page);
    await page.goto('/');
    const dialog = page.getByTestId('location-dialog');
    await expect(dialog).toBeVisible({ timeout: 30_000 });
    if (!(await offers(page, lang))) {
      // A tenant that offers Russian only (sever) shows no language menu; Russian is right there.
      await expect(page.getByTestId('locale-switcher')).toHaveCount(0);
      test.skip(true, `this tenant offers no ${lang}`);
    }
    await useLanguage(page, lang, { boot: false });
    const sweep = new Sweep(page, lang, data, testInfo);
    await expect(dialog).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('cookie-banner')).toBeVisible();
    await sweep.check('location dialog (first step) and cookie banner');

    const changeCity = dialog.getByRole('button', { name: named(lang, 'location.changeCity') });
    if (await changeCity.isVisible()) {
      await changeCity.click();
      await sweep.check('location dialog: city step');
      // Back with the city chosen (the current one, else the first).
      await dialog
        .locator('button[aria-current="true"]')
        .or(dialog.getByRole('list').getByRole('button'))
        .first()
        .click();
    }
    const takeAway = dialog.getByRole('radio', { name: named(lang, 'location.takeAway') });
    if (await takeAway.isVisible()) {
      await takeAway.click();
      await sweep.check('location dialog: take-away, pickup points');
      await dialog.getByRole('radio').first().click();
    }
    // The address field (the dialog's other combobox is the language menu): the first resto's street.
    await dialog.locator('input[role="combobox"]').fill((await tenantPlaces(page)).street);
    await dialog.getByRole('listbox').getByRole('option').first().click();
    await expect(dialog.getByTestId('chosen-address')).toBeVisible();
    await sweep.check('location dialog: an address chosen');
    const conditions = dialog.getByRole('button', { name: named(lang, 'location.conditions') });
    if (await conditions.isVisible()) {
      await conditions.click();
      await expect(page.getByTestId('conditions-dialog')).toBeVisible();
      await sweep.check('delivery conditions dialog');
      await page.keyboard.press('Escape');
    }
    await page.getByTestId('cookie-banner').getByRole('button').first().click();
    await dialog.getByRole('button', { name: named(lang, 'location.save') }).click();
    await expect(dialog).toHaveCount(0);
    await booted(page);
    await sweep.check('home after saving the place');
    await sweep.report();
  });

  test(`${lang}: every route, the cart, sign-in, checkout, 18+ and the order result`, async ({ page }, testInfo) => {
    const data = recordTenantData(page);
    // What the session went through, told when the checkout is not shown (a rare sign-out on
    // demo-mobile, sessions 15–17): every answer of the sign-in routes, and the storage at the end.
    const authAnswers: string[] = [];
    page.on('response', (response) => {
      if (/\/api\/v1\/sign\//.test(response.url()))
        authAnswers.push(`${response.status()} ${new URL(response.url()).pathname}`);
    });
    await page.goto('/');
    await expect(page.getByTestId('location-dialog')).toBeVisible({ timeout: 30_000 });
    if (!(await offers(page, lang))) test.skip(true, `this tenant offers no ${lang}`);
    const places = await tenantPlaces(page);
    // The place, a dish and the session are made in Russian (the helpers speak it), then the language.
    await chooseDeliveryTo(page, places.street);
    for (const dish of places.dishes) await addDish(page, dish);
    await page.goto('/auth');
    await booted(page);
    // The detector sees Russian where there is some: the same page in ru.
    expect((await cyrillicOnScreen(page)).texts.length, 'Cyrillic found on the Russian page').toBeGreaterThan(0);
    await useLanguage(page, lang);
    const sweep = new Sweep(page, lang, data, testInfo);
    await sweep.check('/auth (sign-in)');
    await useLanguage(page, 'ru');
    await signInByPhone(page);
    await waitForStoredSession(page);
    await useLanguage(page, lang);

    // The first route is loaded (the app boots in the language), the rest are navigated to inside
    // the app, as its links do: one boot per sweep, not one per route (the run is CPU-bound).
    const visit = async (path: string) => {
      if (path === '/') {
        await page.goto(path);
        await booted(page);
      } else await navigate(page, path);
      await sweep.check(path);
    };
    for (const path of ['/', places.menu, places.position, '/restos', places.resto, '/promotions']) {
      await visit(path);
    }
    // A promotion, if the tenant has any (the list is the page just checked).
    const promotionLink = page.locator('a[href^="/promotions/"]').first();
    if (await promotionLink.count()) await visit((await promotionLink.getAttribute('href')) ?? '/promotions');
    else testInfo.annotations.push({ type: 'not swept', description: 'a promotion: the tenant has none now' });
    // Its static pages: the terms of sale (when it has them) and three more (they share one screen).
    const pages = [...places.pages.filter((slug) => slug === 'terms-of-sale'), ...places.pages];
    for (const slug of [...new Set(pages)].slice(0, 4)) await visit(`/${slug}`);
    await visit('/no-such-page');

    // 18+ (spec §2): opened by its link, the dish asks for the age first where the tenant asks;
    // confirmed, its detail shows.
    if (places.adult) {
      await page.goto(places.adult);
      await booted(page);
      const detail = page.getByTestId('position-detail');
      if (places.asksAge) {
        const gate = page.getByRole('alertdialog', { name: /18/ });
        await expect(gate).toBeVisible();
        await expect(detail).toHaveCount(0);
        await sweep.check('18+ confirmation');
        await gate.getByRole('button', { name: named(lang, 'age.yes') }).click();
      }
      await expect(detail).toBeVisible();
      await sweep.check('position detail of an 18+ dish');
    } else {
      testInfo.annotations.push({ type: 'not swept', description: '18+: the tenant sells no 18+ dish' });
    }

    await visit('/cart');
    await page.goto('/checkout');
    await booted(page);
    const stored = await page.evaluate(() =>
      ['app_token_set', 'app_person'].filter((key) => localStorage.getItem(key) !== null).join(', '),
    );
    await expect(
      page.getByTestId('checkout-form').or(page.getByRole('dialog')),
      `the checkout (stored: ${stored || 'no session'}; sign-in answers: ${authAnswers.join(', ')})`,
    ).toBeVisible();
    await sweep.check('/checkout (and the day-off dialog when the resto is closed)');
    // The form's own messages: submit it empty.
    const placeOrder = page.getByTestId('place-order');
    if (await placeOrder.isEnabled().catch(() => false)) {
      await page.getByTestId('checkout-form').getByRole('textbox').first().fill('');
      await placeOrder.click();
      await sweep.check('/checkout: the form’s messages');
    }

    // The order result: placed in Russian with the journeys' helpers, shown in the language.
    await useLanguage(page, 'ru');
    await fillContacts(page);
    // Paid on receipt, by cash or by card, whichever the resto takes.
    const cash = page
      .getByRole('radio', { name: text('ru', 'orderForm.payTypes.CASH_UPON_RECEIPT') })
      .or(page.getByRole('radio', { name: text('ru', 'orderForm.payTypes.CARD_UPON_RECEIPT') }))
      .first();
    // Decided on a settled summary: the language just changed back, and the cart is priced again
    // (an order under the zone's minimum then blocks the button, which an early look saw enabled).
    const settled = async () => {
      await page.waitForTimeout(500);
      await expect(page.getByTestId('checkout-summary')).toHaveAttribute('aria-busy', 'false');
    };
    if (await cash.isVisible().catch(() => false)) {
      await cash.check();
      await settled();
    }
    if ((await cash.isChecked().catch(() => false)) && (await page.getByTestId('place-order').isEnabled())) {
      await page.getByTestId('place-order').click({ timeout: 10_000 });
      await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}$/, { timeout: 30_000 });
      await useLanguage(page, lang);
      await expect(page.getByTestId('order-result')).toBeVisible();
      await sweep.check('order result');
    } else {
      testInfo.annotations.push({ type: 'not swept', description: 'order result: the order could not be placed now' });
    }
    await sweep.report();
  });
}
