// The prerendered location popup frame (prerender-html.ts, SHOW_LOCATION): the shipped inline script
// run over the demo tenant's real shells, with the storage the store writes.
import { join } from 'node:path';
import { loadCatalog, loadTenant } from '@tarelka/tenant/node';
import { afterEach, describe, expect, it } from 'vitest';
import { framePages, renderShell, shellCookies, shellLocation, shellPages } from './prerender-html';

const demoDir = join(process.cwd(), '../../tenants/demo/');
const VERSION = '1.2.3';
/** A returning customer of this build: take-away at resto 1 of city 1. */
const PLACED = {
  app_version: '"1.2.3"',
  app_white_label: '"demo"',
  app_city_id: '1',
  app_resto_id: '1',
  app_order_draft: '{"deliveryType":"TAKE_AWAY"}',
};

/** Renders home or the cart frame of the demo tenant with `storage` stored (raw values), and runs its scripts. */
async function open(storage: Record<string, string> = {}, name: 'home' | 'cart' = 'home') {
  const tenant = await loadTenant(demoDir);
  const catalog = await loadCatalog(demoDir);
  const page = name === 'home' ? shellPages(catalog, tenant, 'x')[0]! : framePages(tenant)[0]!;
  const html = renderShell(page, {
    tenant,
    assetBase: 'x',
    cookies: shellCookies(tenant, VERSION),
    location: shellLocation(tenant, VERSION),
  });
  localStorage.clear();
  for (const [key, value] of Object.entries(storage)) localStorage.setItem(key, value);
  document.body.innerHTML = html;
  for (const match of html.matchAll(/<script>([\s\S]*?)<\/script>/g)) new Function(match[1]!)();
  const frame = document.getElementById('ps-loc')!;
  return {
    frame,
    shown: !frame.hidden,
    title: frame.querySelector('h2')!.textContent,
    lead: frame.querySelector('p')!.textContent,
    cookies: document.getElementById('ps-ck')!,
  };
}

afterEach(() => {
  localStorage.clear();
  document.body.innerHTML = '';
});

describe('the prerendered location popup frame', () => {
  it("shows on a first visit with the popup's title and lead, the cookie banner under it", async () => {
    for (const name of ['home', 'cart'] as const) {
      const { frame, shown, title, lead, cookies } = await open({}, name);
      expect(shown, name).toBe(true);
      expect(title).toBe('Адрес');
      expect(lead).toBe('Укажите адрес, чтобы мы могли показать вам актуальное меню');
      // A picture of the app's popup until it takes over: nothing in it to read out or focus.
      const picture = frame.querySelector('.ps-loc-area')!;
      expect(picture.getAttribute('aria-hidden')).toBe('true');
      expect(picture.querySelector('button, a, input, [tabindex]')).toBeNull();
      // The cookie banner under it stays readable, its policy link too.
      expect(cookies.closest('[aria-hidden]')).toBeNull();
      // The app keeps its cookie banner below its dialog: the shell's moves under the frame.
      expect(cookies.hidden).toBe(false);
      expect(cookies.parentElement).toBe(frame);
      expect(frame.lastElementChild).toBe(cookies);
    }
  });

  it('stays hidden for a customer whose place this build has stored (the popup will not open)', async () => {
    const { shown, cookies } = await open({ ...PLACED, app_cookies_consent_accepted: 'true' });
    expect(shown).toBe(false);
    expect(cookies.hidden).toBe(true);
  });

  it('shows where the store will open the popup: a place half chosen, of another build, or unreadable', async () => {
    const { app_resto_id: _resto, ...noResto } = PLACED;
    expect((await open(noResto)).shown).toBe(true);
    expect((await open({ ...PLACED, app_order_draft: '{"deliveryType":null}' })).shown).toBe(true);
    expect((await open({ ...PLACED, app_version: '"0.9.0"' })).shown).toBe(true);
    expect((await open({ ...PLACED, app_white_label: '"sever"' })).shown).toBe(true);
    expect((await open({ ...PLACED, app_order_draft: '{' })).shown).toBe(true);
  });

  it('speaks the stored locale of this build, else the default one', async () => {
    const english = await open({ app_version: '"1.2.3"', app_white_label: '"demo"', app_locale: '"en"' });
    expect([english.title, english.lead]).toEqual([
      'Address',
      'Enter your address so that we can show you the current menu',
    ]);
    const other = await open({ app_version: '"0.9.0"', app_white_label: '"demo"', app_locale: '"en"' });
    expect(other.title).toBe('Адрес');
  });

  it('leaves the cookie banner in its place when it is hidden (consent given, place not chosen)', async () => {
    const { shown, cookies } = await open({
      app_version: '"1.2.3"',
      app_white_label: '"demo"',
      app_cookies_consent_accepted: 'false',
    });
    expect(shown).toBe(true);
    expect(cookies.hidden).toBe(true);
    expect(cookies.parentElement?.id).not.toBe('ps-loc');
  });

  it('is not drawn for a tenant whose defaults choose the whole place (the popup does not open)', async () => {
    const tenant = await loadTenant(demoDir);
    expect(
      shellLocation({ ...tenant, defaults: { cityId: 1, deliveryType: 'TAKE_AWAY', restoId: 1 } }, VERSION),
    ).toBeNull();
    expect(shellLocation(tenant, VERSION)).not.toBeNull();
  });
});
