// Scale-out: two API processes on one PostgreSQL behind a round-robin proxy on loopback serve a
// mixed load (catalog reads, preflights, orders, order history) at a bounded rate with zero
// errors, and the orders they take together are all there, numbered without a clash.
import { randomUUID } from 'node:crypto';
import type { Order, OrderPage } from '@tarelka/api-client/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type ApiProcess } from './support/api-process';
import { createScratchDatabase, PG_TEST_URL, temporaryDir, type ScratchDatabase } from './support/databases';
import { call, NoAnswerError, postJson, type Answer } from './support/http';
import { runLoad } from './support/load';
import { discoverOrderMix, orderBody, seededRandom, type OrderMix } from './support/order-mix';
import { startRoundRobinProxy, type RoundRobinProxy } from './support/proxy';
import { mintAccessToken } from './support/tokens';

/** 60 s in CI; RESILIENCE_SCALE_SECONDS shortens it for a local run. */
const DURATION_MS = Number(process.env.RESILIENCE_SCALE_SECONDS ?? 60) * 1000;
/** Requests per second over both processes (open loop), and clients at once. */
const RATE = Number(process.env.RESILIENCE_SCALE_RATE ?? 80);
const CLIENTS = 32;
const PEOPLE = 8;

if (!PG_TEST_URL) console.warn('[resilience] PG_TEST_URL is not set: the scale-out tests (PostgreSQL) are skipped');

/** One request of the mix and what it expects. */
interface Planned {
  kind: string;
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  headers?: Record<string, string>;
  expect: number[];
}

interface Outcome {
  kind: string;
  path: string;
  status?: number;
  ok: boolean;
  detail?: string;
  order?: Order;
}

describe.skipIf(!PG_TEST_URL)('two API processes on one PostgreSQL behind a round-robin proxy', () => {
  const run = `scale-${Date.now().toString(36)}`;
  const people = Array.from({ length: PEOPLE }, (_, i) => `${run}-${i}`);
  const tokens = new Map<string, string>();
  const dataDirs = [temporaryDir('scale-a'), temporaryDir('scale-b')];
  const apis: ApiProcess[] = [];
  let database: ScratchDatabase;
  let proxy: RoundRobinProxy;
  let mix: OrderMix;
  const outcomes: Outcome[] = [];

  beforeAll(async () => {
    database = await createScratchDatabase(PG_TEST_URL!, 'scale');
    // One after the other: the first migrates and seeds, the second finds it done.
    for (const [i, dir] of dataDirs.entries()) {
      apis.push(await startApi({ dataDir: dir.path, databaseUrl: database.url, label: `API ${'AB'[i]}` }));
    }
    proxy = await startRoundRobinProxy(apis.map((api) => api.url));
    mix = await discoverOrderMix(proxy.url, { seed: 7 });
    for (const person of people) tokens.set(person, await mintAccessToken(person));
  });

  afterAll(async () => {
    await proxy?.close();
    await Promise.all(apis.map((api) => api.stop()));
    await database?.drop();
    for (const dir of dataDirs) dir.remove();
  });

  /** The request mix, drawn from a seeded PRNG so a failure can be replayed. */
  function plan(index: number, random: () => number): Planned {
    const wl = `whiteLabel=${mix.whiteLabel}`;
    const person = people[index % PEOPLE]!;
    const auth = { authorization: `Bearer ${tokens.get(person)}` };
    const cart = mix.all[Math.floor(random() * mix.all.length)]!;
    const roll = random();
    if (roll < 0.45) {
      const reads = [
        `/1/now`,
        `/1/p/cities?${wl}`,
        `/1/p/cities/${mix.cityId}?${wl}`,
        `/1/p/restos?cityId=${mix.cityId}&${wl}`,
        `/1/p/restos/${mix.restoId}?${wl}`,
        `/1/p/menus/${mix.menuId}/position-groups?${wl}`,
        `/1/p/menus/${mix.menuId}/positions?${wl}`,
        `/1/restos/${mix.restoId}/positions/modifiers?${wl}`,
        `/1/restos/${mix.restoId}/position-time-slots?${wl}`,
        `/1/restos/${mix.restoId}/promotions?${wl}`,
        `/1/restos/${mix.restoId}/deliveries?${wl}`,
        `/1/p/cities/${mix.cityId}/deliveries?${wl}`,
      ];
      return { kind: 'catalog', method: 'GET', path: reads[Math.floor(random() * reads.length)]!, expect: [200, 304] };
    }
    const preflight = {
      restoId: cart.restoId,
      deliveryType: cart.deliveryType,
      payType: cart.payType,
      positions: cart.positions,
      ...(cart.location ? { location: cart.location } : {}),
    };
    if (roll < 0.7) {
      return {
        kind: 'preflight',
        method: 'POST',
        path: `/1/persons/orders/preflight?${wl}`,
        body: preflight,
        expect: [200],
      };
    }
    if (roll < 0.8) {
      const path = `/1/persons/${person}/orders/preflight`;
      return { kind: 'personal preflight', method: 'POST', path, body: preflight, headers: auth, expect: [200] };
    }
    if (roll < 0.95) {
      const key = randomUUID();
      const headers = { ...auth, 'idempotency-key': key };
      return {
        kind: 'order',
        method: 'POST',
        path: `/api/v1/persons/${person}/orders`,
        body: orderBody(cart, key),
        headers,
        expect: [201],
      };
    }
    return {
      kind: 'history',
      method: 'GET',
      path: `/api/v1/persons/${person}/orders?size=5`,
      headers: auth,
      expect: [200],
    };
  }

  it(`serves ${DURATION_MS / 1000} s of mixed load at ${RATE} req/s with zero errors`, async () => {
    const random = seededRandom(2026);
    const etags = new Map<string, string>();
    const { elapsedMs } = await runLoad<Outcome>({
      concurrency: CLIENTS,
      maxRequests: Math.ceil((RATE * DURATION_MS) / 1000),
      durationMs: DURATION_MS,
      ratePerSecond: RATE,
      send: async (index) => {
        const planned = plan(index, random);
        const headers: Record<string, string> = { ...planned.headers };
        // Half the repeated catalog reads are conditional, as a browser's would be.
        const etag = etags.get(planned.path);
        if (planned.kind === 'catalog' && etag && index % 2 === 0) headers['if-none-match'] = etag;
        let answer: Answer;
        try {
          answer =
            planned.method === 'GET'
              ? await call(`${proxy.url}${planned.path}`, { headers })
              : await postJson(`${proxy.url}${planned.path}`, planned.body, headers);
        } catch (error) {
          if (!(error instanceof NoAnswerError)) throw error;
          const outcome = { kind: planned.kind, path: planned.path, ok: false, detail: error.message };
          outcomes.push(outcome);
          return outcome;
        }
        const received = answer.headers.get('etag');
        if (planned.kind === 'catalog' && received) etags.set(planned.path, received);
        const ok = planned.expect.includes(answer.status);
        const outcome: Outcome = {
          kind: planned.kind,
          path: planned.path,
          status: answer.status,
          ok,
          ...(ok ? {} : { detail: answer.text.slice(0, 300) }),
          ...(planned.kind === 'order' && ok ? { order: answer.body as Order } : {}),
        };
        outcomes.push(outcome);
        return outcome;
      },
    });

    const byKind = new Map<string, number>();
    for (const outcome of outcomes) byKind.set(outcome.kind, (byKind.get(outcome.kind) ?? 0) + 1);
    console.info(
      `[resilience] scale-out: ${outcomes.length} requests in ${(elapsedMs / 1000).toFixed(1)} s ` +
        `(${JSON.stringify(Object.fromEntries(byKind))}), forwarded ${proxy.forwarded.join(' / ')}`,
    );
    const errors = outcomes
      .filter((o) => !o.ok)
      .map((o) => `${o.kind} ${o.path}: ${o.status ?? 'no answer'} ${o.detail ?? ''}`);
    expect(errors.slice(0, 20), `${errors.length} of ${outcomes.length} requests failed`).toEqual([]);
    // A floor, not a benchmark: below it the machine was too busy for the run to mean anything.
    const planned = (RATE * DURATION_MS) / 1000;
    expect(outcomes.length, `only ${outcomes.length} of ${planned} planned requests were sent`).toBeGreaterThan(
      planned / 4,
    );
    expect(proxy.failed).toEqual([0, 0]);
    for (const count of proxy.forwarded) expect(count).toBeGreaterThan(outcomes.length * 0.4);
    expect(
      apis.map((api) => api.isRunning()),
      'both processes still run',
    ).toEqual([true, true]);
  });

  it('has every order either process took, each number used once', async () => {
    const taken = outcomes.filter((o) => o.order).map((o) => o.order!);
    expect(taken.length).toBeGreaterThan(0);
    const stored = new Map<string, Order>();
    for (const person of people) {
      const page = await call<OrderPage>(`${proxy.url}/api/v1/persons/${person}/orders?size=500`, {
        headers: { authorization: `Bearer ${tokens.get(person)}` },
      });
      expect(page.status, page.text).toBe(200);
      for (const order of page.body.content) stored.set(order.id, order);
    }
    expect(taken.filter((order) => !stored.has(order.id)).map((order) => order.number)).toEqual([]);
    const numbers = [...stored.values()].map((order) => order.number);
    expect(new Set(numbers).size, 'order numbers are unique across both processes').toBe(numbers.length);
  });
});

describe.skipIf(!PG_TEST_URL)('two API processes starting at once on an empty PostgreSQL', () => {
  const dataDirs = [temporaryDir('start-a'), temporaryDir('start-b')];
  const apis: ApiProcess[] = [];
  let database: ScratchDatabase;

  afterAll(async () => {
    await Promise.all(apis.map((api) => api.stop()));
    await database?.drop();
    for (const dir of dataDirs) dir.remove();
  });

  it('both come up, migrated and seeded once (a rolling deploy starts instances together)', async () => {
    database = await createScratchDatabase(PG_TEST_URL!, 'start');
    const started = await Promise.allSettled(
      dataDirs.map((dir, i) => startApi({ dataDir: dir.path, databaseUrl: database.url, label: `API ${'AB'[i]}` })),
    );
    for (const result of started) if (result.status === 'fulfilled') apis.push(result.value);
    const failures = started.flatMap((result) =>
      result.status === 'rejected' ? [String(result.reason).slice(0, 2000)] : [],
    );
    expect(failures).toEqual([]);
    const [tenants] = await database.query<{ n: number }>('select count(*)::int as n from tenants');
    const cities = await call<Array<{ id: number }>>(`${apis[0]!.url}/1/p/cities?whiteLabel=demo`);
    expect(cities.status).toBe(200);
    const ids = cities.body.map((city) => city.id);
    expect(new Set(ids).size, 'no city seeded twice').toBe(ids.length);
    expect(tenants?.n).toBeGreaterThan(0);
  });
});
