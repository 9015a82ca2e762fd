// The first visit's splash in the prerendered shell (prerender-html.ts, SHOW_SPLASH): the shipped
// inline script run over the demo tenant's real pages, with the storage the store writes.
import { join } from 'node:path';
import { loadCatalog, loadTenant } from '@tarelka/tenant/node';
import { afterEach, describe, expect, it } from 'vitest';
import { framePages, renderShell, shellPages, shellSplash } from './prerender-html';

const tenantDir = join(process.cwd(), '../../tenants/demo/');
const VERSION = '1.2.3';

/** Storage of a returning customer: this build's stamp and a place (delivery to resto 1). */
const RETURNING: Record<string, unknown> = {
  app_version: VERSION,
  app_white_label: 'demo',
  app_city_id: 1,
  app_resto_id: 1,
  app_order_draft: { deliveryType: 'DELIVERY', payType: 'CASH_UPON_RECEIPT' },
};

type PageName = 'home' | 'cart';

/** A stored text that is not JSON (corrupted storage). */
class Raw {
  constructor(readonly text: string) {}
}

/** Renders `name` of the demo tenant with `storage` stored (as JSON, but {@link Raw}), runs its scripts. */
async function open(name: PageName, storage: Record<string, unknown>) {
  const tenant = await loadTenant(tenantDir);
  const catalog = await loadCatalog(tenantDir);
  const pages = {
    home: () => shellPages(catalog, tenant, 'x')[0]!,
    cart: () => framePages(tenant)[0]!,
  };
  const html = renderShell(pages[name](), { tenant, assetBase: 'x', splash: shellSplash(tenant, VERSION) });
  localStorage.clear();
  for (const [key, value] of Object.entries(storage))
    if (value !== undefined) localStorage.setItem(key, value instanceof Raw ? value.text : JSON.stringify(value));
  document.body.innerHTML = html;
  for (const match of html.matchAll(/<script>([\s\S]*?)<\/script>/g)) new Function(match[1]!)();
  return document.getElementById('ps-splash')!;
}

afterEach(() => {
  localStorage.clear();
  document.body.innerHTML = '';
});

describe("the first visit's splash in the shell", () => {
  it('shows on a first visit, first in the page, with the logo at the height the app draws it', async () => {
    for (const name of ['home', 'cart'] as const) {
      const splash = await open(name, {});
      expect(splash.hidden, name).toBe(false);
      // Ahead of everything else of the shell, so its script runs before the page is parsed.
      expect(splash.parentElement!.firstElementChild, name).toBe(splash);
      expect(splash.getAttribute('aria-hidden')).toBe('true');
      const logo = splash.querySelector('img')!;
      expect(logo.getAttribute('src')).toBe('/logo.svg');
      expect(logo.getAttribute('height')).toBe('64');
    }
  });

  it('stays hidden for a returning customer whose place is stored', async () => {
    for (const name of ['home', 'cart'] as const) expect((await open(name, RETURNING)).hidden, name).toBe(true);
  });

  it('shows when the place is incomplete: no resto, or no delivery type', async () => {
    expect((await open('cart', { ...RETURNING, app_resto_id: undefined })).hidden).toBe(false);
    expect((await open('cart', { ...RETURNING, app_order_draft: { payType: 'CASH_UPON_RECEIPT' } })).hidden).toBe(
      false,
    );
  });

  it('shows for storage of another build or tenant, which the store clears', async () => {
    expect((await open('home', { ...RETURNING, app_version: '0.9.0' })).hidden).toBe(false);
    expect((await open('home', { ...RETURNING, app_white_label: 'sever' })).hidden).toBe(false);
  });

  it('shows when a stored value is not JSON (the store drops it), and never throws', async () => {
    expect((await open('cart', { ...RETURNING, app_city_id: new Raw('{oops') })).hidden).toBe(false);
    expect((await open('cart', { ...RETURNING, app_order_draft: new Raw('null') })).hidden).toBe(false);
  });

  it('is left out without the splash option', async () => {
    const tenant = await loadTenant(tenantDir);
    expect(renderShell(framePages(tenant)[0]!, { tenant, assetBase: 'x' })).not.toContain('ps-splash');
  });
});
