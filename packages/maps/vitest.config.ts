import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';
import { dragBy } from './browser-commands';

// Chromium comes from Debian (never downloaded); flags per TOOLCHAIN.md.
const chromiumArgs = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

// Two projects: `unit` (jsdom: logic, the Google provider over stand-ins, components) and `browser`
// (*.browser.test.tsx: the offline provider with real Leaflet in headless Chromium).
// Workspace packages are read from TypeScript source (the `@tarelka/source` condition).
export default defineConfig({
  plugins: [react()],
  resolve: { conditions: ['@tarelka/source', ...defaultClientConditions] },
  ssr: { resolve: { conditions: ['@tarelka/source', ...defaultServerConditions] } },
  test: {
    reporters: ['default', ['json', { outputFile: '.reports/vitest.json' }]],
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: ['src/**/*.browser.test.{ts,tsx}'],
          // The first test of a file may transform a provider's whole module graph (Leaflet's, for
          // the offline one) on a cold cache while turbo runs other packages' suites on both cores:
          // 5 s timed out in a CI run (load-map-provider.test.ts), as in the other packages' configs.
          testTimeout: 30_000,
          setupFiles: ['./vitest.setup.ts'],
          // One jsdom and module graph per worker, not per file (building them was most of the
          // project's time); fake timers are put back after each test that takes them.
          isolate: false,
        },
      },
      {
        extends: true,
        optimizeDeps: { include: ['react/jsx-dev-runtime', 'styled-components', 'react-dom/client', 'leaflet'] },
        test: {
          name: 'browser',
          include: ['src/**/*.browser.test.{ts,tsx}'],
          testTimeout: 30_000,
          expect: { poll: { timeout: 5_000 } },
          setupFiles: ['./vitest.browser-setup.ts'],
          browser: {
            enabled: true,
            headless: true,
            screenshotFailures: false,
            viewport: { width: 800, height: 700 },
            provider: playwright({
              launchOptions: { executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: chromiumArgs },
            }),
            instances: [{ browser: 'chromium' }],
            commands: { dragBy },
          },
        },
      },
    ],
  },
});
