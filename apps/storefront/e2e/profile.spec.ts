// Issue 26: the profile (names, e-mail with the domain's messages, the phone read-only) and the
// saved addresses (renamed, deleted) of a signed-in person.
import { expect, test, type Page } from '@playwright/test';
import { API_URL, DISH, chooseDeliveryTo, signInByPhone } from './checkout-support';
import { booted, expectAccessible, shot } from './support';

test.describe.configure({ timeout: 120_000 });

/** Places an order to the chosen address through the API, with the page's session: the API saves its delivery. */
async function orderToChosenAddress(page: Page): Promise<void> {
  const stored = await page.evaluate(() => {
    const read = (key: string) => JSON.parse(localStorage.getItem(key) ?? 'null') as Record<string, unknown> | null;
    return {
      person: read('app_person'),
      tokens: read('app_token_set'),
      restoId: read('app_resto_id'),
      draft: read('app_order_draft'),
    };
  });
  const answer = await page.request.post(`${API_URL}/api/v1/persons/${String(stored.person?.id)}/orders`, {
    headers: {
      authorization: `Bearer ${String(stored.tokens?.accessToken)}`,
      'x-white-label': 'demo',
      'idempotency-key': crypto.randomUUID(),
    },
    data: {
      restoId: stored.restoId,
      deliveryType: 'DELIVERY',
      payType: 'CASH_UPON_RECEIPT',
      positions: [
        { id: DISH.borscht.id, count: 1 },
        { id: DISH.stroganoff.id, count: 1 },
      ],
      deliveryPlace: stored.draft?.deliveryPlace,
      person: { name: 'Анна', email: 'anna@example.ru' },
    },
  });
  expect(answer.status(), await answer.text()).toBeLessThan(300);
}

test('the profile: names and e-mail checked and saved, the phone read-only; saved addresses renamed and deleted', async ({
  page,
}, testInfo) => {
  await chooseDeliveryTo(page);
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/auth\?returnTo=%2Fprofile/);
  const phone = await signInByPhone(page);
  await expect(page).toHaveURL(/\/profile$/);

  const form = page.getByTestId('profile-form');
  await expect(form.getByLabel('Телефон', { exact: true })).toHaveValue(
    `+7 (${phone.digits.slice(0, 3)}) ${phone.digits.slice(3, 6)}-${phone.digits.slice(6, 8)}-${phone.digits.slice(8)}`,
  );
  await expect(form.getByLabel('Телефон', { exact: true })).toHaveAttribute('readonly', '');
  await expect(form.getByRole('region', { name: 'Способы входа' })).toContainText('Телефон');

  // A bad e-mail is refused with the domain's message before anything is sent.
  await form.getByLabel('Имя', { exact: true }).fill('Мария');
  await form.getByLabel('Фамилия').fill('Иванова');
  await form.getByLabel('Email').fill('maria@');
  await form.getByRole('button', { name: 'Сохранить' }).click();
  await expect(form.getByLabel('Email')).toHaveAccessibleDescription('Укажите корректный email');
  await form.getByLabel('Email').fill('maria@example.ru');
  await form.getByRole('button', { name: 'Сохранить' }).click();
  await expect(form.getByRole('status')).toHaveText('Изменения сохранены');

  // An order to the chosen address saves it; after a reload the profile shows the saved names too.
  await orderToChosenAddress(page);
  await page.reload();
  await booted(page);
  await expect(form.getByLabel('Имя', { exact: true })).toHaveValue('Мария');
  await expect(form.getByLabel('Фамилия')).toHaveValue('Иванова');
  await expect(form.getByLabel('Email')).toHaveValue('maria@example.ru');

  // The saved address, renamed, then deleted after the confirmation.
  const addresses = page.getByTestId('saved-addresses');
  const row = addresses.getByRole('listitem').first();
  await expect(row).toContainText('Тверская');
  await expectAccessible(page);
  await shot(page, testInfo, 'profile');
  await row.getByRole('button', { name: 'Переименовать' }).click();
  await row.getByLabel('Название').fill('Дом');
  await row.getByRole('button', { name: 'Сохранить' }).click();
  await expect(row.getByRole('heading', { name: 'Дом' })).toBeVisible();

  await row.getByRole('button', { name: 'Удалить' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Удалить адрес?' });
  await confirm.getByRole('button', { name: 'Удалить' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(addresses).toContainText('Сохранённых адресов пока нет');
});
