// Issue 27 journeys: a closed resto offers the next open time in its day-off dialog; the order is
// placed for it, and the result screen and the API show the same time — in ru, en and cnr.
//
// The clocks. The API runs on the real clock and this spec leaves it so: every slot the server
// lists, checks when the order is placed and stores is worked out from the real time, by the real
// rules. Only the browser is set back (Playwright's page.clock, and the storefront's time sync,
// GET /1/now, answered from the same fake clock) to 06:00 Moscow time of today — the last 06:00
// before the real time. 'Тарелка на Пятницкой' (resto 2) opens at 08:00 on weekdays and 09:00 at
// weekends, so at 06:00 the storefront sees it closed every day, while every slot the server offers
// (the real time plus 45 minutes or later) lies after 06:00, in the browser's future too. When the
// real time happens to be inside the resto's closed hours, the server agrees (a preflight without a
// time answers resto.closed) and its next slot is the next opening; both ways the journey is real.
import { expect, test, type Page } from '@playwright/test';
import { API_URL, smsCode, uniquePhone } from './checkout-support';
import { acceptCookies, booted, expectAccessible, expectFinished, shot, switchLocale } from './support';

test.describe.configure({ timeout: 240_000 });

const RESTO = 2;
/** 'Борщ со сметаной' of menu 2 (resto 2): no modifiers, no time slot, no extended cooking. */
const BORSCHT = { id: 2039, menuId: 2 };
const MSK = 3 * 3_600_000;
const LEAD = 45 * 60_000;

const TEXT = {
  ru: {
    dayOff: 'Сейчас заказы не принимаются',
    schedule: 'Заказать ко времени',
    next: 'Ближайшее время: ',
    ok: 'Понятно',
    checkout: 'Оформить заказ',
    phone: 'Номер телефона',
    getCode: 'Получить код',
    code: 'Код из СМС',
    signIn: 'Войти',
    name: 'Имя',
    email: 'Email для чека',
    cash: 'Наличными при получении',
    when: 'Когда',
    asap: 'Как можно скорее',
    scheduled: 'Ко времени',
    result: 'Ко времени: ',
    accepted: 'Ваш заказ принят',
  },
  en: {
    dayOff: 'Orders are not accepted now',
    schedule: 'Order for later',
    next: 'Earliest time: ',
    ok: 'Got it',
    checkout: 'Checkout',
    phone: 'Phone number',
    getCode: 'Get the code',
    code: 'Code from the SMS',
    signIn: 'Sign in',
    name: 'Name',
    email: 'Email for the receipt',
    cash: 'Cash on receipt',
    when: 'When',
    asap: 'As soon as possible',
    scheduled: 'At a time',
    result: 'Scheduled for: ',
    accepted: 'Your order has been accepted',
  },
  cnr: {
    dayOff: 'Porudžbine se trenutno ne primaju',
    schedule: 'Naruči za kasnije',
    next: 'Najranije vrijeme: ',
    ok: 'Razumijem',
    checkout: 'Naruči',
    phone: 'Broj telefona',
    getCode: 'Dobij kod',
    code: 'Kod iz SMS-a',
    signIn: 'Prijavi se',
    name: 'Ime',
    email: 'Email za račun',
    cash: 'Gotovinom pri preuzimanju',
    when: 'Kada',
    asap: 'Što prije',
    scheduled: 'U određeno vrijeme',
    result: 'Zakazano za: ',
    accepted: 'Vaša narudžba je primljena',
  },
} as const;

type Locale = keyof typeof TEXT;

/** The server's next slot for the cart of one borscht at resto 2, take-away. */
async function serverNextSlot(page: Page): Promise<{ at: string; time: string }> {
  const answer = await page.request.get(
    `${API_URL}/1/p/restos/${RESTO}/order-slots?deliveryType=TAKE_AWAY&positionIds=${BORSCHT.id}`,
    { headers: { 'x-white-label': 'demo' } },
  );
  expect(answer.ok()).toBe(true);
  const body = (await answer.json()) as { nextSlot: { at: string; time: string } | null };
  expect(body.nextSlot, 'the demo resto has a bookable time within its horizon').not.toBeNull();
  return body.nextSlot!;
}

/**
 * Starts far enough from the next slot's deadline (the real time plus 45 minutes) that the slot the
 * dialog offers is still bookable when the order is placed a couple of minutes later.
 */
async function awayFromSlotDeadline(page: Page): Promise<void> {
  const margin = Date.parse((await serverNextSlot(page)).at) - LEAD - Date.now();
  if (margin < 90_000) await page.waitForTimeout(margin + 3_000);
}

/** The browser's clock and the storefront's time sync at 06:00 Moscow time of today (see above). */
async function closedMorning(page: Page): Promise<number> {
  const real = Date.now();
  const day = Math.floor((real + MSK) / 86_400_000) * 86_400_000 - MSK;
  let fake = day + 6 * 3_600_000;
  if (fake >= real) fake -= 86_400_000;
  await page.clock.install({ time: fake });
  const startedAt = Date.now();
  await page.route(`${API_URL}/1/now`, async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { utc_time: new Date(fake + Date.now() - startedAt).toISOString() } });
  });
  return fake;
}

/** First visit: take-away at 'Тарелка на Пятницкой' (the location dialog speaks Russian first). */
async function takeAwayAtPyatnitskaya(page: Page): Promise<void> {
  await page.goto('/');
  const dialog = page.getByTestId('location-dialog');
  await expect(dialog).toBeVisible({ timeout: 30_000 });
  await dialog.getByRole('radio', { name: 'Самовывоз' }).click();
  await dialog.getByRole('radio', { name: /Пятницк/ }).check();
  await dialog.getByRole('button', { name: 'Сохранить' }).click();
  await expect(dialog).toHaveCount(0);
  await booted(page);
  await acceptCookies(page);
}

for (const locale of ['ru', 'en', 'cnr'] as const satisfies readonly Locale[]) {
  test(`${locale}: the day-off dialog offers the next open time, the order is placed for it, the result and the API agree`, async ({
    page,
  }, testInfo) => {
    const text = TEXT[locale];
    await awayFromSlotDeadline(page);
    await closedMorning(page);
    await takeAwayAtPyatnitskaya(page);

    const dayOff = page.getByTestId('day-off');
    await expect(dayOff).toBeVisible();
    if (locale !== 'ru') {
      // The first visit speaks Russian: switch, and come back — a new visit shows the dialog again.
      await dayOff.getByRole('button', { name: TEXT.ru.ok }).click();
      await switchLocale(page, locale);
      await page.reload();
      await booted(page);
    }
    const slot = await serverNextSlot(page);
    await expect(dayOff.getByRole('heading', { name: text.dayOff })).toBeVisible();
    const nextLine = dayOff.getByTestId('day-off-next-slot');
    await expect(nextLine).toContainText(new RegExp(`^${text.next}.+, ${slot.time}$`));
    const shown = ((await nextLine.textContent()) ?? '').slice(text.next.length);
    await expectAccessible(page, '[data-testid="day-off"]');
    await shot(page, testInfo, `scheduled-day-off-${locale}`);
    await dayOff.getByRole('button', { name: text.schedule }).click();
    await expect(dayOff).toHaveCount(0);

    // The chosen time stays in the order draft through page loads; the dialog does not come back.
    await page.goto(`/menus/${BORSCHT.menuId}/positions/${BORSCHT.id}`);
    await booted(page);
    const detail = page.getByTestId('position-detail');
    await detail.getByRole('button', { name: /Добавить за|Add for|Dodaj za/ }).click();
    await expect(detail).toHaveCount(0);
    await page.waitForTimeout(400);
    await page.goto('/cart');
    await booted(page);
    await expect(page.getByTestId('day-off')).toHaveCount(0);
    await expect(page.getByTestId('summary-when')).toHaveText(shown);

    await page.getByRole('button', { name: text.checkout }).click();
    await expect(page.getByLabel(text.phone)).toBeVisible();
    const phone = uniquePhone();
    await page.getByLabel(text.phone).fill(phone.digits);
    await page.getByRole('button', { name: text.getCode }).click();
    await page.getByLabel(text.code).fill(await smsCode(page.request, phone.e164));
    await page.getByRole('button', { name: new RegExp(`^${text.signIn}$`) }).click();
    await expect(page).toHaveURL(/\/checkout$/);

    // The chooser: as soon as possible is closed now; 'at a time' holds the offered day and time.
    const chooser = page.getByTestId('order-time');
    await expect(chooser.getByRole('group', { name: text.when })).toBeVisible();
    await expect(chooser.getByRole('radio', { name: new RegExp(text.asap) })).toBeDisabled();
    await expect(chooser.getByRole('radio', { name: text.scheduled })).toBeChecked();
    await expect(chooser.getByRole('combobox').nth(1)).toHaveValue(slot.at);
    await expect(page.getByTestId('summary-when')).toHaveText(shown);
    await page.getByLabel(text.name, { exact: true }).fill('Анна');
    await page.getByLabel(text.email).fill('anna@example.ru');
    await page.getByRole('radio', { name: text.cash }).check();
    await chooser.getByRole('combobox').nth(1).focus();
    await expectAccessible(page);
    await expectFinished(page);
    await shot(page, testInfo, `scheduled-checkout-${locale}`);

    await page.getByTestId('place-order').click();
    await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}$/);
    const result = page.getByTestId('order-result');
    await expect(result.getByRole('heading', { name: text.accepted })).toBeVisible();
    await expect(result.getByTestId('order-scheduled')).toHaveText(`${text.result}${shown}`);
    await expectAccessible(page);
    await shot(page, testInfo, `scheduled-result-${locale}`);

    // The API keeps the same instant (in UTC, like createdAt).
    const orderId = page.url().split('/').at(-1)!;
    const { personId, accessToken } = await page.evaluate(() => ({
      personId: (JSON.parse(localStorage.getItem('app_person') ?? 'null') as { id: string }).id,
      accessToken: (JSON.parse(localStorage.getItem('app_token_set') ?? 'null') as { accessToken: string }).accessToken,
    }));
    const answer = await page.request.get(`${API_URL}/api/v1/persons/${personId}/orders/${orderId}`, {
      headers: { authorization: `Bearer ${accessToken}`, 'x-white-label': 'demo' },
    });
    expect(answer.ok()).toBe(true);
    const order = (await answer.json()) as { scheduledFor: string | null; restoId: number; deliveryType: string };
    expect(order).toMatchObject({ restoId: RESTO, deliveryType: 'TAKE_AWAY' });
    expect(Date.parse(order.scheduledFor ?? '')).toBe(Date.parse(slot.at));

    // The history shows the same time (issue 27).
    await page.goto('/orders');
    await expect(page.getByTestId('order-history').getByRole('listitem').first()).toContainText(
      `${text.result}${shown}`,
    );
  });
}
