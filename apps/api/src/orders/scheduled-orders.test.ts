// Orders for a later time (issue 27): the slots route, the preflight and the order re-check with
// each refusal code, and exactly-once with `scheduledFor`. The clock starts at Wednesday 2026-03-04
// 12:00 in Moscow. Resto 2 is take-away, 10:00–22:00 Monday to Saturday, Sunday off; its pasta
// (301) is tagged for extended cooking. Resto 1 is open round the clock and delivers in 45–60 min;
// its breakfast (104) is sold 08:00–11:00.
import type { OrderRequest } from '@tarelka/api-client/contract';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildTenant, INSIDE, NOON } from '../testing/fixtures';
import { createTestApp, type TestApp } from '../testing/test-app';

let app: TestApp;
let seq = 0;
const MINUTE = 60_000;

beforeAll(async () => {
  app = await createTestApp({
    tenants: [
      { ...buildTenant('alpha'), scheduledOrders: { enabled: true, slotStep: 15, minLeadMinutes: 45, horizonDays: 7 } },
      buildTenant('beta'),
    ],
  });
});
afterAll(() => app.close());
afterEach(() => {
  app.clock.now = NOON;
});

const pasta = (extra: Partial<OrderRequest> = {}): OrderRequest => ({
  restoId: 2,
  deliveryType: 'TAKE_AWAY',
  payType: 'CASH_UPON_RECEIPT',
  positions: [{ id: 301, count: 1 }],
  person: { name: 'Анна', email: 'anna@example.test' },
  ...extra,
});
const breakfast = (extra: Partial<OrderRequest> = {}): OrderRequest => ({
  restoId: 1,
  deliveryType: 'DELIVERY',
  payType: 'CASH_UPON_RECEIPT',
  positions: [{ id: 104, count: 5 }],
  deliveryPlace: { address: 'Тверская улица, 12', location: INSIDE },
  person: { name: 'Анна', email: 'anna@example.test' },
  ...extra,
});

async function place(body: OrderRequest, options: { key?: string; whiteLabel?: string } = {}) {
  const whiteLabel = options.whiteLabel ?? 'alpha';
  const token = await app.tokenFor('person-1', whiteLabel);
  return app.server.inject({
    method: 'POST',
    url: '/api/v1/persons/person-1/orders',
    headers: { authorization: `Bearer ${token}`, 'idempotency-key': options.key ?? `slot-key-${++seq}` },
    payload: body,
  });
}

const preflight = (body: OrderRequest, whiteLabel = 'alpha') => {
  const { restoId, deliveryType, positions, scheduledFor } = body;
  return app.server.inject({
    method: 'POST',
    url: '/1/persons/orders/preflight',
    headers: { 'x-white-label': whiteLabel },
    payload: { restoId, deliveryType, positions, location: body.deliveryPlace?.location ?? null, scheduledFor },
  });
};

const slots = (restoId: number, query: string, whiteLabel = 'alpha') =>
  app.server.inject({ method: 'GET', url: `/1/p/restos/${restoId}/order-slots?whiteLabel=${whiteLabel}&${query}` });

const firstError = (response: { json(): unknown }) =>
  (response.json() as { errors: Array<Record<string, unknown>> }).errors[0];

describe('GET /1/p/restos/{restoId}/order-slots', () => {
  it("lists a day's slots after the cooking time, the bookable days and the next slot", async () => {
    const response = await slots(2, 'deliveryType=TAKE_AWAY&positionIds=301');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    // 12:00 + 45 min + 1.5 h of extended cooking.
    expect(body.slots[0]).toEqual({
      at: '2026-03-04T14:15:00+03:00',
      time: '14:15',
      available: true,
      unavailablePositions: [],
    });
    expect(body.slots.at(-1).time).toBe('22:00');
    expect(body).toMatchObject({ date: '2026-03-04', timezone: '+03:00', step: 15, nextSlot: body.slots[0] });
    // Sunday 2026-03-08 is a day off; the horizon ends 7 days after today.
    expect(body.days).toEqual([
      '2026-03-04',
      '2026-03-05',
      '2026-03-06',
      '2026-03-07',
      '2026-03-09',
      '2026-03-10',
      '2026-03-11',
    ]);
  });

  it('names a position that is not sold at a slot', async () => {
    const response = await slots(
      1,
      `deliveryType=DELIVERY&date=2026-03-05&positionIds=104&lat=${INSIDE.lat}&lng=${INSIDE.lng}`,
    );
    const body = response.json();
    const at = (time: string) => body.slots.find((slot: { time: string }) => slot.time === time);
    expect(at('11:00')).toMatchObject({ available: true });
    expect(at('11:15')).toEqual({
      at: '2026-03-05T11:15:00+03:00',
      time: '11:15',
      available: false,
      unavailablePositions: [{ id: 104, name: 'Завтрак' }],
    });
  });

  it('answers 422 when the tenant takes no orders for a later time, 404 for an unknown resto', async () => {
    const off = await slots(2, 'deliveryType=TAKE_AWAY', 'beta');
    expect(off.statusCode).toBe(422);
    expect(firstError(off)?.code).toBe('order.scheduled-orders-disabled');
    expect((await slots(99, 'deliveryType=TAKE_AWAY')).statusCode).toBe(404);
  });
});

describe('an order for a later time', () => {
  it('is placed and stored with its time', async () => {
    const response = await place(pasta({ scheduledFor: '2026-03-05T13:00:00+03:00' }));
    expect(response.statusCode).toBe(201);
    const order = response.json();
    expect(order.scheduledFor).toBe('2026-03-05T10:00:00.000Z');
    const stored = (await app.database.db.execute(
      sql`select scheduled_for as at from orders where id = ${order.id}::uuid`,
    )) as unknown as { rows: Array<{ at: Date | string }> };
    expect(new Date(stored.rows[0]!.at).toISOString()).toBe('2026-03-05T10:00:00.000Z');
  });

  it.each([
    ['before the cooking time allows', 'order.slot-in-past', pasta({ scheduledFor: '2026-03-04T13:00:00+03:00' })],
    ['in the past', 'order.slot-in-past', pasta({ scheduledFor: '2026-03-03T13:00:00+03:00' })],
    ['after closing', 'order.slot-closed', pasta({ scheduledFor: '2026-03-04T23:00:00+03:00' })],
    ['on a day off', 'order.slot-closed', pasta({ scheduledFor: '2026-03-08T13:00:00+03:00' })],
    ['past the horizon', 'order.slot-too-far', pasta({ scheduledFor: '2026-03-20T13:00:00+03:00' })],
  ])('%s: 422 %s', async (_name, code, body) => {
    for (const response of [await preflight(body), await place(body)]) {
      expect(response.statusCode).toBe(422);
      expect(firstError(response)).toMatchObject({ code, field: '/scheduledFor' });
    }
  });

  it('names the positions not sold at that time: 422 order.slot-position-unavailable', async () => {
    const response = await place(breakfast({ scheduledFor: '2026-03-05T15:00:00+03:00' }));
    expect(response.statusCode).toBe(422);
    expect(firstError(response)).toEqual({
      code: 'order.slot-position-unavailable',
      message: 'В это время недоступно: Завтрак',
      field: '/scheduledFor',
      positions: [{ id: 104, name: 'Завтрак' }],
    });
    expect((await place(breakfast({ scheduledFor: '2026-03-05T10:00:00+03:00' }))).statusCode).toBe(201);
  });

  it('is refused where the tenant takes no orders for a later time', async () => {
    const response = await place(pasta({ scheduledFor: '2026-03-05T13:00:00+03:00' }), { whiteLabel: 'beta' });
    expect(response.statusCode).toBe(422);
    expect(firstError(response)?.code).toBe('order.scheduled-orders-disabled');
  });

  it('valid at preflight, past by the time of the order: 422 order.slot-in-past', async () => {
    const body = pasta({ scheduledFor: '2026-03-04T14:15:00+03:00' });
    expect((await preflight(body)).statusCode).toBe(200);
    app.clock.now = NOON + 10 * MINUTE;
    const response = await place(body);
    expect(response.statusCode).toBe(422);
    expect(firstError(response)?.code).toBe('order.slot-in-past');
  });

  it('is placed exactly once per Idempotency-Key, even after its time has passed', async () => {
    const body = pasta({ scheduledFor: '2026-03-04T15:00:00+03:00' });
    const first = await place(body, { key: 'slot-once' });
    expect(first.statusCode).toBe(201);
    app.clock.now = NOON + 4 * 60 * MINUTE;
    const again = await place(body, { key: 'slot-once' });
    expect(again.statusCode).toBe(201);
    expect(again.body).toBe(first.body);
    const other = await place({ ...body, scheduledFor: '2026-03-04T15:15:00+03:00' }, { key: 'slot-once' });
    expect(other.statusCode).toBe(422);
    expect(firstError(other)?.code).toBe('idempotency-key.mismatch');
    const count = (await app.database.db.execute(
      sql`select count(*)::int4 as n from orders where id = ${first.json().id}::uuid`,
    )) as unknown as { rows: Array<{ n: number }> };
    expect(count.rows[0]?.n).toBe(1);
  });
});

describe('a closed resto without scheduledFor', () => {
  it('answers the day-off error with the next open slot, on preflight and order', async () => {
    app.clock.now = NOON + 11 * 60 * MINUTE; // Wednesday 23:00
    for (const response of [await preflight(pasta()), await place(pasta())]) {
      expect(response.statusCode).toBe(422);
      // Thursday 10:00 + 45 min + 1.5 h of extended cooking.
      expect(firstError(response)).toMatchObject({ code: 'resto.closed', nextSlot: '2026-03-05T12:15:00+03:00' });
    }
  });

  it('prices as before, and refuses the order without a slot, where scheduled orders are off', async () => {
    app.clock.now = NOON + 11 * 60 * MINUTE;
    expect((await preflight(pasta(), 'beta')).statusCode).toBe(200);
    const order = await place(pasta(), { whiteLabel: 'beta' });
    expect(order.statusCode).toBe(422);
    expect(firstError(order)).toEqual({ code: 'resto.closed', message: expect.any(String) });
  });
});
