// The deployment test's browser run: started by test.mjs once nginx, two API processes,
// PostgreSQL and Redis are up (it passes the ports in DEPLOY_* variables). Not meant to be run alone.
import { defineConfig } from '@playwright/test';

export default defineConfig({
  testDir: './e2e',
  timeout: 150_000,
  expect: { timeout: 15_000 },
  // One retry absorbs a timing flake on a loaded 2-core machine; the report names it.
  retries: 1,
  workers: 1,
  reporter: [['list'], ['json', { outputFile: '.reports/deploy.json' }]],
  outputDir: 'test-results',
  use: {
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless=new',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-dev-shm-usage',
        // The tenants' and the API's server names, as DNS would give them: nginx on loopback.
        '--host-resolver-rules=MAP *.localhost 127.0.0.1',
      ],
    },
    viewport: { width: 1440, height: 900 },
    locale: 'ru-RU',
    timezoneId: 'Europe/Moscow',
    reducedMotion: 'reduce',
  },
});
