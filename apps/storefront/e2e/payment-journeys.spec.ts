// Issue 12 journeys: CARD_ONLINE through the built-in test gateway, against the real API on PGlite.
import { expect, test, type Page } from '@playwright/test';
import {
  addDish,
  API_URL,
  checkoutFromCart,
  chooseTakeAway,
  DISH,
  fillContacts,
  ordersOf,
  shownTotal,
} from './checkout-support';
import { expectAccessible, shot } from './support';

/**
 * From an empty session to the test gateway's card page, through the storefront's checkout; answers
 * the amount due there (minor units).
 */
async function orderAndHandOff(page: Page): Promise<number> {
  await chooseTakeAway(page);
  await addDish(page, DISH.caesar);
  await page.goto('/cart');
  await checkoutFromCart(page);
  await fillContacts(page);
  await expect(page.getByRole('radio', { name: 'Картой онлайн' })).toBeChecked();
  // Once the server's sums are in: as its discount line arrives the button moves down, and a click
  // pressed on it then released elsewhere submits nothing (a CI flake of 27 Nov).
  await shownTotal(page);
  const handOff = page.waitForURL((url) => url.toString().startsWith(`${API_URL}/1/payments/test/`), {
    timeout: 15_000,
  });
  await page.getByTestId('place-order').click();
  await handOff;
  await expect(page.getByRole('heading', { name: 'Оплата заказа' })).toBeVisible();
  const due = (await page.getByText(/^К оплате:/).textContent()) ?? '';
  const [, whole = '', cents = ''] = /([\d\s\u00a0]+),(\d{2})/.exec(due) ?? [];
  return Number(whole.replace(/\D/g, '')) * 100 + Number(cents);
}

/** Pays on the test gateway's card page with a test card. */
async function payWithCard(page: Page, card: string): Promise<void> {
  await page.getByLabel('Номер карты').fill(card);
  await page.getByLabel('Срок действия (ММ/ГГ)').fill('12/30');
  await page.getByLabel('CVC').fill('123');
  const back = page.waitForURL(/\/orders\/return/, { timeout: 15_000 });
  await page.getByRole('button', { name: /^Оплатить/ }).click();
  await back;
}

test.describe('online card payment', () => {
  test('pays successfully and shows the order paid', async ({ page }, testInfo) => {
    // The longest journey of the file (an order, a refused card, a payment, the order page twice): on
    // a loaded CI machine it once took just over the 60 s default at 1440×900, the last page still loading.
    test.setTimeout(120_000);
    const due = await orderAndHandOff(page);
    await expectAccessible(page);
    await shot(page, testInfo, 'payment-card-page');

    // A mistyped card is refused on the page, with the fields marked.
    await page.getByLabel('Номер карты').fill('4242 4242 4242 4241');
    await page.getByRole('button', { name: /^Оплатить/ }).click();
    await expect(page.getByRole('alert')).toContainText('Проверьте номер карты');
    await expect(page.getByLabel('Номер карты')).toHaveAttribute('aria-invalid', 'true');
    await expectAccessible(page);

    await payWithCard(page, '4242 4242 4242 4242');
    await expect(page.getByRole('heading', { name: 'Ваш заказ принят' })).toBeVisible();
    const status = page.getByTestId('payment-status');
    await expect(status).toHaveAttribute('data-status', 'PAID');
    await expect(status.getByText('Заказ оплачен')).toBeVisible();
    await expectAccessible(page);
    await shot(page, testInfo, 'payment-paid');

    const [order] = await ordersOf(page);
    // The gateway charged the server's total (take-away discount included), not a client number.
    expect(order).toMatchObject({ payType: 'CARD_ONLINE', status: 'PAID', total: due });

    // Closing the tab and coming back to the order shows the same outcome.
    await page.goto(`/orders/${order!.id}`);
    await expect(page.getByTestId('payment-status')).toHaveAttribute('data-status', 'PAID');
  });

  test('a declined card leaves the order payable; retry payment pays it', async ({ page }, testInfo) => {
    await orderAndHandOff(page);
    await payWithCard(page, '4000 0000 0000 0002');
    const status = page.getByTestId('payment-status');
    await expect(status).toHaveAttribute('data-status', 'FAILED');
    await expect(status.getByRole('alert')).toContainText('Оплата не прошла');
    await expect(status.getByRole('alert')).toContainText('Банк отклонил платёж');
    await expectAccessible(page);
    await shot(page, testInfo, 'payment-declined');
    const [declined] = await ordersOf(page);
    expect(declined).toMatchObject({ payType: 'CARD_ONLINE', status: 'AWAITING_PAYMENT' });

    const toGateway = page.waitForURL((url) => url.toString().startsWith(`${API_URL}/1/payments/test/`), {
      timeout: 15_000,
    });
    await status.getByRole('button', { name: 'Оплатить снова' }).click();
    await toGateway;
    await payWithCard(page, '4242 4242 4242 4242');
    await expect(page.getByTestId('payment-status')).toHaveAttribute('data-status', 'PAID');
    const [paid] = await ordersOf(page);
    expect(paid).toMatchObject({ id: declined!.id, status: 'PAID' });
  });

  test('the 3-D Secure card asks for a code, in English too', async ({ page }) => {
    await orderAndHandOff(page);
    await page.getByRole('link', { name: 'English' }).click();
    await expect(page.getByRole('heading', { name: 'Order payment' })).toBeVisible();
    await page.getByLabel('Card number').fill('4000 0000 0000 3220');
    await page.getByLabel('Expiry date (MM/YY)').fill('12/30');
    await page.getByLabel('CVC').fill('123');
    await page.getByRole('button', { name: /^Pay/ }).click();
    await expect(page.getByRole('heading', { name: 'Confirm the payment' })).toBeVisible();
    await expectAccessible(page);
    await page.getByLabel('Confirmation code').fill('1234');
    const back = page.waitForURL(/\/orders\/return/, { timeout: 15_000 });
    await page.getByRole('button', { name: 'Confirm' }).click();
    await back;
    await expect(page.getByTestId('payment-status')).toHaveAttribute('data-status', 'PAID');
  });
});
