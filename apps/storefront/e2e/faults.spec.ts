// Issue 14: every API call the storefront makes fails once with a dropped connection and once with a
// 500; the customer sees the spec's message (§8) and a way to retry, the retry recovers, and nothing
// is lost (cart, typed fields, location). The order call's faults are in checkout-faults.spec.ts.
//
// The calls (packages/api-client/src/contract/routes.ts) and the screen that makes each:
//
// | contract call                 | screen                                 | row                  |
// | ----------------------------- | -------------------------------------- | -------------------- |
// | getNow (time sync)            | boot (splash)                          | BOOT 'time sync'     |
// | getCities                     | boot                                   | BOOT 'cities'        |
// | getCityDeliveries (zones)     | boot, location dialog on a city change | BOOT 'city zones'    |
// | getRestos                     | boot, location dialog on a city change | BOOT 'restos'        |
// | getResto                      | boot (menu data)                       | BOOT 'resto'         |
// | getMenuPositionGroups         | boot (menu data)                       | BOOT 'menu groups'   |
// | getMenuPositions              | boot (menu data)                       | BOOT 'positions'     |
// | getRestoModifiers             | boot (menu data)                       | BOOT 'modifiers'     |
// | getRestoTimeSlots             | boot (menu data)                       | BOOT 'time slots'    |
// | getRestoPromotions            | boot (menu data)                       | BOOT 'promotions'    |
// | preflight                     | cart (anonymous)                       | 'anonymous preflight'|
// | requestPhoneCode              | sign-in: "Получить код"                | 'phone code request' |
// | signInPhone                   | sign-in: "Войти"                       | 'code confirm'       |
// | personalPreflight             | cart (signed in)                       | 'personal preflight' |
// | refreshTokens                 | boot / any bearer call, access expired | 'token refresh'      |
// | getOrders                     | order result (reloaded)                | 'order pages'        |
// | getOrder                      | order result: payment status           | 'order pages'        |
// | createOrder                   | checkout                               | checkout-faults      |
// | retryPayment                  | order result after a declined card     | payment-journeys (*) |
// | getCity, getRestoDeliveries,  | not called by the storefront           | —                    |
// | getMe, signIn{Google,Apple,Vk}| (social sign-in needs the providers)   | —                    |
// | geocode*                      | location dialog (a failure: no address)| —                    |
//
// (*) the retry-payment answer is shown in the payment panel; its faults are not repeated here.
import { expect, test, type Page, type Route } from '@playwright/test';
import {
  addDish,
  API_URL,
  checkoutFromCart,
  chooseDeliveryTo,
  chooseTakeAway,
  DISH,
  fillContacts,
  smsCode,
  uniquePhone,
} from './checkout-support';
import { booted } from './support';

test.describe.configure({ timeout: 150_000 });

type Kind = 'network' | 'server';
const KINDS: readonly Kind[] = ['network', 'server'];
/** What the customer reads (spec §8): no response, or a 5xx answer. */
const MESSAGE: Record<Kind, string> = { network: 'Network error', server: 'Не удалось выполнить запрос' };

interface Call {
  name: string;
  method: 'GET' | 'POST';
  path: RegExp;
}

/** The boot's calls (spec §4 "Boot"), in the order the boot makes them. */
const BOOT: readonly Call[] = [
  { name: 'time sync', method: 'GET', path: /^\/1\/now$/ },
  { name: 'cities', method: 'GET', path: /^\/1\/p\/cities$/ },
  { name: 'city zones', method: 'GET', path: /^\/1\/p\/cities\/\d+\/deliveries$/ },
  { name: 'restos', method: 'GET', path: /^\/1\/p\/restos$/ },
  { name: 'resto', method: 'GET', path: /^\/1\/p\/restos\/\d+$/ },
  { name: 'menu groups', method: 'GET', path: /^\/1\/p\/menus\/\d+\/position-groups$/ },
  { name: 'positions', method: 'GET', path: /^\/1\/p\/menus\/\d+\/positions$/ },
  { name: 'modifiers', method: 'GET', path: /^\/1\/restos\/\d+\/positions\/modifiers$/ },
  { name: 'time slots', method: 'GET', path: /^\/1\/restos\/\d+\/position-time-slots$/ },
  { name: 'promotions', method: 'GET', path: /^\/1\/restos\/\d+\/promotions$/ },
];
const PREFLIGHT: Call = { name: 'anonymous preflight', method: 'POST', path: /^\/1\/persons\/orders\/preflight$/ };
const PERSONAL_PREFLIGHT: Call = {
  name: 'personal preflight',
  method: 'POST',
  path: /^\/1\/persons\/[^/]+\/orders\/preflight$/,
};
const PHONE_CODE: Call = { name: 'phone code request', method: 'POST', path: /^\/api\/v1\/sign\/in\/phone\/code$/ };
const PHONE_SIGN_IN: Call = { name: 'code confirm', method: 'POST', path: /^\/api\/v1\/sign\/in\/phone$/ };
const REFRESH: Call = { name: 'token refresh', method: 'POST', path: /^\/api\/v1\/sign\/refresh$/ };
const ORDERS: Call = { name: 'orders list', method: 'GET', path: /^\/api\/v1\/persons\/[^/]+\/orders$/ };
const ORDER: Call = { name: 'order', method: 'GET', path: /^\/api\/v1\/persons\/[^/]+\/orders\/[^/]+$/ };

/** A fault armed on the page: it fails the first matching request, then lets every one through. */
interface Fault {
  /** True once the request was failed. */
  readonly fired: boolean;
  /** Removes the route. */
  off(): Promise<void>;
}

/**
 * Fails the first request of `call` to the API: a dropped connection, or a 500 with the API's
 * error shape (CORS headers included, as the API sends them, so the browser reads the body).
 */
async function failOnce(page: Page, call: Call, kind: Kind, options: { onPage?: string } = {}): Promise<Fault> {
  let fired = false;
  const matcher = (url: URL) => url.origin === API_URL && call.path.test(url.pathname);
  // `onPage`: only a call made by that page. A call the previous page started just before the
  // navigation (a debounced preflight) would otherwise take the fault and die with its page.
  const elsewhere = (route: Route) =>
    options.onPage !== undefined && new URL(route.request().frame().url()).pathname !== options.onPage;
  const handler = async (route: Route) => {
    if (fired || route.request().method() !== call.method || elsewhere(route)) return route.fallback();
    fired = true;
    if (kind === 'network') return route.abort('connectionreset');
    const origin = (await route.request().headerValue('origin')) ?? '*';
    return route.fulfill({
      status: 500,
      contentType: 'application/json',
      headers: { 'access-control-allow-origin': origin, 'access-control-allow-credentials': 'true', vary: 'Origin' },
      body: JSON.stringify({ errors: [{ code: 'server.error', message: 'Internal Server Error' }] }),
    });
  };
  await page.route(matcher, handler);
  return {
    get fired() {
      return fired;
    },
    off: () => page.unroute(matcher, handler),
  };
}

/** The cart as the store keeps it: ids and counts. */
const storedCart = (page: Page) =>
  page.evaluate(() =>
    (JSON.parse(localStorage.getItem('app_cart_positions') ?? '[]') as Array<{ id: number; count: number }>).map(
      ({ id, count }) => ({ id, count }),
    ),
  );

/** The chosen location as the store keeps it: city, resto, delivery type and place. */
const storedLocation = (page: Page) =>
  page.evaluate(() => {
    const draft = JSON.parse(localStorage.getItem('app_order_draft') ?? '{}') as Record<string, unknown>;
    return {
      cityId: localStorage.getItem('app_city_id'),
      restoId: localStorage.getItem('app_resto_id'),
      deliveryType: draft.deliveryType,
      deliveryPlace: draft.deliveryPlace,
    };
  });

/** The alert that shows `kind`'s message, with its retry button. */
function failure(page: Page, kind: Kind) {
  const alert = page.getByRole('alert').filter({ hasText: MESSAGE[kind] });
  return { alert, retry: alert.getByRole('button', { name: 'Повторить' }) };
}

/** On the cart, priced by the server's preflight: the summary is no longer busy and no error shows. */
async function expectPricedCart(page: Page): Promise<void> {
  const cart = page.getByTestId('cart');
  await expect(cart.getByText(DISH.borscht.name)).toBeVisible();
  await expect(cart.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(cart.getByRole('alert')).toHaveCount(0);
}

/** A JWT that expired a minute ago (the client reads `exp` only). */
function expiredJwt(): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ typ: 'access', iat: now - 3600, exp: now - 60 })}.c2ln`;
}

for (const kind of KINDS) {
  test.describe(`${kind === 'network' ? 'dropped connection' : 'server error 500'}`, () => {
    test('boot: each call fails once; the splash shows the message and a retry; the menu, location and cart survive', async ({
      page,
    }, testInfo) => {
      // The whole table on phones; one call per kind is enough to show the desktop layout does the same.
      const rows = testInfo.project.name.endsWith('mobile') ? BOOT : BOOT.filter((row) => row.name === 'positions');
      await chooseDeliveryTo(page);
      await addDish(page, DISH.borscht, 2);
      const cart = await storedCart(page);
      expect(cart).toEqual([{ id: DISH.borscht.id, count: 2 }]);
      const location = await storedLocation(page);
      expect(location.deliveryType).toBe('DELIVERY');

      for (const row of rows) {
        await test.step(row.name, async () => {
          const fault = await failOnce(page, row, kind);
          await page.goto('/');
          const { alert, retry } = failure(page, kind);
          await expect(alert).toBeVisible({ timeout: 20_000 });
          expect(fault.fired).toBe(true);
          await expect(retry).toBeVisible();
          expect(await storedCart(page)).toEqual(cart);
          await retry.click();
          await booted(page);
          await expect(alert).toHaveCount(0);
          // The menu is back (tiles of the menus on phones, the positions on desktops), the cart too.
          await expect(page.getByTestId('menu-tile').or(page.getByTestId('position-card')).first()).toBeVisible();
          await expect(page.getByRole('link', { name: 'Корзина · 2' })).toBeVisible();
          expect(await storedLocation(page)).toEqual(location);
          expect(await storedCart(page)).toEqual(cart);
          await fault.off();
        });
      }
    });

    test('cart and sign-in: preflight, phone code, code confirm, personal preflight, refresh', async ({ page }) => {
      await chooseDeliveryTo(page);
      await addDish(page, DISH.borscht);
      const cart = await storedCart(page);

      await test.step(PREFLIGHT.name, async () => {
        const fault = await failOnce(page, PREFLIGHT, kind, { onPage: '/cart' });
        await page.goto('/cart');
        const { alert, retry } = failure(page, kind);
        await expect(alert).toBeVisible({ timeout: 20_000 });
        expect(fault.fired).toBe(true);
        await expect(page.getByTestId('cart').getByText(DISH.borscht.name)).toBeVisible();
        await retry.click();
        await expectPricedCart(page);
        expect(await storedCart(page)).toEqual(cart);
        await fault.off();
      });

      const phone = uniquePhone();
      await test.step(PHONE_CODE.name, async () => {
        await page.goto('/auth');
        await booted(page);
        const field = page.getByLabel('Номер телефона');
        await field.fill(phone.digits);
        const fault = await failOnce(page, PHONE_CODE, kind);
        await page.getByRole('button', { name: 'Получить код' }).click();
        await expect(page.getByText(MESSAGE[kind])).toBeVisible();
        expect(fault.fired).toBe(true);
        // The way to retry is the same button; the typed number stays.
        await expect(field).not.toHaveValue('');
        await page.getByRole('button', { name: 'Получить код' }).click();
        await expect(page.getByLabel('Код из СМС')).toBeVisible();
        await fault.off();
      });

      await test.step(PHONE_SIGN_IN.name, async () => {
        const code = await smsCode(page.request, phone.e164);
        const field = page.getByLabel('Код из СМС');
        await field.fill(code);
        const fault = await failOnce(page, PHONE_SIGN_IN, kind);
        await page.getByRole('button', { name: /^Войти$/ }).click();
        await expect(page.getByText(MESSAGE[kind])).toBeVisible();
        expect(fault.fired).toBe(true);
        await expect(field).toHaveValue(code);
        await page.getByRole('button', { name: /^Войти$/ }).click();
        await expect(page).not.toHaveURL(/\/auth/);
        // Signed in means the profile has arrived too (the personal preflight needs the person).
        await expect.poll(() => page.evaluate(() => localStorage.getItem('app_person'))).not.toBeNull();
        await fault.off();
      });

      await test.step(PERSONAL_PREFLIGHT.name, async () => {
        const fault = await failOnce(page, PERSONAL_PREFLIGHT, kind, { onPage: '/cart' });
        await page.goto('/cart');
        const { alert, retry } = failure(page, kind);
        await expect(alert).toBeVisible({ timeout: 20_000 });
        expect(fault.fired).toBe(true);
        await retry.click();
        await expectPricedCart(page);
        expect(await storedCart(page)).toEqual(cart);
        await fault.off();
      });

      await test.step(REFRESH.name, async () => {
        // The access token has expired: the boot refreshes it; that call fails once.
        await page.evaluate((accessToken) => {
          const tokens = JSON.parse(localStorage.getItem('app_token_set') ?? '{}') as Record<string, unknown>;
          localStorage.setItem('app_token_set', JSON.stringify({ ...tokens, accessToken }));
        }, expiredJwt());
        const fault = await failOnce(page, REFRESH, kind);
        const refreshed = page.waitForResponse(
          (response) => REFRESH.path.test(new URL(response.url()).pathname) && response.status() === 200,
        );
        await page.goto('/cart');
        await booted(page);
        // A failed startup refresh is not a sign-out: the next bearer call refreshes again and works.
        const { alert, retry } = failure(page, kind);
        await expect(alert.or(page.getByTestId('cart').getByText(DISH.borscht.name))).toBeVisible();
        if (await alert.isVisible()) await retry.click();
        await refreshed;
        expect(fault.fired).toBe(true);
        await expectPricedCart(page);
        expect(await page.evaluate(() => localStorage.getItem('app_person'))).not.toBeNull();
        expect(await storedCart(page)).toEqual(cart);
        await fault.off();
      });
    });

    test('order pages: the order list and the order fail once on the result page', async ({ page }) => {
      await chooseTakeAway(page);
      await addDish(page, DISH.caesar);
      await page.goto('/cart');
      await checkoutFromCart(page);
      await fillContacts(page);
      await page.getByRole('radio', { name: 'Наличными при получении' }).check();
      await page.getByTestId('place-order').click();
      await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}$/);
      const number = (await page.getByTestId('order-number').innerText()).trim();
      // A navigation of its own (a reload would keep the order the checkout handed over in history state).
      const url = `${page.url()}?visit=again`;

      // The order list: the result page of a fresh visit (no order handed over by the checkout).
      await test.step(ORDERS.name, async () => {
        const fault = await failOnce(page, ORDERS, kind);
        await page.goto(url);
        const { alert } = failure(page, kind);
        await expect(alert).toBeVisible({ timeout: 20_000 });
        expect(fault.fired).toBe(true);
        await alert.getByRole('button', { name: 'Повторить' }).click();
        await expect(page.getByTestId('order-number')).toHaveText(number);
        await expect(alert).toHaveCount(0);
        await fault.off();
      });

      // The order with its payment: the payment panel says so and offers a refresh.
      await test.step(ORDER.name, async () => {
        const fault = await failOnce(page, ORDER, kind);
        await page.goto(url);
        const panel = page.getByTestId('payment-status');
        await expect(panel.getByRole('alert')).toContainText(MESSAGE[kind], { timeout: 20_000 });
        expect(fault.fired).toBe(true);
        await expect(page.getByTestId('order-number')).toHaveText(number);
        await panel.getByRole('button', { name: 'Обновить' }).click();
        // A cash order has no online payment: the panel goes away.
        await expect(panel).toHaveCount(0);
        await expect(page.getByTestId('order-number')).toHaveText(number);
        await fault.off();
      });
    });
  });
}
