// Issue 11: the cart bar and bottom sheet on the menu pages.
import { expect, test } from '@playwright/test';
import { chooseDeliveryTo, DISH, rub } from './checkout-support';
import { expectAccessible, expectFinished } from './support';

test.describe.configure({ timeout: 120_000 });

test('on the menu a bar with the count and sum opens the cart sheet; counts change there; it goes to the cart', async ({
  page,
}, testInfo) => {
  const mobile = testInfo.project.name.endsWith('mobile');
  await chooseDeliveryTo(page);
  // The menu page on phones; the desktop home is the menus page.
  if (mobile) await page.goto('/menus/1');
  const card = page.getByTestId('position-card').filter({ hasText: DISH.borscht.name }).first();
  await expect(card).toBeVisible({ timeout: 30_000 });
  const bar = page.getByTestId('cart-bar');
  await expect(bar).toHaveCount(0);

  // The card opens the dish over the menu; it goes to the cart from there.
  await card.getByRole('link', { name: DISH.borscht.name }).click();
  const detail = page.getByTestId('position-detail');
  await detail.getByRole('button', { name: /Добавить за/ }).click();
  await expect(detail).toHaveCount(0);
  await expect(bar).toBeVisible();
  await expect(bar).toContainText('Корзина · 1');
  await expect(bar).toContainText(rub(DISH.borscht.price));
  await expect(page.getByRole('button', { name: `Корзина · 1 позиция, ${rub(DISH.borscht.price)}` })).toBeVisible();
  // Reduced motion: the bar appears without its rise.
  expect(await bar.evaluate((el) => getComputedStyle(el).animationName)).toBe('none');

  // The page keeps room below for the bar: at the very end nothing is under it.
  expect(await page.evaluate(() => getComputedStyle(document.body).paddingBottom)).toBe('88px');
  // To the very end, again until the page stops growing (lazy parts below the fold arrive on the way).
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const end = () => document.documentElement.scrollHeight - window.innerHeight;
          window.scrollTo(0, document.documentElement.scrollHeight);
          await new Promise((resolve) => setTimeout(resolve, 300));
          return Math.abs(window.scrollY - end()) <= 1;
        }),
      { timeout: 15_000 },
    )
    .toBe(true);
  const barBox = (await bar.boundingBox())!;
  const lastBottom = await page.evaluate(() => {
    const main = document.querySelector('main')!;
    const last = [...document.body.children]
      .filter((el) => el.tagName !== 'SCRIPT' && getComputedStyle(el).position !== 'fixed')
      .map((el) => el.getBoundingClientRect())
      .filter((r) => r.height > 0)
      .at(-1);
    return Math.max(main.getBoundingClientRect().bottom, last?.bottom ?? 0);
  });
  expect(lastBottom).toBeLessThanOrEqual(barBox.y + 1);
  await expectAccessible(page);
  await expectFinished(page);

  // Keyboard: the bar is in the tab order and opens the sheet with Enter.
  expect(await bar.getAttribute('tabindex')).toBeNull();
  await bar.focus();
  await page.keyboard.press('Enter');
  const sheet = page.getByRole('dialog', { name: 'Корзина' });
  await expect(sheet).toBeVisible();
  await expect(sheet.getByText(DISH.borscht.name)).toBeVisible();
  await expect(bar).toHaveCount(0);
  const lines = sheet.getByRole('list', { name: 'Блюда в корзине' });
  await lines.getByRole('button', { name: /Больше|Увеличить/ }).click();
  await expect(sheet.getByText('2 позиции')).toBeVisible();
  await expect(sheet.getByTestId('cart')).toContainText(rub(DISH.borscht.price * 2));
  await expectAccessible(page);

  // Escape closes it; the bar shows the new count and sum.
  await page.keyboard.press('Escape');
  await expect(sheet).toHaveCount(0);
  await expect(bar).toContainText('Корзина · 2');
  await expect(bar).toContainText(rub(DISH.borscht.price * 2));

  await bar.click();
  await sheet.getByRole('button', { name: 'Перейти в корзину' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByTestId('cart').getByText('2 позиции')).toBeVisible();
  // The cart screen has its own checkout: no bar there.
  await expect(bar).toHaveCount(0);
});
