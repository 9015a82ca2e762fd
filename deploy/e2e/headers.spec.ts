// What nginx sends: the build's security headers, caching by kind of file, the precompressed
// copies, the prerendered pages by path, and the API's answers through the upstream.
import { expect, test } from '@playwright/test';
import { API_PORTS, fetchHost } from './support';

const TENANTS = ['demo', 'sever'];
const header = (value: string | string[] | undefined) => (Array.isArray(value) ? value.join(', ') : (value ?? ''));
const directive = (policy: string, name: string) =>
  policy
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name} `)) ?? '';

for (const tenant of TENANTS) {
  test(`${tenant}: HTML carries a strict CSP and is revalidated on every visit`, async () => {
    const page = await fetchHost(tenant, '/');
    expect(page.status).toBe(200);
    expect(header(page.headers['content-type'])).toMatch(/^text\/html/);
    const policy = header(page.headers['content-security-policy']);
    expect(directive(policy, 'script-src')).toMatch(/^script-src 'self' 'sha256-/);
    expect(directive(policy, 'script-src')).not.toContain("'unsafe-inline'");
    expect(directive(policy, 'script-src')).not.toContain("'unsafe-eval'");
    expect(directive(policy, 'frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(directive(policy, 'object-src')).toBe("object-src 'none'");
    expect(directive(policy, 'connect-src')).toContain(`http://api.localhost:`);
    expect(header(page.headers['cache-control'])).toBe('no-cache');
    expect(header(page.headers['x-content-type-options'])).toBe('nosniff');
    expect(header(page.headers['referrer-policy'])).toBe('strict-origin-when-cross-origin');
    // Plain HTTP: no HSTS (it is sent by the HTTPS server only).
    expect(page.headers['strict-transport-security']).toBeUndefined();
    // The meta policy for hosts without headers: this page's hashes, no frame-ancestors.
    const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]+)">/.exec(page.body.toString())?.[1] ?? '';
    expect(meta).toMatch(/script-src 'self' 'sha256-/);
    expect(meta).not.toContain('frame-ancestors');

    // An unknown route is the SPA (index.html), revalidated as well.
    const spa = await fetchHost(tenant, '/orders/00000000-0000-0000-0000-000000000000');
    expect(spa.status).toBe(200);
    expect(header(spa.headers['cache-control'])).toBe('no-cache');
    // The build's header files are not served.
    expect((await fetchHost(tenant, '/_headers')).status).toBe(404);
    expect((await fetchHost(tenant, '/security-headers.conf')).status).toBe(404);
  });

  test(`${tenant}: hashed assets are immutable for a year and sent precompressed`, async () => {
    const html = (await fetchHost(tenant, '/')).body.toString();
    const script = /import\("(\/assets\/[^"]+\.js)"\)/.exec(html)?.[1];
    expect(script).toBeTruthy();
    const brotli = process.env.DEPLOY_BROTLI === '1';
    const asset = await fetchHost(tenant, script!, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(asset.status).toBe(200);
    expect(header(asset.headers['cache-control'])).toBe('public, max-age=31536000, immutable');
    expect(header(asset.headers['content-encoding'])).toBe(brotli ? 'br' : 'gzip');
    expect(header(asset.headers['x-content-type-options'])).toBe('nosniff');
    const gzip = await fetchHost(tenant, script!, { headers: { 'accept-encoding': 'gzip' } });
    expect(header(gzip.headers['content-encoding'])).toBe('gzip');
    // A missing asset is 404, never the SPA's index.html under an immutable script URL.
    const missing = await fetchHost(tenant, '/assets/no-such-file.js');
    expect(missing.status).toBe(404);
  });
}

test('demo: prerendered pages are served by path', async () => {
  const menu = await fetchHost('demo', '/menus/1');
  expect(menu.status).toBe(200);
  expect(menu.body.toString()).toContain('data-prerendered="/menus/1"');
  const position = await fetchHost('demo', '/menus/1/positions/1039');
  expect(position.body.toString()).toContain('data-prerendered="/menus/1/positions/1039"');
});

test('the API through nginx: 415 for a non-JSON body, requests spread over both processes', async () => {
  const plain = await fetchHost('api', '/1/persons/orders/preflight', {
    method: 'POST',
    headers: { 'content-type': 'text/plain', 'x-white-label': 'demo' },
    body: '{"restoId":1}',
  });
  expect(plain.status).toBe(415);
  expect(JSON.parse(plain.body.toString())).toEqual({
    errors: [expect.objectContaining({ code: 'request.unsupported-media-type' })],
  });

  for (let i = 0; i < 6; i++) expect((await fetchHost('api', '/health')).status).toBe(200);
  const metricsPorts = (process.env.DEPLOY_METRICS_PORTS ?? '').split(',').filter(Boolean).map(Number);
  expect(metricsPorts).toHaveLength(API_PORTS.length);
  for (const port of metricsPorts) {
    const text = await (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
    const served = Number(
      /tarelka_http_requests_total\{method="GET",route="\/health",status="200"\} (\d+)/.exec(text)?.[1] ?? 0,
    );
    expect(served, `API process with metrics on ${port}`).toBeGreaterThan(0);
  }
});
