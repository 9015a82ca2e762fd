import { OrderRequest, PreflightRequest } from '@tarelka/api-client/contract';
import { CART_LIMITS } from '@tarelka/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { idempotencyKeys } from '../db/schema';
import { TEST_DB } from '../testing/database';
import { INSIDE, NOON, OUTSIDE } from '../testing/fixtures';
import { idempotencyLock } from './order-service';
import { createTestApp, type TestApp } from '../testing/test-app';

let app: TestApp;
let token: string;
let seq = 0;

beforeAll(async () => {
  app = await createTestApp();
  token = await app.tokenFor('person-1');
});
afterAll(() => app.close());

const pizza40 = { id: 101, count: 1, modifiers: [{ id: 1002, count: 1 }] };

const orderBody = (extra: Partial<OrderRequest> = {}): OrderRequest => ({
  restoId: 1,
  deliveryType: 'DELIVERY',
  payType: 'CASH_UPON_RECEIPT',
  positions: [pizza40, pizza40],
  deliveryPlace: { address: 'Тверская улица, 12', apartment: '5', location: INSIDE },
  person: { name: 'Анна', email: 'anna@example.test' },
  personCount: 2,
  comment: 'Позвоните за 10 минут',
  ...extra,
});

const place = (body: unknown, options: { key?: string | null; personId?: string; auth?: string | null } = {}) => {
  const headers: Record<string, string> = {};
  const key = options.key === undefined ? `key-${++seq}` : options.key;
  if (key !== null) headers['idempotency-key'] = key;
  const auth = options.auth === undefined ? token : options.auth;
  if (auth !== null) headers.authorization = `Bearer ${auth}`;
  return app.server.inject({
    method: 'POST',
    url: `/api/v1/persons/${options.personId ?? 'person-1'}/orders`,
    headers,
    payload: body as object,
  });
};

describe('a cart over the domain cap', () => {
  // 200 lines × 999 salads at 300 ₽: 5 994 000 000 kopecks, past 2³¹−1 (the int4 insert answered 500).
  const huge = Array.from({ length: 200 }, () => ({ id: 102, count: 999 }));

  it('answers 422 cart.total-too-large on preflight and on order, and stores nothing', async () => {
    const count = async (table: 'orders' | 'order_lines') => {
      const result = (await app.database.db.execute(
        sql`select count(*)::int4 as n from ${sql.identifier(table)}`,
      )) as unknown as { rows: Array<{ n: number }> };
      return result.rows[0]?.n;
    };
    const before = { orders: await count('orders'), lines: await count('order_lines') };
    const { restoId, deliveryType } = orderBody();
    const preflight = await app.server.inject({
      method: 'POST',
      url: '/1/persons/orders/preflight',
      headers: { 'x-white-label': 'alpha' },
      payload: { restoId, deliveryType, location: INSIDE, positions: huge },
    });
    const order = await place(orderBody({ positions: huge }));
    for (const response of [preflight, order]) {
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        errors: [
          {
            code: 'cart.total-too-large',
            message: 'Слишком большой заказ. Максимальная сумма заказа 1\u00a0000\u00a0000\u00a0₽',
            field: '/positions',
          },
        ],
      });
    }
    expect({ orders: await count('orders'), lines: await count('order_lines') }).toEqual(before);
  });

  it('keeps the contract and the domain on one line limit', () => {
    const maxItems = (schema: { properties: { positions: object } }) =>
      (schema.properties.positions as { maxItems?: number }).maxItems;
    expect(maxItems(OrderRequest)).toBe(CART_LIMITS.maxLines);
    expect(maxItems(PreflightRequest)).toBe(CART_LIMITS.maxLines);
  });
});

describe('orders', () => {
  it('needs a valid bearer token of the same person', async () => {
    expect((await place(orderBody(), { auth: null })).statusCode).toBe(401);
    const bad = await place(orderBody(), { auth: 'not-a-jwt' });
    expect(bad.statusCode).toBe(401);
    expect(bad.json().errors[0].code).toBe('auth.invalid-token');
    const expired = await app.tokenFor('person-1', 'alpha', { expiresInSeconds: -10 });
    expect((await place(orderBody(), { auth: expired })).statusCode).toBe(401);
    const other = await place(orderBody(), { personId: 'person-2' });
    expect(other.statusCode).toBe(403);
    expect(other.json().errors[0].code).toBe('auth.forbidden');
  });

  it('needs an Idempotency-Key of at most 255 characters', async () => {
    const missing = await place(orderBody(), { key: null });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors[0].code).toBe('idempotency-key.required');
    expect((await place(orderBody(), { key: 'k'.repeat(256) })).statusCode).toBe(400);
  });

  it('stores a repriced order with its lines and a number unique in the tenant', async () => {
    const first = await place(orderBody({ positions: [{ ...pizza40, price: 1, sum: 1 }, pizza40] }));
    expect(first.statusCode).toBe(201);
    const order = first.json();
    expect(order).toMatchObject({
      status: 'NEW',
      restoId: 1,
      deliveryType: 'DELIVERY',
      payType: 'CASH_UPON_RECEIPT',
      subtotal: 130000,
      deliveryPrice: 20000,
      total: 150000,
      personCount: 2,
      comment: 'Позвоните за 10 минут',
      person: { name: 'Анна', email: 'anna@example.test' },
      deliveryPlace: { address: 'Тверская улица, 12', apartment: '5', location: INSIDE },
      payment: null,
      createdAt: new Date(NOON).toISOString(),
    });
    expect(order.positions.at(-1)).toMatchObject({ specials: ['DELIVERY_PRICE'], payableAmount: 20000 });
    const second = (await place(orderBody())).json();
    expect(Number(second.number)).toBe(Number(order.number) + 1);
  });

  it('replays the first answer byte for byte for the same key and body', async () => {
    const first = await place(orderBody(), { key: 'replay-1' });
    const again = await place(orderBody(), { key: 'replay-1' });
    expect(again.statusCode).toBe(first.statusCode);
    expect(again.body).toBe(first.body);
  });

  it('refuses the same key with another body (422)', async () => {
    await place(orderBody(), { key: 'mismatch-1' });
    const other = await place(orderBody({ comment: 'другой' }), { key: 'mismatch-1' });
    expect(other.statusCode).toBe(422);
    expect(other.json().errors[0].code).toBe('idempotency-key.mismatch');
  });

  it('scopes keys to the person', async () => {
    const mine = await place(orderBody(), { key: 'shared-key' });
    const theirs = await place(orderBody(), {
      key: 'shared-key',
      personId: 'person-3',
      auth: await app.tokenFor('person-3'),
    });
    expect(theirs.statusCode).toBe(201);
    expect(theirs.json().id).not.toBe(mine.json().id);
  });

  it('creates exactly one order from 50 concurrent requests with one key', async () => {
    const person = 'concurrent-person';
    const auth = await app.tokenFor(person);
    const responses = await Promise.all(
      Array.from({ length: 50 }, () => place(orderBody(), { key: 'fifty', personId: person, auth })),
    );
    const created = responses.filter((r) => r.statusCode === 201);
    const ids = new Set(created.map((r) => r.json().id));
    expect(ids.size).toBe(1);
    for (const r of responses) expect([201, 409]).toContain(r.statusCode);
    for (const r of responses.filter((x) => x.statusCode === 409)) {
      expect(r.json().errors[0].code).toBe('idempotency-key.in-progress');
    }
    const history = await app.server.inject({
      method: 'GET',
      url: `/api/v1/persons/${person}/orders`,
      headers: { authorization: `Bearer ${auth}` },
    });
    expect(history.json().totalElements).toBe(1);
  });

  it('gives 20 concurrent orders of one tenant 20 different numbers', async () => {
    const responses = await Promise.all(Array.from({ length: 20 }, () => place(orderBody())));
    for (const r of responses) expect(r.statusCode).toBe(201);
    const numbers = responses.map((r) => Number(r.json().number));
    expect(new Set(numbers).size).toBe(20);
    // One sequence per tenant: the numbers are consecutive (nothing was rolled back).
    expect(Math.max(...numbers) - Math.min(...numbers)).toBe(19);
  });

  it("numbers a new tenant's first orders when they all arrive at once", async () => {
    // A fresh database: the tenant's order number sequence is created by these very requests.
    const fresh = await createTestApp();
    try {
      const auth = await fresh.tokenFor('person-1');
      const responses = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          fresh.server.inject({
            method: 'POST',
            url: '/api/v1/persons/person-1/orders',
            headers: { 'idempotency-key': `first-${i}`, authorization: `Bearer ${auth}` },
            payload: orderBody(),
          }),
        ),
      );
      expect(responses.map((r) => r.statusCode)).toEqual(Array(20).fill(201));
      const numbers = responses.map((r) => Number(r.json().number)).sort((a, b) => a - b);
      expect(numbers[0]).toBe(1001);
      expect(new Set(numbers).size).toBe(20);
    } finally {
      await fresh.close();
    }
  });

  it('retries a key whose first request died before answering', async () => {
    // What a request cut off by a crash may leave: a claimed key without a stored answer.
    await app.database.db
      .insert(idempotencyKeys)
      .values({ whiteLabel: 'alpha', personId: 'person-1', key: 'crashed', requestHash: 'x', createdAt: new Date() });
    const retry = await place(orderBody(), { key: 'crashed' });
    expect(retry.statusCode).toBe(201);
    const replay = await place(orderBody(), { key: 'crashed' });
    expect(replay.statusCode).toBe(201);
    expect(replay.body).toBe(retry.body);
    // The answer is stored with the order, in the same transaction.
    const [stored] = await app.database.db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.personId, 'person-1'), eq(idempotencyKeys.key, 'crashed')));
    expect(stored?.responseStatus).toBe(201);
    expect(stored?.responseBody).toBe(retry.body);
  });

  it.runIf(TEST_DB === 'postgres')('answers 409 while another request holds the key, and serves it after', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let locked = () => {};
    const lockTaken = new Promise<void>((resolve) => (locked = resolve));
    const holder = app.database.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${idempotencyLock('alpha', 'person-1', 'held')})`);
      locked();
      await held;
    });
    await lockTaken;
    const busy = await place(orderBody(), { key: 'held' });
    release();
    await holder;
    expect(busy.statusCode).toBe(409);
    expect(busy.json().errors[0].code).toBe('idempotency-key.in-progress');
    expect((await place(orderBody(), { key: 'held' })).statusCode).toBe(201);
  });

  it('refuses orders below the minimum, at the maximum and outside every zone', async () => {
    const cola = (count: number) => [{ id: 103, count }];
    expect((await place(orderBody({ positions: cola(9) }))).json().errors[0].code).toBe(
      'delivery.order-sum-not-enough.range',
    );
    expect((await place(orderBody({ positions: cola(50) }))).json().errors[0].code).toBe(
      'delivery.order-sum-too-much.range',
    );
    expect((await place(orderBody({ positions: cola(10) }))).statusCode).toBe(201);
    const outside = await place(orderBody({ deliveryPlace: { address: 'Окраинная улица', location: OUTSIDE } }));
    expect(outside.statusCode).toBe(422);
    expect(outside.json().errors[0].code).toBe('delivery.zone-not-found');
  });

  it('refuses a resto that is closed now, in its own timezone', async () => {
    const pasta = {
      restoId: 2,
      deliveryType: 'TAKE_AWAY' as const,
      deliveryPlace: null,
      positions: [{ id: 301, count: 1 }],
    };
    expect((await place(orderBody(pasta))).statusCode).toBe(201);
    app.clock.now = Date.parse('2026-03-04T20:00:00Z'); // 23:00 in Moscow, after 22:00
    try {
      // Tokens are checked at the app's clock too: take one issued then.
      const late = await place(orderBody(pasta), { auth: await app.tokenFor('person-1') });
      expect(late.statusCode).toBe(422);
      expect(late.json().errors[0].code).toBe('resto.closed');
      app.clock.now = Date.parse('2026-03-08T09:00:00Z'); // Sunday noon: day off
      const sunday = await place(orderBody(pasta), { auth: await app.tokenFor('person-1') });
      expect(sunday.json().errors[0].code).toBe('resto.closed');
    } finally {
      app.clock.now = NOON;
    }
  });

  it('refuses a position outside its time slot', async () => {
    const breakfast = orderBody({ positions: [{ id: 104, count: 10 }] });
    const response = await place(breakfast);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0].code).toBe('person-order.position-not-available-now');
    app.clock.now = Date.parse('2026-03-04T06:00:00Z'); // 09:00 in Moscow
    try {
      expect((await place(breakfast, { auth: await app.tokenFor('person-1') })).statusCode).toBe(201);
    } finally {
      app.clock.now = NOON;
    }
  });

  it('counts promo code uses per person', async () => {
    const person = 'promo-person';
    const auth = await app.tokenFor(person);
    const preflight = () =>
      app.server.inject({
        method: 'POST',
        url: `/1/persons/${person}/orders/preflight`,
        headers: { authorization: `Bearer ${auth}` },
        payload: {
          restoId: 1,
          deliveryType: 'DELIVERY',
          location: INSIDE,
          positions: [pizza40, pizza40],
          promoCode: 'ONCE',
        },
      });
    expect((await preflight()).json().promoCode).toBe('ONCE');
    const first = await place(orderBody({ promoCode: 'once' }), { personId: person, auth });
    expect(first.json()).toMatchObject({ promoCode: 'ONCE', discountTotal: 10000 });
    const personal = await preflight();
    expect(personal.statusCode).toBe(422);
    expect(personal.json().errors[0].code).toBe('promo-code.person-limit-exceed');
    const second = await place(orderBody({ promoCode: 'ONCE' }), { personId: person, auth });
    expect(second.json().errors[0].code).toBe('promo-code.person-limit-exceed');
  });

  it('hands CARD_ONLINE orders to the payment page', async () => {
    const order = (await place(orderBody({ payType: 'CARD_ONLINE', returnUrl: 'http://127.0.0.1:4780/cart' }))).json();
    expect(order.status).toBe('AWAITING_PAYMENT');
    expect(order.payment.url).toMatch(new RegExp(`/1/payments/orders/${order.id}/pay`));
  });

  it('lists a person’s orders newest first, paged, and only theirs', async () => {
    const person = 'history-person';
    const auth = await app.tokenFor(person);
    for (const [i, minutes] of [0, 5, 10].entries()) {
      app.clock.now = NOON + minutes * 60_000;
      await place(orderBody({ comment: `order ${i}` }), { personId: person, auth });
    }
    app.clock.now = NOON;
    const list = (query = '') =>
      app.server.inject({
        method: 'GET',
        url: `/api/v1/persons/${person}/orders${query}`,
        headers: { authorization: `Bearer ${auth}` },
      });
    const all = (await list()).json();
    expect(all.content.map((o: { comment: string }) => o.comment)).toEqual(['order 2', 'order 1', 'order 0']);
    expect(all.content[0].positions.length).toBe(3);
    const page = (await list('?page=1&size=2')).json();
    expect(page).toMatchObject({ page: 1, size: 2, totalElements: 3, totalPages: 2 });
    expect(page.content.map((o: { comment: string }) => o.comment)).toEqual(['order 0']);
    const foreign = await app.server.inject({
      method: 'GET',
      url: `/api/v1/persons/${person}/orders`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(foreign.statusCode).toBe(403);
  });

  it('keeps tenants apart: a token of one white label cannot use another', async () => {
    const response = await app.server.inject({
      method: 'POST',
      url: '/api/v1/persons/person-1/orders',
      headers: { authorization: `Bearer ${token}`, 'idempotency-key': 'wl-1', 'x-white-label': 'beta' },
      payload: orderBody(),
    });
    expect(response.statusCode).toBe(403);
  });
});
