#!/usr/bin/env node
// `pnpm test:deploy`: the production stack on this machine, on loopback ports of its own, then an
// order per tenant in Chromium through it and a check of what nginx sends.
//
//   nginx (Debian's; installed with apt when missing)  127.0.0.1:8840
//     demo.localhost, sever.localhost → each tenant's storefront build (API_URL=http://api.localhost:8840)
//     api.localhost                  → upstream of two API processes (node dist/server.js)
//   API processes                    127.0.0.1:8841, 8842 (metrics 8843, 8844)
//   PostgreSQL 127.0.0.1:5432 (a database of this run, dropped at the end), Redis 127.0.0.1:6379/7
//
// The API runs in staging mode (NODE_ENV unset): production refuses the outbox SMS sender that the
// journey reads its code from (and needs a captcha secret and real SMS credentials); everything
// else is the production path: the bundle, PostgreSQL, Redis, several processes, nginx.
// DEPLOY_PORT moves the ports; DEPLOY_PG_URL, DEPLOY_REDIS_URL point at other servers;
// DEPLOY_TIMEOUT_MS bounds the run (default 8 min); DEPLOY_KEEP=1 leaves the work folder;
// DEPLOY_HOLD=1 keeps the stack running after the tests until Ctrl-C.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BROTLI_STATIC_MODULE, parseSites, renderStandalone } from './render-nginx.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const here = fileURLToPath(new URL('.', import.meta.url));
const apiDir = join(root, 'apps/api');
const storefrontDir = join(root, 'apps/storefront');
const PORT = Number(process.env.DEPLOY_PORT ?? 8840);
const API_PORTS = [PORT + 1, PORT + 2];
const METRICS_PORTS = [PORT + 3, PORT + 4];
const PG_URL = (process.env.DEPLOY_PG_URL ?? 'postgres://postgres@127.0.0.1:5432').replace(/\/+$/, '');
const REDIS_URL = process.env.DEPLOY_REDIS_URL ?? 'redis://127.0.0.1:6379/7';
const TIMEOUT_MS = Number(process.env.DEPLOY_TIMEOUT_MS ?? 8 * 60_000);
const TENANTS = ['demo', 'sever'];
const API_URL = `http://api.localhost:${PORT}`;
const database = `tarelka_deploy_${process.pid}`;
// DEPLOY_WORK=<dir> DEPLOY_SKIP_BUILD=1 DEPLOY_KEEP=1: rerun against the builds of a kept run.
const work = process.env.DEPLOY_WORK ?? mkdtempSync(join(tmpdir(), 'tarelka-deploy-'));
mkdirSync(work, { recursive: true });
// Readable by nginx's workers, which run as another user (nobody) when the master is root.
chmodSync(work, 0o755);
const skipBuild = process.env.DEPLOY_SKIP_BUILD === '1' && existsSync(join(work, 'www'));
const started = Date.now();
const children = [];
let databaseCreated = false;

const log = (message) => console.log(`[deploy ${Math.round((Date.now() - started) / 1000)} s] ${message}`);
const pg = createRequire(join(apiDir, 'package.json'))('pg');

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', ...options });
  if (result.status !== 0)
    throw new Error(`${command} ${args.join(' ')} exited with ${result.status ?? result.signal}`);
}

const reachable = (port, host = '127.0.0.1') =>
  new Promise((resolve) => {
    const socket = connect({ port, host });
    socket.setTimeout(1000);
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => (socket.destroy(), resolve(false)));
  });

async function until(what, ms, label) {
  const deadline = Date.now() + ms;
  while (!(await what().catch(() => false))) {
    if (Date.now() > deadline) throw new Error(`timed out after ${ms / 1000} s waiting for ${label}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Debian's nginx (and its brotli_static module when apt has it), as scripts/ensure-chromium.sh does for Chromium. */
function ensureNginx() {
  const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
  const apt = (...packages) =>
    spawnSync(sudo[0] ?? 'apt-get', [...(sudo.length ? ['apt-get'] : []), 'install', '-y', '-qq', ...packages], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    }).status === 0;
  if (spawnSync('nginx', ['-v'], { stdio: 'ignore' }).status !== 0) {
    log("installing Debian's nginx (apt)");
    spawnSync(sudo[0] ?? 'apt-get', [...(sudo.length ? ['apt-get'] : []), 'update', '-qq'], { stdio: 'inherit' });
    if (!apt('nginx')) throw new Error('apt-get install nginx failed: install nginx and run again');
  }
  if (!existsSync(BROTLI_STATIC_MODULE) && !apt('libnginx-mod-http-brotli-static')) {
    log('no brotli_static module: nginx sends the .gz copies only');
  }
  run('bash', [join(root, 'scripts/ensure-chromium.sh')]);
}

async function ensureServices() {
  if (
    !(await reachable(5432)) &&
    spawnSync('pg_ctlcluster', ['15', 'main', 'start'], { stdio: 'inherit' }).status === 0
  )
    await until(() => reachable(5432), 15_000, 'PostgreSQL');
  if (!(await reachable(5432))) throw new Error('PostgreSQL is not on 127.0.0.1:5432 (set DEPLOY_PG_URL)');
  if (!(await reachable(6379))) throw new Error('Redis is not on 127.0.0.1:6379 (set DEPLOY_REDIS_URL)');
}

async function admin(sql) {
  const client = new pg.Client({ connectionString: `${PG_URL}/postgres` });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * The tenants as the repository has them, but every sever resto open around the clock: the order
 * must not depend on the hour the run happens at (opening hours are the e2e suite's business).
 */
function copyTenants(dir) {
  rmSync(dir, { recursive: true, force: true });
  cpSync(join(root, 'tenants'), dir, { recursive: true });
  const file = join(dir, 'sever/catalog/restos.json');
  const restos = JSON.parse(readFileSync(file, 'utf8'));
  for (const resto of restos) {
    resto.openingHours = [1, 2, 3, 4, 5, 6, 7].map((dayOfWeek) => ({
      dayOfWeek,
      active: true,
      open: '00:00',
      close: '00:00',
    }));
  }
  writeFileSync(file, `${JSON.stringify(restos, null, 2)}\n`);
}

function buildStorefronts(tenantsDir) {
  for (const tenant of TENANTS) {
    log(`building the ${tenant} storefront (API_URL=${API_URL})`);
    // As the storefront's `build` script: Node loads vite.config.ts itself (tsx), so the prerender's
    // imports of the app's route table are not bundled into the config with their lazy pages.
    run(join(storefrontDir, 'node_modules/.bin/vite'), ['build', '--configLoader', 'native', '--logLevel', 'warn'], {
      cwd: storefrontDir,
      env: {
        ...process.env,
        NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import tsx`.trim(),
        NODE_ENV: 'production',
        TENANT: tenant,
        TENANTS_DIR: tenantsDir,
        API_URL,
        STOREFRONT_OUT_DIR: join(work, 'www', tenant),
      },
    });
  }
}

function start(name, command, args, options) {
  const out = openSync(join(work, `${name}.log`), 'w');
  const child = spawn(command, args, { ...options, stdio: ['ignore', out, out] });
  child.name = name;
  children.push(child);
  return child;
}

async function startApis(tenantsDir) {
  const jwtSecret = randomBytes(32).toString('hex');
  for (const [i, port] of API_PORTS.entries()) {
    const child = start(`api-${i + 1}`, process.execPath, ['dist/server.js'], {
      cwd: apiDir,
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        DATABASE_URL: `${PG_URL}/${database}`,
        REDIS_URL,
        // One key for every process: a token issued by one is accepted by the other.
        JWT_SECRET: jwtSecret,
        PORT: String(port),
        HOST: '127.0.0.1',
        METRICS_PORT: String(METRICS_PORTS[i]),
        TRUST_PROXY: '127.0.0.1',
        TENANTS_DIR: tenantsDir,
        DATA_DIR: join(work, `data-${i + 1}`),
        CORS_ORIGINS: TENANTS.map((tenant) => `http://${tenant}.localhost:${PORT}`).join(','),
        LOG_LEVEL: 'warn',
        // Every sign-in of the run comes from 127.0.0.1.
        SMS_CAP_IP_HOUR: '1000',
        SIGN_IN_CAP_IP_MINUTE: '1000',
        MAX_EVENT_LOOP_DELAY_MS: '0',
      },
    });
    // One at a time: the first migrates and seeds, the next finds both done.
    await until(
      async () => {
        if (child.exitCode !== null) throw new Error(`${child.name} exited (${join(work, `${child.name}.log`)})`);
        return (await fetch(`http://127.0.0.1:${port}/ready`)).status === 200;
      },
      90_000,
      `${child.name} to be ready`,
    );
    log(`${child.name} ready on ${port} (metrics ${METRICS_PORTS[i]})`);
  }
}

async function startNginx() {
  const prefix = join(work, 'nginx');
  mkdirSync(prefix, { recursive: true });
  const sites = parseSites({
    listen: `127.0.0.1:${PORT}`,
    api: { serverName: 'api.localhost', upstream: API_PORTS.map((port) => `127.0.0.1:${port}`) },
    tenants: TENANTS.map((id) => ({ id, serverName: `${id}.localhost`, root: join(work, 'www', id) })),
  });
  const conf = join(prefix, 'nginx.conf');
  writeFileSync(conf, renderStandalone(sites, { prefix }));
  run('nginx', ['-t', '-q', '-p', prefix, '-c', conf]);
  const nginx = start('nginx', 'nginx', ['-p', prefix, '-c', conf], {});
  await until(
    async () => {
      if (nginx.exitCode !== null) throw new Error(`nginx exited (${join(prefix, 'error.log')})`);
      return reachable(PORT);
    },
    10_000,
    'nginx',
  );
  log(`nginx on 127.0.0.1:${PORT} (${conf})`);
}

async function cleanUp() {
  for (const child of children.reverse()) {
    if (child.exitCode !== null || child.signalCode !== null) continue;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    // nginx: graceful stop; the API: drain and close its pool (SIGTERM).
    child.kill(child.name === 'nginx' ? 'SIGQUIT' : 'SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 12_000))]);
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  }
  if (databaseCreated) await admin(`drop database if exists "${database}" with (force)`).catch(() => {});
  if (process.env.DEPLOY_KEEP === '1') log(`work folder kept: ${work}`);
  else rmSync(work, { recursive: true, force: true });
}

function showLogs() {
  for (const child of children) {
    const file = join(work, `${child.name}.log`);
    if (!existsSync(file)) continue;
    const lines = readFileSync(file, 'utf8').trimEnd().split('\n').slice(-15);
    console.log(`\n[deploy] last lines of ${child.name}:\n${lines.join('\n')}`);
  }
}

let finished = false;
const watchdog = setTimeout(async () => {
  console.error(`[deploy] over ${TIMEOUT_MS / 1000} s: stopping`);
  showLogs();
  await cleanUp();
  process.exit(1);
}, TIMEOUT_MS);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, async () => {
    if (finished) return;
    await cleanUp();
    process.exit(130);
  });
}

let status = 1;
try {
  ensureNginx();
  await ensureServices();
  for (const port of [PORT, ...API_PORTS, ...METRICS_PORTS]) {
    if (await reachable(port)) throw new Error(`port ${port} is taken (set DEPLOY_PORT to move the run's ports)`);
  }
  const tenantsDir = join(work, 'tenants');
  if (!skipBuild) {
    log('building the packages and the API bundle');
    run(
      join(root, 'node_modules/.bin/turbo'),
      ['run', 'build', '--filter=@tarelka/api', '--filter=@tarelka/storefront^...', '--output-logs=errors-only'],
      { cwd: root },
    );
    copyTenants(tenantsDir);
    buildStorefronts(tenantsDir);
  }
  await admin(`create database "${database}"`);
  databaseCreated = true;
  log(`database ${database} created`);
  await startApis(tenantsDir);
  await startNginx();
  const result = spawnSync(join(here, 'node_modules/.bin/playwright'), ['test', '-c', 'playwright.config.ts'], {
    cwd: here,
    stdio: 'inherit',
    env: {
      ...process.env,
      DEPLOY_PORT: String(PORT),
      DEPLOY_API_PORTS: API_PORTS.join(','),
      DEPLOY_METRICS_PORTS: METRICS_PORTS.join(','),
      DEPLOY_BROTLI: existsSync(BROTLI_STATIC_MODULE) ? '1' : '0',
    },
  });
  status = result.status ?? 1;
  if (status !== 0) showLogs();
  if (process.env.DEPLOY_HOLD === '1') {
    // For a look at the running stack (a browser, Lighthouse): stopped by Ctrl-C or SIGTERM.
    clearTimeout(watchdog);
    log(`holding the stack (http://demo.localhost:${PORT}, http://sever.localhost:${PORT}); Ctrl-C stops it`);
    await new Promise(() => {});
  }
} catch (error) {
  console.error(`[deploy] ${error instanceof Error ? error.message : error}`);
  showLogs();
  status = 1;
} finally {
  finished = true;
  clearTimeout(watchdog);
  await cleanUp();
}
log(status === 0 ? 'passed' : 'failed');
process.exit(status);
