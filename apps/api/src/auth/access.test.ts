import type { OrderRequest } from '@tarelka/api-client/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createAuthTestApp, signInWithPhone, type AuthTestApp } from '../testing/auth-helpers';
import { buildTenant, INSIDE } from '../testing/fixtures';

// PGlite boots slowly on a busy machine.
vi.setConfig({ hookTimeout: 120_000, testTimeout: 120_000 });

let app: AuthTestApp;
let anna: { id: string; accessToken: string };
let boris: { id: string; accessToken: string };
let betaPerson: { id: string; accessToken: string };

const signedIn = async (phone: string, whiteLabel = 'alpha') => {
  const { accessToken } = await signInWithPhone(app, phone, whiteLabel);
  const me = await app.server.inject({
    method: 'GET',
    url: '/api/v1/me',
    headers: { authorization: `Bearer ${accessToken}` },
  });
  return { id: me.json().id as string, accessToken };
};

beforeAll(async () => {
  app = await createAuthTestApp({
    tenants: [buildTenant(), buildTenant('beta')],
    tenantAuth: { alpha: { methods: ['PHONE'] }, beta: { methods: ['PHONE'] } },
  });
  anna = await signedIn('+79995550301');
  boris = await signedIn('+79995550302');
  betaPerson = await signedIn('+79995550303', 'beta');
});
afterAll(() => app.close());

const body: OrderRequest = {
  restoId: 1,
  deliveryType: 'DELIVERY',
  payType: 'CASH_UPON_RECEIPT',
  positions: [{ id: 101, count: 2, modifiers: [{ id: 1002, count: 1 }] }],
  deliveryPlace: { address: 'Тверская улица, 12', location: INSIDE },
  person: { name: 'Анна', email: 'anna@example.test', phone: '+79995550301' },
  personCount: 1,
  comment: '',
};
const order = (personId: string, token: string, key: string, headers: Record<string, string> = {}) =>
  app.server.inject({
    method: 'POST',
    url: `/api/v1/persons/${personId}/orders`,
    headers: { authorization: `Bearer ${token}`, 'idempotency-key': key, ...headers },
    payload: body,
  });
const history = (personId: string, token: string, headers: Record<string, string> = {}) =>
  app.server.inject({
    method: 'GET',
    url: `/api/v1/persons/${personId}/orders`,
    headers: { authorization: `Bearer ${token}`, ...headers },
  });

describe('personal routes', () => {
  it('let a signed-in person order and read their own orders; the profile lists the contact used', async () => {
    expect((await order(anna.id, anna.accessToken, 'anna-1')).statusCode).toBe(201);
    const own = await history(anna.id, anna.accessToken);
    expect(own.statusCode).toBe(200);
    expect(own.json().content).toHaveLength(1);
    const me = await app.server.inject({
      method: 'GET',
      url: '/api/v1/me',
      headers: { authorization: `Bearer ${anna.accessToken}` },
    });
    expect(me.json().deliveries).toEqual([
      {
        id: expect.any(String),
        title: null,
        email: 'anna@example.test',
        personName: 'Анна',
        phone: '+79995550301',
        place: { address: 'Тверская улица, 12', location: INSIDE },
      },
    ]);
  });

  it('refuse person A reading or ordering as person B with 403', async () => {
    const read = await history(anna.id, boris.accessToken);
    expect(read.statusCode).toBe(403);
    expect(read.json().errors[0].code).toBe('auth.forbidden');
    expect((await order(anna.id, boris.accessToken, 'boris-as-anna')).statusCode).toBe(403);
    const preflight = await app.server.inject({
      method: 'POST',
      url: `/1/persons/${anna.id}/orders/preflight`,
      headers: { authorization: `Bearer ${boris.accessToken}` },
      payload: { restoId: 1, deliveryType: 'DELIVERY', location: INSIDE, positions: body.positions },
    });
    expect(preflight.statusCode).toBe(403);
    expect((await history(anna.id, anna.accessToken)).json().content).toHaveLength(1);
  });

  it("refuse a token of one white label on another's", async () => {
    const crossed = await history(betaPerson.id, betaPerson.accessToken, { 'x-white-label': 'alpha' });
    expect(crossed.statusCode).toBe(403);
    expect(
      (await order(betaPerson.id, betaPerson.accessToken, 'beta-1', { 'x-white-label': 'alpha' })).statusCode,
    ).toBe(403);
    const me = await app.server.inject({
      method: 'GET',
      url: '/api/v1/me',
      headers: { authorization: `Bearer ${betaPerson.accessToken}`, 'x-white-label': 'alpha' },
    });
    expect(me.statusCode).toBe(403);
  });

  it('keep persons apart per white label: the same phone is another person on another tenant', async () => {
    // The 90 s rule is per phone across tenants.
    app.clock.now += 90_000;
    const person = await signedIn('+79995550301', 'beta');
    expect(person.id).not.toBe(anna.id);
  });
});
