// `pnpm perf`: Lighthouse 12 (mobile preset, default simulated throttling, Debian Chromium) against
// the built storefront served by `vite preview`, with the reference API on 127.0.0.1 (PGlite data in
// a temporary folder). Eleven pages, each cold (a first visit) and as a returning customer sees it,
// PERF_RUNS (3) runs each; the medians are printed as a table, written to perf/lighthouse.json and
// checked against the budgets (scripts/perf-check.mjs).
//
//   PERF_API_PORT (8811), PERF_WEB_PORT (4811)  ports of the API and the preview server
//   PERF_RUNS (3)                                runs per route
//   PERF_ROUTES (all)                            some routes only, by name: PERF_ROUTES='cart,cart cold'
//   PERF_MORE_RUNS (PERF_RUNS; 0 with PERF_REPORT_ONLY) more runs of a route whose median misses a timing budget
//   PERF_TOLERANCE (0.05)                        see perf-check.mjs and perf-budgets.json
//   PERF_REPORT_ONLY=1                           print budget misses without failing
//   PERF_REPORT_ONLY=timings                     fail on audit scores and CLS only
//   PERF_BESIDE=<what>                           another step shares the machine (./tarelka test): said twice in the log
//   PERF_SKIP_BUILD=1                            reuse the build in PERF_OUT_DIR (its API_URL must match)
//   PERF_OUT_DIR (.perf-build/demo)              where the storefront is built
//   (the timing budgets are checked only on a machine of ordinary speed: perf-budgets.json `machine`)
//   PERF_LHR_DIR                                 also keep every run's full Lighthouse report and trace there
//   PERF_CPU_MULTIPLIER                          Lighthouse's CPU slowdown; default: calibrated to this machine
//   PERF_PROFILE=1                               no Lighthouse: each route's load as a CPU profile, its long
//                                                tasks named through the source maps (profileRoute below);
//                                                PERF_PROFILE_CPU (1), PERF_PROFILE_MIN_MS (12), PERF_PROFILE_ROWS (12)
//   CHROME_PATH (/usr/bin/chromium)
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { BUDGETS, checkReport, formatTable } from './perf-check.mjs';
import { busyStretches, frameNamer, mainThreadTasks, pageEvents } from './profile-lib.mjs';

const appDir = fileURLToPath(new URL('..', import.meta.url));

// Lighthouse lives outside the workspace, in .tools/lighthouse (installed from the npm registry on
// first use): its dependency tree (Sentry, OpenTelemetry) would otherwise add peer variants of
// vitest to the whole workspace's lockfile. 12.8.2 is the last line that runs on Node 20.
const LIGHTHOUSE_VERSION = '12.8.2';
const toolsDir = fileURLToPath(new URL('../../../.tools/lighthouse', import.meta.url));
const lighthouseEntry = join(toolsDir, 'lib', 'node_modules', 'lighthouse', 'core', 'index.js');
if (!existsSync(lighthouseEntry)) {
  console.log(`[perf] installing lighthouse@${LIGHTHOUSE_VERSION} into ${toolsDir}`);
  execFileSync(
    'npm',
    ['install', '-g', '--prefix', toolsDir, '--no-audit', '--no-fund', `lighthouse@${LIGHTHOUSE_VERSION}`],
    {
      stdio: 'inherit',
    },
  );
}
const { default: lighthouse } = await import(pathToFileURL(lighthouseEntry).href);
const { pageFunctions } = await import(
  pathToFileURL(join(toolsDir, 'lib', 'node_modules', 'lighthouse', 'core', 'lib', 'page-functions.js')).href
);
const apiPort = Number(process.env.PERF_API_PORT ?? 8811);
const webPort = Number(process.env.PERF_WEB_PORT ?? 4811);
const runs = Number(process.env.PERF_RUNS ?? 3);
const tenant = 'demo';
const outDir = process.env.PERF_OUT_DIR ?? join(appDir, '.perf-build', tenant);
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const apiUrl = `http://127.0.0.1:${apiPort}`;
const origin = `http://127.0.0.1:${webPort}`;
const reportFile = join(appDir, 'perf', 'lighthouse.json');
const chromeArgs = [
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

// Lighthouse matches these against the console message, which names no URL: a DNS failure can
// only be an outside host (everything of ours is on 127.0.0.1).
const IGNORED_CONSOLE = ['ERR_BLOCKED_BY_CLIENT.Inspector', 'net::ERR_NAME_NOT_RESOLVED'];

/**
 * The build's chunk of VK ID's SDK (from the build manifest), or null. VK's OneTap widget loads with
 * the sign-in page (and the checkout of a first visit, which sends there); as it starts, the SDK
 * posts its own statistics to VK and leaves the failed request as an uncaught rejection and a
 * console error. On this offline machine VK is never reached, so errors raised inside that chunk
 * are the sandbox's, not the storefront's; an error of ours comes from another file.
 */
function vkSdkChunk(dir) {
  try {
    const manifest = JSON.parse(readFileSync(join(dir, '.vite', 'manifest.json'), 'utf8'));
    const entry = Object.entries(manifest).find(([key]) => key.includes('/@vkid/sdk/'));
    return entry ? entry[1].file : null;
  } catch {
    return null;
  }
}

/**
 * The pages measured (issue 31: every route, one resto, one promotion, one static page); `state` is
 * the returning customer's state the run starts with.
 */
const PAGES = [
  { name: 'home', path: '/', state: 'located' },
  { name: 'menu', path: '/menus/1', state: 'located' },
  { name: 'position', path: '/menus/1/positions/1039', state: 'located' },
  { name: 'cart', path: '/cart', state: 'cart' },
  { name: 'checkout', path: '/checkout', state: 'signedIn' },
  { name: 'promotions', path: '/promotions', state: 'located' },
  { name: 'promotion', path: '/promotions/11', state: 'located' },
  { name: 'restos', path: '/restos', state: 'located' },
  { name: 'resto', path: '/restos/1', state: 'located' },
  { name: 'page', path: '/terms-of-sale', state: 'located' },
  { name: 'auth', path: '/auth', state: 'located' },
];
/**
 * Every page twice: as the returning customer sees it, and on a first visit ('<page> cold': empty
 * storage, so the location popup and the cookie banner show; the checkout sends to sign-in). A cold
 * page is held to its page's budgets (scripts/perf-check.mjs).
 */
const ROUTES = [...PAGES, ...PAGES.map((page) => ({ ...page, name: `${page.name} cold`, state: 'cold' }))];

const children = [];
function start(name, args, env) {
  const child = spawn('pnpm', args, {
    cwd: appDir,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
  child.once('exit', (code, signal) => {
    if (!stopping) {
      console.error(`[perf] ${name} exited early (${code ?? signal})`);
      process.exit(1);
    }
  });
  children.push(child);
  return child;
}
let stopping = false;
function stopAll() {
  stopping = true;
  for (const child of children) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    stopAll();
    process.exit(130);
  });
}

function run(args, env) {
  return new Promise((resolve, reject) => {
    const child = spawn('pnpm', args, { cwd: appDir, env: { ...process.env, ...env }, stdio: 'inherit' });
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`pnpm ${args.join(' ')} → ${code}`))));
  });
}

/**
 * How long a fresh Node process takes to touch 256 MiB of new memory, one byte per 4 KiB page,
 * scaled to ms per GiB: the cost of a page fault, which Chromium pays on every allocation of its
 * own. The median of three processes (each is new, so its pages are too).
 */
function pageFaultMsPerGiB() {
  const probe =
    'const t=process.hrtime.bigint();const b=Buffer.alloc(256*1024*1024);' +
    'for(let i=0;i<b.length;i+=4096)b[i]=1;' +
    'process.stdout.write(String(Number(process.hrtime.bigint()-t)/1e6*4))';
  const times = [0, 1, 2].map(() => Number(execFileSync(process.execPath, ['-e', probe], { encoding: 'utf8' })));
  return Math.round(median(times));
}

/**
 * Lighthouse's benchmark index of this machine as a Lighthouse run measures it (its own page
 * function, the one behind every report's "CPU/Memory Power": once, in a fresh page, no warm-up),
 * in a fresh Chromium with the runs' flags: the best of five pages, as a moment's contention only
 * ever lowers it.
 */
async function hostBenchmarkIndex() {
  const browser = await launch(9300 + (webPort % 500));
  try {
    const values = [];
    for (let i = 0; i < 5; i++) {
      const page = await browser.context.newPage();
      values.push(await page.evaluate(`(${pageFunctions.computeBenchmarkIndex.toString()})()`));
      await page.close();
    }
    return Math.round(Math.max(...values));
  } finally {
    await browser.close();
  }
}

/**
 * The CPU slowdown of the simulated phone, calibrated to this machine as Lighthouse's
 * docs/throttling.md ("Calibrating the CPU slowdown") describes: the budgets were set with
 * Lighthouse's 4× on machines of benchmark index ~3100 (perf-budgets.json `machine`), so a slower
 * machine gets a proportionally smaller multiplier and simulates the same phone; never above 4×,
 * never below 1×. PERF_CPU_MULTIPLIER sets it outright.
 */
function cpuSlowdownFor(index, limits) {
  if (process.env.PERF_CPU_MULTIPLIER) return Number(process.env.PERF_CPU_MULTIPLIER);
  const reference = limits?.referenceBenchmarkIndex;
  if (!reference || !index) return 4;
  return Math.min(4, Math.max(1, Math.round((4 * index * 100) / reference) / 100));
}

async function waitFor(url, what, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error(`[perf] ${what} did not answer on ${url} within ${timeoutMs / 1000} s`);
    await new Promise((r) => setTimeout(r, 300));
  }
}

/** A fresh browser profile with remote debugging on `port`, for Lighthouse to attach to. */
async function launch(port) {
  const profile = mkdtempSync(join(tmpdir(), 'tarelka-perf-chrome-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromePath,
    args: [...chromeArgs, `--remote-debugging-port=${port}`],
    locale: 'ru-RU',
    timezoneId: 'Europe/Moscow',
    viewport: { width: 412, height: 823 },
  });
  return {
    context,
    close: async () => {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/**
 * Walks the customer's way once, in the browser, and snapshots local storage after each stage:
 * take-away at the first pickup point and cookies accepted ('located'), a dish in the cart ('cart'),
 * signed in by phone with the dev SMS outbox's code ('signedIn').
 */
async function customerStates() {
  const browser = await launch(9222 + (webPort % 500));
  const page = await browser.context.newPage();
  const snapshot = () => page.evaluate(() => ({ ...localStorage }));
  const booted = () => page.getByTestId('splash').waitFor({ state: 'detached', timeout: 30_000 });
  try {
    await page.goto(`${origin}/`);
    const dialog = page.getByTestId('location-dialog');
    await dialog.waitFor({ timeout: 30_000 });
    await dialog.getByRole('radio', { name: 'Самовывоз' }).click();
    await dialog.getByRole('button', { name: 'Сохранить' }).click();
    await dialog.waitFor({ state: 'detached' });
    await booted();
    // The cookie banner's code loads lazily: wait for it (up to 5 s) rather than check once, or the
    // 'located' state keeps no consent and every later route measures the banner arriving late.
    const banner = page.getByTestId('cookie-banner');
    const shown = await banner.waitFor({ timeout: 5_000 }).then(
      () => true,
      () => false,
    );
    if (shown) await banner.getByRole('button', { name: 'Принять' }).click();
    await page.waitForTimeout(400);
    const located = await snapshot();

    await page.goto(`${origin}/menus/1/positions/1039`);
    await booted();
    const detail = page.getByTestId('position-detail');
    await detail.getByRole('button', { name: /Добавить за/ }).click();
    await detail.waitFor({ state: 'detached' });
    await page.waitForTimeout(400);
    const cart = await snapshot();

    await page.goto(`${origin}/auth`);
    await booted();
    const digits = `916${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
    await page.getByLabel('Номер телефона').fill(digits);
    await page.getByRole('button', { name: 'Получить код' }).click();
    const codeField = page.getByLabel('Код из СМС');
    await codeField.waitFor();
    let code = '';
    for (let i = 0; i < 50 && !code; i++) {
      const answer = await fetch(`${apiUrl}/dev/sms-outbox?phone=${encodeURIComponent(`+7${digits}`)}`);
      const body = await answer.json();
      code = /\d{4,8}/.exec(body.messages?.at(-1)?.text ?? '')?.[0] ?? '';
      if (!code) await page.waitForTimeout(200);
    }
    if (!code) throw new Error('[perf] no SMS code in the dev outbox');
    await codeField.fill(code);
    await page.getByRole('button', { name: /^Войти$/ }).click();
    await page.waitForFunction(() => localStorage.getItem('app_token_set') !== null, null, { timeout: 15_000 });
    await page.waitForTimeout(400);
    const signedIn = await snapshot();
    return { cold: {}, located, cart, signedIn };
  } finally {
    await browser.close();
  }
}

/** A new page of `browser` on the origin, its storage as the customer left it (`storage`); the page is a plain file, so nothing is cached. */
async function seededPage(browser, storage) {
  const page = await browser.context.newPage();
  await page.goto(`${origin}/robots.txt`);
  await page.evaluate((values) => {
    localStorage.clear();
    for (const [key, value] of Object.entries(values)) localStorage.setItem(key, value);
  }, storage);
  return page;
}

/**
 * PERF_PROFILE=1: instead of Lighthouse, a CPU profile of the page's load (CDP's sampling profiler,
 * 100 µs, 6 s after navigation) at PERF_PROFILE_CPU× CPU throttling (1 by default), printed as the
 * main thread's tasks of PERF_PROFILE_MIN_MS (12: 50 ms at Lighthouse's 4×) or more (a timeline
 * trace recorded beside the profile tells the tasks apart), each with the functions that took its
 * time, named through the build's source maps.
 */
async function profileRoute(route, storage, title) {
  const browser = await launch(9300 + (webPort % 500));
  try {
    const page = await seededPage(browser, storage);
    const cdp = await browser.context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(process.env.PERF_PROFILE_CPU ?? 1) });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
    const trace = [];
    cdp.on('Tracing.dataCollected', ({ value }) => trace.push(...value));
    const traced = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Tracing.start', {
      categories: 'devtools.timeline,disabled-by-default-devtools.timeline,blink.user_timing',
      transferMode: 'ReportEvents',
    });
    await cdp.send('Profiler.start');
    await page.goto(`${origin}${route.path}`);
    await page.waitForTimeout(6000);
    const { profile } = await cdp.send('Profiler.stop');
    await cdp.send('Tracing.end');
    await traced;
    const main = mainThreadTasks(trace, profile.startTime);
    const stretches = busyStretches(profile, {
      name: frameNamer(outDir, origin),
      minMs: Number(process.env.PERF_PROFILE_MIN_MS ?? 12),
      tasks: main.tasks,
    });
    const rows = (list) =>
      list
        .slice(0, Number(process.env.PERF_PROFILE_ROWS ?? 12))
        .map(([name, ms]) => `      ${ms.toFixed(1).padStart(6)} ${name}`);
    console.log(`[perf] ${title} (${route.path}): ${stretches.length} long tasks, between the page's events`);
    const lines = [
      ...pageEvents(trace, profile.startTime, main.thread),
      ...stretches.map((s) => ({
        at: s.start,
        text: [
          `  at ${Math.round(s.start)} ms, ${s.duration.toFixed(1)} ms; self:`,
          ...rows(s.self),
          '    total:',
          ...rows(s.total),
        ].join('\n'),
      })),
    ];
    for (const { text } of lines.sort((a, b) => a.at - b.at)) console.log(text);
  } finally {
    await browser.close();
  }
}

/** One Lighthouse run of `route` in a fresh profile (cold HTTP cache) holding `storage`. */
async function measure(route, storage, cpuSlowdownMultiplier) {
  const vkChunk = vkSdkChunk(outDir);
  const ignoredConsole = vkChunk ? [...IGNORED_CONSOLE, `/${vkChunk}:`] : IGNORED_CONSOLE;
  const port = 9300 + (webPort % 500);
  const browser = await launch(port);
  try {
    await seededPage(browser, storage);
    const result = await lighthouse(
      `${origin}${route.path}`,
      {
        port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        // Keep the seeded storage; the profile is new, so the HTTP cache is cold anyway.
        disableStorageReset: true,
        throttling: { cpuSlowdownMultiplier },
      },
      {
        extends: 'lighthouse:default',
        // The tenant's analytics counter (Yandex Metrica) loads after cookie consent from a host an
        // offline machine cannot resolve: that failure is the sandbox's, not the storefront's.
        audits: [{ path: 'errors-in-console', options: { ignoredPatterns: ignoredConsole } }],
      },
    );
    if (!result) throw new Error(`[perf] Lighthouse returned nothing for ${route.path}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`[perf] ${route.path}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    if (process.env.PERF_LHR_DIR) {
      mkdirSync(process.env.PERF_LHR_DIR, { recursive: true });
      const stamp = Date.now();
      writeFileSync(join(process.env.PERF_LHR_DIR, `${route.name}-${stamp}.json`), JSON.stringify(lhr));
      // The page load's DevTools trace, to open in Chromium's Performance panel.
      const trace = result.artifacts?.Trace;
      if (trace)
        writeFileSync(join(process.env.PERF_LHR_DIR, `${route.name}-${stamp}.trace.json`), JSON.stringify(trace));
    }
    const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const numeric = (id) => lhr.audits[id]?.numericValue ?? null;
    const failedAudits = Object.values(lhr.categories)
      .filter((c) => c.id !== 'performance')
      .flatMap((c) => c.auditRefs.map((ref) => lhr.audits[ref.id]))
      .filter((a) => a && a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary');
    const failed = failedAudits.map((a) => a.id);
    // What each failed audit points at (an element's selector and markup, or a URL), to fix it.
    const failedWhere = Object.fromEntries(
      failedAudits.map((a) => [
        a.id,
        (a.details?.items ?? [])
          .slice(0, 5)
          .map((item) =>
            item.node ? `${item.node.selector} ${item.node.snippet}` : (item.url ?? item.source?.url ?? ''),
          ),
      ]),
    );
    // The element Lighthouse took as the largest contentful paint, to see what an LCP waits for.
    const lcpTable = lhr.audits['largest-contentful-paint-element']?.details?.items?.[0];
    const lcpNode = lcpTable?.items?.[0]?.node;
    const lcpElement = lcpNode ? `${lcpNode.selector} ${lcpNode.snippet}` : null;
    // What moved when the layout shifted (Lighthouse's layout-shifts audit: element and score).
    const shifts = (lhr.audits['layout-shifts']?.details?.items ?? [])
      .slice(0, 3)
      .map(
        (item) =>
          `${item.node?.selector ?? '?'} ${String(item.node?.snippet ?? '').slice(0, 120)} (${item.score?.toFixed?.(3) ?? item.score})`,
      );
    const consoleErrors = (lhr.audits['errors-in-console']?.details?.items ?? []).map(
      (item) => `${item.source}: ${String(item.description).slice(0, 200)}`,
    );
    return {
      finalUrl: lhr.finalDisplayedUrl,
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      fcp: Math.round(numeric('first-contentful-paint')),
      lcp: Math.round(numeric('largest-contentful-paint')),
      tbt: Math.round(numeric('total-blocking-time')),
      cls: Number((numeric('cumulative-layout-shift') ?? 0).toFixed(3)),
      si: Math.round(numeric('speed-index')),
      failedAudits: failed,
      failedWhere,
      lcpElement,
      shifts,
      consoleErrors,
      benchmarkIndex: Math.round(lhr.environment?.benchmarkIndex ?? 0),
      lighthouseVersion: lhr.lighthouseVersion,
      userAgent: lhr.environment?.hostUserAgent,
    };
  } finally {
    await browser.close();
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const METRICS = ['performance', 'accessibility', 'bestPractices', 'seo', 'fcp', 'lcp', 'tbt', 'cls', 'si'];

let environment = { lighthouseVersion: null, userAgent: null };

async function main() {
  const startedAt = Date.now();
  const dataDir = mkdtempSync(join(tmpdir(), 'tarelka-perf-api-'));
  try {
    if (process.env.PERF_SKIP_BUILD !== '1') {
      console.log(`[perf] building the ${tenant} storefront → ${outDir} (API_URL=${apiUrl})`);
      await run(['exec', 'vite', 'build', '--configLoader', 'native', '--logLevel', 'warn'], {
        NODE_OPTIONS: '--conditions=@tarelka/source --import tsx',
        TENANT: tenant,
        API_URL: apiUrl,
        STOREFRONT_OUT_DIR: outDir,
      });
    }
    start('the API', ['--filter', '@tarelka/api', 'start'], {
      PORT: String(apiPort),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      MAX_EVENT_LOOP_DELAY_MS: '0',
    });
    start(
      'vite preview',
      [
        'exec',
        'vite',
        'preview',
        '--configLoader',
        'native',
        '--outDir',
        outDir,
        '--port',
        String(webPort),
        '--strictPort',
      ],
      {
        NODE_OPTIONS: '--conditions=@tarelka/source --import tsx',
        TENANT: tenant,
        API_URL: apiUrl,
      },
    );
    await waitFor(`${apiUrl}/health`, 'the API');
    await waitFor(`${origin}/`, 'vite preview');

    const faults = pageFaultMsPerGiB();
    console.log(`[perf] machine: touching new memory takes ${faults} ms per GiB (page faults)`);
    const hostIndex = await hostBenchmarkIndex();
    const cpuSlowdown = cpuSlowdownFor(hostIndex, BUDGETS.machine);
    console.log(
      `[perf] machine: benchmark index ${hostIndex}; the simulated phone's CPU slowdown ×${cpuSlowdown}` +
        (process.env.PERF_CPU_MULTIPLIER
          ? ' (PERF_CPU_MULTIPLIER)'
          : ` (4 × ${hostIndex} / ${BUDGETS.machine?.referenceBenchmarkIndex}, within 1–4)`),
    );
    // ./tarelka test runs this beside the large-menu and latency tests (scripts/test-all.mjs): the
    // timing figures then share the CPU with them, and the log says so where a reader looks.
    const beside = process.env.PERF_BESIDE
      ? `[perf] run beside ${process.env.PERF_BESIDE}: the timing figures (performance, FCP, LCP, TBT) share the CPU ` +
        'with it, a smoke check and not a measurement; `pnpm perf` alone measures'
      : null;
    if (beside) console.log(beside);
    const states = await customerStates();
    // PERF_ROUTES=cart,checkout measures some routes only (a partial report is still written).
    // An empty list is every route; a name of no route is an error, never a run that measures nothing.
    const only = process.env.PERF_ROUTES?.split(',')
      .map((name) => name.trim())
      .filter(Boolean);
    const unknown = only?.filter((name) => !ROUTES.some((r) => r.name === name)) ?? [];
    if (unknown.length > 0)
      throw new Error(
        `PERF_ROUTES names no route: ${unknown.join(', ')} (routes: ${ROUTES.map((r) => r.name).join(', ')})`,
      );
    const routes = ROUTES.filter((r) => !only?.length || only.includes(r.name));
    if (process.env.PERF_PROFILE) {
      for (const route of routes)
        for (let i = 1; i <= runs; i++) await profileRoute(route, states[route.state], `${route.name} run ${i}`);
      return;
    }
    /** Every run of each route so far. */
    const samples = new Map(routes.map((route) => [route.name, []]));
    const sample = async (route, count) => {
      const done = samples.get(route.name);
      for (let i = 0; i < count; i++) {
        const s = await measure(route, states[route.state], cpuSlowdown);
        done.push(s);
        console.log(
          `[perf] ${route.name} run ${done.length}: performance ${s.performance}, LCP ${s.lcp} ms, TBT ${s.tbt} ms, CLS ${s.cls}, benchmark index ${s.benchmarkIndex}` +
            (s.failedAudits.length ? `; failed: ${s.failedAudits.join(', ')}` : '') +
            (s.lcpElement ? `\n[perf]   LCP element: ${s.lcpElement.slice(0, 240)}` : ''),
        );
        if (s.cls > 0 && s.shifts.length) console.log(`[perf]   layout shifts: ${s.shifts.join('; ')}`);
        environment = { lighthouseVersion: s.lighthouseVersion, userAgent: s.userAgent };
      }
    };
    const summary = (route) => {
      const runsOf = samples.get(route.name);
      return {
        name: route.name,
        path: route.path,
        state: route.state,
        finalUrl: runsOf[0].finalUrl,
        median: Object.fromEntries(METRICS.map((m) => [m, median(runsOf.map((s) => s[m]))])),
        failedAudits: [...new Set(runsOf.flatMap((s) => s.failedAudits))],
        failedWhere: Object.assign({}, ...runsOf.map((s) => s.failedWhere)),
        lcpElements: [...new Set(runsOf.map((s) => s.lcpElement).filter(Boolean))],
        consoleErrors: [...new Set(runsOf.flatMap((s) => s.consoleErrors))],
        runs: runsOf.map(
          ({
            failedAudits: _f,
            failedWhere: _w,
            consoleErrors: _c,
            lighthouseVersion: _v,
            userAgent: _u,
            finalUrl: _url,
            ...rest
          }) => rest,
        ),
      };
    };
    const reportOf = () => {
      const results = routes.map(summary);
      return {
        generatedAt: new Date().toISOString(),
        command: 'pnpm perf',
        lighthouse: environment.lighthouseVersion,
        browser: environment.userAgent,
        preset: `mobile, simulated throttling (Lighthouse defaults but the CPU slowdown: ×${cpuSlowdown}, calibrated)`,
        tenant,
        runsPerRoute: Math.max(...results.map((r) => r.runs.length)),
        durationSeconds: Math.round((Date.now() - startedAt) / 1000),
        // How fast this machine is (scripts/perf-check.mjs, machineVerdict): page faults, and the
        // median of Lighthouse's benchmark index over every run.
        machine: {
          pageFaultMsPerGiB: faults,
          hostBenchmarkIndex: hostIndex,
          cpuSlowdownMultiplier: cpuSlowdown,
          benchmarkIndex: Math.round(median(results.flatMap((r) => r.runs.map((run) => run.benchmarkIndex)))),
        },
        routes: results,
      };
    };
    for (const route of routes) await sample(route, runs);
    // TBT on a 2-core machine has a long tail (one run in three or four can land at 2–3× the
    // others, the same build; docs/performance.md): a route whose median misses a timing budget is
    // measured PERF_MORE_RUNS (runs) times more and judged on the median of all its runs.
    // Not when the timings are only reported (PERF_REPORT_ONLY): more runs would change no verdict.
    const moreRuns = Number(process.env.PERF_MORE_RUNS ?? (process.env.PERF_REPORT_ONLY ? 0 : runs));
    const missed = (report) =>
      routes.filter((route) =>
        checkReport(report).lines.some(
          (line) => line.startsWith(`[perf] MISS ${route.name} (`) && /(performance|FCP|LCP|TBT) /.test(line),
        ),
      );
    for (const route of moreRuns > 0 ? missed(reportOf()) : []) {
      console.log(`[perf] ${route.name}: a timing budget missed on the median of ${runs}; ${moreRuns} more runs`);
      await sample(route, moreRuns);
    }
    // A layout shift can depend on when the app's chunks and the API's answers land against each
    // other: one run in a dozen of a cold page showed one. With fewer than three runs, a route that
    // misses an audit-based budget (CLS, accessibility, best practices, SEO) is measured up to three
    // times and judged on the median; each run's line names what shifted.
    const auditMissed = (report) =>
      routes.filter(
        (route) =>
          samples.get(route.name).length < 3 &&
          checkReport(report).lines.some(
            (line) =>
              line.startsWith(`[perf] MISS ${route.name} (`) && /: (CLS|accessibility|best practices|SEO) /.test(line),
          ),
      );
    for (const route of auditMissed(reportOf())) {
      const more = 3 - samples.get(route.name).length;
      console.log(`[perf] ${route.name}: an audit-based budget missed; ${more} more runs, judged on the median`);
      await sample(route, more);
    }
    const report = reportOf();
    mkdirSync(join(appDir, 'perf'), { recursive: true });
    writeFileSync(reportFile, `${JSON.stringify(report, null, 2)}\n`);
    console.log(`\n${formatTable(report)}\n`);
    console.log(`[perf] written ${reportFile} in ${report.durationSeconds} s`);
    const { ok, auditsOk, lines } = checkReport(report);
    for (const line of lines) console.log(line);
    // PERF_REPORT_ONLY=1 prints every miss without failing the run; PERF_REPORT_ONLY=timings fails
    // on the audit-based ones (accessibility, best practices, SEO, CLS) only, e.g. on a machine
    // busy with other work.
    const reportOnly = process.env.PERF_REPORT_ONLY;
    if (!ok && reportOnly === '1') console.log('[perf] PERF_REPORT_ONLY=1: misses reported, not failed');
    if (!ok && auditsOk && reportOnly === 'timings')
      console.log('[perf] PERF_REPORT_ONLY=timings: performance, FCP, LCP and TBT misses reported, not failed');
    if (beside) console.log(beside);
    process.exitCode = ok || reportOnly === '1' || (reportOnly === 'timings' && auditsOk) ? 0 : 1;
  } finally {
    stopAll();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  stopAll();
  process.exit(1);
});
