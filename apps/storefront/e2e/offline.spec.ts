// Issue 30, the service worker: a menu opened once is there offline (prices, positions, the
// cart), the checkout's sign-in says there is no connection and keeps what was typed, back online
// the cart is priced again by a preflight; a new build deployed under the open page is announced
// ("Доступна новая версия — Обновить") and taken only on the customer's word. Desktop only (the
// worker is the same at any width); the other specs run with service workers blocked.
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { chooseDeliveryTo, DISH, rub } from './checkout-support';
import { booted } from './support';

test.use({ serviceWorkers: 'allow' });

const OFFLINE = 'Нет соединения с интернетом';

/** The first visit: delivery chosen, the menu shown (desktop home), the worker running. */
async function firstVisit(page: Page): Promise<void> {
  await chooseDeliveryTo(page);
  await page.evaluate(() => navigator.serviceWorker.ready);
}

test('offline, the menu opened before shows with prices and fills the cart; sign-in says there is no connection; back online the cart is priced again', async ({
  page,
  context,
}) => {
  await firstVisit(page);
  // The worker ran after this page's reads: it was sent them and keeps the menu's.
  const kept = () =>
    page.evaluate(async () => {
      const keys = await Promise.all(
        ['tarelka-catalog', 'tarelka-slots'].map(async (name) => (await caches.open(name)).keys()),
      );
      return keys.flat().map((request) => new URL(request.url).pathname);
    });
  await expect
    .poll(kept)
    .toEqual(expect.arrayContaining(['/1/p/menus/1/positions', '/1/restos/1/position-time-slots']));

  await context.setOffline(true);
  await page.goto('/menus/1');
  await booted(page);
  const card = page.getByTestId('position-card').filter({ hasText: DISH.borscht.name }).first();
  await expect(card).toContainText(rub(DISH.borscht.price));
  await expect(page.getByRole('alert').filter({ hasText: OFFLINE })).toBeVisible();

  // A position opens from the cached menu and goes into the cart.
  await card.getByRole('link', { name: DISH.borscht.name }).click();
  const detail = page.getByTestId('position-detail');
  await detail.getByRole('button', { name: /Добавить за/ }).click();
  await expect(detail).toHaveCount(0);
  await page.getByTestId('cart-bar').click();
  await expect(page.getByTestId('cart').getByText(DISH.borscht.name)).toBeVisible();

  // Offline the server cannot price the cart: the order waits.
  await expect(page.getByRole('button', { name: 'Оформить заказ' })).toBeDisabled();

  // The checkout, opened by its address, starts with signing in: no connection, said so, and the
  // number typed stays.
  await page.goto('/checkout');
  await booted(page);
  await expect(page.getByRole('alert').filter({ hasText: OFFLINE })).toBeVisible();
  const phone = page.getByLabel('Номер телефона');
  await phone.fill('9161234567');
  await page.getByRole('button', { name: 'Получить код' }).click();
  await expect(phone).toHaveValue(/916.*123.*45.*67/);

  // Back online: a preflight prices the cart, and the alert goes.
  const preflight = page.waitForRequest((request) => /\/orders\/preflight/.test(request.url()));
  await context.setOffline(false);
  await preflight;
  await expect(page.getByText(OFFLINE)).toHaveCount(0);
});

test('a new build deployed under the open page is announced and taken on "Обновить"', async ({ page }) => {
  await firstVisit(page);
  // The worker controls the page from its next load on.
  await page.reload();
  await booted(page);
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

  // "Deploy": the served sw.js gets another revision of index.html (same length, as a build would).
  const served = resolve(fileURLToPath(new URL('..', import.meta.url)), process.env.E2E_DIST ?? 'dist', 'demo/sw.js');
  const original = readFileSync(served, 'utf8');
  const deployed = original.replace(
    /(\/index\.html`,revision:`)([0-9a-f])/,
    (_, head: string, digit: string) => `${head}${digit === '0' ? '1' : '0'}`,
  );
  expect(deployed).not.toBe(original);
  writeFileSync(served, deployed);
  try {
    await page.evaluate(async () => (await navigator.serviceWorker.ready).update());
    const prompt = page.getByRole('status').filter({ hasText: 'Доступна новая версия' });
    await expect(prompt).toBeVisible({ timeout: 15_000 });
    // Nothing switched under the page: the old worker still controls it until the customer asks.
    // The reload comes from the worker's cache and can end before the click's call returns: the
    // wait is set up first.
    const reloaded = page.waitForEvent('load');
    await page.getByRole('button', { name: 'Обновить' }).click();
    await reloaded;
    await booted(page);
    await expect(page.getByText('Доступна новая версия')).toHaveCount(0);
  } finally {
    writeFileSync(served, original);
  }
});
