// The service worker's rules (issue 30): which requests it keeps and which it never touches.
import { describe, expect, it } from 'vitest';
import { cacheRule, deviceTime, isStorable, slotsKey } from './rules';

const API = 'https://api.tarelka.test';

const request = (url: string, init: { method?: string; token?: boolean } = {}) => ({
  url,
  method: init.method ?? 'GET',
  headers: new Headers(init.token ? { authorization: 'Bearer x' } : {}),
});

describe('cacheRule', () => {
  it.each([
    '/1/p/cities?whiteLabel=demo&lang=ru',
    '/1/p/cities/1?whiteLabel=demo',
    '/1/p/cities/1/deliveries?whiteLabel=demo',
    '/1/p/restos?cityId=1&whiteLabel=demo',
    '/1/p/restos/1?whiteLabel=demo',
    '/1/p/menus/1/position-groups?whiteLabel=demo',
    '/1/p/menus/1/positions?whiteLabel=demo&lang=en',
    '/1/restos/1/positions/modifiers?whiteLabel=demo',
    '/1/restos/1/promotions?whiteLabel=demo',
    '/1/restos/1/deliveries?whiteLabel=demo',
  ])('keeps the catalog read %s', (path) => {
    expect(cacheRule(request(`${API}${path}`), API)).toBe('catalog');
  });

  it("keeps the API's catalog photos", () => {
    expect(cacheRule(request(`${API}/assets/demo/dishes/borscht.webp`), API)).toBe('images');
  });

  it.each([
    ['the person', '/api/v1/me'],
    ['the order history', '/api/v1/persons/p1/orders'],
    ['an order', '/api/v1/persons/p1/orders/o1'],
    ["an order's status stream", '/api/v1/persons/p1/orders/o1/events'],
    ['order slots (they depend on the time)', '/1/p/restos/1/order-slots'],
    ['geocoding', '/1/p/geocode/autocomplete?input=Тверская'],
    ['the health check', '/health'],
  ])('never keeps %s', (_, path) => {
    expect(cacheRule(request(`${API}${path}`), API)).toBeNull();
  });

  it.each([
    ['a preflight', '/1/persons/orders/preflight', 'POST'],
    ["a signed-in person's preflight", '/1/persons/p1/orders/preflight', 'POST'],
    ['an order', '/api/v1/persons/p1/orders', 'POST'],
    ['a payment', '/api/v1/persons/p1/orders/o1/payments', 'POST'],
    ['sign-in by phone', '/api/v1/sign/in/phone', 'POST'],
    ['the SMS code', '/api/v1/sign/in/phone/code', 'POST'],
    ['a token refresh', '/api/v1/sign/refresh', 'POST'],
    ['VK ID sign-in', '/1/sign/in/vk-id', 'POST'],
    ['a profile change', '/api/v1/me', 'PATCH'],
  ])('never keeps a write: %s', (_, path, method) => {
    expect(cacheRule(request(`${API}${path}`, { method }), API)).toBeNull();
  });

  it('answers the server time and the time slots from the network, with an offline answer', () => {
    expect(cacheRule(request(`${API}/1/now`), API)).toBe('time');
    expect(cacheRule(request(`${API}/1/restos/1/position-time-slots?time=2026-11-26T14:00:00Z`), API)).toBe('slots');
  });

  it('keeps the time slots under the resto, not the time asked for', () => {
    expect(slotsKey(`${API}/1/restos/1/position-time-slots?time=2026-11-26T14%3A00%3A00.000Z&whiteLabel=demo`)).toBe(
      `${API}/1/restos/1/position-time-slots?whiteLabel=demo`,
    );
  });

  it("offline, the server's time is the device's clock, in the API's shape", () => {
    expect(JSON.parse(deviceTime(Date.UTC(2026, 10, 26, 14)))).toEqual({ utc_time: '2026-11-26T14:00:00.000Z' });
  });

  it('never keeps a read sent with a token, even of a catalog path', () => {
    expect(cacheRule(request(`${API}/1/p/menus/1/positions`, { token: true }), API)).toBeNull();
  });

  it("leaves other origins alone: the storefront's own files (precached) and third parties", () => {
    expect(cacheRule(request('https://demo.tarelka.test/assets/Ab12.js'), API)).toBeNull();
    expect(cacheRule(request('https://demo.tarelka.test/1/p/cities'), API)).toBeNull();
    expect(cacheRule(request('https://mc.yandex.ru/watch/1'), API)).toBeNull();
  });
});

describe('isStorable', () => {
  const response = (status: number, cacheControl?: string, type = 'cors') => ({
    status,
    type,
    headers: new Headers(cacheControl ? { 'cache-control': cacheControl } : {}),
  });

  it("keeps the API's public catalog answers", () => {
    expect(isStorable(response(200, 'public, max-age=60, stale-while-revalidate=600'))).toBe(true);
  });

  it('never keeps what the API marks personal, nor a failure', () => {
    expect(isStorable(response(200, 'no-store'))).toBe(false);
    expect(isStorable(response(200, 'private, max-age=0'))).toBe(false);
    expect(isStorable(response(404, 'public'))).toBe(false);
    expect(isStorable(response(500))).toBe(false);
  });

  it('keeps the no-store time slots only as the offline answer', () => {
    expect(isStorable(response(200, 'no-store'), { offlineOnly: true })).toBe(true);
    expect(isStorable(response(503), { offlineOnly: true })).toBe(false);
  });

  it('keeps an opaque photo (an <img> without CORS hides its status)', () => {
    expect(isStorable(response(0, undefined, 'opaque'))).toBe(true);
  });
});
