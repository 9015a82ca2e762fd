// What the build serves to browsers installing the app and to search engines (issue 30): the web
// app manifest, the sitemap, robots.txt, canonical URLs and JSON-LD, as the preview server answers
// them. Shared by reach.spec.ts (demo) and reach.sever.spec.ts (sever).
import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiUrlOf } from './checkout-support';

/** What a tenant's build must say about it. */
export interface ReachTenant {
  id: string;
  name: string;
  shortName: string;
  origin: string;
  /** A menu page and a position's page of the tenant, with the position's price in roubles. */
  menu: string;
  position: { path: string; name: string; price: number };
}

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const jsonLdOf = (html: string): Json[] =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));

async function text(request: APIRequestContext, path: string) {
  const answer = await request.get(path);
  expect(answer.status(), path).toBe(200);
  return { body: await answer.text(), type: answer.headers()['content-type'] ?? '' };
}

export function reachTests(tenant: ReachTenant): void {
  test('the manifest parses, names the tenant and its icons load; every page links it', async ({ request }) => {
    const { body, type } = await text(request, '/manifest.webmanifest');
    expect(type).toMatch(/manifest\+json|json/);
    const manifest = JSON.parse(body) as Json;
    expect(manifest).toMatchObject({
      name: tenant.name,
      short_name: tenant.shortName,
      start_url: '/',
      display: 'standalone',
    });
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
    expect(manifest.icons.map((i: Json) => i.purpose)).toEqual(expect.arrayContaining(['any', 'maskable']));
    for (const icon of manifest.icons as Json[]) expect((await request.get(icon.src)).status(), icon.src).toBe(200);
    for (const path of ['/', tenant.menu, tenant.position.path, '/cart']) {
      const html = (await text(request, path)).body;
      expect(html.match(/<link rel="manifest" href="\/manifest\.webmanifest">/g), path).toHaveLength(1);
    }
  });

  test('the sitemap lists every prerendered page on the public origin; each answers with its canonical', async ({
    request,
  }) => {
    const { body } = await text(request, '/sitemap.xml');
    const urls = [...body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!);
    for (const path of ['/', tenant.menu, tenant.position.path, '/cart', '/checkout'])
      expect(urls).toContain(`${tenant.origin}${path}`);
    const pending = [...urls];
    const check = async () => {
      for (let url = pending.shift(); url; url = pending.shift()) {
        expect(url.startsWith(`${tenant.origin}/`), url).toBe(true);
        const html = (await text(request, url.slice(tenant.origin.length))).body;
        expect(html.match(/<link rel="canonical"[^>]*>/g), url).toEqual([`<link rel="canonical" href="${url}">`]);
      }
    };
    await Promise.all([check(), check(), check(), check()]);
    expect((await text(request, '/robots.txt')).body).toContain(`Sitemap: ${tenant.origin}/sitemap.xml`);
  });

  test("home, a resto's, a menu's and a position's page carry their JSON-LD with the API's prices", async ({
    request,
  }) => {
    const [home] = jsonLdOf((await text(request, '/')).body);
    const restaurants = home!['@graph'] as Json[];
    expect(restaurants.every((r) => r['@type'] === 'Restaurant' && r.hasMenu && r.address)).toBe(true);
    // A resto's own page: its Restaurant, as home lists it.
    const [resto] = jsonLdOf((await text(request, restaurants[0]!.url.slice(tenant.origin.length))).body);
    const { '@context': context, ...node } = resto!;
    expect(context).toBe('https://schema.org');
    expect(node).toEqual(restaurants[0]);
    expect(node).toMatchObject({ '@type': 'Restaurant', geo: { '@type': 'GeoCoordinates' } });
    const [menu] = jsonLdOf((await text(request, tenant.menu)).body);
    expect(menu!['@type']).toBe('Menu');
    const items = (menu!.hasMenuSection as Json[]).flatMap((s) => s.hasMenuItem as Json[]);
    const item = items.find((i) => i.url === `${tenant.origin}${tenant.position.path}`)!;
    expect(item.offers).toMatchObject({ price: tenant.position.price, priceCurrency: 'RUB' });
    const [own] = jsonLdOf((await text(request, tenant.position.path)).body);
    expect(own).toMatchObject({
      '@type': 'MenuItem',
      name: tenant.position.name,
      offers: { price: tenant.position.price },
    });
    // Every price is the one the API serves (minor units) for that menu.
    const menuId = tenant.menu.split('/').pop();
    const answer = await request.get(`${apiUrlOf(tenant.id)}/1/p/menus/${menuId}/positions?whiteLabel=${tenant.id}`);
    expect(answer.status()).toBe(200);
    const served = new Map(((await answer.json()) as Json[]).map((p) => [String(p.id), p.price as number]));
    for (const { url, offers } of items) {
      expect(Math.round(offers.price * 100), url).toBe(served.get(url.split('/').pop()));
    }
  });

  test("home's canonical stays on home only: a prerendered route names itself, the SPA fallback of a personal one drops it", async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${tenant.origin}/`);
    await page.goto('/restos');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${tenant.origin}/restos`);
    // The profile is personal: no page of its own, so the server answers with home's shell.
    await page.goto('/profile');
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
    await expect(page.locator('meta[property="og:url"]')).toHaveCount(0);
    await expect(page.locator('link[rel="manifest"]')).toHaveCount(1);
  });
}
