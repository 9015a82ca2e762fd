// Phone sign-in behind reCAPTCHA v3 (spec §4, §8; INTEGRATIONS §4): the e2e-only `captcha` tenant
// (tenants/sever with a site key, e2e/fakes/make-captcha-tenant.mjs) against an API that verifies
// every token with the loopback fakes' siteverify. Google's script URL is routed to the fakes.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { uniquePhone } from './checkout-support';
import { fakeLog, routeProviders } from './fakes/browser';
import { booted, chooseDelivery, expectAccessible } from './support';

/** The captcha API of playwright.config.ts (E2E_API_PORT + 2 unless E2E_API_PORT_CAPTCHA says otherwise). */
const CAPTCHA_API_URL = `http://127.0.0.1:${
  process.env.E2E_API_PORT_CAPTCHA ?? Number(process.env.E2E_API_PORT ?? 8797) + 2
}`;
const SCRIPT = 'https://www.google.com/recaptcha/api.js?render=e2e-recaptcha-site-key';

/** What the captcha API's dev outbox "sent" to a phone. */
async function outbox(request: APIRequestContext, e164: string): Promise<string[]> {
  const answer = await request.get(`${CAPTCHA_API_URL}/dev/sms-outbox?phone=${encodeURIComponent(e164)}`);
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { messages: Array<{ text: string }> }).messages.map((m) => m.text);
}

/** First visit (delivery to an address in St Petersburg), then the sign-in page: phone form, no Google script yet. */
async function openSignIn(page: Page): Promise<void> {
  await chooseDelivery(page, 'Каменноостровский');
  await page.goto('/auth');
  await booted(page);
  await expect(page.getByRole('heading', { name: 'Вход' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Номер телефона' })).toBeVisible();
  await expect(page.getByText('Сайт защищён reCAPTCHA')).toBeVisible();
  expect(await page.evaluate(() => [...document.scripts].some((s) => s.src.includes('recaptcha')))).toBe(false);
}

test.describe('phone sign-in with reCAPTCHA', () => {
  test('a bot score is refused with the captcha message and no SMS is sent', async ({ page, context }) => {
    const asked = await routeProviders(context, { recaptchaScore: 0.1 });
    await openSignIn(page);
    const phone = uniquePhone();
    await page.getByRole('textbox', { name: 'Номер телефона' }).fill(phone.digits);
    await page.getByRole('button', { name: 'Получить код' }).click();

    await expect(page.getByText('Проверка капчи не пройдена')).toBeVisible();
    await expect(page.getByLabel('Код из СМС')).toHaveCount(0);
    // The stand-in came from Google's official URL, and the API asked siteverify about its token.
    expect(asked).toContain(SCRIPT);
    await expect
      .poll(async () => (await fakeLog(page.request, 'recaptcha.siteverify')).map((e) => [e.action, e.score, e.known]))
      .toContainEqual(['sms_code', 0.1, true]);
    expect(await outbox(page.request, phone.e164)).toEqual([]);
    await expectAccessible(page);

    // Trying again with the same score changes nothing.
    await page.getByRole('button', { name: 'Получить код' }).click();
    await expect(page.getByText('Проверка капчи не пройдена')).toBeVisible();
    expect(await outbox(page.request, phone.e164)).toEqual([]);
    expect(await page.evaluate(() => localStorage.getItem('app_token_set'))).toBeNull();
  });

  test('a human score gets the code sent, and the code signs in', async ({ page, context }) => {
    const asked = await routeProviders(context);
    await openSignIn(page);
    const phone = uniquePhone();
    await page.getByRole('textbox', { name: 'Номер телефона' }).fill(phone.digits);
    await page.getByRole('button', { name: 'Получить код' }).click();

    const codeField = page.getByLabel('Код из СМС');
    await expect(codeField).toBeVisible();
    expect(asked).toContain(SCRIPT);
    let code = '';
    await expect(async () => {
      code = /\d{4,8}/.exec((await outbox(page.request, phone.e164)).at(-1) ?? '')?.[0] ?? '';
      expect(code).toMatch(/^\d{6}$/);
    }).toPass({ timeout: 10_000 });
    await codeField.fill(code);
    await page.getByRole('button', { name: /^Войти$/ }).click();

    await expect(page).not.toHaveURL(/\/auth/, { timeout: 20_000 });
    await expect
      .poll(() =>
        page.evaluate(() => (JSON.parse(localStorage.getItem('app_token_set') ?? '{}') as { source?: string }).source),
      )
      .toBe('PHONE');
    // Both calls carried a fresh token the API verified: the code request and the sign-in.
    const verified = (await fakeLog(page.request, 'recaptcha.siteverify')).map((e) => [e.action, e.score, e.known]);
    expect(verified).toContainEqual(['sms_code', 0.9, true]);
    expect(verified).toContainEqual(['sign_in', 0.9, true]);
  });
});
