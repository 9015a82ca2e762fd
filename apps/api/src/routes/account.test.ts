// The customer account (issue 26) through the real routes, on PGlite and PostgreSQL: sign-out
// (one session, everywhere), the profile, saved deliveries, the order history with its cursor,
// the status lifecycle with the development control and the simulated kitchen, the SSE stream.
import type { AddressInfo } from 'node:net';
import type { OrderRequest } from '@tarelka/api-client/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildServer } from '../app';
import { createRecaptchaVerifier } from '../captcha/recaptcha';
import type { Kitchen } from '../orders/kitchen';
import { createSmsRuSender } from '../sms/smsru';
import { createAuthTestApp, signInWithPhone, type AuthTestApp } from '../testing/auth-helpers';
import { createTestDatabase } from '../testing/database';
import { openStream } from '../testing/sse';
import { buildTenant, INSIDE } from '../testing/fixtures';
import { TEST_JWT_SECRET } from '../testing/test-app';

vi.setConfig({ hookTimeout: 120_000, testTimeout: 120_000 });

const MINUTE = 60_000;
let app: AuthTestApp;
let kitchen: Kitchen;

beforeAll(async () => {
  app = await createAuthTestApp({
    tenants: [
      { ...buildTenant(), scheduledOrders: { enabled: true, slotStep: 15, minLeadMinutes: 45, horizonDays: 7 } },
    ],
    tenantAuth: { alpha: { methods: ['PHONE'] } },
    app: { kitchen: { intervalMs: 0, started: (k) => (kitchen = k) }, orderEvents: { heartbeatMs: 200 } },
  });
});
afterAll(() => app.close());

/** Signs a phone in (moving the clock past the resend wait) and reads the person's id. */
async function signIn(phone: string) {
  app.clock.now += 91_000;
  const tokens = await signInWithPhone(app, phone);
  const me = await call('GET', '/api/v1/me', tokens.accessToken);
  return { ...tokens, id: me.json().id as string };
}

/** A person whose access token outlives a test that moves the clock by hours. */
async function longLived(phone: string) {
  const person = await signIn(phone);
  return { ...person, accessToken: await app.tokenFor(person.id, 'alpha', { expiresInSeconds: 24 * 3600 }) };
}

const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, token?: string, payload?: unknown) =>
  app.server.inject({
    method,
    url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

const orderBody = (overrides: Partial<OrderRequest> = {}): OrderRequest => ({
  restoId: 1,
  deliveryType: 'DELIVERY',
  payType: 'CASH_UPON_RECEIPT',
  positions: [{ id: 101, count: 2, modifiers: [{ id: 1002, count: 1 }] }],
  deliveryPlace: { address: 'Тверская улица, 12', location: INSIDE },
  person: { name: 'Анна', email: 'anna@example.test', phone: '+79995550401' },
  personCount: 1,
  comment: '',
  ...overrides,
});

let keys = 0;
async function placeOrder(person: { id: string; accessToken: string }, overrides: Partial<OrderRequest> = {}) {
  const answer = await app.server.inject({
    method: 'POST',
    url: `/api/v1/persons/${person.id}/orders`,
    headers: { authorization: `Bearer ${person.accessToken}`, 'idempotency-key': `k-${(keys += 1)}` },
    payload: orderBody(overrides),
  });
  expect(answer.statusCode).toBe(201);
  return answer.json<{ id: string; number: string }>();
}

const setStatus = (orderId: string, status: string, reason?: string) =>
  app.server.inject({ method: 'POST', url: `/dev/orders/${orderId}/status`, payload: { status, reason } });

describe('sign-out', () => {
  it('ends the session: its access token and its refresh token are refused with 401 from then on', async () => {
    const anna = await signIn('+79995550401');
    const other = await signIn('+79995550401'); // a second device
    expect((await call('GET', '/api/v1/me', anna.accessToken)).statusCode).toBe(200);

    const out = await call('POST', '/api/v1/sign/out', anna.accessToken, {});
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ revoked: 1 });
    expect(out.headers['cache-control']).toBe('no-store');

    const me = await call('GET', '/api/v1/me', anna.accessToken);
    expect(me.statusCode).toBe(401);
    expect(me.json().errors[0].code).toBe('auth.invalid-token');
    expect((await call('GET', `/api/v1/persons/${anna.id}/orders`, anna.accessToken)).statusCode).toBe(401);
    const refresh = await call('POST', '/api/v1/sign/refresh', anna.refreshToken);
    expect(refresh.statusCode).toBe(401);
    // The other device's session goes on.
    expect((await call('GET', '/api/v1/me', other.accessToken)).statusCode).toBe(200);
    expect((await call('POST', '/api/v1/sign/refresh', other.refreshToken)).statusCode).toBe(200);
  });

  it('takes the refresh token when the access token has expired', async () => {
    const boris = await signIn('+79995550402');
    app.clock.now += 16 * MINUTE;
    expect((await call('GET', '/api/v1/me', boris.accessToken)).statusCode).toBe(401);
    expect((await call('POST', '/api/v1/sign/out', boris.refreshToken, {})).json()).toEqual({ revoked: 1 });
    expect((await call('POST', '/api/v1/sign/refresh', boris.refreshToken)).statusCode).toBe(401);
  });

  it('everywhere: ends every session of the person, and no one else’s', async () => {
    const first = await signIn('+79995550403');
    const second = await signIn('+79995550403');
    const stranger = await signIn('+79995550404');
    const out = await call('POST', '/api/v1/sign/out', first.accessToken, { everywhere: true });
    expect(out.json()).toEqual({ revoked: 2 });
    for (const session of [first, second]) {
      expect((await call('GET', '/api/v1/me', session.accessToken)).statusCode).toBe(401);
      expect((await call('POST', '/api/v1/sign/refresh', session.refreshToken)).statusCode).toBe(401);
    }
    expect((await call('GET', '/api/v1/me', stranger.accessToken)).statusCode).toBe(200);
  });

  it('refuses a request without a valid token with 401', async () => {
    expect((await call('POST', '/api/v1/sign/out', undefined, {})).statusCode).toBe(401);
    expect((await call('POST', '/api/v1/sign/out', 'not-a-token', {})).statusCode).toBe(401);
  });
});

describe('profile', () => {
  it('saves first name, last name and e-mail; the phone and linked methods are read only', async () => {
    const vera = await signIn('+79995550405');
    const saved = await call('PATCH', '/api/v1/me', vera.accessToken, {
      firstName: ' Вера ',
      lastName: 'Иванова-Петрова',
      email: 'vera@example.test',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.headers['cache-control']).toBe('no-store');
    expect(saved.json()).toMatchObject({
      firstName: 'Вера',
      lastName: 'Иванова-Петрова',
      email: 'vera@example.test',
      phone: '+79995550405',
      accountIds: ['phone:+79995550405'],
    });
    const me = await call('GET', '/api/v1/me', vera.accessToken);
    expect(me.headers['cache-control']).toBe('no-store');
    expect(me.json()).toMatchObject({ firstName: 'Вера', email: 'vera@example.test' });
    // Clearing one field keeps the others.
    expect((await call('PATCH', '/api/v1/me', vera.accessToken, { lastName: '' })).json()).toMatchObject({
      firstName: 'Вера',
      lastName: null,
    });
    // The phone cannot be changed here.
    expect((await call('PATCH', '/api/v1/me', vera.accessToken, { phone: '+79990000000' })).statusCode).toBe(400);
  });

  it('answers bad input with 400 and one errors[] item per field, in the domain’s words', async () => {
    const gleb = await signIn('+79995550406');
    const bad = await call('PATCH', '/api/v1/me', gleb.accessToken, {
      firstName: 'R2-D2',
      lastName: 'Я'.repeat(51),
      email: 'gleb@',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([
      { code: 'request.invalid', message: 'Имя указано не корректно', field: '/body/firstName' },
      { code: 'request.invalid', message: 'Имя не должно превышать 50 символов', field: '/body/lastName' },
      { code: 'request.invalid', message: 'Укажите корректный email', field: '/body/email' },
    ]);
    const english = await app.server.inject({
      method: 'PATCH',
      url: '/api/v1/me?lang=en',
      headers: { authorization: `Bearer ${gleb.accessToken}` },
      payload: { email: 'gleb@' },
    });
    expect(english.json().errors[0].message).toBe('Enter a valid email');
    const montenegrin = await app.server.inject({
      method: 'PATCH',
      url: '/api/v1/me?lang=cnr',
      headers: { authorization: `Bearer ${gleb.accessToken}` },
      payload: { email: 'gleb@' },
    });
    expect(montenegrin.json().errors[0].message).toBe('Unesite ispravan email');
    // Nothing was saved.
    expect((await call('GET', '/api/v1/me', gleb.accessToken)).json()).toMatchObject({ firstName: null, email: null });
  });

  it('keeps the first delivery’s contact first (spec §3: it overrides the profile’s)', async () => {
    const dina = await signIn('+79995550407');
    await placeOrder(dina, { person: { name: 'Дина', email: 'dina@example.test', phone: '+79995550407' } });
    const me = await call('PATCH', '/api/v1/me', dina.accessToken, { firstName: 'Диана', email: 'diana@example.test' });
    expect(me.json()).toMatchObject({ firstName: 'Диана', email: 'diana@example.test' });
    expect(me.json().deliveries[0]).toMatchObject({ personName: 'Дина', email: 'dina@example.test' });
  });
});

describe('saved deliveries', () => {
  it('lists the places ordered to, newest first; renames and deletes them', async () => {
    const egor = await signIn('+79995550408');
    const contact = { name: 'Егор', email: 'egor@example.test', phone: '+79995550408' };
    await placeOrder(egor, { person: contact, deliveryPlace: { address: 'Тверская улица, 12', location: INSIDE } });
    app.clock.now += MINUTE;
    await placeOrder(egor, { person: contact, deliveryPlace: { address: 'Арбат, 1', location: INSIDE, floor: '3' } });
    app.clock.now += MINUTE;
    await placeOrder(egor, { person: contact, deliveryPlace: { address: 'Тверская улица, 12', location: INSIDE } });
    const me = (await call('GET', '/api/v1/me', egor.accessToken)).json();
    expect(me.deliveries.map((d: { place: { address: string } }) => d.place.address)).toEqual([
      'Тверская улица, 12',
      'Арбат, 1',
    ]);
    const [home, work] = me.deliveries as Array<{ id: string }>;

    const renamed = await call('PATCH', `/api/v1/me/deliveries/${home!.id}`, egor.accessToken, { title: ' Дом ' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().deliveries[0]).toMatchObject({ id: home!.id, title: 'Дом' });
    await call('PATCH', `/api/v1/me/deliveries/${work!.id}`, egor.accessToken, { title: 'Работа' });
    const empty = await call('PATCH', `/api/v1/me/deliveries/${work!.id}`, egor.accessToken, { title: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors[0]).toEqual({
      code: 'request.invalid',
      message: 'Обязательное поле',
      field: '/body/title',
    });

    // Another person can neither see nor touch them.
    const fedor = await signIn('+79995550409');
    expect((await call('DELETE', `/api/v1/me/deliveries/${work!.id}`, fedor.accessToken)).statusCode).toBe(404);

    const deleted = await call('DELETE', `/api/v1/me/deliveries/${work!.id}`, egor.accessToken);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().deliveries).toEqual([expect.objectContaining({ id: home!.id, title: 'Дом' })]);
    expect((await call('DELETE', `/api/v1/me/deliveries/${work!.id}`, egor.accessToken)).statusCode).toBe(404);
    // A new order to the named place keeps its name.
    app.clock.now += MINUTE;
    await placeOrder(egor, { person: contact, deliveryPlace: { address: 'Тверская улица, 12', location: INSIDE } });
    expect((await call('GET', '/api/v1/me', egor.accessToken)).json().deliveries[0]).toMatchObject({ title: 'Дом' });
  });
});

describe('order history', () => {
  it('pages newest first by cursor, 20 a page, with the resto’s time zone, and sends no-store', async () => {
    const zoya = await longLived('+79995550410');
    const placed: string[] = [];
    for (let i = 0; i < 45; i += 1) {
      // Two orders a minute: the same creation time is ordered by number.
      if (i % 2 === 0) app.clock.now += MINUTE;
      placed.push((await placeOrder(zoya, { comment: `#${i}` })).number);
    }
    const url = (cursor?: string) => `/api/v1/persons/${zoya.id}/orders${cursor ? `?cursor=${cursor}` : ''}`;
    const first = await call('GET', url(), zoya.accessToken);
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-store');
    const page1 = first.json();
    expect(page1.content).toHaveLength(20);
    expect(page1.totalElements).toBe(45);
    expect(page1.content[0]).toMatchObject({
      number: placed[44],
      status: 'NEW',
      timezone: '+03:00',
      deliveryType: 'DELIVERY',
      deliveryPlace: { address: 'Тверская улица, 12' },
      total: expect.any(Number),
    });
    expect(page1.content[0].positions[0]).toMatchObject({
      id: 101,
      count: 2,
      modifiers: [expect.objectContaining({ id: 1002 })],
    });
    // An order placed while paging does not shift the next pages.
    app.clock.now += MINUTE;
    await placeOrder(zoya);
    const page2 = (await call('GET', url(page1.nextCursor), zoya.accessToken)).json();
    const page3 = (await call('GET', url(page2.nextCursor), zoya.accessToken)).json();
    expect(page3.nextCursor).toBeNull();
    const numbers = [...page1.content, ...page2.content, ...page3.content].map((o: { number: string }) => o.number);
    expect(numbers).toEqual([...placed].reverse());
    const bad = await call('GET', url('bm90LWEtY3Vyc29y'), zoya.accessToken);
    expect(bad.statusCode).toBe(400);
    // The personal preflight is personal too.
    const preflight = await call('POST', `/1/persons/${zoya.id}/orders/preflight`, zoya.accessToken, {
      restoId: 1,
      deliveryType: 'DELIVERY',
      location: INSIDE,
      address: 'Тверская улица, 12',
      positions: [{ id: 101, count: 2, modifiers: [{ id: 1002, count: 1 }] }],
    });
    expect(preflight.statusCode).toBe(200);
    expect(preflight.headers['cache-control']).toBe('no-store');
  });
});

describe('order lifecycle', () => {
  it('moves NEW → ACCEPTED → COOKING → ON_THE_WAY → DONE by the dev control, each change stored with its time', async () => {
    const ivan = await longLived('+79995550411');
    const order = await placeOrder(ivan);
    const start = app.clock.now;
    for (const status of ['ACCEPTED', 'COOKING', 'ON_THE_WAY', 'DONE']) {
      app.clock.now += MINUTE;
      const moved = await setStatus(order.id, status);
      expect(moved.statusCode).toBe(200);
      expect(moved.json()).toMatchObject({ status });
    }
    const page = await call('GET', `/api/v1/persons/${ivan.id}/orders/${order.id}`, ivan.accessToken);
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    const details = page.json();
    expect(details.status).toBe('DONE');
    expect(details.timeline).toEqual(
      ['NEW', 'ACCEPTED', 'COOKING', 'ON_THE_WAY', 'DONE'].map((status, i) => ({
        status,
        at: new Date(start + i * MINUTE).toISOString(),
        reason: null,
      })),
    );
    expect(details).toMatchObject({ payType: 'CASH_UPON_RECEIPT', estimatedArrival: null, cancelReason: null });

    // DONE → COOKING (and anything else) is refused with 409.
    const again = await setStatus(order.id, 'COOKING');
    expect(again.statusCode).toBe(409);
    expect(again.json().errors[0]).toMatchObject({ code: 'order.status-transition-invalid' });
  });

  it('refuses skipping a step (409) and a cancellation without a reason (400); cancels with one', async () => {
    const jana = await longLived('+79995550412');
    const order = await placeOrder(jana, {
      deliveryType: 'TAKE_AWAY',
      payType: 'CARD_UPON_RECEIPT',
      deliveryPlace: null,
    });
    expect((await setStatus(order.id, 'COOKING')).statusCode).toBe(409);
    expect((await setStatus(order.id, 'ACCEPTED')).statusCode).toBe(200);
    expect((await setStatus(order.id, 'COOKING')).statusCode).toBe(200);
    expect((await setStatus(order.id, 'ON_THE_WAY')).statusCode).toBe(409); // pickup becomes READY
    expect((await setStatus(order.id, 'CANCELLED')).statusCode).toBe(400);
    expect((await setStatus(order.id, 'CANCELLED', 'Закончились продукты')).statusCode).toBe(200);
    const details = (await call('GET', `/api/v1/persons/${jana.id}/orders/${order.id}`, jana.accessToken)).json();
    expect(details).toMatchObject({ status: 'CANCELLED', cancelReason: 'Закончились продукты' });
    expect(details.timeline.at(-1)).toMatchObject({ status: 'CANCELLED', reason: 'Закончились продукты' });
    expect((await setStatus(order.id, 'READY')).statusCode).toBe(409);
    expect((await setStatus('00000000-0000-4000-8000-000000000000', 'ACCEPTED')).statusCode).toBe(404);
  });

  it('the simulated kitchen moves an order on its clock: accepted, cooked for the cooking time, delivered in the zone time', async () => {
    const kate = await longLived('+79995550413');
    const order = await placeOrder(kate);
    const placedAt = app.clock.now;
    const status = async () =>
      (await call('GET', `/api/v1/persons/${kate.id}/orders/${order.id}`, kate.accessToken)).json();
    expect((await status()).estimatedArrival).toBe(new Date(placedAt + (2 + 45 + 60) * MINUTE).toISOString());
    await kitchen.tick();
    expect((await status()).status).toBe('NEW');
    app.clock.now = placedAt + 2 * MINUTE;
    await kitchen.tick();
    expect((await status()).status).toBe('COOKING');
    app.clock.now = placedAt + 46 * MINUTE;
    await kitchen.tick();
    expect((await status()).status).toBe('COOKING');
    app.clock.now = placedAt + 200 * MINUTE;
    await kitchen.tick();
    const done = await status();
    expect(done.timeline.map((change: { status: string; at: string }) => [change.status, change.at])).toEqual([
      ['NEW', new Date(placedAt).toISOString()],
      ['ACCEPTED', new Date(placedAt + 2 * MINUTE).toISOString()],
      ['COOKING', new Date(placedAt + 2 * MINUTE).toISOString()],
      ['ON_THE_WAY', new Date(placedAt + 47 * MINUTE).toISOString()],
      ['DONE', new Date(placedAt + 107 * MINUTE).toISOString()],
    ]);
  });
});

describe('simulated kitchen and scheduled orders', () => {
  it('accepts a scheduled order at once but cooks it only from its slot less the cooking and delivery time', async () => {
    const lena = await longLived('+79995550416');
    const slot = Math.ceil((app.clock.now + 5 * 60 * MINUTE) / (15 * MINUTE)) * 15 * MINUTE;
    const order = await placeOrder(lena, { scheduledFor: new Date(slot).toISOString() });
    const details = async () =>
      (await call('GET', `/api/v1/persons/${lena.id}/orders/${order.id}`, lena.accessToken)).json();
    // Cooking (45 min) and the zone's delivery (60 min) end at the slot.
    const startsAt = slot - 105 * MINUTE;
    expect((await details()).estimatedArrival).toBe(new Date(slot).toISOString());
    app.clock.now += 5 * MINUTE;
    await kitchen.tick();
    expect((await details()).status).toBe('ACCEPTED');
    app.clock.now = startsAt - MINUTE;
    await kitchen.tick();
    expect((await details()).status).toBe('ACCEPTED');
    app.clock.now = startsAt;
    await kitchen.tick();
    const cooking = await details();
    expect(cooking.status).toBe('COOKING');
    expect(cooking.timeline.at(-1)).toEqual({ status: 'COOKING', at: new Date(startsAt).toISOString(), reason: null });
    // The history and the order's page carry the time it is placed for (issue 27).
    expect(cooking.scheduledFor).toBe(new Date(slot).toISOString());
    const listed = (await call('GET', `/api/v1/persons/${lena.id}/orders`, lena.accessToken)).json();
    expect(listed.content[0]).toMatchObject({ id: order.id, scheduledFor: new Date(slot).toISOString() });
  });
});

describe('a position withdrawn by the development control (the e2e reorder)', () => {
  it('is refused by the preflight at its line until it is put back', async () => {
    const olga = await longLived('+79995550417');
    const withdraw = (id: number, withdrawn: boolean) =>
      app.server.inject({
        method: 'POST',
        url: `/dev/positions/${id}/withdrawn`,
        headers: { 'x-white-label': 'alpha' },
        payload: { withdrawn },
      });
    const preflight = () =>
      call('POST', `/1/persons/${olga.id}/orders/preflight`, olga.accessToken, {
        restoId: 1,
        deliveryType: 'DELIVERY',
        location: INSIDE,
        address: 'Тверская улица, 12',
        positions: [{ id: 101, count: 2, modifiers: [{ id: 1002, count: 1 }] }],
      });
    try {
      expect((await withdraw(101, true)).json()).toEqual({ id: 101, withdrawn: true });
      const refused = await preflight();
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors[0]).toMatchObject({
        code: 'person-order.position-not-found-in-resto',
        field: '/positions/0/id',
      });
    } finally {
      expect((await withdraw(101, false)).statusCode).toBe(200);
    }
    expect((await preflight()).statusCode).toBe(200);
    expect((await withdraw(999_999, true)).statusCode).toBe(404);
  });
});

describe('live status (SSE)', () => {
  it('streams the current status, then each change, with heartbeats; only to the order’s person', async () => {
    const lev = await signIn('+79995550414');
    const mila = await signIn('+79995550415');
    const order = await placeOrder(lev);
    const path = `/api/v1/persons/${lev.id}/orders/${order.id}/events`;
    expect((await call('GET', path)).statusCode).toBe(401);
    expect((await call('GET', path, mila.accessToken)).statusCode).toBe(403);
    expect(
      (await call('GET', `/api/v1/persons/${mila.id}/orders/${order.id}/events`, mila.accessToken)).statusCode,
    ).toBe(404);

    await app.server.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.server.address() as AddressInfo;
    const stream = await openStream(`http://127.0.0.1:${port}${path}`, lev.accessToken);
    try {
      expect(stream.response.headers.get('content-type')).toMatch(/^text\/event-stream/);
      expect(stream.response.headers.get('cache-control')).toBe('no-store');
      expect(await stream.next()).toMatchObject({ orderId: order.id, status: 'NEW' });
      await setStatus(order.id, 'ACCEPTED');
      expect(await stream.next()).toMatchObject({ orderId: order.id, status: 'ACCEPTED' });
      await stream.heartbeat();
    } finally {
      stream.close();
    }
  });

  it('streams the PAID of an online payment too, and the timeline keeps it', async () => {
    const nina = await longLived('+79995550417');
    const order = await app.server.inject({
      method: 'POST',
      url: `/api/v1/persons/${nina.id}/orders`,
      headers: { authorization: `Bearer ${nina.accessToken}`, 'idempotency-key': 'online-1' },
      payload: orderBody({ payType: 'CARD_ONLINE', returnUrl: 'https://alpha.example/orders/%7BorderId%7D' }),
    });
    const { id, payment } = order.json<{ id: string; payment: { url: string } }>();
    const address = app.server.server.address() as AddressInfo | null;
    if (!address) await app.server.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.server.address() as AddressInfo;
    const stream = await openStream(
      `http://127.0.0.1:${port}/api/v1/persons/${nina.id}/orders/${id}/events`,
      nina.accessToken,
    );
    try {
      expect(await stream.next()).toMatchObject({ status: 'AWAITING_PAYMENT' });
      const page = (await app.server.inject({ method: 'GET', url: payment.url })).headers.location as string;
      const paid = await app.server.inject({
        method: 'POST',
        url: `${page}/pay`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ card: '4242 4242 4242 4242', exp: '12/30', cvc: '123', lang: 'ru' }).toString(),
      });
      expect(paid.statusCode).toBe(303);
      expect(await stream.next()).toMatchObject({ orderId: id, status: 'PAID' });
    } finally {
      stream.close();
    }
    const details = (await call('GET', `/api/v1/persons/${nina.id}/orders/${id}`, nina.accessToken)).json();
    expect(details.timeline.map((change: { status: string }) => change.status)).toEqual(['AWAITING_PAYMENT', 'PAID']);
    expect(details.paymentStatus).toMatchObject({ status: 'PAID' });
    expect((await setStatus(id, 'ACCEPTED')).statusCode).toBe(200);
  });
});

describe('production', () => {
  it('has no /dev/orders control and refuses the simulated kitchen', async () => {
    const database = await createTestDatabase();
    try {
      const base = {
        database,
        jwtSecret: TEST_JWT_SECRET,
        tenantsDir: '/nonexistent',
        production: true,
        maxEventLoopDelayMs: 0,
        auth: {
          sms: createSmsRuSender({ apiId: 'x', baseUrl: 'http://127.0.0.1:9' }),
          captcha: createRecaptchaVerifier({ secret: 's' }),
        },
      };
      const server = await buildServer(base, { logger: false });
      const control = await server.inject({
        method: 'POST',
        url: '/dev/orders/00000000-0000-4000-8000-000000000000/status',
        payload: { status: 'ACCEPTED' },
      });
      expect(control.statusCode).toBe(404);
      expect(control.json().errors[0].code).toBe('not-found');
      const withdrawal = await server.inject({ method: 'POST', url: '/dev/positions/1/withdrawn', payload: {} });
      expect(withdrawal.statusCode).toBe(404);
      await server.close();
      await expect(buildServer({ ...base, kitchen: { intervalMs: 0 } }, { logger: false })).rejects.toThrow(
        /simulated kitchen is for development only/,
      );
    } finally {
      await database.dispose();
    }
  });
});
