import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { acceptCookies, booted, chooseDelivery, expectAccessible, expectFinished, shot } from './support';

// Issue 28 at 390×844 and 1440×900 (demo-mobile, demo-desktop): the КБЖУ table of a burger, milk
// from its cheddar, the gluten filter with the hidden count, kept over a reload, axe-clean.

interface CatalogPosition {
  name: { ru: string };
  allergens?: string[];
}
const catalog: CatalogPosition[] = JSON.parse(
  readFileSync(new URL('../../../tenants/demo/catalog/positions.json', import.meta.url), 'utf8'),
);
const number = (text: string | null) =>
  Number(
    (text ?? '')
      .replace(/[\s\u00a0]/g, '')
      .replace(',', '.')
      .match(/[\d.]+/)?.[0],
  );
const cardNames = (page: Page) => page.getByTestId('position-card').getByRole('heading').allTextContents();
const hiddenTotal = async (page: Page) =>
  (await page.getByTestId('filtered-out').allTextContents()).reduce((sum, text) => sum + number(text), 0);

test.beforeEach(async ({ page }) => {
  await chooseDelivery(page);
  await acceptCookies(page);
});

test('a burger shows КБЖУ per portion = per 100 × weight / 100, and cheddar adds milk', async ({ page }, testInfo) => {
  await page.goto('/menus/1/positions/1029');
  await booted(page);
  const detail = page.getByTestId('position-detail');
  const table = detail.getByRole('table', { name: 'Пищевая ценность' });
  await expect(table).toBeVisible();
  await expect(table.getByRole('columnheader')).toHaveText(['Нутриент', 'На порцию', 'На 100 г']);
  const energy = table
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: 'Энергетическая ценность' }) });
  const [portion, per100] = (await energy.getByRole('cell').allTextContents()).map(number);
  const weight = number(
    await detail
      .getByText(/^\d+ г$/)
      .first()
      .textContent(),
  );
  expect(weight).toBe(320);
  expect(portion).toBe(Math.round((per100! * weight) / 100));
  await expect(energy.getByRole('cell').first()).toHaveText(/ккал$/);
  for (const row of ['Белки', 'Жиры', 'Углеводы']) {
    await expect(table.getByRole('rowheader', { name: row })).toBeVisible();
  }

  const allergens = detail.getByText('Содержит:').locator('xpath=..');
  await expect(allergens).toHaveText('Содержит: глютен, яйца, горчица, кунжут');
  await detail.getByRole('checkbox', { name: /Чеддер/ }).check();
  await expect(allergens).toHaveText('Содержит: глютен, яйца, молоко, горчица, кунжут');
  expect(number(await energy.getByRole('cell').first().textContent())).toBeGreaterThan(portion!);
  await expect(detail.getByText('Состав:')).toBeVisible();
  await expectAccessible(page, '[data-testid="position-detail"]');
  await table.scrollIntoViewIfNeeded();
  await shot(page, testInfo, 'nutrition-position-detail');
});

test('filtering out gluten hides every dish with gluten, says how many, survives a reload', async ({
  page,
}, testInfo) => {
  await page.goto('/menus/1');
  await booted(page);
  await expect(page.getByTestId('position-card').first()).toBeVisible();
  const all = await cardNames(page);
  expect(all.length).toBeGreaterThan(50);

  await page.getByTestId('menu-filters-open').click();
  const panel = page.getByTestId('menu-filters');
  await expect(panel.getByRole('group', { name: 'Без аллергенов' })).toBeVisible();
  await panel.getByRole('checkbox', { name: 'Глютен', exact: true }).check();
  await expectAccessible(page, '[data-testid="menu-filters"]');
  await shot(page, testInfo, 'nutrition-filter-panel');
  await panel.getByRole('button', { name: /^Показать \d+ блюд/ }).click();
  await expect(panel).toHaveCount(0);

  const check = async () => {
    const shown = await cardNames(page);
    expect(shown.length).toBeLessThan(all.length);
    // Desktop shows the resto's every menu (the lunch menu too): a name is looked up in all of them.
    for (const name of shown) {
      const positions = catalog.filter((p) => p.name.ru === name);
      expect(positions.length, name).toBeGreaterThan(0);
      for (const position of positions) expect(position.allergens, name).not.toContain('gluten');
      for (const position of positions) expect(position.allergens, name).toBeDefined();
    }
    await expect(page.getByTestId('filtered-out').first()).toContainText(/Скрыто фильтрами: \d+ блюд/);
    expect(await hiddenTotal(page)).toBe(all.length - shown.length);
    await expect(page.getByRole('button', { name: 'Фильтры · 1' })).toBeVisible();
  };
  await check();
  await expectFinished(page);
  await shot(page, testInfo, 'nutrition-menu-filtered');

  await page.reload();
  await booted(page);
  await expect(page.getByTestId('position-card').first()).toBeVisible();
  await check();

  await page.getByTestId('filtered-out').first().getByRole('button', { name: 'Сбросить фильтры' }).click();
  await expect(page.getByTestId('filtered-out')).toHaveCount(0);
  expect(await cardNames(page)).toEqual(all);
  await expect(page.getByRole('button', { name: 'Фильтры', exact: true })).toBeVisible();
});

test('the search finds dishes by their ingredients', async ({ page }) => {
  await page.goto('/menus/1');
  await booted(page);
  await page.getByTestId('menu-search-open').click();
  const search = page.getByTestId('menu-search');
  await search.getByRole('searchbox').or(search.getByRole('textbox')).first().fill('чеддер');
  // No dish is named so: the cheeseburger is found by its ingredients.
  await expect(search.getByText('Чизбургер', { exact: true })).toBeVisible();
});
