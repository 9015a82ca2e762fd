// Issue 14 budget: returning to a visited route within 60 s makes no API request — the store's
// cache (RTK Query, packages/store/src/api) answers every revisit.
import { expect, test, type Page, type Request } from '@playwright/test';
import { isPrecompressed } from '../build/precompress';
import { API_URL, chooseDeliveryTo } from './checkout-support';

/** Calls to the API (fetch/XHR; the catalog's photos are images the browser caches by itself). */
function countApiCalls(page: Page): { calls: string[] } {
  const log = { calls: [] as string[] };
  page.on('request', (request: Request) => {
    if (!request.url().startsWith(API_URL)) return;
    if (!['fetch', 'xhr'].includes(request.resourceType())) return;
    log.calls.push(`${request.method()} ${new URL(request.url()).pathname}`);
  });
  return log;
}

/** Home → a menu (phones) → a position's detail → back → promotions → back, by clicks only. */
async function tour(page: Page): Promise<string[]> {
  const seen: string[] = [];
  const at = () => seen.push(new URL(page.url()).pathname);
  // Phones (below 840 px) have a home of menu tiles; desktops show the menus on home.
  const phone = (page.viewportSize()?.width ?? 1440) < 840;
  const home = phone ? page.getByTestId('menu-tile') : page.getByTestId('position-card');
  await expect(home.first()).toBeVisible();
  at();
  if (phone) {
    await home.first().click();
    await expect(page).toHaveURL(/\/menus\/\d+$/);
    at();
  }
  await page.getByTestId('position-card').first().click();
  await expect(page.getByTestId('position-detail')).toBeVisible();
  at();
  await page.goBack();
  await expect(page.getByTestId('position-detail')).toHaveCount(0);
  await expect(page.getByTestId('position-card').first()).toBeVisible();
  at();
  if (/\/menus\//.test(page.url())) {
    await page.goBack();
    await expect(page.getByTestId('menu-tile').first()).toBeVisible();
    at();
  }
  await page.getByRole('link', { name: 'Все акции' }).click();
  await expect(page).toHaveURL(/\/promotions$/);
  // The URL changes at once; the page beneath stays until the promotions' chunk is in (a
  // transition), so the link is looked for among the promotions, not among the page's links.
  await expect(page.getByRole('heading', { level: 1, name: 'Акции', exact: true })).toBeVisible();
  const promotion = page.getByRole('main').locator('a[href^="/promotions/"]').first();
  await expect(promotion).toBeVisible();
  at();
  await promotion.click();
  await expect(page.getByTestId('promotion-detail')).toBeVisible();
  at();
  await page.goBack();
  await page.goBack();
  await expect(home.first()).toBeVisible();
  at();
  return seen;
}

test('revisiting home, a menu, a position, the promotions within 60 s makes no API request', async ({ page }) => {
  await chooseDeliveryTo(page);
  const log = countApiCalls(page);
  const started = Date.now();

  const first = await tour(page);
  const firstCalls = [...log.calls];
  log.calls.length = 0;

  // The same routes again, in the same order, by the same clicks.
  const again = await tour(page);
  expect(again).toEqual(first);
  expect(Date.now() - started, 'the revisits happen within 60 s').toBeLessThan(60_000);
  expect(log.calls, `API calls on revisits (first tour made: ${firstCalls.join(', ') || 'none'})`).toEqual([]);

  // The counter does see the API: a reload (a new app, an empty cache) fetches the menu again.
  await page.reload();
  await expect.poll(() => log.calls.some((call) => /\/positions$/.test(call)), { timeout: 30_000 }).toBe(true);
});

test('the scripts come as the build precompressed them: brotli, or gzip for a client without it', async ({
  page,
  request,
}) => {
  // Every script the build precompressed (build/precompress.ts: 1 KiB or more) comes as its brotli
  // copy; a smaller one (a shared chunk of a few hundred bytes) has no copy and comes as it is.
  const scripts: Array<{ url: string; encoding: string | undefined; precompressed: boolean }> = [];
  page.on('response', async (response) => {
    const path = new URL(response.url()).pathname;
    if (!/^\/assets\/[^/]+\.js$/.test(path)) return;
    const bytes = (await response.body().catch(() => Buffer.alloc(0))).length;
    const encoding = response.headers()['content-encoding'];
    scripts.push({ url: response.url(), encoding, precompressed: isPrecompressed(path.slice(1), bytes) });
  });
  await page.goto('/');
  await expect.poll(() => scripts.filter((s) => s.precompressed).length).toBeGreaterThan(0);
  expect(scripts.filter((s) => s.precompressed && s.encoding !== 'br').map((s) => s.url)).toEqual([]);

  // The same script for a client without brotli: the gzip copy, which decodes to the same module.
  const script = scripts.find((s) => s.precompressed)?.url ?? '';
  const [gzip, br] = await Promise.all(
    ['gzip', 'br'].map((encoding) => request.get(script, { headers: { 'accept-encoding': encoding } })),
  );
  expect(gzip?.headers()['content-encoding']).toBe('gzip');
  expect(await gzip?.text()).toBe(await br?.text());
  expect(await gzip?.text()).toMatch(/\b(import|export)\b/);
});
