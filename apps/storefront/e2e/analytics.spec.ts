// Issue 30: the e-commerce funnel in the page's dataLayer, for the demo tenant's Yandex Metrica and
// GA4 (their scripts come from the loopback fakes: ANALYTICS_SCRIPT_ORIGIN), only after consent.
import { expect, test, type Page } from '@playwright/test';
import { checkoutFromCart, DISH, fillContacts, ordersOf, shownTotal } from './checkout-support';
import { booted } from './support';

// One project is enough: the funnel is the same on every screen.
test.beforeEach(({ page: _page }, testInfo) => test.skip(testInfo.project.name !== 'demo-desktop'));

type Entry = Record<string, unknown> | unknown[];

/** window.dataLayer, gtag's `arguments` entries as arrays; null when there is none. */
const dataLayer = (page: Page) =>
  page.evaluate(() => {
    const layer = (window as unknown as { dataLayer?: unknown[] }).dataLayer;
    if (!layer) return null;
    return layer.map((entry) =>
      Object.prototype.toString.call(entry) === '[object Arguments]'
        ? Array.from(entry as ArrayLike<unknown>)
        : JSON.parse(JSON.stringify(entry)),
    ) as Entry[];
  });

/** The GA4 events (`gtag('event', name, params)`) of the dataLayer, in order. */
const ga4Events = (layer: Entry[] | null) =>
  (layer ?? []).filter((e): e is unknown[] => Array.isArray(e) && e[0] === 'event' && e[1] !== 'page_view');
/** The Metrica e-commerce actions of the dataLayer, in order. */
const metricaActions = (layer: Entry[] | null) =>
  (layer ?? [])
    .filter((e): e is { ecommerce: Record<string, unknown> } => !Array.isArray(e) && 'ecommerce' in e)
    .map((e) => Object.keys(e.ecommerce).find((key) => key !== 'currencyCode'));

const FUNNEL = [
  'view_item_list',
  'view_item',
  'add_to_cart',
  'remove_from_cart',
  'begin_checkout',
  'add_payment_info',
  'purchase',
];

/** Take-away at the first pickup point, on the first visit's location dialog; the cookie banner left alone. */
async function chooseTakeAwayOnly(page: Page): Promise<void> {
  await page.goto('/');
  const dialog = page.getByTestId('location-dialog');
  await expect(dialog).toBeVisible({ timeout: 30_000 });
  await dialog.getByRole('radio', { name: 'Самовывоз' }).click();
  await dialog.getByRole('button', { name: 'Сохранить' }).click();
  await expect(dialog).toHaveCount(0);
  await booted(page);
}

/** Borscht from its card into the cart, then one more and one less in the cart sheet; ends on /cart. */
async function fillCart(page: Page): Promise<void> {
  const card = page.getByTestId('position-card').filter({ hasText: DISH.borscht.name }).first();
  await card.getByRole('link', { name: DISH.borscht.name }).click();
  const detail = page.getByTestId('position-detail');
  await detail.getByRole('button', { name: /Добавить за/ }).click();
  await expect(detail).toHaveCount(0);
  await page.getByTestId('cart-bar').click();
  const sheet = page.getByRole('dialog', { name: 'Корзина' });
  const lines = sheet.getByRole('list', { name: 'Блюда в корзине' });
  // Each count is priced by the server before the next click: while the sums settle, the dialog
  // (centred on wide screens) can change its height, and a click aimed at a moving counter would
  // land on the backdrop and close it.
  const priced = () => expect(sheet.locator('[aria-busy="true"]')).toHaveCount(0);
  await priced();
  await lines.getByRole('button', { name: /Больше|Увеличить/ }).click();
  await expect(sheet.getByText('2 позиции')).toBeVisible();
  await priced();
  await lines.getByRole('button', { name: /Меньше|Уменьшить/ }).click();
  await expect(sheet.getByText('1 позиция')).toBeVisible();
  await sheet.getByRole('button', { name: 'Перейти в корзину' }).click();
  await expect(page).toHaveURL(/\/cart$/);
}

test.describe('analytics', () => {
  test.describe.configure({ timeout: 60_000 });

  test('the funnel of one order reaches Metrica and GA4 in order, and its purchase once, also after a reload', async ({
    page,
  }) => {
    await chooseTakeAwayOnly(page);
    await page.getByTestId('cookie-banner').getByRole('button', { name: 'Принять' }).click();
    // The counters start with the next page: everything below happens in this one.
    await page.reload();
    await booted(page);
    await expect.poll(async () => ga4Events(await dataLayer(page)).map((e) => e[1])).toContain('view_item_list');

    await fillCart(page);
    await checkoutFromCart(page);
    await fillContacts(page);
    await page.getByRole('radio', { name: 'Картой при получении' }).check();
    await shownTotal(page);
    await page.getByTestId('place-order').click();
    const result = page.getByTestId('order-result');
    await expect(result.getByRole('heading', { name: 'Ваш заказ принят' })).toBeVisible();
    const [order] = await ordersOf(page);

    await expect.poll(async () => ga4Events(await dataLayer(page)).map((e) => e[1])).toContain('purchase');
    const layer = await dataLayer(page);
    const steps = ga4Events(layer).map((e) => e[1] as string);
    // Every step, the first of each in the funnel's order, and one purchase.
    expect(FUNNEL.map((step) => steps.indexOf(step))).toEqual(
      [...FUNNEL.map((step) => steps.indexOf(step))].sort((a, b) => a - b),
    );
    expect(FUNNEL.every((step) => steps.includes(step))).toBe(true);
    expect(steps.filter((step) => step === 'purchase')).toHaveLength(1);
    const purchase = ga4Events(layer).find((e) => e[1] === 'purchase')![2];
    expect(purchase).toMatchObject({
      currency: 'RUB',
      transaction_id: order!.number,
      value: order!.total / 100,
      items: [{ item_id: String(DISH.borscht.id), item_name: DISH.borscht.name, price: 390, quantity: 1 }],
    });
    // Metrica: its four actions, the purchase with the order number and the server's total.
    expect(metricaActions(layer)).toEqual(['detail', 'add', 'add', 'remove', 'purchase']);
    expect(layer).toContainEqual({
      ecommerce: {
        currencyCode: 'RUB',
        purchase: {
          actionField: { id: order!.number, revenue: order!.total / 100 },
          products: [{ id: String(DISH.borscht.id), name: DISH.borscht.name, price: 390, quantity: 1 }],
        },
      },
    });

    // The result page again: the order is read again, the counters start again, no second purchase.
    await page.reload();
    await expect(result.getByTestId('order-number')).toContainText(order!.number);
    await expect
      .poll(async () => (await dataLayer(page))?.some((e) => Array.isArray(e) && e[1] === 'page_view') ?? false)
      .toBe(true);
    await page.waitForTimeout(1000);
    expect(ga4Events(await dataLayer(page)).map((e) => e[1])).not.toContain('purchase');
    expect(metricaActions(await dataLayer(page))).not.toContain('purchase');
  });

  test.describe("while the counters' code loads", () => {
    // page.route sees the chunk's request only when no service worker answers it.
    test.use({ serviceWorkers: 'block' });

    test('the steps of the first render are reported once it has loaded', async ({ page }) => {
      await chooseTakeAwayOnly(page);
      await page.getByTestId('cookie-banner').getByRole('button', { name: 'Принять' }).click();
      // The analytics layer's chunk (the one file that names the funnel's events) is held back
      // until the menu has been shown and a dish opened.
      let release = () => {};
      const gate = new Promise<void>((resolve) => (release = resolve));
      let held = false;
      await page.route('**/assets/*.js', async (route) => {
        const response = await route.fetch();
        const body = await response.text();
        if (body.includes('view_item_list')) {
          held = true;
          await gate;
        }
        await route.fulfill({ response, body });
      });
      await page.reload();
      await booted(page);
      const card = page.getByTestId('position-card').filter({ hasText: DISH.borscht.name }).first();
      await card.getByRole('link', { name: DISH.borscht.name }).click();
      await expect(page.getByTestId('position-detail')).toBeVisible();
      await expect.poll(() => held).toBe(true);
      expect(await dataLayer(page)).toBeNull();

      release();
      await expect.poll(async () => ga4Events(await dataLayer(page)).map((e) => e[1])).toContain('view_item');
      const steps = ga4Events(await dataLayer(page)).map((e) => e[1]);
      expect(steps.indexOf('view_item_list')).toBeGreaterThanOrEqual(0);
      expect(steps.indexOf('view_item_list')).toBeLessThan(steps.indexOf('view_item'));
      expect(metricaActions(await dataLayer(page))).toEqual(['detail']);
    });
  });

  test('declined, nothing at all: no counter script, no dataLayer, also after a reload', async ({ page }) => {
    const counterRequests: string[] = [];
    page.on('request', (request) => {
      if (/\/metrika\/|\/gtag\/|mc\.yandex|googletagmanager/.test(request.url())) counterRequests.push(request.url());
    });
    await chooseTakeAwayOnly(page);
    await page.getByTestId('cookie-banner').getByRole('button', { name: 'Отклонить' }).click();
    await expect(page.getByTestId('cookie-banner')).toHaveCount(0);
    // The answer is kept: the next page does not ask again.
    await expect.poll(() => page.evaluate(() => localStorage.getItem('app_cookies_consent_accepted'))).toBe('false');
    await page.reload();
    await booted(page);
    await expect(page.getByTestId('cookie-banner')).toHaveCount(0);
    await fillCart(page);
    await expect(page.getByTestId('cart').getByText('1 позиция')).toBeVisible();
    // Longer than the counters' wait for an idle moment after load.
    await page.waitForTimeout(3500);
    expect(await page.evaluate(() => ['dataLayer', 'ym', 'gtag'].filter((name) => name in window))).toEqual([]);
    expect(counterRequests).toEqual([]);
  });
});
