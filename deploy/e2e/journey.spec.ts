// An order per tenant through nginx (its storefront build on its server name, the API on
// api.localhost in front of two processes on PostgreSQL + Redis), and every route visited without
// a CSP violation in the console.
import { expect, test, type Page } from '@playwright/test';
import { booted, fetchHost, originOf, smsCode, watchCaching, watchCsp } from './support';

test.describe.configure({ timeout: 180_000 });

interface Journey {
  tenant: string;
  /** The first visit's location dialog: take-away at the first point, or delivery to an address. */
  place: { takeAway: true } | { address: string };
  /** A dish's page (no modifiers) and how many to add (over the tenant's minimum order). */
  dish: string;
  times: number;
  payType: string;
  /** Routes visited besides the journey's, each checked for CSP violations. */
  routes: string[];
}

const JOURNEYS: Journey[] = [
  {
    tenant: 'demo',
    place: { takeAway: true },
    dish: '/menus/1/positions/1039',
    times: 1,
    payType: 'Наличными при получении',
    routes: ['/promotions', '/restos', '/restos/1', '/menus/1', '/terms-of-sale', '/dostavka'],
  },
  {
    tenant: 'sever',
    place: { address: 'Каменноостровский' },
    dish: '/menus/11/positions/11005',
    times: 3,
    payType: 'Картой при получении',
    routes: ['/promotions', '/restos', '/restos/11', '/menus/11'],
  },
];

async function choosePlace(page: Page, place: Journey['place']): Promise<void> {
  await page.goto('/');
  const dialog = page.getByTestId('location-dialog');
  await expect(dialog).toBeVisible({ timeout: 30_000 });
  if ('takeAway' in place) {
    await dialog.getByRole('radio', { name: 'Самовывоз' }).click();
    await expect(dialog.locator('input[name="pickup-point"]').first()).toBeChecked();
  } else {
    await dialog.getByRole('combobox', { name: 'Адрес доставки' }).fill(place.address);
    await dialog.getByRole('listbox').getByRole('option').first().click();
    await expect(dialog.getByTestId('chosen-address')).toBeVisible();
  }
  await dialog.getByRole('button', { name: 'Сохранить' }).click();
  await expect(dialog).toHaveCount(0);
  await booted(page);
  const banner = page.getByTestId('cookie-banner');
  // The first button accepts; the second declines.
  if (await banner.isVisible()) await banner.getByRole('button').first().click();
}

async function addDish(page: Page, path: string, times: number): Promise<void> {
  for (let i = 0; i < times; i++) {
    await page.goto(path);
    await booted(page);
    const detail = page.getByTestId('position-detail');
    await expect(detail).toBeVisible();
    await detail.getByRole('button', { name: /Добавить за/ }).click();
    await expect(detail).toHaveCount(0);
  }
  // The cart is persisted at most every 250 ms.
  await page.waitForTimeout(400);
}

async function signInByPhone(page: Page): Promise<void> {
  const rest = String(Math.floor(Math.random() * 1e7)).padStart(7, '0');
  await page.getByLabel('Номер телефона').fill(`916${rest}`);
  await page.getByRole('button', { name: 'Получить код' }).click();
  const codeField = page.getByLabel('Код из СМС');
  await expect(codeField).toBeVisible();
  await codeField.fill(await smsCode(`+7916${rest}`));
  await page.getByRole('button', { name: /^Войти$/ }).click();
}

for (const journey of JOURNEYS) {
  test.describe(journey.tenant, () => {
    test.use({ baseURL: originOf(journey.tenant) });

    test('an order through nginx, no CSP violation on any route, every file cached as Lighthouse wants', async ({
      page,
    }) => {
      const violations = await watchCsp(page);
      const caching = watchCaching(page);
      await choosePlace(page, journey.place);
      await addDish(page, journey.dish, journey.times);
      await page.goto('/cart');
      await booted(page);
      await page.getByRole('button', { name: 'Оформить заказ' }).click();
      await expect(page.getByText('Чтобы оформить заказ, авторизуйтесь')).toBeVisible();
      await signInByPhone(page);
      await expect(page).toHaveURL(/\/checkout$/);
      await expect(page.getByTestId('checkout-form')).toBeVisible();
      await page.getByLabel('Имя', { exact: true }).fill('Анна');
      await page.getByLabel('Email для чека').fill('anna@example.ru');
      const apartment = page.getByLabel('Квартира / офис');
      if (await apartment.isVisible()) await apartment.fill('15');
      await page.getByRole('radio', { name: journey.payType }).check();
      await page.getByTestId('place-order').click();
      await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}$/);
      await expect(page.getByRole('heading', { name: 'Ваш заказ принят' })).toBeVisible();

      // The person's orders through nginx: a personal answer, never stored by a cache on the way.
      const session = await page.evaluate(() => ({
        personId: (JSON.parse(localStorage.getItem('app_person') ?? 'null') as { id: string } | null)?.id ?? '',
        token:
          (JSON.parse(localStorage.getItem('app_token_set') ?? 'null') as { accessToken: string } | null)
            ?.accessToken ?? '',
      }));
      const orders = await fetchHost('api', `/api/v1/persons/${session.personId}/orders`, {
        headers: { authorization: `Bearer ${session.token}`, 'x-white-label': journey.tenant },
      });
      expect(orders.status).toBe(200);
      expect(String(orders.headers['cache-control'])).toContain('no-store');
      expect(JSON.parse(orders.body.toString()).content).toHaveLength(1);

      for (const route of journey.routes) {
        await page.goto(route);
        await booted(page);
      }
      expect(violations, violations.join('\n')).toEqual([]);
      // Lighthouse's uses-long-cache-ttl through nginx: nothing a page loaded is cached for less
      // than a year unless revalidated on purpose; the catalog photos are versioned and immutable.
      expect(caching.faults, caching.faults.join('\n')).toEqual([]);
      expect(caching.photos.length).toBeGreaterThan(0);
    });
  });
}

test('the policy is enforced: an injected inline script is refused, and the watch reports it', async ({ page }) => {
  const violations = await watchCsp(page);
  await page.goto(originOf('demo'));
  // A first visit: the app has booted once it asks for the place.
  await expect(page.getByTestId('location-dialog')).toBeVisible({ timeout: 30_000 });
  await page
    .evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true';
      document.head.append(script);
    })
    .catch(() => {});
  expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected ?? false)).toBe(false);
  await expect.poll(() => violations.length).toBeGreaterThan(0);
  expect(violations.join('\n')).toMatch(/script-src/);
});
