import type { Registry } from 'prom-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INSIDE, OUTSIDE } from '../testing/fixtures';
import { createTestApp, type TestApp } from '../testing/test-app';
import { createMetricsRegistry } from './metrics';

let app: TestApp;
let registry: Registry;
let token: string;

beforeAll(async () => {
  registry = createMetricsRegistry();
  app = await createTestApp({ metrics: registry });
  token = await app.tokenFor('person-1');
});
afterAll(() => app.close());

const pizza40 = { id: 101, count: 1, modifiers: [{ id: 1002, count: 1 }] };
const cart = (location = INSIDE) => ({
  restoId: 1,
  deliveryType: 'DELIVERY',
  payType: 'CASH_UPON_RECEIPT',
  positions: [pizza40, pizza40],
  location,
});

/** The value of one sample of the text exposition, 0 when absent. */
async function sample(name: string, labels: Record<string, string> = {}): Promise<number> {
  const text = await registry.metrics();
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    if (wanted.every((pair) => line.includes(pair))) return Number(line.slice(line.lastIndexOf(' ') + 1));
  }
  return 0;
}

describe('metrics', () => {
  it('counts and times requests per route pattern, not per URL', async () => {
    await app.server.inject({ method: 'GET', url: '/health' });
    await app.server.inject({ method: 'GET', url: '/1/no/such/thing/123' });
    await app.server.inject({ method: 'GET', url: '/1/no/such/thing/456' });
    expect(await sample('tarelka_http_requests_total', { route: '/health', status: '200' })).toBe(1);
    expect(await sample('tarelka_http_requests_total', { route: 'unmatched', status: '404' })).toBe(2);
    expect(
      await sample('tarelka_http_request_duration_seconds_count', { method: 'GET', route: '/health', status: '200' }),
    ).toBe(1);
    expect(await sample('tarelka_http_request_duration_seconds_bucket', { route: '/health', le: '+Inf' })).toBe(1);
    expect(await registry.metrics()).not.toContain('/123');
  });

  it('counts orders created and preflight refusals by error code', async () => {
    const preflight = (body: object) =>
      app.server.inject({
        method: 'POST',
        url: '/1/persons/orders/preflight',
        headers: { 'x-white-label': 'alpha' },
        payload: body,
      });
    const ok = await preflight(cart());
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await preflight(cart(OUTSIDE))).statusCode).toBe(422);
    expect(
      (await preflight({ ...cart(), positions: Array.from({ length: 200 }, () => ({ id: 102, count: 999 })) }))
        .statusCode,
    ).toBe(422);
    expect((await preflight({ restoId: 'one' })).statusCode).toBe(400);
    expect(await sample('tarelka_preflight_errors_total', { code: 'delivery.zone-not-found' })).toBe(1);
    expect(await sample('tarelka_preflight_errors_total', { code: 'cart.total-too-large' })).toBe(1);
    expect(await sample('tarelka_preflight_errors_total', { code: 'request.invalid' })).toBe(1);

    const order = await app.server.inject({
      method: 'POST',
      url: '/api/v1/persons/person-1/orders',
      headers: { authorization: `Bearer ${token}`, 'idempotency-key': 'metrics-1' },
      payload: {
        ...cart(),
        location: undefined,
        deliveryPlace: { address: 'Тверская улица, 12', apartment: '5', location: INSIDE },
        person: { name: 'Анна', email: 'anna@example.test' },
        personCount: 1,
      },
    });
    expect(order.statusCode, order.body).toBe(201);
    expect(await sample('tarelka_orders_created_total')).toBe(1);
  });

  it("exposes Node's event-loop lag and, on PostgreSQL, the pool's clients", async () => {
    const text = await registry.metrics();
    expect(text).toContain('tarelka_api_nodejs_eventloop_lag_seconds');
    if (app.database.kind === 'postgres') {
      expect(text).toMatch(/tarelka_db_pool_clients\{state="total"\} \d+/);
      expect(text).toMatch(/tarelka_db_pool_clients\{state="waiting"\} \d+/);
    } else expect(text).not.toContain('tarelka_db_pool_clients');
  });
});
