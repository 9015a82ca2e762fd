// Issue 11 fault journeys: dropped connections, server errors and expiring sessions at checkout.
import { expect, test, type Page } from '@playwright/test';
import { addDish, checkoutFromCart, chooseTakeAway, DISH, fillContacts, ordersOf } from './checkout-support';

test.describe.configure({ timeout: 180_000 });

const ORDER_CALL = /\/api\/v1\/persons\/[^/]+\/orders(\?|$)/;

/** Take-away with one dish, signed in, on the checkout form with contacts typed and cash chosen. */
async function readyToOrder(page: Page): Promise<void> {
  await chooseTakeAway(page);
  await addDish(page, DISH.caesar);
  await page.goto('/cart');
  await checkoutFromCart(page);
  await fillContacts(page);
  await page.getByLabel('Комментарий к заказу').fill('Без лука, пожалуйста');
  await page.getByRole('radio', { name: 'Наличными при получении' }).check();
}

/** A JWT that expired a minute ago (the client reads `exp` only; the server never sees it accepted). */
function expiredJwt(type: 'access' | 'refresh'): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ typ: type, iat: now - 3600, exp: now - 60 })}.c2lnbmF0dXJl`;
}

/**
 * Replaces the session's tokens as another tab would (the store follows `storage` events) and, in
 * the same task, presses "place order": the customer's click meets the changed session before any
 * background call of the store could notice it.
 */
async function replaceTokensAndOrder(
  page: Page,
  change: { accessToken?: string; refreshToken?: string },
): Promise<void> {
  await expect(page.getByTestId('place-order')).toBeEnabled();
  await page.evaluate((next) => {
    const current = JSON.parse(localStorage.getItem('app_token_set') ?? '{}') as Record<string, unknown>;
    const value = JSON.stringify({ ...current, ...next });
    localStorage.setItem('app_token_set', value);
    window.dispatchEvent(
      new StorageEvent('storage', { key: 'app_token_set', newValue: value, storageArea: localStorage }),
    );
    document.querySelector<HTMLButtonElement>('[data-testid="place-order"]')!.click();
  }, change);
}

test.describe('checkout faults', () => {
  test('the order call drops once after the server got it; the retry makes exactly one order', async ({ page }) => {
    await readyToOrder(page);
    const keys: string[] = [];
    let dropped = false;
    await page.route(ORDER_CALL, async (route) => {
      if (route.request().method() !== 'POST') return route.fallback();
      keys.push(route.request().headers()['idempotency-key'] ?? '');
      if (dropped) return route.fallback();
      dropped = true;
      // The server creates the order; its answer never reaches the browser.
      await route.fetch();
      await route.abort('connectionreset');
    });
    await page.getByTestId('place-order').click();
    const error = page.getByTestId('checkout-error');
    await expect(error).toContainText('Network error');
    // Nothing typed is lost.
    await expect(page.getByLabel('Комментарий к заказу')).toHaveValue('Без лука, пожалуйста');
    await error.getByRole('button', { name: 'Повторить' }).click();
    await expect(page.getByRole('heading', { name: 'Ваш заказ принят' })).toBeVisible();

    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
    const orders = await ordersOf(page);
    expect(orders).toHaveLength(1);
    await expect(page.getByTestId('order-number')).toContainText(orders[0]!.number);
  });

  test('a double click places one order', async ({ page }) => {
    await readyToOrder(page);
    const button = page.getByTestId('place-order');
    await button.dblclick();
    await expect(page.getByRole('heading', { name: 'Ваш заказ принят' })).toBeVisible();
    expect(await ordersOf(page)).toHaveLength(1);
  });

  test('the API answers 500: the message, then a retry that succeeds, nothing typed lost', async ({ page }) => {
    await readyToOrder(page);
    let failed = false;
    await page.route(ORDER_CALL, async (route) => {
      if (route.request().method() !== 'POST' || failed) return route.fallback();
      failed = true;
      await route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ errors: [{ code: 'server.error', message: 'Internal Server Error' }] }),
      });
    });
    await page.getByTestId('place-order').click();
    const error = page.getByTestId('checkout-error');
    await expect(error).toContainText('Не удалось выполнить запрос');
    await expect(page.getByLabel('Имя', { exact: true })).toHaveValue('Анна');
    await expect(page.getByLabel('Комментарий к заказу')).toHaveValue('Без лука, пожалуйста');
    await error.getByRole('button', { name: 'Повторить' }).click();
    await expect(page.getByRole('heading', { name: 'Ваш заказ принят' })).toBeVisible();
    expect(await ordersOf(page)).toHaveLength(1);
  });

  test('an access token that expires mid-checkout is refreshed silently', async ({ page }) => {
    await readyToOrder(page);
    const refreshes: number[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/api/v1/sign/refresh')) refreshes.push(response.status());
    });
    const refresh = page.waitForResponse((response) => response.url().includes('/api/v1/sign/refresh'));
    await replaceTokensAndOrder(page, { accessToken: expiredJwt('access') });
    expect((await refresh).status()).toBe(200);
    await expect(page.getByRole('heading', { name: 'Ваш заказ принят' })).toBeVisible();
    // One refresh for every caller; the rotated tokens are stored at once, so they work right away.
    expect(refreshes).toEqual([200]);
    expect(await ordersOf(page)).toHaveLength(1);
  });

  test('an expired refresh token sends the customer to sign in, the cart intact', async ({ page }) => {
    await readyToOrder(page);
    await replaceTokensAndOrder(page, { accessToken: expiredJwt('access'), refreshToken: expiredJwt('refresh') });
    await expect(page).toHaveURL(/\/auth\?from=checkout/);
    await expect(page.getByText('Чтобы оформить заказ, авторизуйтесь')).toBeVisible();
    const stored = await page.evaluate(
      () => JSON.parse(localStorage.getItem('app_cart_positions') ?? '[]') as Array<{ id: number }>,
    );
    expect(stored.map((line) => line.id)).toEqual([DISH.caesar.id]);
    await page.goto('/cart');
    await expect(page.getByTestId('cart').getByText(DISH.caesar.name)).toBeVisible();
  });
});
