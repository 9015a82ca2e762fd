// Issue 26: the signed-in person in the app bar and drawer, their account menu, and sign-out in every tab.
import { expect, test, type Page } from '@playwright/test';
import {
  addDish,
  API_URL,
  checkoutFromCart,
  chooseDeliveryTo,
  DISH,
  fillContacts,
  ordersOf,
  shownTotal,
} from './checkout-support';
import { booted, expectAccessible, shot } from './support';

test.describe.configure({ timeout: 240_000 });

const mobile = (page: Page) => (page.viewportSize()?.width ?? 1440) < 600;

/**
 * The dish withdrawn from the menu before the reorder: one per project (the two may run at once) that
 * no other spec orders, so withdrawing it for a moment disturbs nothing else.
 */
const withdrawnDish = (page: Page) =>
  mobile(page) ? { id: 1062, name: 'Котлета по-киевски' } : { id: 1057, name: 'Поке с лососем' };

const withdraw = (page: Page, id: number, withdrawn: boolean) =>
  page.request.post(`${API_URL}/dev/positions/${id}/withdrawn`, {
    data: { withdrawn },
    headers: { 'x-white-label': 'demo' },
  });

/** Where the person shows: the app bar's account menu (desktop) or the drawer (mobile, opened here). */
async function account(page: Page) {
  if (mobile(page)) {
    await page.getByTestId('app-bar').getByRole('button', { name: 'Открыть меню' }).click();
    return page.getByTestId('drawer');
  }
  return page.getByTestId('app-bar');
}

async function closeDrawer(page: Page) {
  if (mobile(page)) await page.getByTestId('drawer').getByRole('button', { name: 'Закрыть меню' }).click();
}

test('signed in, the app bar shows the person with a menu; sign-out shows «Войти» again in every tab', async ({
  page,
}, testInfo) => {
  await chooseDeliveryTo(page);
  await addDish(page, DISH.borscht);
  const gone = withdrawnDish(page);
  await addDish(page, gone); // over the zone's 1 000 ₽ minimum
  await page.goto('/cart');
  await checkoutFromCart(page);
  await fillContacts(page);
  await page.getByLabel('Квартира / офис').fill('15');
  await page.getByRole('radio', { name: 'Наличными при получении' }).check();
  await shownTotal(page);
  await page.getByTestId('place-order').click();
  await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}$/);

  // The person, not «Войти».
  const person = /Анна|\+7 \(\d{3}\) \d{3}-\d{2}-\d{2}/;
  let bar = await account(page);
  const menu = bar.getByTestId('account-menu');
  await expect(menu).toContainText(person);
  await expect(bar.getByRole('link', { name: 'Войти' })).toHaveCount(0);
  if (mobile(page)) {
    await expect(menu.getByRole('link', { name: 'Мои заказы' })).toHaveAttribute('href', '/orders');
    await expect(menu.getByRole('link', { name: 'Профиль' })).toHaveAttribute('href', '/profile');
    await expectAccessible(page, '[data-testid="drawer"]');
    await shot(page, testInfo, 'account-menu');
  } else {
    // The menu button pattern, by keyboard.
    const button = menu.getByRole('button', { name: person });
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(menu.getByRole('menuitem', { name: 'Мои заказы' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem', { name: 'Профиль' })).toBeFocused();
    await expectAccessible(page, '[data-testid="app-bar"]');
    await shot(page, testInfo, 'account-menu');
    await page.keyboard.press('Escape');
    await expect(menu.getByRole('menu')).toHaveCount(0);
    await expect(button).toBeFocused();
  }
  await closeDrawer(page);

  // The history lists the order, newest first, with its status, place and positions.
  const [order] = await ordersOf(page);
  await page.goto('/orders');
  await booted(page);
  const history = page.getByTestId('order-history');
  const card = history.getByRole('listitem').first();
  await expect(card.getByRole('link', { name: `Заказ № ${order!.number}` })).toHaveAttribute(
    'href',
    `/orders/${order!.id}`,
  );
  await expect(card).toContainText('Новый');
  await expect(card).toContainText('Доставка: ');
  await expect(card).toContainText(DISH.borscht.name);
  await expectAccessible(page);
  await shot(page, testInfo, 'orders');

  // Its page follows the kitchen live: each status the dev control sets shows without a reload.
  await card.getByRole('link', { name: `Заказ № ${order!.number}` }).click();
  await expect(page).toHaveURL(new RegExp(`/orders/${order!.id}$`));
  const timeline = page.getByTestId('order-timeline');
  await expect(timeline.locator('[aria-current="step"]')).toHaveText(/^Новый/);
  await expectAccessible(page);
  for (const [status, label] of [
    ['ACCEPTED', 'Принят'],
    ['COOKING', 'Готовится'],
    ['ON_THE_WAY', 'В пути'],
    ['DONE', 'Выполнен'],
  ] as const) {
    const answer = await page.request.post(`${API_URL}/dev/orders/${order!.id}/status`, {
      data: { status },
      headers: { 'x-white-label': 'demo' },
    });
    expect(answer.ok(), await answer.text()).toBe(true);
    await expect(timeline.locator('[aria-current="step"]')).toHaveText(new RegExp(`^${label}`), { timeout: 20_000 });
  }
  await expect(timeline.getByRole('listitem')).toHaveCount(5);
  await shot(page, testInfo, 'order-done');

  // Reorder with one of its dishes withdrawn from the menu since: the dish is named before the cart changes.
  try {
    expect((await withdraw(page, gone.id, true)).ok()).toBe(true);
    await page.getByRole('button', { name: 'Повторить заказ' }).click();
    const reorder = page.getByTestId('reorder-dialog');
    await expect(reorder.getByRole('listitem')).toHaveText([`«${gone.name}» больше не продаётся`]);
    await expectAccessible(page, '[data-testid="reorder-dialog"]');
    await shot(page, testInfo, 'reorder-dialog');
    await reorder.getByRole('button', { name: 'В корзину' }).click();
  } finally {
    expect((await withdraw(page, gone.id, false)).ok()).toBe(true);
  }
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByText(DISH.borscht.name).first()).toBeVisible();
  await expect(page.getByText(gone.name)).toHaveCount(0);

  // A second tab is signed in too, and signed out with the first.
  const second = await page.context().newPage();
  await second.goto('/restos');
  await booted(second);
  const secondBar = await account(second);
  await expect(secondBar.getByTestId('account-menu')).toContainText(person);
  await closeDrawer(second);

  bar = await account(page);
  if (mobile(page)) await bar.getByRole('button', { name: 'Выйти' }).click();
  else {
    await bar.getByTestId('account-menu').getByRole('button', { name: person }).click();
    await bar.getByRole('menuitem', { name: 'Выйти' }).click();
  }
  await expect(bar.getByRole('link', { name: 'Войти' })).toBeVisible();
  await expect(bar.getByTestId('account-menu')).toHaveCount(0);
  // Both tokens and the person are gone from storage (spec §3 keys).
  const stored = await page.evaluate(() => [localStorage.getItem('app_token_set'), localStorage.getItem('app_person')]);
  for (const value of stored) expect(value === null || value === 'null', `stored: ${value}`).toBe(true);

  // The account's pages send to sign-in now.
  await page.goto('/orders');
  await expect(page).toHaveURL(/\/auth\?returnTo=%2Forders$/);

  // The other tab, without a reload.
  const secondAfter = await account(second);
  await expect(secondAfter.getByRole('link', { name: 'Войти' })).toBeVisible();
  await expect(secondAfter.getByTestId('account-menu')).toHaveCount(0);
});
