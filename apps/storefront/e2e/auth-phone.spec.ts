// Issue 11: phone sign-in against the real API (codes from its dev SMS outbox).
import { expect, test } from '@playwright/test';
import { addDish, chooseDeliveryTo, DISH, smsCode, uniquePhone } from './checkout-support';
import { expectAccessible, expectFinished, shot } from './support';

test.describe.configure({ timeout: 180_000 });

test.describe('phone sign-in', () => {
  test('validates, counts down to a new code, refuses a wrong code, then returns where the customer was', async ({
    page,
  }, testInfo) => {
    await chooseDeliveryTo(page);
    await addDish(page, DISH.borscht);
    await page.goto('/cart');
    // Sign in on the way back to the cart.
    await page.goto(`/auth?returnTo=${encodeURIComponent('/cart')}`);
    await expect(page.getByRole('heading', { name: 'Вход' })).toBeVisible();
    // Providers the demo tenant enables with a client id get a button; none of their scripts load before a click.
    for (const name of ['Войти через Google', 'Войти через Apple', 'Войти через VK ID']) {
      await expect(page.getByRole('button', { name })).toBeVisible();
    }
    const scripts = await page.evaluate(() =>
      [...document.scripts].map((s) => s.src).filter((src) => /google|apple|vk/.test(src)),
    );
    expect(scripts).toEqual([]);
    await expectAccessible(page);
    await expectFinished(page);
    await shot(page, testInfo, 'auth');

    const phoneField = page.getByLabel('Номер телефона');
    await page.getByRole('button', { name: 'Получить код' }).click();
    await expect(page.getByText('Введите номер телефона')).toBeVisible();
    await phoneField.fill('91612');
    await page.getByRole('button', { name: 'Получить код' }).click();
    await expect(page.getByText('Укажите корректный номер')).toBeVisible();

    const phone = uniquePhone();
    await phoneField.fill(phone.digits);
    await expect(phoneField).toHaveValue(/^\+7 \(916\) \d{3}-\d{2}-\d{2}$/);
    await page.getByRole('button', { name: 'Получить код' }).click();
    const code = page.getByLabel('Код из СМС');
    await expect(code).toBeVisible();
    await expect(page.getByTestId('resend-countdown')).toContainText(/Запросить код повторно можно через 1:[23]\d/);

    await page.getByRole('button', { name: /^Войти$/ }).click();
    await expect(page.getByText('Введите код из СМС')).toBeVisible();
    await code.fill('12');
    await page.getByRole('button', { name: /^Войти$/ }).click();
    await expect(page.getByText('Слишком короткий SMS-код')).toBeVisible();

    const right = await smsCode(page.request, phone.e164);
    const wrong = right.endsWith('0') ? `${right.slice(0, -1)}1` : `${right.slice(0, -1)}0`;
    await code.fill(wrong);
    await page.getByRole('button', { name: /^Войти$/ }).click();
    await expect(page.getByText(/Неверный код/)).toBeVisible();
    await expectAccessible(page);
    await shot(page, testInfo, 'auth-code');

    await code.fill(right);
    await page.getByRole('button', { name: /^Войти$/ }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByTestId('cart').getByText(DISH.borscht.name)).toBeVisible();
  });

  test('sent from checkout, it says why', async ({ page }) => {
    await page.goto('/auth?from=checkout&returnTo=%2Fcheckout');
    await expect(page.getByText('Чтобы оформить заказ, авторизуйтесь')).toBeVisible({ timeout: 30_000 });
  });
});
