// @vitest-environment node
// The prerendered shell of the demo tenant, built from its real catalog and tenant.json.
import { fileURLToPath } from 'node:url';
import { loadCatalog, loadTenant } from '@tarelka/tenant/node';
import { describe, expect, it } from 'vitest';
import en from '../locales/en/app.json';
import ru from '../locales/ru/app.json';
import type { Rollup } from 'vite';
import { bootStageChunks } from './prerender';
import { framePages, injectShell, renderShell, shellPages, shellStyle } from './prerender-html';

const tenantDir = fileURLToPath(new URL('../../../tenants/demo/', import.meta.url));
const INDEX =
  '<!doctype html><html lang="ru"><head><title>Тарелка Демо</title></head><body><div id="root"></div></body></html>';

async function pages() {
  const tenant = await loadTenant(tenantDir);
  const catalog = await loadCatalog(tenantDir);
  const assetBase = 'http://api.test/assets/demo';
  return shellPages(catalog, tenant, assetBase).map((page) => ({
    page,
    html: injectShell(INDEX, renderShell(page, { tenant, assetBase }), shellStyle(tenant)),
  }));
}

describe('prerendered shell', () => {
  it('has home and every menu page', async () => {
    expect((await pages()).map((p) => p.page.path).filter((path) => !path.includes('/positions/'))).toEqual([
      '/',
      '/menus/1',
      '/menus/2',
      '/menus/3',
      '/menus/4',
      '/menus/5',
    ]);
  });

  it('shows the tenant, the group names and the first positions with dimensions', async () => {
    const menu = (await pages()).find((p) => p.page.path === '/menus/1')!.html;
    expect(menu).toContain('alt="Тарелка Демо"');
    expect(menu).toContain('<h1>Основное меню</h1>');
    for (const group of ['Пицца', 'Роллы и суши', 'Бургеры', 'Супы', 'Десерты'])
      expect(menu).toContain(`>${group}</a>`);
    expect(menu).toContain('<a href="/menus/1/positions/1001">Маргарита</a>');
    expect(menu).toContain('549\u00a0₽');
    const home = (await pages()).find((p) => p.page.path === '/')!.html;
    expect(home).toContain('Тарелка Демо — доставка еды');
  });

  it('gives every image its size and exactly one fetchpriority="high"', async () => {
    for (const { page, html } of await pages()) {
      const images = html.match(/<img [^>]*>/g) ?? [];
      expect(images.length, page.path).toBeGreaterThan(1);
      for (const img of images) expect(img, page.path).toMatch(/ width="\d+" height="\d+"/);
      expect(html.match(/fetchpriority="high"/g), page.path).toHaveLength(1);
      expect(images[1], page.path).toContain('fetchpriority="high"');
    }
  });

  it("opens home with the first resto's promotions carousel, its top promotion's picture first", async () => {
    const tenant = await loadTenant(tenantDir);
    const catalog = await loadCatalog(tenantDir);
    const [home] = shellPages(catalog, tenant, 'http://api.test/assets/demo');
    const expected = catalog.promotions
      .filter((p) => p.restoId === 1 && !p.startsAt && !p.endsAt)
      .sort((a, b) => b.priority - a.priority || a.id - b.id)[0]!;
    expect(home!.promotions?.[0]?.id).toBe(expected.id);
    expect(home!.promotions!.length).toBeLessThanOrEqual(6);
    const html = renderShell(home!, { tenant, assetBase: 'http://api.test/assets/demo' });
    expect(html).toMatch(/<h2 id="ps-promos">Акции<\/h2>/);
    expect(html).toContain(`<img src="http://api.test/assets/demo/${expected.photo!.src}"`);
    // The promotions come before the menus, and the high-priority picture is the promotion's.
    expect(html.indexOf('fetchpriority="high"')).toBeLessThan(html.indexOf('class="ps-nav"'));

    // A promotion that has ended by build time is not shown.
    const ended = { ...expected, id: 999_001, priority: 1_000, endsAt: '2020-01-01T00:00:00Z' };
    const [later] = shellPages({ ...catalog, promotions: [...catalog.promotions, ended] }, tenant, 'x');
    expect(later!.promotions?.map((p) => p.id)).not.toContain(999_001);
  });

  it("has every position's page: its detail, photo first, over its menu", async () => {
    const catalog = await loadCatalog(tenantDir);
    const all = await pages();
    const positionPaths = all.map((p) => p.page.path).filter((path) => path.includes('/positions/'));
    const shown = catalog.positions.filter((p) => catalog.groups.some((g) => g.id === p.groupId));
    expect(positionPaths).toHaveLength(shown.length);
    const borscht = all.find((p) => p.page.path === '/menus/1/positions/1039')!.html;
    expect(borscht).toMatch(/<div class="ps-detail" role="dialog" aria-modal="true" aria-labelledby="ps-detail">/);
    expect(borscht).toContain('<h1 id="ps-detail">Борщ со сметаной</h1>');
    expect(borscht).toMatch(/<img src="[^"]+" width="\d+" height="\d+" alt="Борщ со сметаной" fetchpriority="high"/);
    // One h1: the menu's title steps down under the detail.
    expect(borscht.match(/<h1[ >]/g)).toHaveLength(1);
  });

  it("frames the cart and checkout: the app bar, the app's h1 and a placeholder that says nothing", async () => {
    const tenant = await loadTenant(tenantDir);
    const frames = framePages(tenant);
    expect(frames.map((p) => [p.path, p.heading])).toEqual([
      ['/cart', 'Корзина'],
      ['/checkout', 'Оформление заказа'],
    ]);
    // The headings the app shows (CartRoute, CheckoutRoute), in the tenant's default locale.
    expect(frames.map((p) => p.heading)).toEqual([ru.checkout.headline, ru.orderForm.headline]);
    const english = { ...tenant, locales: { ...tenant.locales, default: 'en' as const } };
    expect(framePages(english).map((p) => p.heading)).toEqual([en.checkout.headline, en.orderForm.headline]);
    const worded = { ...tenant, strings: { ru: { 'orderForm.headline': 'Ваш заказ' } } };
    expect(framePages(worded).map((p) => p.heading)).toEqual(['Корзина', 'Ваш заказ']);
    for (const page of frames) {
      const html = injectShell(INDEX, renderShell(page, { tenant, assetBase: 'x' }), shellStyle(tenant));
      expect(html).toContain(`<div class="ps" data-prerendered="${page.path}"><header class="ps-bar">`);
      expect(html).toContain(`<main class="ps-main ps-frame" id="content"><h1>${page.heading}</h1>`);
      // One banner, one main, one h1; the logo is the only image, and no picture is prioritised.
      for (const tag of ['<header', '<main', '<h1']) expect(html.split(tag), `${page.path} ${tag}`).toHaveLength(2);
      expect(html.match(/<img /g)).toHaveLength(1);
      expect(html).not.toContain('fetchpriority');
      // The placeholder is hidden from assistive technology and holds no text (the cart is unknown).
      const skeleton = /<div class="ps-skel" aria-hidden="true">(.*?)<\/main>/.exec(html)?.[1];
      expect(skeleton, page.path).toMatch(/<span /);
      expect(skeleton!.replace(/<[^>]*>/g, '')).toBe('');
    }
  });

  it("names each shell's path in a meta tag, so every page runs the same inline scripts (one CSP hash each)", async () => {
    const all = await pages();
    const scripts = new Set(
      all.flatMap(({ html }) => [...html.matchAll(/<script>(.*?)<\/script>/gs)].map((m) => m[1])),
    );
    expect(scripts.size).toBe(2);
    for (const { page, html } of all) expect(html).toContain(`<meta name="tarelka-shell" content="${page.path}">`);
  });

  it('escapes catalog text', async () => {
    const tenant = await loadTenant(tenantDir);
    const html = renderShell(
      {
        path: '/',
        heading: '<script>x</script>',
        menus: [{ id: 1, name: 'm', groups: [{ id: 2, menuId: 1, name: 'a"b', positions: [] }] }],
      },
      { tenant, assetBase: '' },
    );
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;x&lt;/script&gt;');
    expect(html).toContain('a&quot;b');
  });

  it('refuses an index.html without an empty root', () => {
    expect(() => injectShell('<div id="app"></div>', '', '')).toThrow(/no empty <div id="root"><\/div>/);
  });
});

describe('bootStageChunks', () => {
  const chunk = (fileName: string, moduleIds: string[], imports: string[] = [], isEntry = false) =>
    ({ type: 'chunk', fileName, moduleIds, imports, isEntry }) as unknown as Rollup.OutputChunk;

  it("lists the boot stages' chunks and what they import, not the entry's own", () => {
    const bundle = Object.fromEntries(
      [
        chunk('assets/entry.js', ['/a/src/main.tsx'], ['assets/shared.js'], true),
        chunk('assets/shared.js', ['/a/node_modules/react/index.js']),
        chunk(
          'assets/store.js',
          ['/a/src/boot/store-stage.ts', '/a/packages/store/src/index.ts'],
          ['assets/shared.js'],
        ),
        chunk('assets/render.js', ['/a/src/boot/render-stage.tsx'], ['assets/store.js', 'assets/ui.js']),
        chunk('assets/ui.js', ['/a/packages/ui/src/index.ts'], ['assets/shared.js']),
        chunk('assets/home.js', ['/a/src/app/pages/HomeRoute.tsx'], ['assets/render.js']),
      ].map((c) => [c.fileName, c]),
    );
    expect(bootStageChunks(bundle).sort()).toEqual(['assets/render.js', 'assets/store.js', 'assets/ui.js']);
  });

  it('lists nothing for a build without stages', () => {
    const bundle = { 'assets/entry.js': chunk('assets/entry.js', ['/a/src/main.tsx'], [], true) };
    expect(bootStageChunks(bundle)).toEqual([]);
  });
});
