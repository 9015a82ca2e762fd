// Performance runs against the large-menu fixture (e2e/perf/large-menu.ts: the demo tenant with one
// menu of 3,000 positions in 40 groups), generated into a temp folder at start; apart from the
// normal e2e run (playwright.config.ts), with its own API database and build.
//   pnpm e2e:perf   the large-menu test (render, search, scroll figures; the DOM stays bounded)
//   pnpm latency    event timing of five interactions under 4× CPU throttling
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { writeLargeMenuTenant } from './e2e/perf/large-menu';

const apiPort = Number(process.env.E2E_API_PORT ?? 8796);
const webPort = Number(process.env.E2E_WEB_PORT ?? 4796);
const dataDir = process.env.E2E_DATA_DIR ?? fileURLToPath(new URL('./.data-perf', import.meta.url));
const distDir = process.env.E2E_DIST ?? 'dist';
// Generated once by the runner; its workers inherit the folder through the environment.
if (!process.env.PERF_TENANTS_DIR) {
  process.env.PERF_TENANTS_DIR = mkdtempSync(join(tmpdir(), 'tarelka-large-menu-'));
  const dir = process.env.PERF_TENANTS_DIR;
  writeLargeMenuTenant(dir);
  process.on('exit', () => rmSync(dir, { recursive: true, force: true }));
}
const tenantsDir = process.env.PERF_TENANTS_DIR;
const apiUrl = `http://127.0.0.1:${apiPort}`;
const out = `${distDir}/perf-large-menu`;
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

export default defineConfig({
  testDir: './e2e/perf',
  timeout: 120_000,
  expect: { timeout: 15_000 },
  retries: 0,
  // One at a time: the figures are timings.
  workers: 1,
  // `pnpm latency` names its own report, so the large-menu report of the same run is kept.
  reporter: [['list'], ['json', { outputFile: `.reports/${process.env.E2E_PERF_REPORT ?? 'e2e-perf'}.json` }]],
  outputDir: 'test-results/perf',
  use: {
    launchOptions: { executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: chromiumArgs },
    locale: 'ru-RU',
    timezoneId: 'Europe/Moscow',
    baseURL: `http://127.0.0.1:${webPort}`,
    // The measurements are of the page and the API; the service worker's precache after load is not.
    serviceWorkers: 'block',
  },
  projects: [
    { name: 'large-menu-desktop', testMatch: /large-menu\.spec/, use: { viewport: { width: 1440, height: 900 } } },
    { name: 'large-menu-mobile', testMatch: /large-menu\.spec/, use: { viewport: { width: 390, height: 844 } } },
    { name: 'latency', testMatch: /latency\.spec/, use: { viewport: { width: 390, height: 844 } } },
  ],
  webServer: [
    {
      command: `rm -rf '${dataDir}' && pnpm --filter @tarelka/api start`,
      env: {
        PORT: String(apiPort),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        TENANTS_DIR: tenantsDir,
        LOG_LEVEL: 'warn',
        SMS_CAP_IP_HOUR: '1000',
        MAX_EVENT_LOOP_DELAY_MS: '0',
        SIGN_IN_CAP_IP_MINUTE: '1000',
      },
      url: `${apiUrl}/health`,
      reuseExistingServer: false,
      timeout: 120_000,
    },
    {
      command: `pnpm build --logLevel warn && pnpm preview --outDir ${out} --port ${webPort} --strictPort`,
      // Chromium is sent the brotli copies: the gzip ones by zlib, not Zopfli (build/precompress.ts).
      env: { API_URL: apiUrl, TENANT: 'demo', TENANTS_DIR: tenantsDir, STOREFRONT_OUT_DIR: out, TARELKA_GZIP: 'zlib' },
      url: `http://127.0.0.1:${webPort}`,
      reuseExistingServer: false,
      timeout: 120_000,
    },
  ],
});
