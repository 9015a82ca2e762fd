// The prerendered platform app banner (prerender-html.ts, SHOW_BANNER): the shipped inline script
// run over the demo tenant's real shell, for the user agents and storage a phone brings.
import { join } from 'node:path';
import { loadCatalog, loadTenant } from '@tarelka/tenant/node';
import { afterEach, describe, expect, it } from 'vitest';
import { framePages, renderShell, shellBanner, shellPages } from './prerender-html';

const demoDir = join(process.cwd(), '../../tenants/demo/');
const severDir = join(process.cwd(), '../../tenants/sever/');
const VERSION = '1.2.3';
const ANDROID =
  'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 Chrome/120 Mobile Safari/537.36';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/120 Safari/537.36';

/** Renders `page` of the demo tenant with `storage` stored as `userAgent`, and runs its scripts. */
async function open(userAgent: string, storage: Record<string, string> = {}, page: 'home' | 'cart' = 'cart') {
  const tenant = await loadTenant(demoDir);
  const pages = page === 'cart' ? framePages(tenant) : shellPages(await loadCatalog(demoDir), tenant, 'x');
  const html = renderShell(pages[0]!, { tenant, assetBase: 'x', banner: shellBanner(tenant, VERSION) });
  localStorage.clear();
  for (const [key, value] of Object.entries(storage)) localStorage.setItem(key, value);
  Object.defineProperty(window.navigator, 'userAgent', { value: userAgent, configurable: true });
  document.body.innerHTML = html;
  for (const match of html.matchAll(/<script>([\s\S]*?)<\/script>/g)) new Function(match[1]!)();
  const banner = document.getElementById('ps-app')!;
  const [title, subtitle] = [...banner.querySelectorAll('p')].map((p) => p.textContent);
  const link = banner.querySelector('a')!;
  return { banner, shown: !banner.hidden, title, subtitle, href: link.getAttribute('href'), open: link.textContent };
}

afterEach(() => {
  localStorage.clear();
  document.body.innerHTML = '';
});

describe('the prerendered platform app banner', () => {
  it("shows on Android the tenant's pitch, the Google Play line and link, ahead of the app bar", async () => {
    const { banner, shown, title, subtitle, href, open: label } = await open(ANDROID);
    expect(shown).toBe(true);
    expect(title).toBe('Заказывать удобнее в приложении');
    expect(subtitle).toBe('Скачать в Google Play');
    expect(href).toBe('https://play.google.com/store/apps/details?id=ru.tarelka.demo');
    expect(label).toBe('Открыть');
    expect(banner.getAttribute('aria-label')).toBe('Заказывать удобнее в приложении');
    expect(banner.parentElement!.querySelector(':scope > .ps-app ~ .ps-bar')).not.toBeNull();
    // The icon is the tenant's initial, as the app's banner draws it.
    expect(banner.querySelector('.ps-app-i')!.textContent).toBe('Т');
  });

  it('shows on an iPhone with the App Store line and link, on home too', async () => {
    const { shown, subtitle, href } = await open(IPHONE, {}, 'home');
    expect(shown).toBe(true);
    expect(subtitle).toBe('Скачать в App Store');
    expect(href).toBe('https://apps.apple.com/ru/app/id6400000000');
  });

  it('stays hidden on a desktop browser', async () => {
    expect((await open(DESKTOP)).shown).toBe(false);
  });

  it("speaks the stored locale of this build's storage, the default one of another build's or a corrupt value", async () => {
    const stamp = { app_version: JSON.stringify(VERSION), app_white_label: JSON.stringify('demo') };
    expect(await open(ANDROID, { ...stamp, app_locale: '"en"' })).toMatchObject({
      title: 'Ordering is easier in the app',
      open: 'Open',
    });
    expect(await open(ANDROID, { ...stamp, app_locale: '"cnr"' })).toMatchObject({
      title: 'Naručivanje je lakše u aplikaciji',
    });
    // Storage of an older build is reset by the app: the default locale.
    expect(
      await open(ANDROID, { app_version: '"0.0.1"', app_white_label: '"demo"', app_locale: '"en"' }),
    ).toMatchObject({ shown: true, title: 'Заказывать удобнее в приложении' });
    expect(await open(ANDROID, { ...stamp, app_locale: '{not json' })).toMatchObject({
      shown: true,
      title: 'Заказывать удобнее в приложении',
    });
    expect(await open(ANDROID, { ...stamp, app_locale: '"de"' })).toMatchObject({ shown: true, open: 'Открыть' });
  });

  it('is absent for a tenant that links no app (sever)', async () => {
    const sever = await loadTenant(severDir);
    expect(shellBanner(sever, VERSION)).toBeNull();
    const html = renderShell(framePages(sever)[0]!, { tenant: sever, assetBase: 'x', banner: null });
    expect(html).not.toContain('ps-app');
  });
});
