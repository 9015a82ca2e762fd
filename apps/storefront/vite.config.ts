import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions, defineConfig, type Plugin } from 'vite';
import { parseTenantConfig, TenantConfigError } from '@tarelka/tenant';
import { checkTenant } from '@tarelka/tenant/node';
import { MOBILE_FLAG_SCRIPT } from '@tarelka/ui/theme';
import { compileHints } from './build/compile-hints';
import { lazyPreloads } from './build/lazy-preloads';
import { leanI18next, leanReactRouter, leanStyledComponents } from './build/lean-deps';
import { localeCatalogues } from './build/locale-catalogues';
import { precompress } from './build/precompress';
import { prerenderShell } from './build/prerender';
import { securityHeaders } from './build/security-headers';
import { seoFiles } from './build/seo';
import { serviceWorker } from './build/service-worker';
import { buildConfig } from './src/config/built-config';
import { routeChunk } from './scripts/size-chunks';

const tenantId = process.env.TENANT ?? 'demo';
// TENANTS_DIR (as the API reads it) points at another tenants folder, e.g. the large-menu fixture.
const tenantsDir = process.env.TENANTS_DIR
  ? resolve(process.env.TENANTS_DIR)
  : fileURLToPath(new URL('../../tenants/', import.meta.url));
const tenantDir = join(tenantsDir, tenantId);
const tenantFile = join(tenantDir, 'tenant.json');
const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string };

// A bad tenant file stops the build with the file and JSON path of every problem.
function loadTenant() {
  if (!existsSync(tenantFile)) throw new Error(`TENANT=${tenantId}: ${tenantFile} does not exist`);
  try {
    return parseTenantConfig(JSON.parse(readFileSync(tenantFile, 'utf8')), tenantFile);
  } catch (error) {
    if (error instanceof TenantConfigError) console.error(`\n${error.message}\n`);
    throw error;
  }
}
const tenant = loadTenant();
// Tests load the analytics counters' scripts from a loopback fake (e2e/fakes/server.ts), not the vendors'.
const counterScripts = process.env.ANALYTICS_SCRIPT_ORIGIN;
if (counterScripts && tenant.analytics) tenant.analytics.scriptOrigin = counterScripts;

// The whole folder (catalog consistency, polygons, assets) must pass `tenant:check` too: a dangling
// resto id or an open polygon stops the build with the same file + JSON path messages.
const problems = await checkTenant(tenantDir);
if (problems.length > 0) {
  for (const p of problems) console.error(`${p.file}: ${p.path}: ${p.message}${p.hint ? `\n    fix: ${p.hint}` : ''}`);
  throw new Error(
    `TENANT=${tenantId}: ${problems.length} problem(s) in ${tenantDir} (see above; pnpm tenant:check ${tenantId})`,
  );
}

/** `virtual:tenant-pages`: the tenant's static pages (`pages/<slug>.<locale>.md`) by slug and locale. */
function tenantPages(): Plugin {
  const id = 'virtual:tenant-pages';
  const pagesDir = join(tenantDir, 'pages');
  return {
    name: 'tarelka-tenant-pages',
    resolveId: (source) => (source === id ? `\0${id}` : null),
    load(resolved) {
      if (resolved !== `\0${id}`) return null;
      const pages: Record<string, Record<string, string>> = {};
      if (existsSync(pagesDir)) {
        for (const file of readdirSync(pagesDir)) {
          const match = /^([a-z0-9-]+)\.(ru|en|cnr)\.md$/.exec(file);
          if (!match) continue;
          const [, slug = '', locale = ''] = match;
          this.addWatchFile(join(pagesDir, file));
          (pages[slug] ??= {})[locale] = readFileSync(join(pagesDir, file), 'utf8');
        }
      }
      return `export default ${JSON.stringify(pages)};`;
    },
  };
}

/**
 * The tenant's config as the app reads it (src/config/tenant.ts): the app config (defaults applied)
 * and the theme of its branding, computed here and written as JSON into index.html — not code in
 * the first route's JS (JSON parses faster than the same object literal compiles, and neither
 * `toAppConfig` nor the theme's colour maths ships). `<` is escaped, so no value can close the
 * script element.
 */
const builtJson = JSON.stringify(buildConfig(tenant)).replace(/</g, '\\u003c');

/** Bakes the tenant's title, description, colours, icons and config into index.html. */
function tenantHtml(): Plugin {
  const locale = tenant.locales.default;
  const text = (t: { ru: string; en?: string; cnr?: string }) => t[locale] ?? t.ru;
  const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');
  const background = tenant.branding.colors.background ?? (tenant.branding.theme === 'light' ? '#ffffff' : '#121417');
  return {
    name: 'tarelka-tenant-html',
    transformIndexHtml: {
      order: 'pre',
      handler: (html) =>
        html
          .replace('<html lang="ru">', `<html lang="${locale}">`)
          .replace('%TITLE%', escape(text(tenant.seo.title)))
          .replace('%DESCRIPTION%', escape(text(tenant.seo.description)))
          .replaceAll('%THEME_COLOR%', background)
          .replace('%COLOR_SCHEME%', tenant.branding.theme)
          .replace('%FAVICON%', `/${tenant.branding.icons.favicon}`)
          .replace('%APPLE_ICON%', `/${tenant.branding.icons.appleTouchIcon ?? tenant.branding.icons.favicon}`)
          // The mobile rule (spec §2), applied before the first paint: the shell's and the app's CSS follow it.
          .replace('%MOBILE_FLAG_SCRIPT%', () => MOBILE_FLAG_SCRIPT)
          .replace(
            '</head>',
            () => `  <script type="application/json" id="app-config">${builtJson}</script>\n  </head>`,
          ),
    },
  };
}

// Home and the menu page (the first route of most visits) load as one chunk; see scripts/size-chunks.ts.
const menuChunk = routeChunk('menu', fileURLToPath(new URL('.', import.meta.url)), [
  'src/app/pages/HomeRoute.tsx',
  'src/app/pages/MenuRoute.tsx',
]);
const preloads = lazyPreloads();

export default defineConfig({
  plugins: [
    menuChunk.plugin,
    preloads.plugin,
    leanReactRouter(),
    leanStyledComponents(),
    leanI18next(),
    react(),
    tenantPages(),
    localeCatalogues(fileURLToPath(new URL('./locales/', import.meta.url))),
    tenantHtml(),
    prerenderShell({ tenantDir, tenant, apiUrl: process.env.API_URL ?? 'http://127.0.0.1:8787', version: pkg.version }),
    seoFiles({ tenantDir, tenant, apiUrl: process.env.API_URL ?? 'http://127.0.0.1:8787' }),
    securityHeaders({ tenant, apiUrl: process.env.API_URL ?? 'http://127.0.0.1:8787' }),
    compileHints(),
    precompress(),
    serviceWorker({ apiUrl: process.env.API_URL ?? 'http://127.0.0.1:8787' }),
  ],
  // styled-components' CSS templates minified at build (whitespace and comments out) and marked
  // pure, so an unused styled component is dropped. No display names or SSR ids: the prerendered
  // shell is plain HTML with its own style (build/prerender-html.ts), never hydrated.
  oxc: {
    plugins: {
      styledComponents: {
        displayName: false,
        fileName: false,
        ssr: false,
        minify: true,
        transpileTemplateLiterals: true,
        pure: true,
      },
    },
  },
  // The tenant's assets (logo, icons) are served from the site root and copied into the build.
  publicDir: join(tenantDir, 'assets'),
  resolve: {
    conditions: ['@tarelka/source', ...defaultClientConditions],
    // react-router's package exports only its development build (dev warnings and checks kept);
    // the build takes its production build, as Node does under NODE_ENV=production.
    // react-i18next imports `use-sync-external-store/shim`, a fallback for React before 18; with
    // React 19 the shim hands back React's own hook, so the build takes that directly.
    alias:
      process.env.NODE_ENV === 'development'
        ? []
        : [
            {
              find: /^react-router$/,
              replacement: fileURLToPath(
                new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url),
              ),
            },
            {
              find: /^use-sync-external-store\/shim(\/index\.js)?$/,
              replacement: fileURLToPath(new URL('./src/lib/use-sync-external-store-shim.ts', import.meta.url)),
            },
          ],
  },
  ssr: { resolve: { conditions: ['@tarelka/source', ...defaultServerConditions] } },
  define: {
    // null: read from index.html (tenantHtml above); the minifier drops the fallback.
    __TENANT__: 'null',
    __API_URL__: JSON.stringify(process.env.API_URL ?? 'http://127.0.0.1:8787'),
    __APP_VERSION__: JSON.stringify(pkg.version),
  },
  build: {
    outDir: process.env.STOREFRONT_OUT_DIR ?? `dist/${tenantId}`,
    emptyOutDir: true,
    target: 'es2022',
    // Source maps beside the chunks (fetched only by developer tools): errors reported from
    // production read as source, and Lighthouse's valid-source-maps audit passes.
    sourcemap: true,
    // `.vite/manifest.json`: the chunk graph `pnpm size` measures (scripts/size.mjs).
    manifest: true,
    // Every browser the storefront supports has <link rel="modulepreload"> (Safari since 17); the
    // polyfill would be first-route code that never runs. A lazy import preloads only the files that
    // may not be loaded yet (build/lazy-preloads.ts).
    modulePreload: { polyfill: false, resolveDependencies: preloads.resolveDependencies },
    // Everything the entry imports statically loads on every first visit anyway: one chunk of it
    // compresses better than many small shared chunks (fewer requests, fewer import/export stubs).
    // Chunks are named by their hash alone: the first route lists lazy chunks' files for the preload
    // helper, and names like `LocationDialogContent-` were bytes of the first route (source maps
    // and the manifest still name every module). Seven characters of hash, the fewest Rolldown
    // accepts for this many chunks (65): the list of names is ~0.06 KiB gzip smaller than with eight.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'app', tags: ['$initial'] },
            // The boot's stages (main.tsx): the store's code, then React and the app's components,
            // each one chunk, evaluated in a task of its own (issue 31: no long task at start).
            { name: 'boot-store', test: (id: string) => /\/src\/boot\/store-stage\.ts$/.test(id) },
            { name: 'boot-render', test: (id: string) => /\/src\/boot\/render-stage\.tsx$/.test(id) },
            menuChunk.group,
            // The order-time choice (cart, checkout, day-off dialog, result) is shared by lazy
            // chunks only; left to the bundler it would be merged into the menu chunk (first route).
            {
              name: 'order-time',
              test: (id: string) => /packages\/store\/src\/(react\/order-time|api\/order-slots)\.ts$/.test(id),
            },
          ],
        },
        entryFileNames: 'assets/[hash:7].js',
        chunkFileNames: 'assets/[hash:7].js',
      },
    },
  },
  preview: { port: Number(process.env.STOREFRONT_PORT ?? 4780), strictPort: true, host: '127.0.0.1' },
  server: { port: Number(process.env.STOREFRONT_PORT ?? 4780), strictPort: true, host: '127.0.0.1' },
});
