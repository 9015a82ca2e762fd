// @vitest-environment node
// The build's CSP: which inline scripts get a hash, what the policy allows per tenant feature set,
// and the three forms it is written in.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { TenantConfig } from '@tarelka/tenant';
import { describe, expect, it } from 'vitest';
import {
  contentSecurityPolicy,
  headersFile,
  inlineScripts,
  nginxConf,
  originOf,
  scriptHash,
  scriptHashes,
  tenantFeatures,
  withCspMeta,
} from './security-headers';

const demo = JSON.parse(
  readFileSync(new URL('../../../tenants/demo/tenant.json', import.meta.url), 'utf8'),
) as TenantConfig;
const sever = JSON.parse(
  readFileSync(new URL('../../../tenants/sever/tenant.json', import.meta.url), 'utf8'),
) as TenantConfig;

/** A tenant with only phone sign-in, no analytics and the offline map: no third party at all. */
const bare: TenantConfig = {
  ...demo,
  features: { ...demo.features, auth: { methods: ['PHONE'] } },
  analytics: undefined,
  map: { provider: 'offline' },
};
const withAuth = (auth: TenantConfig['features']['auth']): TenantConfig => ({
  ...bare,
  features: { ...bare.features, auth },
});
const directive = (policy: string, name: string) =>
  policy
    .split('; ')
    .find((d) => d.startsWith(`${name} `))
    ?.split(' ')
    .slice(1);

const HTML = `<!doctype html><html lang="ru"><head>
    <meta charset="UTF-8" />
    <script>document.documentElement.setAttribute('data-mobile','')</script>
    <script type="application/json" id="app-config">{"id":"demo"}</script>
    <script type="module" crossorigin src="/assets/abc.js"></script>
    <script type="module">import('/assets/x.js')</script>
    <script type="application/ld+json">{"@type":"Restaurant"}</script>
  </head><body><div id="root"></div><script>(function(){})()</script></body></html>`;

describe('inline script hashes', () => {
  it('hashes what the browser executes inline, not data blocks or external scripts', () => {
    expect(inlineScripts(HTML)).toEqual([
      "document.documentElement.setAttribute('data-mobile','')",
      "import('/assets/x.js')",
      '(function(){})()',
    ]);
  });

  it('is the base64 SHA-256 of the exact text between the tags, as CSP defines it', () => {
    const text = "  var a = 'пицца';\n";
    const expected = createHash('sha256').update(Buffer.from(text, 'utf8')).digest('base64');
    expect(scriptHash(text)).toBe(`'sha256-${expected}'`);
    // A known vector: sha256("alert(1)").
    expect(scriptHash('alert(1)')).toBe("'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='");
  });

  it('lists each distinct script once', () => {
    expect(scriptHashes('<head></head><script>a()</script><script>a()</script><script>b()</script>')).toEqual([
      scriptHash('a()'),
      scriptHash('b()'),
    ]);
  });
});

describe('contentSecurityPolicy', () => {
  const apiUrl = 'https://api.tarelka.ru';

  it('allows inline scripts by hash only, and nothing of a third party the tenant does not use', () => {
    const policy = contentSecurityPolicy({ tenant: bare, apiUrl, hashes: [scriptHash('a()')] });
    expect(policy).toBe(
      [
        "default-src 'self'",
        `script-src 'self' ${scriptHash('a()')}`,
        "style-src 'self' 'unsafe-inline'",
        `img-src 'self' data: ${apiUrl}`,
        "font-src 'self'",
        `connect-src 'self' ${apiUrl}`,
        // The service worker, from the site itself.
        "worker-src 'self'",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
        "frame-ancestors 'none'",
      ].join('; '),
    );
    expect(directive(policy, 'script-src')).not.toContain("'unsafe-inline'");
    expect(directive(policy, 'script-src')).not.toContain("'unsafe-eval'");
  });

  it('leaves frame-ancestors out of the meta form', () => {
    const policy = contentSecurityPolicy({ tenant: bare, apiUrl, hashes: [], frameAncestors: false });
    expect(policy).not.toContain('frame-ancestors');
  });

  it('adds each sign-in provider only when the tenant enables it', () => {
    const google = contentSecurityPolicy({
      tenant: withAuth({ methods: ['PHONE', 'GOOGLE'], google: { clientId: 'x.apps.googleusercontent.com' } }),
      apiUrl,
      hashes: [],
    });
    expect(directive(google, 'script-src')).toContain('https://accounts.google.com/gsi/client');
    expect(directive(google, 'frame-src')).toEqual(['https://accounts.google.com/gsi/']);
    expect(google).not.toMatch(/apple|vk\.com|recaptcha/);

    const apple = contentSecurityPolicy({
      tenant: withAuth({ methods: ['APPLE'], apple: { clientId: 'ru.x.web' } }),
      apiUrl,
      hashes: [],
    });
    expect(directive(apple, 'script-src')).toContain('https://appleid.cdn-apple.com');
    expect(directive(apple, 'connect-src')).toContain('https://appleid.apple.com');

    const vk = contentSecurityPolicy({
      tenant: withAuth({ methods: ['VK'], vk: { appId: 51000000 } }),
      apiUrl,
      hashes: [],
    });
    // The OneTap widget's frame comes from id.vk.ru (SDK 2.6), formerly id.vk.com.
    expect(directive(vk, 'frame-src')).toEqual(['https://id.vk.ru', 'https://id.vk.com']);
    // The SDK is bundled: no script origin.
    expect(directive(vk, 'script-src')).toEqual(["'self'"]);

    // A method listed without its settings loads nothing.
    expect(tenantFeatures(withAuth({ methods: ['GOOGLE', 'APPLE'] }))).toEqual([]);
  });

  it("adds reCAPTCHA's origins when phone sign-in has a site key", () => {
    const policy = contentSecurityPolicy({
      tenant: withAuth({ methods: ['PHONE'], phone: { captchaSiteKey: 'site-key' } }),
      apiUrl,
      hashes: [],
    });
    expect(directive(policy, 'script-src')).toEqual([
      "'self'",
      'https://www.google.com/recaptcha/',
      'https://www.gstatic.com/recaptcha/',
    ]);
    expect(directive(policy, 'frame-src')).toContain('https://www.google.com/recaptcha/');
  });

  it('adds the analytics counters the tenant configures', () => {
    const metrica = contentSecurityPolicy({
      tenant: { ...bare, analytics: { yandexMetrikaId: 1 } },
      apiUrl,
      hashes: [],
    });
    expect(directive(metrica, 'script-src')).toContain('https://mc.yandex.ru');
    expect(directive(metrica, 'img-src')).toContain('https://mc.yandex.ru');
    expect(metrica).not.toContain('googletagmanager');

    const ga4 = contentSecurityPolicy({
      tenant: { ...bare, analytics: { ga4MeasurementId: 'G-1' } },
      apiUrl,
      hashes: [],
    });
    expect(directive(ga4, 'script-src')).toContain('https://www.googletagmanager.com');
    expect(directive(ga4, 'connect-src')).toContain('https://*.google-analytics.com');
    expect(ga4).not.toContain('yandex');
  });

  it("adds the counters' own script origin only with a counter on", () => {
    const proxied = contentSecurityPolicy({
      tenant: { ...bare, analytics: { ga4MeasurementId: 'G-1', scriptOrigin: 'https://stats.example.com' } },
      apiUrl,
      hashes: [],
    });
    expect(directive(proxied, 'script-src')).toContain('https://stats.example.com');
    const none = contentSecurityPolicy({
      tenant: { ...bare, analytics: { scriptOrigin: 'https://stats.example.com' } },
      apiUrl,
      hashes: [],
    });
    expect(none).not.toContain('stats.example.com');
  });

  it("adds Google Maps' origins for the google provider, and the tile host for the offline map", () => {
    const google = contentSecurityPolicy({
      tenant: { ...bare, map: { provider: 'google', google: { apiKey: 'k' } } },
      apiUrl,
      hashes: [],
    });
    expect(directive(google, 'script-src')).toEqual([
      "'self'",
      'https://maps.googleapis.com',
      'https://maps.gstatic.com',
    ]);
    expect(directive(google, 'worker-src')).toEqual(["'self'", 'blob:']);
    expect(directive(google, 'font-src')).toContain('https://fonts.gstatic.com');

    const tiles = contentSecurityPolicy({
      tenant: { ...bare, map: { provider: 'offline', tileUrl: 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png' } },
      apiUrl,
      hashes: [],
    });
    expect(directive(tiles, 'img-src')).toContain('https://*.tile.openstreetmap.org');
    expect(directive(tiles, 'script-src')).toEqual(["'self'"]);
  });

  it("matches the demo tenants' settings", () => {
    expect(tenantFeatures(demo)).toEqual(['google', 'apple', 'vk', 'metrica', 'ga4']);
    expect(tenantFeatures(sever)).toEqual(['ga4']);
  });

  it('takes the origin of an API URL with a path, and none of a relative one', () => {
    expect(originOf('http://API.localhost:8840/api/')).toBe('http://api.localhost:8840');
    expect(originOf('/api')).toBeNull();
  });
});

describe('the written forms', () => {
  const policy = contentSecurityPolicy({ tenant: bare, apiUrl: 'https://api.tarelka.ru', hashes: [scriptHash('a()')] });

  it('_headers: security headers and no-cache everywhere, immutable caching for /assets/*', () => {
    const file = headersFile(policy);
    expect(file).toContain(`/*\n  Content-Security-Policy: ${policy}\n  X-Content-Type-Options: nosniff\n`);
    expect(file).toContain('  Cache-Control: no-cache\n');
    expect(file).toContain('/assets/*\n  ! Cache-Control\n  Cache-Control: public, max-age=31536000, immutable\n');
  });

  it('security-headers.conf: nginx add_header lines, sent on error pages too', () => {
    const conf = nginxConf(policy);
    expect(conf).toContain(`add_header Content-Security-Policy "${policy}" always;`);
    expect(conf).toContain('add_header X-Content-Type-Options "nosniff" always;');
    expect(conf).toContain('add_header Referrer-Policy "strict-origin-when-cross-origin" always;');
    expect(conf).toMatch(/add_header Permissions-Policy "camera=\(\).*" always;/);
  });

  it("security-headers.conf: a policy past nginx's 4 KiB token is built up in a variable", () => {
    const hashes = Array.from({ length: 500 }, (_, i) => scriptHash(`page(${i})`));
    const long = contentSecurityPolicy({ tenant: bare, apiUrl: 'https://api.tarelka.ru', hashes });
    const conf = nginxConf(long);
    const sets = conf.split('\n').filter((line) => line.startsWith('set $tarelka_csp '));
    expect(sets.length).toBeGreaterThan(5);
    expect(sets.every((line) => line.length < 4000)).toBe(true);
    const assembled = sets.map((line) => /^set \$tarelka_csp "(?:\$\{tarelka_csp\})?(.*)";$/.exec(line)![1]).join('');
    expect(assembled).toBe(long);
    expect(conf).toContain('add_header Content-Security-Policy $tarelka_csp always;');
  });

  it('the meta tag goes right after <meta charset>, before every script', () => {
    const html = withCspMeta(HTML, "default-src 'self'");
    const meta = html.indexOf('<meta http-equiv="Content-Security-Policy" content="default-src \'self\'">');
    expect(meta).toBeGreaterThan(html.indexOf('<meta charset'));
    expect(meta).toBeLessThan(html.indexOf('<script'));
    // The scripts are untouched, so their hashes still match.
    expect(scriptHashes(html)).toEqual(scriptHashes(HTML));
  });
});
