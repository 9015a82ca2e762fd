// @vitest-environment node
// What search engines, social networks and the install prompt read from the build (issue 30), from
// the demo and sever tenants' real tenant.json and catalogs, through the prerender's own pages.
import { fileURLToPath } from 'node:url';
import type { Catalog, CatalogResto, TenantConfig } from '@tarelka/tenant';
import { loadCatalog, loadTenant } from '@tarelka/tenant/node';
import { describe, expect, it } from 'vitest';
import { framePages, injectShell, renderShell, shellPages, shellStyle } from './prerender-html';
import { inlineScripts } from './security-headers';
import {
  applySeo,
  iconSizes,
  openingHoursOf,
  pagesSeo,
  pathOfFile,
  plainPageSeo,
  restoPageJsonLd,
  robotsTxt,
  sitemapXml,
  webManifest,
} from './seo';

const dirOf = (id: string) => fileURLToPath(new URL(`../../../tenants/${id}/`, import.meta.url));
const ASSET_BASE = 'http://api.test/assets/demo';
/** index.html as the build's tenantHtml plugin leaves it. */
const INDEX =
  '<!doctype html><html lang="ru"><head><meta charset="UTF-8" /><title>Тарелка Демо</title><meta name="description" content="Пицца" /><meta name="theme-color" content="#121614" /></head><body><div id="root"></div><script type="module" src="/assets/x.js"></script></body></html>';
type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const built = new Map<string, Promise<{ tenant: TenantConfig; catalog: Catalog; pages: Map<string, string> }>>();
/** Every prerendered page of a tenant, as the build writes it (prerender, then SEO). */
function build(id: string) {
  if (!built.has(id)) {
    built.set(
      id,
      (async () => {
        const tenant = await loadTenant(dirOf(id));
        const catalog = await loadCatalog(dirOf(id));
        const shells = [...shellPages(catalog, tenant, ASSET_BASE), ...framePages(tenant)];
        const seo = pagesSeo(shells, { tenant, catalog, assetBase: ASSET_BASE });
        const pages = new Map(
          shells.map((page, i) => [
            page.path,
            applySeo(
              injectShell(INDEX, renderShell(page, { tenant, assetBase: ASSET_BASE }), shellStyle(tenant)),
              seo[i]!,
              tenant,
            ),
          ]),
        );
        return { tenant, catalog, pages };
      })(),
    );
  }
  return built.get(id)!;
}

/** The page's JSON-LD blocks, parsed. */
function jsonLd(html: string): Json[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));
}
const attr = (html: string, pattern: RegExp) => pattern.exec(html)?.[1];

describe('JSON-LD of the demo tenant', () => {
  it('describes every resto on home as a Restaurant: address, geo, hours, telephone, its menus', async () => {
    const { catalog, pages } = await build('demo');
    const [data] = jsonLd(pages.get('/')!);
    expect(data!['@context']).toBe('https://schema.org');
    const restos: Json[] = data!['@graph'];
    expect(restos.map((r) => r['@type'])).toEqual(catalog.restos.map(() => 'Restaurant'));
    for (const resto of catalog.restos) {
      const node = restos.find((r) => r.url === `https://demo.tarelka.ru/restos/${resto.id}`)!;
      expect(node.name).toBe(resto.name.ru);
      expect(node.address).toMatchObject({ '@type': 'PostalAddress', streetAddress: resto.street.ru });
      expect(node.address.addressLocality).toBe(catalog.cities.find((c) => c.id === resto.cityId)!.name.ru);
      expect(node.geo).toEqual({
        '@type': 'GeoCoordinates',
        latitude: resto.location.lat,
        longitude: resto.location.lng,
      });
      expect(node.telephone).toBe(resto.phones[0]);
      expect(node.openingHoursSpecification.length).toBeGreaterThan(0);
      for (const spec of node.openingHoursSpecification) {
        expect(spec['@type']).toBe('OpeningHoursSpecification');
        for (const day of spec.dayOfWeek)
          expect(day).toMatch(/^https:\/\/schema\.org\/(Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day$/);
        expect(spec.opens).toMatch(/^\d\d:\d\d$/);
        expect(spec.closes).toMatch(/^\d\d:\d\d$/);
      }
      expect(node.hasMenu).toEqual(
        catalog.menus
          .filter((m) => m.restoId === resto.id)
          .sort((a, b) => a.order - b.order || a.id - b.id)
          .map((m) => `https://demo.tarelka.ru/menus/${m.id}`),
      );
    }
  });

  it("gives a resto's own page its Restaurant, the same node home lists, and no other page one", async () => {
    const { tenant, catalog, pages } = await build('demo');
    const context = { tenant, catalog, assetBase: ASSET_BASE };
    const home: Json[] = jsonLd(pages.get('/')!)[0]!['@graph'];
    for (const resto of catalog.restos) {
      const [node] = restoPageJsonLd(`/restos/${resto.id}`, context);
      expect(node).toEqual(home.find((r) => r.url === `https://demo.tarelka.ru/restos/${resto.id}`));
      expect(node).toMatchObject({ '@type': 'Restaurant', name: resto.name.ru, telephone: resto.phones[0] });
    }
    expect(restoPageJsonLd('/restos/999999', context)).toEqual([]);
    expect(restoPageJsonLd('/restos', context)).toEqual([]);
    expect(restoPageJsonLd('/promotions/11', context)).toEqual([]);
    // Written into the page as the other pages' JSON-LD is.
    const page = applySeo(
      INDEX,
      { ...plainPageSeo('/restos/1', INDEX, tenant), jsonLd: restoPageJsonLd('/restos/1', context) },
      tenant,
    );
    expect(jsonLd(page)[0]).toMatchObject({ '@context': 'https://schema.org', '@type': 'Restaurant' });
  });

  it("lists a menu's sections and items with the catalog's prices (what the API serves) in RUB", async () => {
    const { catalog, pages } = await build('demo');
    const [menu] = jsonLd(pages.get('/menus/1')!);
    expect(menu).toMatchObject({ '@type': 'Menu', name: 'Основное меню', url: 'https://demo.tarelka.ru/menus/1' });
    const sections: Json[] = menu!.hasMenuSection;
    expect(sections.map((s) => s.name)).toEqual(expect.arrayContaining(['Пицца', 'Роллы и суши', 'Бургеры']));
    const items = sections.flatMap((s) => s.hasMenuItem as Json[]);
    // Every position of the menu that sits in a group, each once.
    expect(items.map((i) => i.url).sort()).toEqual(
      catalog.positions
        .filter((p) => p.menuId === 1 && p.groupId !== null)
        .map((p) => `https://demo.tarelka.ru/menus/1/positions/${p.id}`)
        .sort(),
    );
    for (const item of items) {
      const position = catalog.positions.find((p) => item.url.endsWith(`/positions/${p.id}`))!;
      expect(item['@type']).toBe('MenuItem');
      expect(item.name).toBe(position.name.ru);
      expect(item.offers).toMatchObject({ '@type': 'Offer', priceCurrency: 'RUB' });
      expect(Math.round(item.offers.price * 100)).toBe(position.price);
    }
    // Маргарита: 233 kcal per 100 g, 420 g a pizza → per portion; vegetarian.
    const margherita = items.find((i) => i.name === 'Маргарита')!;
    expect(margherita.offers.price).toBe(549);
    expect(margherita.nutrition).toEqual({
      '@type': 'NutritionInformation',
      servingSize: '420 g',
      calories: '979 kcal',
      proteinContent: '42 g',
      fatContent: '37.8 g',
      carbohydrateContent: '117.6 g',
    });
    expect(margherita.suitableForDiet).toEqual(['https://schema.org/VegetarianDiet']);
  });

  it("maps the diets to schema.org's RestrictedDiet and leaves out what a position does not have", async () => {
    const { catalog, pages } = await build('demo');
    const items = [1, 2, 3, 4, 5].flatMap((id) =>
      (jsonLd(pages.get(`/menus/${id}`)!)[0]!.hasMenuSection as Json[]).flatMap((s) => s.hasMenuItem as Json[]),
    );
    const byId = new Map(items.map((i) => [Number(/\/positions\/(\d+)$/.exec(i.url)![1]), i]));
    const vegan = catalog.positions.find((p) => p.diets?.includes('vegan') && byId.has(p.id))!;
    expect(byId.get(vegan.id)!.suitableForDiet).toEqual(
      expect.arrayContaining(['https://schema.org/VeganDiet', 'https://schema.org/VegetarianDiet']),
    );
    const lactoseFree = catalog.positions.find((p) => p.diets?.includes('lactose-free') && byId.has(p.id));
    if (lactoseFree) expect(byId.get(lactoseFree.id)!.suitableForDiet).toContain('https://schema.org/LowLactoseDiet');
    const plain = catalog.positions.find((p) => !p.diets?.length && !p.nutrition && byId.has(p.id));
    if (plain) {
      expect(byId.get(plain.id)!).not.toHaveProperty('suitableForDiet');
      expect(byId.get(plain.id)!).not.toHaveProperty('nutrition');
    }
    const spicyOnly = catalog.positions.find((p) => p.diets?.length === 1 && p.diets[0] === 'spicy' && byId.has(p.id));
    if (spicyOnly) expect(byId.get(spicyOnly.id)!).not.toHaveProperty('suitableForDiet');
  });

  it("gives a position's page its MenuItem, and its dish photo to Open Graph and Twitter", async () => {
    const { catalog, pages } = await build('demo');
    const html = pages.get('/menus/1/positions/1001')!;
    const [item] = jsonLd(html);
    const position = catalog.positions.find((p) => p.id === 1001)!;
    expect(item).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'MenuItem',
      name: 'Маргарита',
      description: position.description!.ru,
      url: 'https://demo.tarelka.ru/menus/1/positions/1001',
      image: `${ASSET_BASE}/${position.photos[0]!.src}`,
      offers: { '@type': 'Offer', price: position.price / 100, priceCurrency: 'RUB' },
      nutrition: { '@type': 'NutritionInformation', calories: '979 kcal' },
    });
    expect(attr(html, /<meta property="og:image" content="([^"]*)"/)).toBe(`${ASSET_BASE}/${position.photos[0]!.src}`);
    expect(attr(html, /<meta name="twitter:image" content="([^"]*)"/)).toBe(`${ASSET_BASE}/${position.photos[0]!.src}`);
    expect(attr(html, /<meta property="og:type" content="([^"]*)"/)).toBe('product');
    expect(attr(html, /<title>([^<]*)<\/title>/)).toBe('Маргарита — Тарелка Демо');
    expect(attr(html, /<meta name="description" content="([^"]*)"/)).toMatch(
      /^Маргарита, 25 см — 549\u00a0₽\. Томатный соус/,
    );
  });
});

describe('head tags of every prerendered page', () => {
  it.each(['demo', 'sever'])(
    '%s: one title, description and canonical on its origin; the manifest; Open Graph',
    async (id) => {
      const { tenant, pages } = await build(id);
      for (const [path, html] of pages) {
        const count = (re: RegExp) => (html.match(re) ?? []).length;
        expect(count(/<title>/g), path).toBe(1);
        expect(count(/<meta name="description"/g), path).toBe(1);
        expect(count(/<link rel="canonical"/g), path).toBe(1);
        expect(attr(html, /<link rel="canonical" href="([^"]*)"/), path).toBe(`${tenant.seo.origin}${path}`);
        expect(attr(html, /<meta property="og:url" content="([^"]*)"/), path).toBe(`${tenant.seo.origin}${path}`);
        expect(count(/<link rel="manifest" href="\/manifest\.webmanifest">/g), path).toBe(1);
        for (const tag of ['og:title', 'og:description', 'og:image', 'og:site_name'])
          expect(html, `${path} ${tag}`).toContain(`<meta property="${tag}" content="`);
        for (const tag of ['twitter:card', 'twitter:title', 'twitter:description', 'twitter:image'])
          expect(html, `${path} ${tag}`).toContain(`<meta name="${tag}" content="`);
        expect(attr(html, /<meta name="description" content="([^"]*)"/)!.length, path).toBeLessThanOrEqual(160);
      }
      // Home and the frames share the tenant's 1200×630 sharing image.
      expect(attr(pages.get('/')!, /<meta property="og:image" content="([^"]*)"/)).toBe(
        `${tenant.seo.origin}/${tenant.seo.image!.src}`,
      );
      expect(attr(pages.get('/')!, /<meta name="twitter:card" content="([^"]*)"/)).toBe('summary_large_image');
    },
  );

  it('adds no script the Content-Security-Policy must hash but the fallback canonical guard on home', async () => {
    const { pages } = await build('demo');
    for (const [path, html] of pages) {
      const scripts = inlineScripts(html);
      expect(
        scripts.some((s) => s.includes('"@context"')),
        path,
      ).toBe(false);
      expect(scripts.filter((s) => s.includes('rel="canonical"')).length, path).toBe(path === '/' ? 1 : 0);
    }
  });

  it('writes values as text: a tenant name with markup cannot open an element', async () => {
    const { tenant, catalog } = await build('demo');
    const hostile = { ...tenant, name: 'A "B" <script>x</script>' };
    const [seo] = pagesSeo(shellPages(catalog, hostile, ASSET_BASE).slice(1, 2), {
      tenant: hostile,
      catalog,
      assetBase: ASSET_BASE,
    });
    const html = applySeo(INDEX, seo!, hostile);
    expect(html).not.toContain('<script>x');
    expect(html).toContain('content="A &quot;B&quot; &lt;script&gt;x&lt;/script&gt;"');
  });
});

describe('a page the build writes besides the shell pages', () => {
  it('keeps its own title and description and gets the canonical, Open Graph and the manifest', async () => {
    const { tenant } = await build('sever');
    const html =
      '<!doctype html><html lang="ru"><head><meta charset="UTF-8" /><title>Доставка — Северная Кухня</title><meta name="description" content="Как мы возим &quot;уху&quot;" /></head><body><div id="root"></div></body></html>';
    const path = pathOfFile('dostavka.html');
    expect(path).toBe('/dostavka');
    const out = applySeo(html, plainPageSeo(path, html, tenant), tenant);
    expect(attr(out, /<title>([^<]*)<\/title>/)).toBe('Доставка — Северная Кухня');
    expect(out.match(/<meta name="description"[^>]*>/g)).toEqual([
      '<meta name="description" content="Как мы возим &quot;уху&quot;" />',
    ]);
    expect(out).toContain('<link rel="canonical" href="https://severnaya-kuhnya.ru/dostavka">');
    expect(out).toContain('<meta property="og:image" content="https://severnaya-kuhnya.ru/social.jpg">');
    expect(out).toContain('<link rel="manifest" href="/manifest.webmanifest">');
    expect(jsonLd(out)).toEqual([]);
  });
});

describe('sitemap.xml and robots.txt', () => {
  it.each(['demo', 'sever'])('%s: the sitemap lists every prerendered page on the public origin', async (id) => {
    const { tenant, pages } = await build(id);
    const xml = sitemapXml([...pages.keys()].map((path) => `${tenant.seo.origin}${path}`));
    const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual([...pages.keys()].map((path) => `${tenant.seo.origin}${path}`));
    expect(locs).toContain(`${tenant.seo.origin}/`);
    expect(locs).toContain(`${tenant.seo.origin}/cart`);
    expect(xml).toMatch(
      /^<\?xml version="1\.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9">/,
    );
  });

  it('robots.txt allows everything and names the sitemap', () => {
    expect(robotsTxt('https://demo.tarelka.ru')).toBe(
      'User-agent: *\nAllow: /\nSitemap: https://demo.tarelka.ru/sitemap.xml\n',
    );
    expect(robotsTxt(undefined)).toBe('User-agent: *\nAllow: /\n');
  });
});

describe('manifest.webmanifest', () => {
  it.each([
    ['demo', 'Тарелка Демо', 'Тарелка', '#121614'],
    ['sever', 'Северная Кухня', 'Север', '#f7f9fc'],
  ])('%s: names the tenant, its colours, icons (maskable too), standalone from /', async (id, name, short, colour) => {
    const { tenant } = await build(id);
    const manifest = JSON.parse(
      JSON.stringify(webManifest(tenant, (src) => (src.endsWith('.svg') ? 'any' : undefined))),
    );
    expect(manifest).toMatchObject({
      name,
      short_name: short,
      lang: 'ru',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: colour,
      background_color: colour,
    });
    expect(tenant.name).toBe(name);
    expect(manifest.icons).toContainEqual({ src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' });
    expect(manifest.icons).toContainEqual({
      src: '/icon-maskable.svg',
      sizes: 'any',
      type: 'image/svg+xml',
      purpose: 'maskable',
    });
  });

  it('reads the size of a PNG icon from its header', () => {
    const png = new Uint8Array(24);
    png.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
    new DataView(png.buffer).setUint32(16, 512);
    new DataView(png.buffer).setUint32(20, 512);
    expect(iconSizes('icon.png', png)).toBe('512x512');
    expect(iconSizes('icon.svg', new Uint8Array())).toBe('any');
    expect(iconSizes('icon.ico', new Uint8Array())).toBeUndefined();
  });
});

describe('opening hours', () => {
  const resto = (hours: CatalogResto['openingHours']) => ({ openingHours: hours }) as CatalogResto;
  it('writes round the clock as 00:00–23:59, groups equal days and leaves days off out', () => {
    expect(
      openingHoursOf(
        resto([
          { dayOfWeek: 1, active: true, open: '00:00', close: '00:00' },
          { dayOfWeek: 2, active: true, open: '10:00', close: '22:00' },
          { dayOfWeek: 3, active: true, open: '10:00', close: '22:00' },
          { dayOfWeek: 4, active: false, open: '10:00', close: '22:00' },
          { dayOfWeek: 5, active: true, open: '11:00', close: '00:00' },
        ]),
      ),
    ).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['https://schema.org/Monday'],
        opens: '00:00',
        closes: '23:59',
      },
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['https://schema.org/Tuesday', 'https://schema.org/Wednesday'],
        opens: '10:00',
        closes: '22:00',
      },
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['https://schema.org/Friday'],
        opens: '11:00',
        closes: '23:59',
      },
    ]);
  });
});
