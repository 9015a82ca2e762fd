// @vitest-environment node
// The prerendered promotions, restos, static pages and sign-in of the demo tenant, from its real
// catalog, tenant.json and pages, as build/prerender.ts writes them.
import { fileURLToPath } from 'node:url';
import { loadCatalog, loadTenant } from '@tarelka/tenant/node';
import { matchPath } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ROUTES } from '../src/app/routes';
import { withHead } from './prerender';
import { injectShell, renderShell, shellStyle, type ShellPage } from './prerender-html';
import { contentPages, contentStyle, KNOWN_PATTERN } from './prerender-pages';
import { applySeo, plainPageSeo } from './seo';

const tenantDir = fileURLToPath(new URL('../../../tenants/demo/', import.meta.url));
const INDEX =
  '<!doctype html><html lang="ru"><head><title>Тарелка Демо</title><meta name="description" content="x" /></head><body><div id="root"></div></body></html>';
const assetBase = 'http://api.test/assets/demo';

async function built() {
  const tenant = await loadTenant(tenantDir);
  const catalog = await loadCatalog(tenantDir);
  const pages = contentPages(catalog, tenant, { assetBase, tenantDir, now: Date.parse('2026-06-01T12:00:00Z') });
  const html = (page: ShellPage) =>
    withHead(
      injectShell(INDEX, renderShell(page, { tenant, assetBase }), shellStyle(tenant) + contentStyle(tenant)),
      page.head!,
    );
  const byPath = new Map(pages.map((page) => [page.path, html(page)]));
  return { tenant, catalog, pages, at: (path: string) => byPath.get(path)! };
}

/** The visible text of a piece of HTML, tags out and spaces collapsed. */
const textOf = (html: string) =>
  html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/g, '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ');

describe('prerendered content pages', () => {
  it('has the promotions, each promotion, the restos, each resto, every static page and sign-in', async () => {
    const { catalog, pages } = await built();
    const paths = pages.map((p) => p.path);
    expect(paths).toContain('/promotions');
    for (const p of catalog.promotions.filter((p) => p.restoId === 1 && !p.startsAt && !p.endsAt))
      expect(paths).toContain(`/promotions/${p.id}`);
    expect(paths).toContain('/restos');
    for (const r of catalog.restos) expect(paths).toContain(`/restos/${r.id}`);
    for (const slug of ['terms-of-sale', 'dostavka', 'informaciya-dlya-klientov', 'podarki-ot-partnerov'])
      expect(paths).toContain(`/${slug}`);
    expect(paths).toContain('/auth');
    // Every page is a route of the app, and no path twice.
    for (const path of paths)
      expect(
        ROUTES.some((r) => matchPath(r.path, path)),
        path,
      ).toBe(true);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it("lists the promotions by priority, the top one's picture the page's only high-priority one", async () => {
    const { at } = await built();
    const html = at('/promotions');
    expect(html).toContain('<h1>Акции</h1>');
    expect(html).toContain('<title>Акции — Тарелка Демо — доставка еды в Москве и самовывоз в Твери</title>');
    expect(html).toContain('<a href="/promotions/11">−300 ₽ к заказу от 2000 ₽</a>');
    expect(textOf(html)).toContain('Скидка 300 ₽ применяется автоматически');
    expect(html.indexOf('/promotions/11"')).toBeLessThan(html.indexOf('/promotions/12"'));
    const images = html.match(/<img [^>]*>/g)!;
    expect(images[1]).toContain('fetchpriority="high"');
    expect(images[1]).not.toContain('loading="lazy"');
    expect(html.match(/fetchpriority="high"/g)).toHaveLength(1);
    for (const img of images.slice(2)) expect(img).toMatch(/ width="\d+" height="\d+".* loading="lazy"/);
  });

  it("opens a promotion's detail over the list: its picture first, the list's on screen eager, the rest lazy", async () => {
    const { at } = await built();
    const html = at('/promotions/12');
    expect(html).toMatch(/<div class="ps-detail" role="dialog" aria-modal="true" aria-labelledby="ps-detail">/);
    expect(html).toContain('<h2 id="ps-detail">−15% на роллы и суши</h2>');
    expect(textOf(html)).toContain('Все позиции раздела «Роллы и суши» со скидкой 15%.');
    const high = html.match(/<img [^>]*fetchpriority="high"[^>]*>/g)!;
    expect(high).toHaveLength(1);
    expect(high[0]).toContain('/promotions/12.svg');
    expect(html.match(/<h1[ >]/g)).toHaveLength(1);
    // The list's first picture shows under the layer (and can be the LCP element): never lazy.
    const list = html.slice(html.indexOf('<ul class="ps-tiles">')).match(/<img [^>]*>/g)!;
    expect(list[0]).not.toMatch(/loading="lazy"|fetchpriority/);
    for (const img of list.slice(1)) expect(img).toContain('loading="lazy"');
  });

  it("lists the default city's restos with the first photo eager, and each resto with its week", async () => {
    const { at, catalog } = await built();
    const list = at('/restos');
    expect(list).toContain('<h1>Рестораны</h1>');
    expect(list).toContain('<a href="/restos/1">Тарелка на Тверской</a>');
    expect(list).toContain('/restos/3"');
    expect(list).not.toContain('/restos/4"'); // Tver: not the city a first visit gets
    const images = list.match(/<img [^>]*>/g)!;
    expect(images[1]).toContain('fetchpriority="high"');
    expect(images[1]).not.toContain('lazy');
    expect(list.match(/fetchpriority="high"/g)).toHaveLength(1);

    const resto = at('/restos/1');
    expect(resto).toContain('<h1>Тарелка на Тверской</h1>');
    const text = textOf(resto);
    expect(text).toContain('Адрес Москва, Тверская улица, 12с1 Показать на карте');
    expect(text).toContain('Телефоны +7 495 120-45-11');
    expect(text).toContain('Средний чек 1 200 ₽');
    expect(text).toContain('Режим работы Понедельник Круглосуточно Вторник Круглосуточно');
    expect(resto.match(/<tr>/g)).toHaveLength(7);
    expect(resto.match(/<img [^>]*fetchpriority="high"/g)).toHaveLength(1);
    const withHours = catalog.restos.find((r) => r.openingHours.some((h) => h.open !== '00:00'))!;
    expect(textOf(at(`/restos/${withHours.id}`))).toMatch(/Понедельник (\d\d:\d\d–\d\d:\d\d|Выходной)/);
  });

  it("renders the static pages with the app's Markdown renderer; an unwritten one says so", async () => {
    const { at } = await built();
    const terms = at('/terms-of-sale');
    expect(terms).toContain('<h1>Условия продажи</h1>');
    expect(terms).toContain('<article class="ps-rich" lang="ru"><p>Настоящие условия');
    expect(terms).toContain('<ol>\n<li><strong>Предмет.</strong>');
    expect(terms).toContain(
      '<title>Условия продажи — Тарелка Демо — доставка еды в Москве и самовывоз в Твери</title>',
    );
    expect(at('/dostavka')).toContain('<article class="ps-rich" lang="ru">');
    expect(textOf(at('/dostavka')).length).toBeGreaterThan(200);
    const { tenant, catalog } = await built();
    const unwritten = contentPages(catalog, tenant, { assetBase, tenantDir: '/nowhere' }).find(
      (p) => p.path === '/dostavka',
    );
    expect(unwritten?.body).toBe(
      '<article class="ps-rich" lang="ru"><p>Информация на этой странице скоро появится.</p></article>',
    );
  });

  it('frames sign-in: the app bar, "Вход", the lead line and a placeholder of the form that says nothing', async () => {
    const { at } = await built();
    const html = at('/auth');
    expect(html).toContain(
      '<main class="ps-page ps-narrow" id="content"><h1>Вход</h1><div class="ps-auth"><p class="ps-lead">Войдите, чтобы оформить заказ и видеть историю заказов</p><div class="ps-skel" aria-hidden="true">',
    );
    expect(html).not.toContain('fetchpriority');
  });

  it('gives each page its canonical and a description of its own', async () => {
    const { tenant, pages, at } = await built();
    const site = { ...tenant, seo: { ...tenant.seo, origin: 'https://demo.tarelka.test' } };
    for (const page of pages) {
      const html = applySeo(at(page.path), plainPageSeo(page.path, at(page.path), site), site);
      expect(html, page.path).toContain(`<link rel="canonical" href="https://demo.tarelka.test${page.path}"`);
      expect(html.match(/<meta name="description"/g), page.path).toHaveLength(1);
    }
    expect(at('/restos')).toContain(
      '<meta name="description" content="Рестораны Тарелка Демо: адреса, телефоны и часы работы."',
    );
  });

  it('escapes what the catalog says', async () => {
    const { tenant, catalog } = await built();
    const hostile = {
      ...catalog,
      restos: catalog.restos.map((r) => ({ ...r, name: { ru: '<script>x</script>' }, description: { ru: 'a"b' } })),
    };
    const page = contentPages(hostile, tenant, { assetBase, tenantDir }).find((p) => p.path === '/restos/1')!;
    const html = renderShell(page, { tenant, assetBase });
    expect(html).not.toContain('<script>x');
    expect(html).toContain('&lt;script&gt;x&lt;/script&gt;');
  });

  it("names the app's routes, on whose paths home's shell is foreign; any other path keeps it (404 → home)", () => {
    const known = new RegExp(KNOWN_PATTERN);
    for (const path of ['/', '/cart', '/orders/5', '/menus/1/positions/2', '/dostavka', '/restos/1'])
      expect(known.test(path), path).toBe(true);
    for (const path of ['/nope', '/menus', '/restos/1/x']) expect(known.test(path), path).toBe(false);
  });
});
