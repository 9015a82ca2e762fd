// The nginx configuration written from a sites file (node --test).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { parseSites, renderNginx, renderStandalone } from './render-nginx.mjs';

const sites = {
  api: { serverName: 'api.tarelka.ru', upstream: ['127.0.0.1:8801', '127.0.0.1:8802'] },
  tenants: [
    { id: 'demo', serverName: 'demo.tarelka.ru', root: '/srv/tarelka/demo' },
    { id: 'sever', serverName: 'severnaya-kuhnya.ru', root: '/srv/tarelka/sever' },
  ],
};
const tls = { ...sites, tls: { certificate: '/etc/ssl/t.pem', key: '/etc/ssl/t.key' } };
const serverOf = (conf, name) =>
  conf.split(/\n(?=server \{|# )/).find((block) => block.includes(`server_name ${name};`)) ?? '';

describe('renderNginx', () => {
  it('writes one server block per tenant, serving its build by path with the SPA fallback', () => {
    const conf = renderNginx(sites, { brotli: false });
    for (const tenant of sites.tenants) {
      const block = serverOf(conf, tenant.serverName);
      assert.match(block, new RegExp(`root ${tenant.root};`));
      assert.match(block, /try_files \$uri \$uri\.html \$uri\/index\.html \/index\.html;/);
      assert.match(block, new RegExp(`include ${tenant.root}/security-headers\\.conf;`));
      assert.match(block, /gzip_static on;/);
      assert.doesNotMatch(block, /brotli_static/);
    }
  });

  it('caches /assets/ for a year as immutable (404 when missing), HTML never without revalidation', () => {
    const block = serverOf(renderNginx(sites, { brotli: true }), 'demo.tarelka.ru');
    const assets = /location \/assets\/ \{([\s\S]*?)\n {2}\}/.exec(block)?.[1] ?? '';
    assert.match(assets, /Cache-Control "public, max-age=31536000, immutable" always;/);
    assert.match(assets, /try_files \$uri =404;/);
    // A location with its own add_header loses the server's: the security headers are repeated.
    assert.match(assets, /include \/srv\/tarelka\/demo\/security-headers\.conf;/);
    assert.match(block, /\n {2}add_header Cache-Control "no-cache" always;/);
    assert.match(block, /brotli_static on;/);
  });

  it('serves the service worker no-cache with the security headers, never the SPA fallback', () => {
    const block = serverOf(renderNginx(sites, { brotli: false }), 'demo.tarelka.ru');
    const worker = /location = \/sw\.js \{[^}]*\}/.exec(block)?.[0] ?? '';
    assert.match(worker, /add_header Cache-Control "no-cache" always;/);
    assert.match(worker, /include \/srv\/tarelka\/demo\/security-headers\.conf;/);
    assert.match(worker, /try_files \$uri =404;/);
  });

  it('proxies the API server name to an upstream of every process', () => {
    const conf = renderNginx(sites, { brotli: false });
    assert.match(
      conf,
      /upstream tarelka_api \{\n {2}least_conn;\n {2}server 127\.0\.0\.1:8801 [^\n]+\n {2}server 127\.0\.0\.1:8802 /,
    );
    const api = serverOf(conf, 'api.tarelka.ru');
    assert.match(api, /proxy_pass http:\/\/tarelka_api;/);
    assert.match(api, /proxy_set_header X-Forwarded-For \$proxy_add_x_forwarded_for;/);
  });

  it('sends HSTS only from the HTTPS servers, and redirects HTTP there', () => {
    assert.doesNotMatch(renderNginx(sites, { brotli: false }), /Strict-Transport-Security/);
    const conf = renderNginx(tls, { brotli: false });
    assert.match(
      conf,
      /listen 80;\n {2}server_name api\.tarelka\.ru demo\.tarelka\.ru severnaya-kuhnya\.ru;\n {2}return 301 https:/,
    );
    const demo = serverOf(conf, 'demo.tarelka.ru');
    assert.match(demo, /listen 443 ssl http2;/);
    assert.match(demo, /ssl_certificate \/etc\/ssl\/t\.pem;/);
    // On the server and again in /assets/ and /sw.js, which have add_header lines of their own.
    assert.equal(demo.match(/Strict-Transport-Security/g)?.length, 3);
  });

  it('a standalone nginx.conf keeps every writable path under its prefix and loads brotli when asked', () => {
    const conf = renderStandalone(sites, { prefix: '/tmp/x', brotli: true });
    assert.match(conf, /^load_module \/usr\/lib\/nginx\/modules\/ngx_http_brotli_static_module\.so;$/m);
    assert.match(conf, /pid \/tmp\/x\/nginx\.pid;/);
    assert.match(conf, /client_body_temp_path \/tmp\/x\/client_body;/);
    assert.match(conf, /daemon off;/);
  });
});

describe('parseSites', () => {
  it('names every problem of a sites file at once', () => {
    assert.throws(
      () =>
        parseSites(
          { api: { serverName: 'api', upstream: ['nowhere'] }, tenants: [{ id: 'Demo!', root: 'rel' }] },
          'x.json',
        ),
      (error) =>
        /x\.json:/.test(error.message) &&
        /api\.upstream\[0\]/.test(error.message) &&
        /tenants\[0\]\.id/.test(error.message) &&
        /tenants\[0\]\.serverName/.test(error.message) &&
        /tenants\[0\]\.root/.test(error.message),
    );
    assert.deepEqual(parseSites(sites), sites);
  });
});
