import { expect, test } from '@playwright/test';

// Dishes of the demo tenant's first resto (tenants/demo/catalog/positions.json), without modifiers.
const borscht = { id: 1039, name: 'Борщ со сметаной' }; // 390 ₽
const caesar = { id: 1049, name: 'Цезарь с курицей' }; // 490 ₽

test('shows the demo menu and prices the cart', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Тарелка на Тверской' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Супы' })).toBeVisible();
  await expect(page.getByRole('link', { name: borscht.name })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Маргарита' })).toBeVisible();

  const cart = page.getByRole('region', { name: 'Ваш заказ' });
  await expect(cart.locator('dd[data-total]')).toHaveText('0 ₽');

  const add = (name: string) => page.getByRole('button', { name: `Добавить «${name}» в корзину` });
  await add(borscht.name).click();
  await add(borscht.name).click();
  // The store asks the API to price the cart (preflight) once the changes settle.
  const priced = page.waitForResponse((response) => {
    const request = response.request();
    if (request.method() !== 'POST' || !request.url().includes('/orders/preflight')) return false;
    const body = request.postDataJSON() as { positions?: { id: number }[] } | null;
    return body?.positions?.some((line) => line.id === caesar.id) ?? false;
  });
  await add(caesar.name).click();
  expect((await priced).ok()).toBe(true);

  await expect(cart.getByText(`${borscht.name} × 2`)).toBeVisible();
  await expect(cart.getByText(`${caesar.name} × 1`)).toBeVisible();
  // 2 × 390 ₽ + 490 ₽ = 1 270 ₽, less the demo's «Самовывоз −10%» promotion, which only the API's
  // pricing (the store's preflight) knows: 1 143 ₽.
  await expect(cart.getByText('Товары (3)')).toBeVisible();
  await expect(cart.getByText('−127 ₽')).toBeVisible();
  await expect(cart.locator('dd[data-total]')).toHaveText('1 143 ₽');
  // The store keeps the cart in localStorage, as the storefront does.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('app_cart_positions'))).toContain('"count":2');
});
