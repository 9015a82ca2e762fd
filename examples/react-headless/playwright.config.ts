import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';

// The smoke test starts the reference API (apps/api of the Tarelka repository, on PGlite in a
// fresh folder, demo tenants seeded) and `vite preview` of the built app. TARELKA_ROOT is the
// repository (examples/run.mjs sets it, as it runs a copy of this folder elsewhere); in place it
// is two folders up. Ports: API 8831, preview 4831, apart from every other suite of the repo.
const root = process.env.TARELKA_ROOT ?? resolve(fileURLToPath(new URL('.', import.meta.url)), '../..');
const apiUrl = process.env.API_URL ?? 'http://127.0.0.1:8831';
const apiPort = new URL(apiUrl).port;
const previewPort = Number(process.env.PREVIEW_PORT ?? 4831);
const dataDir = process.env.API_DATA_DIR ?? join(tmpdir(), `tarelka-example-api-${apiPort}`);

export default defineConfig({
  testMatch: 'smoke.spec.ts',
  timeout: 60_000,
  expect: { timeout: 15_000 },
  retries: 0,
  workers: 1,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${previewPort}`,
    viewport: { width: 1440, height: 900 },
    locale: 'ru-RU',
    timezoneId: 'Europe/Moscow',
    // Debian's Chromium: Playwright downloads no browser here.
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
    },
  },
  webServer: [
    {
      command: `rm -rf '${dataDir}' && pnpm --filter @tarelka/api start`,
      cwd: root,
      env: { PORT: apiPort, HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', MAX_EVENT_LOOP_DELAY_MS: '0' },
      url: `${apiUrl}/health`,
      reuseExistingServer: false,
      // The first start creates the PGlite database and seeds the demo tenants.
      timeout: 180_000,
    },
    {
      command: 'npm run preview',
      env: { PREVIEW_PORT: String(previewPort) },
      url: `http://127.0.0.1:${previewPort}`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});
