import { expect, test } from '@playwright/test';
import { acceptCookies, booted, chooseDelivery, pickAddress, switchLocale } from './support';

test.describe('first visit', () => {
  test("city, then an address from autocomplete, then the menu of the zone's resto", async ({ page }) => {
    await page.goto('/');
    const dialog = page.getByTestId('location-dialog');
    await expect(dialog.getByRole('heading', { name: 'Адрес' })).toBeVisible({ timeout: 30_000 });
    await expect(dialog.getByText('Укажите адрес, чтобы мы могли показать вам актуальное меню')).toBeVisible();
    // Not closable before a location is chosen.
    await expect(dialog.getByRole('button', { name: 'Закрыть' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeVisible();

    // The demo tenant has two cities: go to the city step and pick Moscow.
    await dialog.getByRole('button', { name: 'Сменить город' }).click();
    await dialog.getByRole('button', { name: 'Москва' }).click();
    await expect(dialog.getByRole('radio', { name: 'Доставка' })).toHaveAttribute('aria-checked', 'true');
    for (const label of ['Квартира / офис', 'Подъезд', 'Этаж', 'Домофон', 'Комментарий']) {
      await expect(dialog.getByLabel(label, { exact: true })).toBeVisible();
    }
    await pickAddress(page, 'Тверская');
    await dialog.getByLabel('Квартира / офис').fill('12');
    await dialog.getByRole('button', { name: 'Сохранить' }).click();
    await expect(dialog).toHaveCount(0);
    await booted(page);
    await acceptCookies(page);

    await expect(page.getByTestId('location-summary').first()).toContainText('Тверская');
    await expect(page.getByTestId('position-card').or(page.getByTestId('menu-tile')).first()).toBeVisible();
  });

  test('take-away with a pickup point', async ({ page }) => {
    await page.goto('/');
    const dialog = page.getByTestId('location-dialog');
    await expect(dialog).toBeVisible({ timeout: 30_000 });
    await dialog.getByRole('radio', { name: 'Самовывоз' }).click();
    const points = dialog.getByRole('radio', { name: /./ }).filter({ hasNot: page.locator('[role=radiogroup]') });
    const pickup = dialog.locator('input[name="pickup-point"]');
    await expect(pickup.first()).toBeVisible();
    // Switching to take-away selects the first point by itself (spec §4); choose the last one.
    await expect(pickup.first()).toBeChecked();
    await pickup.last().check();
    expect(await points.count()).toBeGreaterThan(0);
    await expect(dialog.getByRole('button', { name: 'Выбрать на карте' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Сохранить' }).click();
    await expect(dialog).toHaveCount(0);
    await booted(page);
    await expect(page.getByTestId('location-summary').first()).toContainText('Самовывоз');
    await expect(page.getByTestId('position-card').or(page.getByTestId('menu-tile')).first()).toBeVisible();
  });
});

test.describe('with a location', () => {
  test.beforeEach(async ({ page }) => {
    await chooseDelivery(page);
    await acceptCookies(page);
  });

  test("a position detail over the menu keeps the menu's scroll, also from a deep link", async ({ page }, testInfo) => {
    const mobile = testInfo.project.name.endsWith('mobile');
    if (mobile) {
      const tiles = page.getByTestId('menu-tile');
      if ((await tiles.count()) > 0) await tiles.first().click();
    }
    const cards = page.getByTestId('position-card');
    await expect(cards.nth(6)).toBeVisible();
    await cards.nth(6).scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 300);
    await page.waitForTimeout(300);
    const before = await page.evaluate(() => window.scrollY);
    expect(before).toBeGreaterThan(200);
    const menuUrl = page.url();

    await cards.nth(6).getByRole('link').click();
    const detail = page.getByTestId('position-detail');
    await expect(detail).toBeVisible();
    expect(page.url()).toMatch(/\/menus\/\d+\/positions\/\d+$/);
    await detail.getByRole('button', { name: 'Закрыть' }).click();
    await expect(detail).toHaveCount(0);
    expect(page.url()).toBe(menuUrl);
    expect(Math.abs((await page.evaluate(() => window.scrollY)) - before)).toBeLessThanOrEqual(2);

    // A deep link opens the detail over its menu; closing it shows that menu where it was.
    const href = await cards.nth(2).getByRole('link').getAttribute('href');
    await page.goto(href ?? '/');
    await booted(page);
    await expect(page.getByTestId('position-detail')).toBeVisible();
    await expect(page.getByTestId('position-card').first()).toBeAttached();
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByTestId('position-detail').getByRole('button', { name: 'Закрыть' }).click();
    await expect(page.getByTestId('position-detail')).toHaveCount(0);
    await expect(page.getByTestId('position-card').first()).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('an unknown path goes home', async ({ page }) => {
    await page.goto('/no/such/page');
    await booted(page);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('position-card').or(page.getByTestId('menu-tile')).first()).toBeVisible();
  });

  test('switching to English changes every visible string', async ({ page }) => {
    await switchLocale(page, 'en');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByTestId('location-summary').first()).toContainText('Delivery:');
    // Everything on screen turns English (the catalog is fetched again in English): no Cyrillic
    // outside the language menu and the customer's own address.
    const cyrillic = () =>
      page.evaluate(() => {
        const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
        const found: string[] = [];
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const parent = node.parentElement;
          if (!parent || parent.closest('select, option, [hidden], [data-user-content]')) continue;
          if (/[А-Яа-яЁё]/.test(node.textContent ?? '') && parent.getClientRects().length > 0)
            found.push(node.textContent!.trim());
        }
        return found;
      });
    await expect.poll(cyrillic, { timeout: 20_000 }).toEqual([]);
    expect(await page.title()).not.toMatch(/[А-Яа-яЁё]/);
  });

  test('the menu search finds dishes and says when none match', async ({ page }, testInfo) => {
    if (testInfo.project.name.endsWith('mobile')) {
      const tiles = page.getByTestId('menu-tile');
      if ((await tiles.count()) > 0) await tiles.first().click();
    }
    await page.getByTestId('menu-search-open').click();
    const search = page.getByTestId('menu-search');
    await search.getByPlaceholder('Поиск').fill('марг');
    await expect(search.getByRole('link').first()).toBeVisible();
    await search.getByPlaceholder('Поиск').fill('zzzzqqq');
    await expect(search.getByText('Блюда не найдены')).toBeVisible();
  });
});
