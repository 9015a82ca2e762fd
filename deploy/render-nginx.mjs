#!/usr/bin/env node
// Writes the nginx configuration of a Tarelka deployment from a sites file (see
// sites.example.json): one server block per tenant's storefront build, one for the API in front of
// an upstream of API processes. `--standalone` wraps it in a whole nginx.conf (events, http, pid
// and temp paths under --prefix) for running nginx as an ordinary user, as `pnpm test:deploy` does.
//
//   node deploy/render-nginx.mjs sites.json > /etc/nginx/conf.d/tarelka.conf
//   node deploy/render-nginx.mjs sites.json --standalone --prefix /tmp/tarelka-nginx > nginx.conf
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Debian's dynamic module of `brotli_static` (package libnginx-mod-http-brotli-static). */
export const BROTLI_STATIC_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

/** Hashed build output (`assets/<hash>.js`): a year, never revalidated. HTML: revalidated every time. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
const HSTS = 'max-age=63072000; includeSubDomains';

/**
 * @typedef {object} Sites
 * @property {number} [listen] HTTP port (80).
 * @property {{ listen?: number, certificate: string, key: string }} [tls] HTTPS (443) with HSTS; HTTP then redirects.
 * @property {{ serverName: string, upstream: string[], keepalive?: number }} api The API's server name and processes (host:port).
 * @property {Array<{ id: string, serverName: string, root: string }>} tenants Each tenant's storefront build folder and server name.
 * @property {boolean} [brotli] brotli_static on (default: when Debian's module file exists).
 */

/** Reads and checks a sites file, naming every problem at once. */
export function parseSites(json, file = 'sites.json') {
  const problems = [];
  const sites = typeof json === 'string' ? JSON.parse(json) : json;
  const name = /^[a-z0-9.-]+$/i;
  if (!sites?.api?.serverName || !name.test(sites.api.serverName)) problems.push('api.serverName: a host name');
  if (!Array.isArray(sites?.api?.upstream) || sites.api.upstream.length === 0)
    problems.push('api.upstream: one or more host:port of API processes');
  for (const [i, server] of (sites?.api?.upstream ?? []).entries()) {
    if (!/^[a-z0-9.-]+:\d+$|^unix:\/\S+$/i.test(server))
      problems.push(`api.upstream[${i}]: '${server}' is not host:port`);
  }
  if (!Array.isArray(sites?.tenants) || sites.tenants.length === 0) problems.push('tenants: one or more tenants');
  for (const [i, tenant] of (sites?.tenants ?? []).entries()) {
    if (!/^[a-z0-9-]+$/.test(tenant?.id ?? '')) problems.push(`tenants[${i}].id: a tenant folder name`);
    if (!name.test(tenant?.serverName ?? '')) problems.push(`tenants[${i}].serverName: a host name`);
    if (!tenant?.root?.startsWith('/')) problems.push(`tenants[${i}].root: an absolute path to the tenant's build`);
  }
  if (sites?.tls && (!sites.tls.certificate || !sites.tls.key))
    problems.push('tls: certificate and key (paths) are both needed');
  if (problems.length) throw new Error(`${file}:\n  ${problems.join('\n  ')}`);
  return sites;
}

const indent = (text, by = '  ') =>
  text
    .split('\n')
    .map((line) => (line ? by + line : line))
    .join('\n');

/** The `listen` lines and, with TLS, the certificate and HSTS of a server block. */
function listenLines(sites) {
  if (!sites.tls) return [`listen ${sites.listen ?? 80};`];
  return [
    `listen ${sites.tls.listen ?? 443} ssl http2;`,
    `ssl_certificate ${sites.tls.certificate};`,
    `ssl_certificate_key ${sites.tls.key};`,
  ];
}

/** Headers every response of a storefront carries (a location with its own add_header must repeat them). */
function storefrontHeaders(tenant, sites) {
  return [
    `include ${join(tenant.root, 'security-headers.conf')};`,
    // HTTPS only: HSTS sent over plain HTTP is ignored, and would pin a host that has no TLS yet.
    ...(sites.tls ? [`add_header Strict-Transport-Security "${HSTS}" always;`] : []),
  ];
}

/** The server block of one tenant's storefront build. */
export function storefrontServer(tenant, sites, { brotli = false } = {}) {
  const headers = storefrontHeaders(tenant, sites);
  return `# ${tenant.id}: the storefront build in ${tenant.root}
server {
${indent(
  [
    ...listenLines(sites),
    `server_name ${tenant.serverName};`,
    `root ${tenant.root};`,
    'index index.html;',
    '',
    '# The build writes .gz and .br beside every script and style (Zopfli, brotli 11): sent as they are.',
    'gzip_static on;',
    ...(brotli ? ['brotli_static on;'] : []),
    '# HTML and the rest are compressed per response.',
    'gzip on;',
    'gzip_vary on;',
    'gzip_types text/css application/javascript text/javascript application/json image/svg+xml text/plain application/manifest+json;',
    '',
    ...headers,
    `add_header Cache-Control "no-cache" always;`,
    '',
    '# Content-hashed: cached for a year and never revalidated. A missing file is 404, never the',
    '# SPA fallback (index.html cached as immutable under a script URL would break every visit).',
    'location /assets/ {',
    ...headers.map((line) => `  ${line}`),
    `  add_header Cache-Control "${IMMUTABLE}" always;`,
    '  try_files $uri =404;',
    '}',
    '',
    '# The service worker: never the SPA fallback, never cached past a visit (a new build is found by it).',
    'location = /sw.js {',
    ...headers.map((line) => `  ${line}`),
    `  add_header Cache-Control "no-cache" always;`,
    '  try_files $uri =404;',
    '}',
    '',
    '# Prerendered pages by path (/menus/1 → menus/1.html), else the SPA, revalidated on every visit.',
    'location / {',
    '  try_files $uri $uri.html $uri/index.html /index.html;',
    '}',
    '',
    "# The build's header files are for the host, not for visitors.",
    'location ~ ^/(?:_headers|security-headers\\.conf)$ {',
    '  return 404;',
    '}',
  ].join('\n'),
)}
}
`;
}

/** The upstream of API processes and the API's server block. */
export function apiServer(sites) {
  const { serverName, upstream, keepalive = 32 } = sites.api;
  return `# The API: several processes (node dist/server.js) on PostgreSQL + Redis, one server name for every tenant.
upstream tarelka_api {
  least_conn;
${upstream.map((server) => `  server ${server} max_fails=3 fail_timeout=10s;`).join('\n')}
  keepalive ${keepalive};
}

server {
${indent(
  [
    ...listenLines(sites),
    `server_name ${serverName};`,
    ...(sites.tls ? [`add_header Strict-Transport-Security "${HSTS}" always;`] : []),
    '# The API refuses bodies past 1 MiB itself (413 in its errors[] shape).',
    'client_max_body_size 2m;',
    '',
    'location / {',
    '  proxy_pass http://tarelka_api;',
    '  proxy_http_version 1.1;',
    '  proxy_set_header Connection "";',
    '  proxy_set_header Host $host;',
    '  # The API trusts these from nginx only (TRUST_PROXY): per-IP caps count clients.',
    '  proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;',
    '  proxy_set_header X-Forwarded-Proto $scheme;',
    '  # A process that is restarting refuses connections: the request goes to another. A POST',
    '  # that reached a process is never sent twice (nginx does not retry non-idempotent requests).',
    '  proxy_next_upstream error timeout http_502 http_503;',
    '  proxy_connect_timeout 2s;',
    '  proxy_read_timeout 35s;',
    '}',
  ].join('\n'),
)}
}
`;
}

/** An HTTP server that sends every host to HTTPS (only with TLS). */
function redirectServer(sites) {
  const names = [sites.api.serverName, ...sites.tenants.map((t) => t.serverName)].join(' ');
  return `server {
  listen ${sites.listen ?? 80};
  server_name ${names};
  return 301 https://$host$request_uri;
}
`;
}

/** The http-context configuration (for /etc/nginx/conf.d/). */
export function renderNginx(sites, { brotli = existsSync(BROTLI_STATIC_MODULE) } = {}) {
  const useBrotli = sites.brotli ?? brotli;
  return [
    '# Written by deploy/render-nginx.mjs; edit the sites file and render again.',
    'server_tokens off;',
    ...(sites.tls ? [redirectServer(sites)] : []),
    apiServer(sites),
    ...sites.tenants.map((tenant) => storefrontServer(tenant, sites, { brotli: useBrotli })),
  ].join('\n');
}

/** A whole nginx.conf around {@link renderNginx}, everything writable under `prefix`. */
export function renderStandalone(sites, { prefix, brotli = existsSync(BROTLI_STATIC_MODULE) } = {}) {
  const useBrotli = sites.brotli ?? brotli;
  return `# Written by deploy/render-nginx.mjs --standalone (nginx -p ${prefix} -c <this file>).
${useBrotli ? `load_module ${BROTLI_STATIC_MODULE};\n` : ''}worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
daemon off;

events {
  worker_connections 512;
}

http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  sendfile on;
  access_log ${prefix}/access.log;
  client_body_temp_path ${prefix}/client_body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;

${indent(renderNginx(sites, { brotli: useBrotli }))}
}
`;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const file = args.find((arg) => !arg.startsWith('--'));
  if (!file) {
    console.error('usage: node deploy/render-nginx.mjs <sites.json> [--standalone --prefix <dir>]');
    process.exit(2);
  }
  const sites = parseSites(readFileSync(file, 'utf8'), file);
  const prefixAt = args.indexOf('--prefix');
  process.stdout.write(
    args.includes('--standalone')
      ? renderStandalone(sites, { prefix: resolve(prefixAt >= 0 ? args[prefixAt + 1] : '.') })
      : renderNginx(sites),
  );
}
