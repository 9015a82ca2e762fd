import { expect, test, type Page } from '@playwright/test';
import {
  acceptCookies,
  booted,
  chooseDelivery,
  expectAccessible,
  expectFinished,
  expectStill,
  shot,
  switchLocale,
  trackLayoutShift,
} from './support';

const PAGES = [
  ['home', '/'],
  ['promotions', '/promotions'],
  ['restos', '/restos'],
  ['resto', '/restos/1'],
  ['cart', '/cart'],
  ['auth', '/auth'],
  ['terms-of-sale', '/terms-of-sale'],
  ['informaciya-dlya-klientov', '/informaciya-dlya-klientov'],
  ['unikalnye-preimushchestva', '/unikalnye-preimushchestva'],
  ['pravila-prodazhi', '/pravila-prodazhi'],
  ['postavshchikam', '/postavshchikam'],
  ['postavshchikam-uslug-i-produkcii', '/postavshchikam-uslug-i-produkcii'],
  ['sovmestnye-promo-akcii', '/sovmestnye-promo-akcii'],
  ['podarki-ot-partnerov', '/podarki-ot-partnerov'],
  ['dostavka', '/dostavka'],
] as const;

async function open(page: Page, path: string) {
  await page.goto(path);
  await booted(page);
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready);
}

for (const locale of ['ru', 'en'] as const) {
  test.describe(`screens in ${locale}`, () => {
    test.beforeEach(async ({ page }) => {
      await trackLayoutShift(page);
      await chooseDelivery(page);
      await acceptCookies(page);
      if (locale !== 'ru') await switchLocale(page, locale);
    });

    test('every route: finished, accessible, stable', async ({ page }, testInfo) => {
      test.setTimeout(300_000);
      const mobile = testInfo.project.name.endsWith('mobile');
      const routes: Array<readonly [string, string]> = [...PAGES];
      if (mobile) {
        await open(page, '/');
        const tile = page.getByTestId('menu-tile').first();
        const href = (await tile.count()) > 0 ? await tile.getAttribute('href') : null;
        if (href) routes.push(['menu', href]);
      }
      for (const [name, path] of routes) {
        await open(page, path);
        await expect(page.locator('h1').first()).toBeAttached();
        await expectFinished(page);
        // Spec §2: a navigation that is not to a hash starts at the top (nothing scrolls it on boot).
        expect(await page.evaluate(() => window.scrollY), `${name} opens at the top`).toBe(0);
        await shot(page, testInfo, `${locale}-${name}`);
        await expectAccessible(page);
        await expectStill(page, 0.02, name);
      }
    });

    test('every dialog: finished and accessible', async ({ page }, testInfo) => {
      test.setTimeout(180_000);
      const mobile = testInfo.project.name.endsWith('mobile');
      await open(page, '/');
      // Home shows menu tiles on phones, the first menu's cards on desktops: wait for either.
      await expect(page.getByTestId('menu-tile').or(page.getByTestId('position-card')).first()).toBeVisible();
      if (mobile && (await page.getByTestId('menu-tile').count()) > 0)
        await page.getByTestId('menu-tile').first().click();

      // Position detail (a top layer over the menu).
      await page.getByTestId('position-card').first().getByRole('link').click();
      const detail = page.getByTestId('position-detail');
      await expect(detail).toBeVisible();
      await expectFinished(page);
      await shot(page, testInfo, `${locale}-dialog-position`);
      await expectAccessible(page, '[data-testid="position-detail"]');
      await page.keyboard.press('Escape');
      await expect(detail).toHaveCount(0);

      // Menu search.
      await page.getByTestId('menu-search-open').click();
      const search = page.getByTestId('menu-search');
      await search.getByRole('searchbox').fill('zzzz');
      await expect(search.getByRole('status')).toBeVisible();
      await shot(page, testInfo, `${locale}-dialog-search`);
      await expectAccessible(page, '[data-testid="menu-search"]');
      await page.keyboard.press('Escape');

      // Location dialog, opened from the app bar (closable now), and the delivery conditions.
      await open(page, '/');
      await page.getByTestId('location-summary').first().click();
      const location = page.getByTestId('location-dialog');
      await expect(location).toBeVisible();
      await expect(location.getByTestId('chosen-address')).toBeVisible();
      await expectFinished(page);
      await shot(page, testInfo, `${locale}-dialog-location`);
      await expectAccessible(page, '[data-testid="location-dialog"]');
      const conditions = location.getByRole('button', { name: /Условия доставки|Delivery conditions/ });
      if (await conditions.isVisible()) {
        await conditions.click();
        await expect(page.getByTestId('conditions-dialog')).toBeVisible();
        await shot(page, testInfo, `${locale}-dialog-conditions`);
        await expectAccessible(page, '[data-testid="conditions-dialog"]');
        await page
          .getByTestId('conditions-dialog')
          .getByRole('button', { name: /Закрыть|Close/ })
          .click();
      }
      await location.getByRole('button', { name: /Закрыть|Close/ }).click();
      await expect(location).toHaveCount(0);

      // Promotion detail over home, with the view-all button.
      const promo = page.getByTestId('promotion-card').first();
      if ((await promo.count()) > 0) {
        await promo.click();
        const layer = page.getByTestId('promotion-detail');
        await expect(layer).toBeVisible();
        await expect(layer.getByRole('button', { name: /Все акции|All promotions/ })).toBeVisible();
        await shot(page, testInfo, `${locale}-dialog-promotion`);
        await expectAccessible(page, '[data-testid="promotion-detail"]');
        await page.keyboard.press('Escape');
      }

      // The navigation drawer (phones).
      if (mobile) {
        await page.getByRole('button', { name: /Открыть меню|Open menu/ }).click();
        await expect(page.getByTestId('drawer')).toBeVisible();
        await shot(page, testInfo, `${locale}-dialog-drawer`);
        await expectAccessible(page, '[data-testid="drawer"]');
        await page.keyboard.press('Escape');
      }
    });
  });
}

test('the cookie banner and the first-visit location dialog', async ({ page }, testInfo) => {
  await page.goto('/');
  await expect(page.getByTestId('location-dialog')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('cookie-banner')).toBeVisible();
  await shot(page, testInfo, 'ru-first-visit');
  await expectAccessible(page);
});
