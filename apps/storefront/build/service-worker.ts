/**
 * The build's service worker (issue 30): after the rest of the build is written, lists what it
 * precaches (this build's chunks, styles, HTML and the tenant's icons and manifest, each with a
 * revision; hashed `assets/` files are their own revision) and bundles worker/sw.ts with Workbox's
 * modules into `sw.js` with that list and the API's origin. The page registers it after load
 * (`startServiceWorker` of `@tarelka/store/service-worker`); hosts serve it `no-cache`
 * (deploy/render-nginx.mjs), so a new build is found on the next visit.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'vite';
import { originOf } from './security-headers';

/** One precached file: its URL from the site root and its revision (null: the name is its hash). */
export interface PrecacheEntry {
  url: string;
  revision: string | null;
}

const PRECACHED = /\.(?:html|js|css|svg|png|jpe?g|webp|avif|ico|woff2?|webmanifest)$/;
// Vite's manifest, source maps and the compressed copies (the browser decodes what it gets), the
// worker itself, which the browser checks on its own, and the prerendered position pages: one per
// dish (hundreds, megabytes); offline, the app draws a position from the cached catalog instead.
const NOT_PRECACHED = /^(?:\.vite\/|sw\.js$|menus\/[^/]+\/positions\/)|\.(?:map|gz|br)$/;
/** A file bigger than this (a tenant's huge photo) is left to the network. */
const MAX_BYTES = 4 * 1024 * 1024;

/**
 * The files of a build folder the worker precaches, sorted by URL.
 *
 * @example
 * precacheEntries('dist/demo'); // [{ url: '/assets/Ab12.js', revision: null }, …, { url: '/index.html', revision: '9f2c…' }]
 */
export function precacheEntries(outDir: string): PrecacheEntry[] {
  const entries: PrecacheEntry[] = [];
  for (const name of readdirSync(outDir, { recursive: true, encoding: 'utf8' })) {
    const file = name.split(sep).join('/');
    const path = join(outDir, name);
    if (!PRECACHED.test(file) || NOT_PRECACHED.test(file) || !statSync(path).isFile()) continue;
    const bytes = readFileSync(path);
    if (bytes.length > MAX_BYTES) continue;
    const hashed = file.startsWith('assets/');
    entries.push({
      url: `/${file}`,
      revision: hashed ? null : createHash('sha256').update(bytes).digest('hex').slice(0, 16),
    });
  }
  return entries.sort((a, b) => a.url.localeCompare(b.url));
}

/** Options of {@link serviceWorker}. */
export interface ServiceWorkerOptions {
  /** The API the build talks to (API_URL): its catalog reads and photos are cached. */
  apiUrl: string;
}

/** The Vite plugin: writes `sw.js` into the build folder once everything else is written. */
export function serviceWorker({ apiUrl }: ServiceWorkerOptions): Plugin {
  let outDir = '';
  return {
    name: 'tarelka-service-worker',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    writeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        const precache = precacheEntries(outDir);
        await build({
          configFile: false,
          logLevel: 'warn',
          publicDir: false,
          define: {
            __PRECACHE__: JSON.stringify(precache),
            __API_ORIGIN__: JSON.stringify(originOf(apiUrl) ?? ''),
            // Workbox's development logging and checks stay out.
            'process.env.NODE_ENV': JSON.stringify('production'),
          },
          build: {
            outDir,
            emptyOutDir: false,
            copyPublicDir: false,
            target: 'es2022',
            minify: true,
            sourcemap: false,
            lib: {
              entry: fileURLToPath(new URL('../worker/sw.ts', import.meta.url)),
              formats: ['iife'],
              name: 'tarelkaWorker',
              fileName: () => 'sw.js',
            },
          },
        });
      },
    },
  };
}
