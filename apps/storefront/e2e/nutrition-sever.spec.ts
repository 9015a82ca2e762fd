import { expect, test } from '@playwright/test';
import { acceptCookies, booted, expectAccessible, pickAddress, shot } from './support';

// Issue 28 in the second demo tenant (sever-mobile, sever-desktop): the vareniki's КБЖУ table and
// allergens, and the menu filters' panel, axe-clean, in the tenant's own theme.
test.beforeEach(async ({ page }) => {
  await page.goto('/');
  const dialog = page.getByTestId('location-dialog');
  await expect(dialog).toBeVisible({ timeout: 30_000 });
  await pickAddress(page, 'Каменноостровский');
  await dialog.getByRole('button', { name: 'Сохранить' }).click();
  await booted(page);
  await acceptCookies(page);
});

test('the position detail shows КБЖУ and allergens; the filter panel opens', async ({ page }, testInfo) => {
  await page.goto('/menus/11/positions/11005');
  await booted(page);
  const detail = page.getByTestId('position-detail');
  const table = detail.getByRole('table', { name: 'Пищевая ценность' });
  await expect(table.getByRole('columnheader')).toHaveText(['Нутриент', 'На порцию', 'На 100 г']);
  await expect(detail.getByText('Содержит:')).toBeVisible();
  await table.scrollIntoViewIfNeeded();
  await shot(page, testInfo, 'nutrition-position-detail');
  await detail.getByRole('button', { name: 'Закрыть' }).click();

  await page.getByTestId('menu-filters-open').click();
  const panel = page.getByTestId('menu-filters');
  await panel.getByRole('checkbox', { name: 'Молоко' }).check();
  await expectAccessible(page, '[data-testid="menu-filters"]');
  await shot(page, testInfo, 'nutrition-filter-panel');
});
