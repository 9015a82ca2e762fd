import { expect, test } from '@playwright/test';
import { booted, pickAddress } from './support';

test('the single-city, delivery-only, ru-only tenant skips the city step, the toggle and the language menu', async ({
  page,
}) => {
  await page.goto('/');
  const dialog = page.getByTestId('location-dialog');
  await expect(dialog).toBeVisible({ timeout: 30_000 });
  await expect(dialog.getByRole('button', { name: 'Сменить город' })).toHaveCount(0);
  await expect(dialog.getByRole('radiogroup')).toHaveCount(0);
  await expect(page.getByTestId('locale-switcher')).toHaveCount(0);
  await expect(dialog.getByRole('combobox', { name: 'Введите адрес' })).toBeVisible();
  await pickAddress(page, 'Каменноостровский');
  await dialog.getByRole('button', { name: 'Сохранить' }).click();
  await expect(dialog).toHaveCount(0);
  await booted(page);
  await expect(page.getByTestId('position-card').first()).toBeVisible();
  await expect(page.locator('meta[name="color-scheme"]')).toHaveAttribute('content', 'light');
});

test('promo codes and person count are off and phone is the only sign-in method', async ({ page }) => {
  await page.goto('/');
  const dialog = page.getByTestId('location-dialog');
  await expect(dialog).toBeVisible({ timeout: 30_000 });
  await pickAddress(page, 'Каменноостровский');
  await dialog.getByRole('button', { name: 'Сохранить' }).click();
  await expect(dialog).toHaveCount(0);
  await booted(page);

  await page.goto('/menus/11/positions/11005');
  await booted(page);
  const detail = page.getByTestId('position-detail');
  await expect(detail).toBeVisible();
  await detail.getByRole('button', { name: /Добавить за/ }).click();
  await expect(detail).toHaveCount(0);
  await page.waitForTimeout(400);

  await page.goto('/cart');
  await booted(page);
  await expect(page.getByText('Вареники с картофелем и грибами').first()).toBeVisible();
  await expect(page.getByLabel('Промокод')).toHaveCount(0);
  await expect(page.getByText('Количество персон')).toHaveCount(0);

  await page.goto('/auth');
  await booted(page);
  await expect(page.getByRole('textbox', { name: 'Номер телефона' })).toBeVisible();
  for (const provider of ['Войти через Google', 'Войти через Apple', 'Войти через VK ID']) {
    await expect(page.getByRole('button', { name: provider })).toHaveCount(0);
  }
});
