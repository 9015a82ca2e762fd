// The prerendered cookie banner (prerender-html.ts, SHOW_COOKIES): the shipped inline script run over
// the demo tenant's real shells, with the storage the store writes.
import { join } from 'node:path';
import { loadCatalog, loadTenant } from '@tarelka/tenant/node';
import { afterEach, describe, expect, it } from 'vitest';
import { framePages, renderShell, shellCookies, shellPages } from './prerender-html';

const demoDir = join(process.cwd(), '../../tenants/demo/');
const VERSION = '1.2.3';
/** This build's stamp, as the store writes it. */
const OURS = { app_version: '"1.2.3"', app_white_label: '"demo"' };

type PageName = 'home' | 'cart' | 'auth';

/** Renders `name` of the demo tenant with `storage` stored (raw values), and runs its scripts. */
async function open(storage: Record<string, string> = {}, name: PageName = 'cart') {
  const tenant = await loadTenant(demoDir);
  const catalog = await loadCatalog(demoDir);
  const pages = {
    home: () => shellPages(catalog, tenant, 'x')[0]!,
    cart: () => framePages(tenant)[0]!,
    // A content page (build/prerender-pages.ts writes their bodies).
    auth: () => ({ path: '/auth', heading: 'Вход', menus: [], body: '<p>…</p>', narrow: true }),
  };
  const html = renderShell(pages[name](), { tenant, assetBase: 'x', cookies: shellCookies(tenant, VERSION) });
  localStorage.clear();
  for (const [key, value] of Object.entries(storage)) localStorage.setItem(key, value);
  document.body.innerHTML = html;
  for (const match of html.matchAll(/<script>([\s\S]*?)<\/script>/g)) new Function(match[1]!)();
  const banner = document.getElementById('ps-ck')!;
  const link = banner.querySelector('a');
  return {
    banner,
    shown: !banner.hidden,
    text: banner.querySelector('p > span')!.textContent,
    link: link && { href: link.getAttribute('href'), label: link.textContent },
    buttons: [...banner.querySelectorAll('.ps-ckb')].map((b) => b.textContent),
  };
}

afterEach(() => {
  localStorage.clear();
  document.body.innerHTML = '';
});

describe('the prerendered cookie banner', () => {
  it("shows on a first visit the tenant's notice, the policy link and both answers, after the page", async () => {
    for (const name of ['cart', 'home', 'auth'] as const) {
      const { banner, shown, text, link, buttons } = await open({}, name);
      expect(shown, name).toBe(true);
      expect(text).toBe(
        'Мы используем файлы cookie, чтобы сайт работал быстрее и удобнее. Оставаясь на сайте, вы соглашаетесь с их использованием.',
      );
      expect(link).toEqual({ href: '/informaciya-dlya-klientov', label: 'Подробнее' });
      expect(buttons).toEqual(['Принять', 'Отклонить']);
      expect(banner.getAttribute('aria-label')).toBe('Файлы cookie');
      // Its buttons are pictures of the app's until the app takes over: nothing to focus or press.
      for (const button of banner.querySelectorAll('.ps-ckb')) expect(button.getAttribute('aria-hidden')).toBe('true');
      expect(banner.parentElement!.lastElementChild!.tagName, name).toBe('SCRIPT');
      expect(banner.parentElement!.querySelector(':scope > main ~ .ps-ck'), name).not.toBeNull();
    }
  });

  it('stays hidden once this build has stored an answer, either answer', async () => {
    expect((await open({ ...OURS, app_cookies_consent_accepted: 'true' })).shown).toBe(false);
    expect((await open({ ...OURS, app_cookies_consent_accepted: 'false' })).shown).toBe(false);
  });

  it('shows where the store will ask again: an answer of another build or tenant, or not a boolean', async () => {
    const answered = { app_cookies_consent_accepted: 'true' };
    expect((await open({ ...answered, app_version: '"0.9.0"', app_white_label: '"demo"' })).shown).toBe(true);
    expect((await open({ ...answered, app_version: '"1.2.3"', app_white_label: '"sever"' })).shown).toBe(true);
    expect((await open({ ...OURS, app_cookies_consent_accepted: '"yes"' })).shown).toBe(true);
    expect((await open({ ...OURS, app_cookies_consent_accepted: '{' })).shown).toBe(true);
  });

  it('speaks the stored locale of this build, else the default one', async () => {
    const english = await open({ ...OURS, app_locale: '"en"' });
    expect(english.text).toBe(
      'We use cookies to make the site faster and easier to use. By staying on the site you agree to their use.',
    );
    expect(english.buttons).toEqual(['Accept', 'Decline']);
    expect(english.banner.getAttribute('aria-label')).toBe('Cookies');
    expect((await open({ app_locale: '"en"', app_version: '"0.1.0"' })).buttons).toEqual(['Принять', 'Отклонить']);
    expect((await open({ ...OURS, app_locale: '"de"' })).buttons).toEqual(['Принять', 'Отклонить']);
  });

  it('is not drawn for a tenant without a cookie banner', async () => {
    const tenant = await loadTenant(demoDir);
    const off = { ...tenant, features: { ...tenant.features, cookieBanner: undefined } };
    expect(shellCookies(off, VERSION)).toBeNull();
    const html = renderShell(framePages(off)[0]!, {
      tenant: off,
      assetBase: 'x',
      cookies: shellCookies(tenant, VERSION),
    });
    expect(html).not.toContain('ps-ck');
  });
});
