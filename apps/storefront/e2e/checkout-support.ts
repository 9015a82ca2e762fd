// Helpers of the cart, sign-in, checkout and order journeys (issue 11).
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { acceptCookies, booted, expectAccessible, expectStill, trackLayoutShift } from './support';

/** The API the e2e run started for the demo tenant (playwright.config.ts). */
export const API_URL = `http://127.0.0.1:${process.env.E2E_API_PORT ?? 8797}`;
/** The sever tenant's API, its clock at midday (playwright.config.ts). */
export const SEVER_API_URL = `http://127.0.0.1:${process.env.E2E_API_PORT_SEVER ?? Number(process.env.E2E_API_PORT ?? 8797) + 1}`;

/** The API that serves a tenant's storefront in the e2e run. */
export function apiUrlOf(tenantId: string): string {
  return tenantId === 'sever' ? SEVER_API_URL : API_URL;
}

/** The API of the running test's project (sever-mobile and sever-desktop talk to sever's). */
export function projectApiUrl(): string {
  return test.info().project.name.startsWith('sever') ? SEVER_API_URL : API_URL;
}

/** Demo catalog positions without modifiers (menu 1 of 'Тарелка на Тверской'). */
export const DISH = {
  borscht: { id: 1039, name: 'Борщ со сметаной', price: 39000 },
  stroganoff: { id: 1061, name: 'Бефстроганов с пюре', price: 69000 },
  caesar: { id: 1049, name: 'Цезарь с курицей', price: 49000 },
} as const;

/** A phone number of its own per test, so the 90 s resend rule never meets another test. */
export function uniquePhone(): { digits: string; e164: string } {
  const rest = String(Math.floor(Math.random() * 1e7)).padStart(7, '0');
  return { digits: `916${rest}`, e164: `+7916${rest}` };
}

/**
 * What the location dialog left in local storage, by origin and choice, in this worker: a test's
 * first choice of a kind goes through the dialog, and later tests of the worker start from the
 * storage it wrote, as a returning visitor does. The dialog's own journey is tested on its own
 * (journeys.spec, screens.spec, sever.spec); here it would cost every journey ~1.7 s of the run.
 */
const chosenLocations = new Map<string, Record<string, string>>();

/** The storage keys a location choice writes (with app_resto_id where it names a resto). */
const LOCATION_KEYS = ['app_version', 'app_white_label', 'app_city_id', 'app_order_draft'];

/**
 * Makes a location choice through the dialog once per worker, then from its stored result: `choose`
 * picks in the open dialog, before its "Сохранить". Ends on the booted home page, cookies accepted.
 */
async function chooseLocation(page: Page, key: string, choose: (dialog: Locator) => Promise<void>): Promise<void> {
  const origin = new URL(test.info().project.use.baseURL ?? '').origin;
  const stored = chosenLocations.get(`${origin} ${key}`);
  if (stored) {
    // A page of the origin that runs no app (the storage must be written before the app reads it).
    await page.goto('/robots.txt');
    await page.evaluate((values) => {
      for (const [name, value] of Object.entries(values)) localStorage.setItem(name, value);
    }, stored);
    await page.goto('/');
    await booted(page);
    await expect(page.getByTestId('location-dialog')).toHaveCount(0);
    return;
  }
  await page.goto('/');
  const dialog = page.getByTestId('location-dialog');
  await expect(dialog).toBeVisible({ timeout: 30_000 });
  await choose(dialog);
  await dialog.getByRole('button', { name: 'Сохранить' }).click();
  await expect(dialog).toHaveCount(0);
  await booted(page);
  const consented = await acceptCookies(page);
  // The storage is written at most every 250 ms: wait for what the choice and the consent write.
  const needed = consented ? [...LOCATION_KEYS, 'app_cookies_consent_accepted'] : LOCATION_KEYS;
  const written = () =>
    page.evaluate(() => Object.fromEntries(Object.entries(localStorage).filter(([name]) => name.startsWith('app_'))));
  await expect
    .poll(async () => {
      const stored = await written();
      return needed.filter((name) => !(name in stored));
    })
    .toEqual([]);
  chosenLocations.set(`${origin} ${key}`, await written());
}

/** Chooses delivery to an address in Moscow (the first visit's location dialog). */
export async function chooseDeliveryTo(page: Page, query = 'Тверская'): Promise<void> {
  await chooseLocation(page, `delivery ${query}`, async (dialog) => {
    await dialog.getByRole('combobox', { name: /Адрес доставки|Delivery address|Adresa dostave/ }).fill(query);
    await dialog.getByRole('listbox').getByRole('option').first().click();
    await expect(dialog.getByTestId('chosen-address')).toBeVisible();
  });
}

/** Chooses take-away at the first pickup point. */
export async function chooseTakeAway(page: Page): Promise<void> {
  await chooseLocation(page, 'take-away', async (dialog) => {
    await dialog.getByRole('radio', { name: 'Самовывоз' }).click();
    await expect(dialog.locator('input[name="pickup-point"]').first()).toBeChecked();
  });
}

/** Adds a dish through its detail (a deep link opens it over the menu). */
export async function addDish(page: Page, dish: { id: number; name: string }, times = 1): Promise<void> {
  for (let i = 0; i < times; i++) {
    await page.goto(`/menus/1/positions/${dish.id}`);
    await booted(page);
    const detail = page.getByTestId('position-detail');
    await expect(detail).toBeVisible();
    await detail.getByRole('button', { name: /Добавить за|Add for/ }).click();
    await expect(detail).toHaveCount(0);
  }
  // The cart is persisted at most every 250 ms: let it land before the next page load.
  await page.waitForTimeout(400);
}

/** Reads the SMS code the API's dev outbox "sent" to a phone. */
export async function smsCode(request: APIRequestContext, e164: string, api = projectApiUrl()): Promise<string> {
  let code = '';
  await expect(async () => {
    const answer = await request.get(`${api}/dev/sms-outbox?phone=${encodeURIComponent(e164)}`);
    const body = (await answer.json()) as { messages: Array<{ text: string }> };
    code = /\d{4,8}/.exec(body.messages.at(-1)?.text ?? '')?.[0] ?? '';
    expect(code).not.toBe('');
  }).toPass({ timeout: 10_000 });
  return code;
}

/** Signs in with a phone and the SMS code from the dev outbox, on the sign-in page. */
export async function signInByPhone(page: Page, phone = uniquePhone()): Promise<{ digits: string; e164: string }> {
  await page.getByLabel(/Номер телефона|Phone number/).fill(phone.digits);
  await page.getByRole('button', { name: /Получить код|Get the code/ }).click();
  const codeField = page.getByLabel(/Код из СМС|Code from the SMS/);
  await expect(codeField).toBeVisible();
  await codeField.fill(await smsCode(page.request, phone.e164));
  await page.getByRole('button', { name: /^(Войти|Sign in)$/ }).click();
  return phone;
}

/**
 * Waits until the session (tokens and profile) is stored, and then until a new page can read it.
 * `page.goto` is a browser-initiated navigation, which Chromium may give a new renderer process;
 * that process reads local storage from the browser process, which gets the old page's writes
 * asynchronously. Going at once after the profile's write, a new page read the tokens but not
 * the profile (written a few ms later) and sent the customer to sign-in: the flake of the i18n
 * sweep and sever.spec (27 Nov: no removeItem and no sign-in call in between, traced in the page).
 */
export async function waitForStoredSession(page: Page): Promise<void> {
  await page.waitForFunction(() => ['app_token_set', 'app_person'].every((key) => localStorage.getItem(key) !== null));
  await page.waitForTimeout(500);
}

/** From the cart: checkout, signing in on the way when needed; ends on the checkout form. */
export async function checkoutFromCart(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Оформить заказ' }).click();
  if (
    /\/auth/.test(page.url()) ||
    (await page
      .getByLabel('Номер телефона')
      .isVisible()
      .catch(() => false))
  ) {
    await expect(page.getByText('Чтобы оформить заказ, авторизуйтесь')).toBeVisible();
    await signInByPhone(page);
  }
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByTestId('checkout-form')).toBeVisible();
}

/** Fills the contacts of the checkout form. */
export async function fillContacts(page: Page, name = 'Анна', email = 'anna@example.ru'): Promise<void> {
  await page.getByLabel('Имя', { exact: true }).fill(name);
  await page.getByLabel('Email для чека').fill(email);
}

/** The person's orders as the API keeps them (newest first), read with the page's own session. */
export async function ordersOf(page: Page): Promise<
  Array<{
    id: string;
    number: string;
    total: number;
    deliveryPrice: number;
    payType: string;
    deliveryType: string;
    status: string;
    payment: { url: string } | null;
  }>
> {
  const { personId, accessToken } = await page.evaluate(() => ({
    personId: (JSON.parse(localStorage.getItem('app_person') ?? 'null') as { id: string } | null)?.id ?? '',
    accessToken:
      (JSON.parse(localStorage.getItem('app_token_set') ?? 'null') as { accessToken: string } | null)?.accessToken ??
      '',
  }));
  const answer = await page.request.get(`${API_URL}/api/v1/persons/${personId}/orders`, {
    headers: { authorization: `Bearer ${accessToken}`, 'x-white-label': 'demo' },
  });
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { content: Awaited<ReturnType<typeof ordersOf>> }).content;
}

/** Money as the storefront shows it in Russian (U+00A0 groups), for text matching. */
export function rub(minor: number): string {
  return `${new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 2 }).format(minor / 100)}\u00a0₽`;
}

/** The order total the checkout shows on its button (the server's preflight), in minor units. */
export async function shownTotal(page: Page): Promise<number> {
  const button = page.getByTestId('place-order');
  await expect(button).toContainText('₽');
  await expect(page.getByTestId('checkout-summary')).toHaveAttribute('aria-busy', 'false');
  const text = (await button.innerText()).split('·').at(-1) ?? '';
  const [rubles = '0', kopecks = '0'] = text.replace(/[^\d,]/g, '').split(',');
  return Number(rubles) * 100 + Number(kopecks.padEnd(2, '0').slice(0, 2));
}

/**
 * On the checkout form: reloads /checkout twice, first with the app's scripts blocked (the
 * prerendered frame alone shows the place from local storage under `heading`, accessibly), then
 * whole. The app draws the place's text in the frame's box and its section at the frame's height
 * (within 2 px), without a layout shift;
 * with `largestPaint`, every largest-contentful-paint candidate comes before the app replaced the
 * frame: the page's LCP is the frame's, as in Lighthouse.
 */
export async function expectFramedPlace(page: Page, heading: string, { largestPaint = true } = {}): Promise<void> {
  const address = page.getByTestId('checkout-address');
  await expect(address).not.toHaveText('');
  const text = (await address.textContent())!;
  // The session and the draft are persisted at most every 250 ms.
  await page.waitForTimeout(400);

  const scripts = /\/assets\/.*\.js$/;
  await page.route(scripts, (route) => route.abort());
  await page.goto('/checkout');
  const place = page.locator('#ps-place');
  await expect(place.getByRole('heading', { level: 2 })).toHaveText(heading);
  await expect(place.locator('p')).toHaveText(text);
  await expectAccessible(page);
  const framed = await place.locator('p').boundingBox();
  const framedSection = await place.boundingBox();
  await page.unroute(scripts);

  await watchLargestPaint(page);
  await trackLayoutShift(page);
  await page.goto('/checkout');
  await expect(page.locator('div[data-prerendered]')).toHaveCount(0, { timeout: 30_000 });
  await expect(address).toHaveText(text);
  const drawn = await address.boundingBox();
  for (const key of ['x', 'y', 'width', 'height'] as const)
    expect(
      Math.abs(drawn![key] - framed![key]),
      `address at ${JSON.stringify(drawn)}, framed at ${JSON.stringify(framed)}`,
    ).toBeLessThanOrEqual(2);
  // The section too, the delivery address fields' room included: what follows starts where it will.
  const section = await page.locator('section[aria-labelledby="checkout-place"]').boundingBox();
  expect(Math.abs(section!.height - framedSection!.height), "the place section's height").toBeLessThanOrEqual(2);
  await expectStill(page, 0.02);
  if (!largestPaint) return;
  await expectLargestPaintBeforeTakeover(page);
}

/**
 * Records the page's largest-contentful-paint candidates and when the app took the prerendered
 * shell over (`#root` without `[data-prerendered]`); call before the navigation.
 */
export async function watchLargestPaint(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __lcp: Array<{ at: number; what: string }>; __takeover?: number };
    w.__lcp = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { element: Element | null; size: number }>)
        w.__lcp.push({
          at: entry.startTime,
          what: `${entry.element?.tagName ?? '?'} ${entry.size} «${entry.element?.textContent?.slice(0, 40) ?? ''}»`,
        });
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    document.addEventListener('DOMContentLoaded', () => {
      const root = document.getElementById('root')!;
      new MutationObserver(() => {
        if (w.__takeover === undefined && !root.querySelector('[data-prerendered]')) w.__takeover = performance.now();
      }).observe(root, { childList: true });
    });
  });
}

/** After {@link watchLargestPaint}: the LCP candidates so far (time, tag, size, text) and when the app took over. */
export async function largestPaints(
  page: Page,
): Promise<{ lcp: Array<{ at: number; what: string }>; takeover: number | undefined }> {
  await page.waitForTimeout(300);
  return page.evaluate(() => {
    const w = window as unknown as { __lcp: Array<{ at: number; what: string }>; __takeover?: number };
    return { lcp: w.__lcp, takeover: w.__takeover };
  });
}

/**
 * After {@link watchLargestPaint} and the app's takeover: every LCP candidate was painted before it,
 * so the page's LCP is the prerendered HTML's, not something the app drew after its scripts.
 */
export async function expectLargestPaintBeforeTakeover(page: Page): Promise<void> {
  const { lcp, takeover } = await largestPaints(page);
  expect(lcp.length).toBeGreaterThan(0);
  expect(takeover).toBeDefined();
  const candidates = lcp.map((c) => `${Math.round(c.at)} ms ${c.what}`).join('; ');
  expect(
    Math.max(...lcp.map((c) => c.at)),
    `LCP candidates: ${candidates}; the app took over at ${takeover} ms`,
  ).toBeLessThan(takeover!);
}
