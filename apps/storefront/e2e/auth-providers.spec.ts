// Issue 11: sign-in with Google, Apple and VK ID against the real API, the providers being the
// loopback fakes of e2e/fakes (their official script and popup URLs are routed there). Issue 26:
// VK ID's OneTap widget (its frame from the fake) with VK's button as the fallback.
import { expect, test, type Page } from '@playwright/test';
import { addDish, chooseDeliveryTo, chooseTakeAway, DISH } from './checkout-support';
import { fakeLog, routeProviders } from './fakes/browser';
import { booted, expectAccessible } from './support';

test.describe.configure({ timeout: 120_000 });

type Token = { source?: string; vkAccessToken?: string | null; accessToken: string; refreshToken: string } | null;
const tokenSet = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('app_token_set') ?? 'null') as Token);

/** A dish in the cart (take-away: no minimum), then checkout: the sign-in page says why and will come back. */
async function toSignInFromCheckout(page: Page): Promise<void> {
  await chooseTakeAway(page);
  await addDish(page, DISH.caesar);
  await page.goto('/cart');
  await page.getByRole('button', { name: 'Оформить заказ' }).click();
  await expect(page).toHaveURL(/\/auth\?from=checkout/);
  await expect(page.getByText('Чтобы оформить заказ, авторизуйтесь')).toBeVisible();
}

/** Presses a provider button and waits for the window it opens. */
async function openProvider(page: Page, name: string): Promise<Page> {
  const popup = page.waitForEvent('popup');
  await page.getByRole('button', { name }).click();
  const opened = await popup;
  await opened.waitForLoadState();
  return opened;
}

test.describe('sign-in with the identity providers', () => {
  test('Google: the account chosen in the popup signs in and returns to checkout', async ({ page, context }) => {
    const asked = await routeProviders(context);
    await toSignInFromCheckout(page);
    const popup = await openProvider(page, 'Войти через Google');
    expect(asked.some((url) => url === 'https://accounts.google.com/gsi/client')).toBe(true);
    await popup.getByRole('button', { name: 'Продолжить как Анна' }).click();
    await expect(page).toHaveURL(/\/checkout$/, { timeout: 20_000 });
    await expect(page.getByTestId('checkout-form')).toBeVisible();
    expect((await tokenSet(page))?.source).toBe('GOOGLE');
    expect((await fakeLog(page.request, 'google.id-token')).at(-1)?.aud).toBe(
      '000000000000-tarelkademo.apps.googleusercontent.com',
    );
  });

  test('Apple: the popup signs in and returns to the cart', async ({ page, context }) => {
    await routeProviders(context);
    await chooseDeliveryTo(page);
    await addDish(page, DISH.borscht);
    await page.goto(`/auth?returnTo=${encodeURIComponent('/cart')}`);
    const popup = await openProvider(page, 'Войти через Apple');
    expect(new URL(popup.url()).searchParams.get('client_id')).toBe('ru.tarelka.demo.web');
    await popup.getByRole('button', { name: 'Продолжить' }).click();
    await expect(page).toHaveURL(/\/cart$/, { timeout: 20_000 });
    await expect(page.getByTestId('cart').getByText(DISH.borscht.name)).toBeVisible();
    expect((await tokenSet(page))?.source).toBe('APPLE');
  });

  test('VK ID: the OneTap widget signs in (PKCE) and returns to checkout; a session VK ends logs out of VK', async ({
    page,
    context,
  }) => {
    await routeProviders(context);
    // The fakes' log is shared by every worker: only entries after this point can be this test's.
    const before = (await fakeLog(page.request, 'vk.one-tap')).length;
    await toSignInFromCheckout(page);
    // VK ID loads on the customer's first interaction with the sign-in page (a facade), here a
    // pointer moving; its widget's frame (VK ID's OneTap, served by the fake) then takes the place
    // of VK's button.
    await page.mouse.move(30, 30);
    const widget = page.frameLocator('iframe[title="Войти через VK ID"]');
    const popup = page.waitForEvent('popup');
    await widget.getByRole('button', { name: 'Продолжить как Вера' }).click();
    const tab = await popup;
    await tab.waitForLoadState();
    await expect(page.getByRole('button', { name: 'Войти через VK ID' })).toHaveCount(0);
    // The frame was asked for the tenant's app, with VK's session present (another worker's frame
    // may be logged after it, so this test's is looked for among the entries since it started).
    expect((await fakeLog(page.request, 'vk.one-tap')).slice(before)).toContainEqual(
      expect.objectContaining({ appId: '51000000', signedIn: true }),
    );
    const authorize = new URL(tab.url());
    // @vkid/sdk 2.6 opens id.vk.ru (INTEGRATIONS names id.vk.com; both are VK ID).
    expect(authorize.host).toMatch(/^id\.vk\.(com|ru)$/);
    expect(authorize.searchParams.get('client_id')).toBe('51000000');
    expect(authorize.searchParams.get('code_challenge_method')).toBe('s256');
    expect(authorize.searchParams.get('state')).toMatch(/^[\w-]{64}$/);
    await tab.getByRole('button', { name: 'Разрешить' }).click();
    await expect(page).toHaveURL(/\/checkout$/, { timeout: 20_000 });
    await expect(page.getByTestId('checkout-form')).toBeVisible();
    const session = await tokenSet(page);
    expect(session?.source).toBe('VK');
    expect(session?.vkAccessToken).toMatch(/^vk1\.a\./);
    // The server exchanged the code with the verifier behind the challenge (the fake checks S256).
    expect((await fakeLog(page.request, 'vk.auth')).length).toBeGreaterThan(0);
    // Spec §9: the state is kept 15 minutes, VK ID's external id 365 days.
    const cookies = await context.cookies();
    const lifetime = (name: string) => (cookies.find((c) => c.name === name)?.expires ?? 0) - Date.now() / 1000;
    expect(cookies.find((c) => c.name === 'vkid_sdk:state')?.value).toBe(authorize.searchParams.get('state'));
    expect(lifetime('vkid_sdk:state')).toBeGreaterThan(14 * 60);
    expect(lifetime('vkid_sdk:state')).toBeLessThanOrEqual(15 * 60);
    expect(lifetime('vkidExtId')).toBeGreaterThan(364 * 86400);
    expect(lifetime('vkidExtId')).toBeLessThanOrEqual(365 * 86400);

    // The session ends (refresh refused): our sign-out happens and VK ID's logout gets the VK token.
    // The app is left first (for a plain file of the same origin), so that only the next page finds
    // the expired session: changed under a running app, the session could end in that page just as
    // it is left, and a request the browser cancels with its page never reaches the VK ID fake.
    await page.goto('/favicon.svg');
    await page.evaluate(() => {
      const current = JSON.parse(localStorage.getItem('app_token_set') ?? '{}') as Record<string, unknown>;
      const part = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
      const now = Math.floor(Date.now() / 1000);
      const expired = (typ: string) => `${part({ alg: 'HS256' })}.${part({ typ, exp: now - 60 })}.c2ln`;
      const value = JSON.stringify({ ...current, accessToken: expired('access'), refreshToken: expired('refresh') });
      localStorage.setItem('app_token_set', value);
    });
    await page.goto('/checkout');
    await expect(page).toHaveURL(/\/auth/);
    await expect.poll(() => tokenSet(page)).toBeNull();
    await expect
      .poll(async () => (await fakeLog(page.request, 'vk.logout')).map((e) => [e.accessToken, e.known]))
      .toContainEqual([session?.vkAccessToken, true]);
  });

  test('VK ID: a visitor who lands on the sign-in page gets VK’s button at once, the OneTap widget once they move', async ({
    page,
    context,
  }) => {
    await routeProviders(context);
    await chooseDeliveryTo(page);
    await page.goto('/auth');
    await booted(page);
    // The widget's slot, waiting, with VK's button in it.
    const slot = page.locator('[data-state="loading"]');
    const button = slot.getByRole('button', { name: 'Войти через VK ID' });
    await expect(button).toBeVisible();
    // Nothing of VK ID loads before the first interaction (a facade: its SDK is the page's longest task).
    await page.waitForLoadState('networkidle');
    await expect(page.locator('iframe[title="Войти через VK ID"]')).toHaveCount(0);
    await page.mouse.move(20, 20);
    const widget = page.frameLocator('iframe[title="Войти через VK ID"]');
    await expect(widget.getByRole('button', { name: 'Продолжить как Вера' })).toBeVisible();
    await expect(button).toHaveCount(0);
    await expectAccessible(page);
  });

  test('VK ID: when the OneTap widget does not load within 5 s, VK’s button signs in', async ({ page, context }) => {
    await routeProviders(context, { vkOneTap: 'unreachable' });
    await chooseDeliveryTo(page);
    await page.goto('/auth');
    await booted(page);
    // The first interaction starts VK ID's SDK, whose frame never loads: our button stays, and the
    // widget's slot says not_loaded once the 5 s are over.
    await expect(
      page.locator('[data-state="loading"]').getByRole('button', { name: 'Войти через VK ID' }),
    ).toBeVisible();
    await page.mouse.move(20, 20);
    await expect(page.locator('[data-state="not_loaded"]').first()).toBeAttached({ timeout: 10_000 });
    await expect(page.locator('iframe[title="Войти через VK ID"]')).toBeHidden();
    const tab = await openProvider(page, 'Войти через VK ID');
    await tab.getByRole('button', { name: 'Разрешить' }).click();
    await expect.poll(async () => (await tokenSet(page))?.source, { timeout: 20_000 }).toBe('VK');
  });

  test('VK ID: an answer with another state shows the 104 message and signs nobody in', async ({ page, context }) => {
    await routeProviders(context, { vkAnswerState: 'x'.repeat(64), vkOneTap: 'signed-out' });
    await chooseDeliveryTo(page);
    await page.goto('/auth');
    const tab = await openProvider(page, 'Войти через VK ID');
    await tab.getByRole('button', { name: 'Разрешить' }).click();
    // VK ID's messages speak the page's language (issue 29): Russian here.
    await expect(page.getByRole('alert')).toHaveText('Полученное состояние не совпадает с ожидаемым');
    expect(await tokenSet(page)).toBeNull();
    await expect(page).toHaveURL(/\/auth/);
    await expectAccessible(page);
  });

  test('closing a provider window is no failure: no alert, the buttons stay usable', async ({ page, context }) => {
    await routeProviders(context, { vkOneTap: 'signed-out' });
    await chooseDeliveryTo(page);
    await page.goto('/auth');
    for (const name of ['Войти через Google', 'Войти через Apple', 'Войти через VK ID']) {
      const popup = await openProvider(page, name);
      await popup.close();
      await expect(page.getByRole('button', { name })).toBeEnabled({ timeout: 5_000 });
      await expect(page.getByRole('alert')).toHaveCount(0);
    }
    // VK ID's own wording for a closed tab (spec: 102) is said calmly, as a status.
    await expect(page.getByRole('status').filter({ hasText: 'Новая вкладка была закрыта' })).toBeVisible();
    expect(await tokenSet(page)).toBeNull();
    await expectAccessible(page);
  });
});
