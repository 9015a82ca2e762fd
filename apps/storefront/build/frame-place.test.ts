// The checkout frame's place section (prerender-html.ts, FILL_PLACE): the shipped inline script run
// over the demo tenant's real frame against local storage as the store writes it.
import { join } from 'node:path';
import { loadCatalog, loadTenant } from '@tarelka/tenant/node';
import type { TenantConfig } from '@tarelka/tenant';
import { afterEach, describe, expect, it } from 'vitest';
import { framePages, framePlace, renderShell } from './prerender-html';

// The jsdom environment gives no file: URL of this module; tests run in the package's folder.
const tenantDir = join(process.cwd(), '../../tenants/demo/');
const VERSION = '1.2.3';

/** Local storage of a signed-in customer with a dish in the cart, picking up at resto 1. */
const SESSION: Record<string, unknown> = {
  app_version: VERSION,
  app_white_label: 'demo',
  app_locale: 'ru',
  app_city_id: 1,
  app_resto_id: 1,
  app_token_set: { accessToken: 'a.b.c', refreshToken: 'd.e.f', source: 'PHONE' },
  app_person: { id: 'p1', phone: '+79160000000' },
  app_cart_positions: [{ id: 1039, menuId: 1, name: 'Борщ со сметаной', price: 39000, count: 1, sum: 39000 }],
  app_order_draft: { deliveryType: 'TAKE_AWAY', payType: 'CARD_ONLINE' },
};

/** Puts the checkout frame into the document with `storage` stored, and runs its script. */
async function openFrame(storage: Record<string, unknown>, tenantPatch: Partial<TenantConfig> = {}) {
  const tenant = { ...(await loadTenant(tenantDir)), ...tenantPatch };
  const catalog = await loadCatalog(tenantDir);
  const checkout = framePages(tenant, framePlace(catalog, tenant, VERSION)).find((p) => p.path === '/checkout')!;
  const html = renderShell(checkout, { tenant, assetBase: 'x' });
  const script = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1];
  expect(script, 'the frame carries its script').toBeTruthy();
  localStorage.clear();
  for (const [key, value] of Object.entries(storage))
    localStorage.setItem(
      key,
      typeof value === 'string' && value.startsWith('!') ? value.slice(1) : JSON.stringify(value),
    );
  document.body.innerHTML = html;
  new Function(script!)();
  const section = document.getElementById('ps-place')!;
  return {
    shown: !section.hidden,
    heading: section.querySelector('h2')!.textContent,
    place: section.querySelector('p')!.textContent,
    change: section.querySelector('.ps-change')!.textContent,
    h1: document.querySelector('h1')!.textContent,
    // The section's placeholder block, which the place replaces.
    placeholder: section.nextElementSibling?.getAttribute('style') === 'height:152px',
    // Room for the address fields the app draws under a delivery address.
    fields: !section.querySelector<HTMLElement>('.ps-fields')!.hidden,
  };
}

afterEach(() => {
  localStorage.clear();
  document.body.innerHTML = '';
});

describe('checkout frame: the place from local storage', () => {
  it('shows the pickup point as the app writes it, in place of its placeholder', async () => {
    expect(await openFrame(SESSION)).toEqual({
      shown: true,
      heading: 'Где забрать',
      place: 'Тарелка на Тверской, Москва, Тверская улица, 12с1',
      change: 'Изменить',
      h1: 'Оформление заказа',
      placeholder: false,
      fields: false,
    });
  });

  it('shows the stored delivery address for delivery', async () => {
    const frame = await openFrame({
      ...SESSION,
      app_order_draft: {
        deliveryType: 'DELIVERY',
        deliveryPlace: { address: 'Москва, Тверская улица, 7', location: { lat: 55.76, lng: 37.61 } },
      },
    });
    expect([frame.shown, frame.heading, frame.place, frame.fields]).toEqual([
      true,
      'Куда доставить',
      'Москва, Тверская улица, 7',
      true,
    ]);
  });

  it('speaks the stored locale, the heading included', async () => {
    const frame = await openFrame({ ...SESSION, app_locale: 'en' });
    expect([frame.heading, frame.place, frame.change, frame.h1]).toEqual([
      'Pick up at',
      'Tarelka Tverskaya, Moscow, Tverskaya Street, 12 bld 1',
      'Change',
      'Checkout',
    ]);
    // A locale the tenant does not offer falls back to its default.
    expect((await openFrame({ ...SESSION, app_locale: 'de' })).heading).toBe('Где забрать');
  });

  it("takes the tenant's own wording of the section", async () => {
    const frame = await openFrame(SESSION, { strings: { ru: { 'orderForm.pickupPoint': 'Самовывоз из' } } });
    expect(frame.heading).toBe('Самовывоз из');
  });

  // What the app would not show at /checkout (it redirects, or its storage is reset), or cannot be
  // read: the placeholder stays, and the app decides once it has booted.
  const { app_token_set: _token, ...signedOut } = SESSION;
  for (const [name, storage] of [
    ['no storage at all', {}],
    ['storage of another version', { ...SESSION, app_version: '0.9.0' }],
    ['storage of another tenant', { ...SESSION, app_white_label: 'sever' }],
    ['no session', signedOut],
    ['a session without a refresh token', { ...SESSION, app_token_set: { accessToken: 'a.b.c' } }],
    ['an empty cart', { ...SESSION, app_cart_positions: [] }],
    ['a corrupted cart', { ...SESSION, app_cart_positions: '!{"id":' }],
    ['a corrupted draft', { ...SESSION, app_order_draft: '!not json' }],
    ['no delivery type', { ...SESSION, app_order_draft: { payType: 'CARD_ONLINE' } }],
    ['a pickup point the catalog lacks', { ...SESSION, app_resto_id: 404 }],
    ['a prototype key as the pickup point', { ...SESSION, app_resto_id: '!"constructor"' }],
    ['delivery without an address', { ...SESSION, app_order_draft: { deliveryType: 'DELIVERY' } }],
  ] as const) {
    it(`keeps the placeholder with ${name}`, async () => {
      const frame = await openFrame(storage);
      expect([frame.shown, frame.placeholder, frame.place]).toEqual([false, true, '']);
    });
  }

  it('keeps the placeholder when storage cannot be read at all', async () => {
    const getItem = Storage.prototype.getItem;
    Storage.prototype.getItem = () => {
      throw new DOMException('denied', 'SecurityError');
    };
    try {
      expect((await openFrame(SESSION)).shown).toBe(false);
    } finally {
      Storage.prototype.getItem = getItem;
    }
  });

  it('escapes the catalog text it carries, which sits in a <script>', async () => {
    const tenant = await loadTenant(tenantDir);
    const catalog = await loadCatalog(tenantDir);
    const hostile = {
      ...catalog,
      restos: catalog.restos.map((r) => ({ ...r, name: { ru: '</script><script>alert(1)</script>' } })),
    };
    const checkout = framePages(tenant, framePlace(hostile, tenant, VERSION)).find((p) => p.path === '/checkout')!;
    const html = renderShell(checkout, { tenant, assetBase: 'x' });
    expect(html.match(/<script>/g)).toHaveLength(1);
    expect(html).toContain('\\u003c/script>');
  });
});
