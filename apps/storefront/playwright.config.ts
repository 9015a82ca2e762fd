import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';

// Ports of the e2e run (the lead's allocation): the API and one preview server per tenant.
const apiPort = Number(process.env.E2E_API_PORT ?? 8797);
const demoPort = Number(process.env.E2E_WEB_PORT ?? 4797);
const severPort = Number(process.env.E2E_WEB_PORT_SEVER ?? demoPort + 1);
// The API's own database for e2e, wiped before every run so runs are reproducible.
// E2E_DATA_DIR and E2E_DIST let two runs side by side (different ports) keep apart.
const dataDir = process.env.E2E_DATA_DIR ?? fileURLToPath(new URL('./.data-e2e', import.meta.url));
const distDir = process.env.E2E_DIST ?? 'dist';
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
const apiUrl = `http://127.0.0.1:${apiPort}`;
// The sever tenant's own API, whose clock reads 13:00 Moscow time (of today's UTC date) at boot:
// sever's restos close at night, and its journeys (add to cart, checkout, pay) must hold whenever
// the run happens. The demo API keeps the wall clock (resto 1 never closes; scheduled.spec relies on it).
const severApiPort = Number(process.env.E2E_API_PORT_SEVER ?? apiPort + 1);
const severApiUrl = `http://127.0.0.1:${severApiPort}`;
const severClockStartsAt = `${new Date().toISOString().slice(0, 10)}T13:00:00+03:00`;
// Loopback fakes of Google, Apple, VK ID and reCAPTCHA (e2e/fakes/server.ts), beside the API's port.
const fakesPort = Number(process.env.E2E_FAKES_PORT ?? apiPort + 50);
const fakesUrl = `http://127.0.0.1:${fakesPort}`;
// The reCAPTCHA journey (e2e/auth-captcha.spec.ts) runs against its own API (captcha checked for
// every tenant, so not the shared one) and the e2e-only `captcha` tenant, written at start by
// e2e/fakes/make-captcha-tenant.mjs into a temporary tenants folder. E2E_CAPTCHA=0 leaves it out,
// and so does a run whose --project list does not name captcha-mobile.
const captchaPort = Number(process.env.E2E_WEB_PORT_CAPTCHA ?? demoPort + 2);
const captchaApiPort = Number(process.env.E2E_API_PORT_CAPTCHA ?? apiPort + 2);
const captchaApiUrl = `http://127.0.0.1:${captchaApiPort}`;
const captchaTenantsDir = fileURLToPath(new URL(`./.e2e-captcha/${captchaPort}`, import.meta.url));
// Fake key pair known only to the fakes and the captcha API (not a secret: nothing real accepts it).
const captchaKeys = { site: 'e2e-recaptcha-site-key', secret: 'e2e-recaptcha-secret' };
const projectArgs = process.argv.flatMap((arg, i, all) =>
  arg === '--project' ? [all[i + 1] ?? ''] : arg.startsWith('--project=') ? [arg.slice('--project='.length)] : [],
);
const captchaEnabled =
  process.env.E2E_CAPTCHA !== '0' && (projectArgs.length === 0 || projectArgs.some((name) => /captcha|\*/.test(name)));
const phone = { viewport: { width: 390, height: 844 }, isMobile: false, hasTouch: false };
const desktop = { viewport: { width: 1440, height: 900 } };

// Where the machine has a PostgreSQL server (E2E_PG_URL, which scripts/test-all.mjs sets when one
// answers on 127.0.0.1:5432), each e2e API gets a database of its own there, made empty before the
// run (e2e/fresh-database.mjs), instead of a PGlite folder: three PGlite APIs hold 1.5-2.5 GB between
// them (docs/performance.md). Unset, the APIs run on PGlite, as `pnpm start` does.
const pgUrl = process.env.E2E_PG_URL?.replace(/\/+$/, '') || undefined;

/**
 * The command that starts an e2e API on an empty database: its PGlite folder removed, or its
 * PostgreSQL database (named after the API's port, so side-by-side runs keep apart) made anew.
 */
function apiCommand(port: number, data: string): string {
  const fresh = pgUrl ? `node e2e/fresh-database.mjs '${pgUrl}' tarelka_e2e_${port}` : `rm -rf '${data}'`;
  return `${fresh} && pnpm --filter @tarelka/api start`;
}

/**
 * The environment of an e2e API process: its port and data folder, and what every journey needs
 * (each signs in from 127.0.0.1, so the per-IP SMS and sign-in caps are lifted for the run).
 */
function apiEnv(port: number, data: string): Record<string, string> {
  return {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: data,
    LOG_LEVEL: 'warn',
    SMS_CAP_IP_HOUR: '1000',
    MAX_EVENT_LOOP_DELAY_MS: '0',
    SIGN_IN_CAP_IP_MINUTE: '1000',
    ...(pgUrl ? { DATABASE_URL: `${pgUrl}/tarelka_e2e_${port}` } : {}),
  };
}

function preview(tenant: string, port: number, extra: { api?: string; env?: Record<string, string> } = {}) {
  return {
    command: `TENANT=${tenant} pnpm build --logLevel warn && TENANT=${tenant} pnpm preview --outDir ${distDir}/${tenant} --port ${port} --strictPort`,
    // The analytics counters' scripts come from the loopback fakes, never the vendors'. The gzip
    // copies are zlib's (build/precompress.ts): Chromium is sent the brotli ones, which stay the
    // production build's, and Zopfli would be most of the three builds before the first test.
    env: {
      TARELKA_GZIP: 'zlib',
      API_URL: extra.api ?? apiUrl,
      STOREFRONT_OUT_DIR: `${distDir}/${tenant}`,
      ANALYTICS_SCRIPT_ORIGIN: fakesUrl,
      ...extra.env,
    },
    url: `http://127.0.0.1:${port}`,
    reuseExistingServer: false,
    timeout: 120_000,
  };
}

export default defineConfig({
  testDir: './e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // One retry absorbs a timing flake on a loaded 2-core CI machine; the run's summary
  // (scripts/test-all.mjs) names every test that needed it, so a flake stays visible.
  retries: 1,
  // Three browsers on two cores: a journey spends most of its time waiting (on the API, a transition,
  // an expectation's polling), so a third worker keeps the cores busy; E2E_WORKERS overrides it.
  // Tests, not files, are spread over the workers, so one long file does not end the run alone.
  workers: Number(process.env.E2E_WORKERS ?? 3),
  fullyParallel: true,
  reporter: [['list'], ['json', { outputFile: '.reports/e2e.json' }]],
  outputDir: 'test-results',
  use: {
    launchOptions: { executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: chromiumArgs },
    locale: 'ru-RU',
    timezoneId: 'Europe/Moscow',
    // Screenshots and axe see dialogs at rest, not mid-animation.
    reducedMotion: 'reduce',
    // The build's service worker would answer requests the specs route or count; offline.spec.ts allows it.
    serviceWorkers: 'block',
  },
  projects: [
    // What does not depend on the width runs at one width: the service worker (offline.spec), the
    // identity providers' protocols (auth-providers) and the manifest, sitemap and JSON-LD as served
    // (reach) at 1440×900; the network faults of checkout (checkout-faults) and the phone code's
    // rules (auth-phone) at 390×844. Every screen and journey runs at both (screens.spec,
    // journeys, checkout-journeys, i18n-sweep, …).
    {
      name: 'demo-mobile',
      testIgnore: [
        /sever\.spec/,
        /auth-captcha\.spec/,
        /[\\/]perf[\\/]/,
        /offline\.spec/,
        /auth-providers\.spec/,
        /reach\.spec/,
      ],
      use: { ...phone, baseURL: `http://127.0.0.1:${demoPort}` },
    },
    {
      name: 'demo-desktop',
      testIgnore: [/sever\.spec/, /auth-captcha\.spec/, /[\\/]perf[\\/]/, /checkout-faults\.spec/, /auth-phone\.spec/],
      use: { ...desktop, baseURL: `http://127.0.0.1:${demoPort}` },
    },
    // The i18n sweep runs on both tenants.
    {
      name: 'sever-mobile',
      testMatch: /sever\.spec|i18n-sweep\.spec/,
      testIgnore: /reach\.sever\.spec/,
      use: { ...phone, baseURL: `http://127.0.0.1:${severPort}` },
    },
    {
      name: 'sever-desktop',
      testMatch: /sever\.spec|i18n-sweep\.spec/,
      use: { ...desktop, baseURL: `http://127.0.0.1:${severPort}` },
    },
    ...(captchaEnabled
      ? [
          {
            name: 'captcha-mobile',
            testMatch: /auth-captcha\.spec/,
            use: { ...phone, baseURL: `http://127.0.0.1:${captchaPort}` },
          },
        ]
      : []),
  ],
  webServer: [
    {
      command: apiCommand(apiPort, dataDir),
      env: {
        ...apiEnv(apiPort, dataDir),
        // The identity providers are the loopback fakes.
        GOOGLE_JWKS_URL: `${fakesUrl}/google/certs`,
        APPLE_JWKS_URL: `${fakesUrl}/apple/keys`,
        VK_ID_BASE_URL: fakesUrl,
      },
      url: `${apiUrl}/health`,
      reuseExistingServer: false,
      timeout: 120_000,
    },
    {
      command: 'node --import tsx e2e/fakes/server.ts',
      env: { FAKES_PORT: String(fakesPort), FAKE_RECAPTCHA_KEYS: `${captchaKeys.site}=${captchaKeys.secret}` },
      url: `${fakesUrl}/health`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: apiCommand(severApiPort, `${dataDir}-sever`),
      env: {
        ...apiEnv(severApiPort, `${dataDir}-sever`),
        CLOCK_STARTS_AT: severClockStartsAt,
      },
      url: `${severApiUrl}/health`,
      reuseExistingServer: false,
      timeout: 120_000,
    },
    preview('demo', demoPort),
    preview('sever', severPort, { api: severApiUrl }),
    ...(captchaEnabled
      ? [
          {
            // The tenant is written first: the API below and the preview read it.
            command:
              `node --conditions=@tarelka/source --import tsx e2e/fakes/make-captcha-tenant.mjs && ` +
              apiCommand(captchaApiPort, `${dataDir}-captcha`),
            env: {
              CAPTCHA_TENANTS_DIR: captchaTenantsDir,
              CAPTCHA_SITE_KEY: captchaKeys.site,
              CAPTCHA_ORIGIN: `http://127.0.0.1:${captchaPort}`,
              ...apiEnv(captchaApiPort, `${dataDir}-captcha`),
              TENANTS_DIR: captchaTenantsDir,
              // Every phone code request and sign-in is verified with the fakes' siteverify.
              RECAPTCHA_SECRET: captchaKeys.secret,
              RECAPTCHA_BASE_URL: fakesUrl,
              RECAPTCHA_HOSTNAMES: '127.0.0.1',
            },
            url: `${captchaApiUrl}/health`,
            reuseExistingServer: false,
            timeout: 120_000,
          },
          preview('captcha', captchaPort, { api: captchaApiUrl, env: { TENANTS_DIR: captchaTenantsDir } }),
        ]
      : []),
  ],
});
