import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';
import { localeCatalogues } from './build/locale-catalogues';

// Component tests run against the demo tenant, as a build for it would.
const tenant = JSON.parse(readFileSync(new URL('../../tenants/demo/tenant.json', import.meta.url), 'utf8')) as unknown;

const ISOLATED = [
  'src/app/App.test.tsx',
  'src/features/cart/components/CartView.test.tsx',
  'src/features/consent/components/AnalyticsConsent.test.tsx',
  'src/lib/i18n/i18n.test.ts',
  'src/lib/page-shown.test.ts',
];

export default defineConfig({
  plugins: [react(), localeCatalogues(fileURLToPath(new URL('./locales/', import.meta.url)))],
  resolve: {
    conditions: ['@tarelka/source', ...defaultClientConditions],
    alias: { 'virtual:tenant-pages': fileURLToPath(new URL('./test-support/tenant-pages.ts', import.meta.url)) },
  },
  ssr: { resolve: { conditions: ['@tarelka/source', ...defaultServerConditions] } },
  define: {
    __TENANT__: JSON.stringify(tenant),
    __API_URL__: JSON.stringify('http://api.test'),
    __APP_VERSION__: JSON.stringify('0.0.0-test'),
  },
  test: {
    environment: 'jsdom',
    // A limit for a hung test, not a speed budget: with the whole test step beside it on a 2-core
    // machine, App.test's first-visit test took 12.9 s (27 Nov).
    testTimeout: 30_000,
    setupFiles: ['./vitest.setup.ts'],
    reporters: ['default', ['json', { outputFile: '.reports/vitest.json' }]],
    // Most files share one jsdom per worker (isolate: false; building an environment per file was
    // most of the suite's time). The files below read module singletons other files set (the i18n
    // instance, page-shown, the consent's counters, the store's clock in App), so they keep a fresh
    // module graph each; `vitest run --sequence.shuffle.files` finds any newcomer.
    projects: [
      { extends: true, test: { name: 'isolated', include: ISOLATED } },
      {
        extends: true,
        test: {
          name: 'shared',
          isolate: false,
          include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts', 'worker/**/*.test.ts', 'scripts/**/*.test.mjs'],
          exclude: ISOLATED,
        },
      },
    ],
  },
});
