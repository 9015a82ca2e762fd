import type { Order, OrderRequest, PreflightResponse } from '@tarelka/api-client';
import type { CheckoutFormValues } from '@tarelka/domain/forms';
import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '../persistence/persistence';
import { positionAdded } from '../slices/cart';
import { signedIn } from '../slices/auth';
import { locationCommitted } from '../slices/location';
import { cartItem, createTestStore, person } from '../testing/factories';
import { attemptKey, clearAttempt, lastOrderId } from './order-attempt';
import { orderRequest, placeOrder } from './place-order';
import { repriceCart } from './reprice';

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
/** A token the client takes as valid for an hour (it reads only `exp`). */
const token = `${b64({ alg: 'none' })}.${b64({ exp: Math.floor(Date.now() / 1000) + 3600 })}.x`;

const values: CheckoutFormValues = {
  name: ' Анна ',
  email: 'anna@example.ru',
  phone: '',
  comment: 'Без лука',
  apartment: '12',
  entrance: '',
  floor: ' 5 ',
  intercom: '',
  placeComment: '',
  payType: 'CASH_UPON_RECEIPT',
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The API at the fetch edge: preflight prices each line at its price; orders answer `orderStatus`. */
function fakeApi(orderStatus: number) {
  const keys: string[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    if (url.pathname.endsWith('/orders/preflight')) {
      const body = JSON.parse(String(init?.body)) as { positions: Array<{ id: number; count: number; price: number }> };
      const total = body.positions.reduce((sum, p) => sum + p.price * p.count, 0);
      const priced: Partial<PreflightResponse> = {
        positions: [],
        promoCode: null,
        subtotal: total,
        discountTotal: 0,
        deliveryPrice: 0,
        total,
      };
      return json(priced);
    }
    if (url.pathname === '/api/v1/persons/7/orders') {
      keys.push(new Headers(init?.headers).get('idempotency-key') ?? '');
      if (orderStatus !== 201) return json({ errors: [{ code: 'x', message: 'Нет связи с кухней' }] }, orderStatus);
      const order: Partial<Order> = { id: '0b7c', number: '1042', status: 'NEW', total: 52000, payment: null };
      return json(order, 201);
    }
    return json({ errors: [{ code: 'not-found', message: url.pathname }] }, 404);
  };
  return { fetch, keys };
}

function signedInStore(fetch: typeof globalThis.fetch) {
  const store = createTestStore({ api: { baseUrl: 'http://api.test', fetch } });
  store.dispatch(
    locationCommitted({ cityId: 1, deliveryType: 'TAKE_AWAY', restoId: 1, deliveryPlace: null, payType: null }),
  );
  store.dispatch(
    signedIn({
      tokenSet: { accessToken: token, refreshToken: token, source: 'PHONE' },
      profile: person(),
    }),
  );
  store.dispatch(positionAdded(cartItem({ price: 26000, count: 2 })));
  return store;
}

describe('orderRequest', () => {
  it('sends the lines, the trimmed contact and the delivery details, without empty ones', () => {
    const body: OrderRequest = orderRequest({
      restoId: 1,
      deliveryType: 'DELIVERY',
      place: { address: 'ул. Тверская, 7', location: { lat: 55.76, lng: 37.61 } },
      positions: [{ ...cartItem(), sum: 26000, discounts: [], promoCodes: [] }],
      promoCode: { active: true, code: 'WELCOME10', maxDiscountAmount: null, minOrderAmount: null },
      personCount: 2,
      values,
      returnUrl: 'https://shop.test/orders/return',
    });
    expect(body).toMatchObject({
      payType: 'CASH_UPON_RECEIPT',
      promoCode: 'WELCOME10',
      person: { name: 'Анна', email: 'anna@example.ru' },
      comment: 'Без лука',
      personCount: 2,
      deliveryPlace: { address: 'ул. Тверская, 7', apartment: '12', floor: '5' },
    });
    expect(body.person).not.toHaveProperty('phone');
    expect(body.deliveryPlace).not.toHaveProperty('entrance');
    expect(body.positions).toEqual([
      { id: 1025, count: 1, name: 'Нигири с лососем', price: 26000, sum: 26000, modifiers: [] },
    ]);
  });
});

describe('attemptKey', () => {
  it('reuses the key for a retry of the same order and makes a new one when the order changes', () => {
    const storage = createMemoryStorage();
    let n = 0;
    const make = () => `key-${++n}`;
    const first = attemptKey(storage, '{"cart":1}', make);
    expect(attemptKey(storage, '{"cart":1}', make)).toBe(first);
    const changed = attemptKey(storage, '{"cart":2}', make);
    expect(changed).not.toBe(first);
    clearAttempt(storage);
    expect(attemptKey(storage, '{"cart":2}', make)).not.toBe(changed);
  });
});

describe('repriceCart and placeOrder', () => {
  it('prices the cart, then places the order once per attempt', async () => {
    const api = fakeApi(201);
    const store = signedInStore(api.fetch);
    await expect(store.dispatch(repriceCart())).resolves.toEqual({ ok: true, total: 52000 });
    expect(store.getState().cart.pricing.status).toBe('fulfilled');
    const storage = createMemoryStorage();
    const result = await store.dispatch(placeOrder({ values, returnUrl: 'https://shop.test/orders/return', storage }));
    expect(result).toMatchObject({ ok: true, order: { number: '1042' } });
    expect(api.keys).toHaveLength(1);
    expect(storage.getItem('tarelka_checkout_attempt')).toBeNull();
    // The payment gateway's return (`/orders/return`) finds the order this tab placed.
    expect(lastOrderId(storage)).toBe(result.ok ? result.order.id : 'none');
    expect(lastOrderId(createMemoryStorage())).toBeNull();
  });

  it('retries a failed order with the same Idempotency-Key and answers the failure as a value', async () => {
    const api = fakeApi(503);
    const store = signedInStore(api.fetch);
    const storage = createMemoryStorage();
    const input = { values, returnUrl: 'https://shop.test/orders/return', storage };
    const failed = await store.dispatch(placeOrder(input));
    expect(failed).toMatchObject({ ok: false, reason: 'FAILED', error: { status: 503 } });
    await store.dispatch(placeOrder(input));
    expect(api.keys).toHaveLength(2);
    expect(api.keys[1]).toBe(api.keys[0]);
  });

  it('sends a refused session to sign-in', async () => {
    const store = signedInStore(fakeApi(401).fetch);
    await expect(store.dispatch(placeOrder({ values, returnUrl: 'https://shop.test/' }))).resolves.toEqual({
      ok: false,
      reason: 'UNAUTHORIZED',
    });
  });

  it('has nothing to price or order without a cart or a person', async () => {
    const store = createTestStore();
    await expect(store.dispatch(repriceCart())).resolves.toEqual({ ok: false, error: null });
    await expect(store.dispatch(placeOrder({ values, returnUrl: 'https://shop.test/' }))).resolves.toEqual({
      ok: false,
      reason: 'UNAUTHORIZED',
    });
  });
});
