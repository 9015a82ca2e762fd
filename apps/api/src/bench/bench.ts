// `pnpm --filter @tarelka/api bench`: drives the API on 127.0.0.1 with autocannon, on PGlite and
// (when a server answers at BENCH_PG_URL / PG_TEST_URL) on PostgreSQL. For each scenario: a warm-up,
// a closed-loop run (req/s, and the ratio to a constant-JSON Fastify route in the same process),
// then p99 at a fixed rate: from an open-loop run with evenly spaced requests whose latency counts
// from when each was due (correcting for coordinated omission, as wrk2 does), printed beside
// autocannon's -R run, which sends each connection's quota for a second in one burst (see
// load-worker.mjs). The load generator runs in a child process, so it does not steal the
// server's event loop.
// BENCH_SECONDS (default 10) sets the length of each run; BENCH_ONLY=positions,order picks
// scenarios by name (the ceiling always runs); BENCH_DB=pglite or postgres picks one database.
import type autocannon from 'autocannon';
import Fastify from 'fastify';
import type { AddressInfo } from 'node:net';
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { buildServer } from '../app';
import { signAccessToken } from '../auth/jwt';
import { seedTenant } from '../seed/seed';
import { createTestDatabase, type TestDatabase } from '../testing/database';
import { buildCatalog, buildTenant, INSIDE } from '../testing/fixtures';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP_SECONDS = Math.max(2, Math.round(SECONDS / 3));
const CONNECTIONS = 32;
const SECRET = new TextEncoder().encode('bench-secret-bench-secret-bench-secret');

interface Scenario {
  name: string;
  /** Requests per second of the fixed-rate run. */
  rate: number;
  request: (base: string) => autocannon.Options;
}

/** The fixture catalog with a 150-position menu (menu 1). */
function benchCatalog() {
  const catalog = buildCatalog();
  for (let i = 0; i < 145; i++) {
    catalog.positions.push({
      id: 1000 + i,
      menuId: 1,
      groupId: i % 2 ? 11 : 12,
      name: { ru: `Блюдо ${i}`, en: `Dish ${i}` },
      description: {
        ru: 'Описание блюда средней длины, как в настоящем меню.',
        en: 'A dish description of a usual length.',
      },
      price: 10000 + i * 100,
      measure: { value: 250, unit: 'g' },
      photos: [{ src: `img/dish-${i}.webp`, width: 256, height: 256 }],
      tags: [],
      modifierGroupIds: [],
      nutrition: { per100: { kcal: 300, proteins: 10, fats: 10, carbohydrates: 40 } },
      order: 10 + i,
    });
  }
  return catalog;
}

const cart = {
  restoId: 1,
  deliveryType: 'DELIVERY',
  location: INSIDE,
  address: 'Тверская улица, 12',
  positions: [
    {
      id: 101,
      count: 1,
      modifiers: [
        { id: 1002, count: 1 },
        { id: 1003, count: 1 },
      ],
    },
    { id: 102, count: 2 },
    { id: 103, count: 3 },
    { id: 1001, count: 1 },
    { id: 1002, count: 2 },
  ],
};

async function postgresUrl(): Promise<string | null> {
  const url = process.env.BENCH_PG_URL ?? process.env.PG_TEST_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return url;
  } catch {
    return null;
  }
}

/** What a paced (open-loop, evenly spaced) run of load-worker.mjs answers. */
interface PacedResult {
  requests: number;
  '2xx': number;
  '4xx': number;
  '5xx': number;
  errors: number;
  latency: { p50: number; p99: number; max: number };
}

/** One load run in a child process: the load generator must not share the server's event loop. */
function run(options: autocannon.Options): Promise<autocannon.Result>;
function run(options: autocannon.Options & { paced: true; rate: number }): Promise<PacedResult>;
function run(options: autocannon.Options & { paced?: true; rate?: number }) {
  return new Promise((resolve, reject) => {
    const child = fork(fileURLToPath(new URL('./load-worker.mjs', import.meta.url)), [], { execArgv: [] });
    child.once('message', (result) => resolve(result as autocannon.Result));
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code !== 0) reject(new Error(`autocannon exited with ${code}`));
    });
    child.send(options);
  });
}

async function measure(scenario: Scenario, base: string) {
  const options = scenario.request(base);
  await run({ ...options, connections: CONNECTIONS, duration: WARMUP_SECONDS });
  // The server's CPU time per request (this process; the load comes from a child): a figure that
  // other load on the machine disturbs far less than req/s.
  const cpuBefore = process.cpuUsage();
  const closed = await run({ ...options, connections: CONNECTIONS, duration: SECONDS });
  const cpu = process.cpuUsage(cpuBefore);
  const cpuPerRequest = (cpu.user + cpu.system) / Math.max(1, closed.requests.total);
  // p99 at a steady rate comes from the paced run; autocannon's -R run is printed beside it, but
  // it sends each connection's quota for a second in one burst (see load-worker.mjs).
  const paced = await run({ ...options, duration: SECONDS, paced: true, rate: scenario.rate });
  const fixed = await run({ ...options, connections: CONNECTIONS, duration: SECONDS, overallRate: scenario.rate });
  const pacedFailed = paced['4xx'] + paced['5xx'] + paced.errors;
  return {
    rps: Math.round(closed.requests.average),
    cpuPerRequest: Math.round(cpuPerRequest),
    failed: closed.non2xx + closed.errors + fixed.non2xx + fixed.errors + pacedFailed,
    statuses:
      `4xx ${closed['4xx'] + fixed['4xx'] + paced['4xx']}, 5xx ${closed['5xx'] + fixed['5xx'] + paced['5xx']}, ` +
      `errors ${closed.errors + fixed.errors + paced.errors}`,
    p99: paced.latency.p99,
    p99Burst: fixed.latency.p99,
    rate: scenario.rate,
  };
}

async function benchDatabase(kind: 'pglite' | 'postgres', ceilingBase: string) {
  const database: TestDatabase = await createTestDatabase(kind);
  await seedTenant(database.db, buildTenant('bench', benchCatalog()));
  const server = await buildServer(
    { database, jwtSecret: SECRET, tenantsDir: '/nonexistent', maxInFlight: 4096 },
    { logger: false },
  );
  await server.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  const token = await signAccessToken(
    SECRET,
    { personId: 'bench-person', whiteLabel: 'bench' },
    { expiresInSeconds: 3600 },
  );
  const json = { 'content-type': 'application/json', 'x-white-label': 'bench' };
  const scenarios: Scenario[] = [
    { name: 'ceiling: constant JSON', rate: 1000, request: () => ({ url: `${ceilingBase}/ceiling` }) },
    { name: 'health (every hook, tiny body)', rate: 1000, request: (b) => ({ url: `${b}/health` }) },
    {
      name: 'positions (150, gzip)',
      rate: 1000,
      request: (b) => ({
        url: `${b}/1/p/menus/1/positions`,
        headers: { 'x-white-label': 'bench', 'accept-encoding': 'gzip' },
      }),
    },
    {
      name: 'preflight, 5 lines',
      rate: 300,
      request: (b) => ({
        url: `${b}/1/persons/orders/preflight`,
        method: 'POST',
        headers: json,
        body: JSON.stringify(cart),
      }),
    },
    {
      name: 'preflight, 5 lines + promo code',
      rate: 300,
      request: (b) => ({
        url: `${b}/1/persons/orders/preflight`,
        method: 'POST',
        headers: json,
        body: JSON.stringify({ ...cart, promoCode: 'SAVE10' }),
      }),
    },
    {
      name: 'order creation',
      rate: 200,
      request: (b) => ({
        url: `${b}/api/v1/persons/bench-person/orders`,
        method: 'POST',
        // autocannon puts a unique id in place of [<id>] on every request: one key per order.
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${token}`,
          'idempotency-key': `bench-${kind}-[<id>]`,
        },
        idReplacement: true,
        body: JSON.stringify({
          restoId: 1,
          deliveryType: 'DELIVERY',
          payType: 'CASH_UPON_RECEIPT',
          positions: cart.positions,
          deliveryPlace: { address: cart.address, location: INSIDE },
          person: { name: 'Бенч', email: 'bench@example.test' },
        }),
      }),
    },
  ];
  const rows = [];
  let ceiling = 0;
  const only = process.env.BENCH_ONLY?.split(',');
  for (const scenario of scenarios) {
    if (only && !scenario.name.startsWith('ceiling') && !only.some((part) => scenario.name.includes(part))) continue;
    const result = await measure(scenario, base);
    if (scenario.name.startsWith('ceiling')) ceiling = result.rps;
    rows.push({ kind, scenario: scenario.name, ...result, ratio: ceiling ? result.rps / ceiling : 1 });
    console.log(
      `${kind.padEnd(8)} ${scenario.name.padEnd(32)} ${String(result.rps).padStart(7)} req/s  ` +
        `${(100 * (ceiling ? result.rps / ceiling : 1)).toFixed(0).padStart(4)} % of ceiling  ` +
        `p99 ${String(result.p99).padStart(5)} ms at ${String(result.rate).padStart(4)} req/s paced ` +
        `(${String(result.p99Burst).padStart(4)} ms autocannon -R)  ` +
        `CPU ${String(result.cpuPerRequest).padStart(5)} µs/req${result.failed ? `  (${result.statuses})` : ''}`,
    );
  }
  await server.close();
  await database.dispose();
  return rows;
}

const ceilingServer = Fastify({ logger: false });
ceilingServer.get('/ceiling', async () => ({ status: 'ok', items: [1, 2, 3] }));
await ceilingServer.listen({ port: 0, host: '127.0.0.1' });
const ceilingBase = `http://127.0.0.1:${(ceilingServer.server.address() as AddressInfo).port}`;

console.log(`autocannon, ${CONNECTIONS} connections, ${SECONDS} s per run after a ${WARMUP_SECONDS} s warm-up\n`);
const results = process.env.BENCH_DB === 'postgres' ? [] : await benchDatabase('pglite', ceilingBase);
const pgUrl = process.env.BENCH_DB === 'pglite' ? null : await postgresUrl();
if (pgUrl) {
  process.env.PG_TEST_URL = pgUrl;
  results.push(...(await benchDatabase('postgres', ceilingBase)));
  const orders = (kind: string) => results.find((r) => r.kind === kind && r.scenario === 'order creation')?.rps ?? 0;
  console.log(`\nPostgreSQL / PGlite order rate: ${(orders('postgres') / Math.max(1, orders('pglite'))).toFixed(2)}×`);
} else {
  console.log('\nPostgreSQL: no server answered, skipped');
}
await ceilingServer.close();
