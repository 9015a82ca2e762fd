import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCatalog, buildTenant, NOON } from '../testing/fixtures';
import { createTestApp, type TestApp } from '../testing/test-app';

let app: TestApp;
const get = (url: string, headers: Record<string, string> = {}) =>
  app.server.inject({ method: 'GET', url, headers: { 'x-white-label': 'alpha', ...headers } });

beforeAll(async () => {
  app = await createTestApp({
    tenants: [buildTenant('alpha'), buildTenant('beta', buildCatalog('Бетаград'))],
  });
});
afterAll(() => app.close());

describe('catalog', () => {
  it('lists only the cities of the white label asked for', async () => {
    const alpha = await app.server.inject({ method: 'GET', url: '/1/p/cities?whiteLabel=alpha' });
    const beta = await app.server.inject({ method: 'GET', url: '/1/p/cities?whiteLabel=beta' });
    expect(alpha.json()).toMatchObject([{ id: 1, name: 'Тестоград' }]);
    expect(beta.json()).toMatchObject([{ id: 1, name: 'Бетаград' }]);
  });

  it('answers in English when asked and falls back to Russian', async () => {
    expect((await get('/1/p/cities?lang=en')).json()[0].name).toBe('Testograd');
    expect((await get('/1/p/cities', { 'accept-language': 'en-GB,en;q=0.9' })).json()[0].name).toBe('Testograd');
    const restos = (await get('/1/p/restos?cityId=1&lang=en')).json();
    expect(restos[0].address).toBe('Тестоград, улица 1');
  });

  it('refuses a catalog call without a white label, and an unknown one', async () => {
    const missing = await app.server.inject({ method: 'GET', url: '/1/p/cities' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors[0].code).toBe('white-label.required');
    const unknown = await get('/1/p/cities', { 'x-white-label': 'nobody' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errors[0].code).toBe('white-label.not-found');
  });

  it('gives restos of a city with menus, pay types and the default timezone', async () => {
    const restos = (await get('/1/p/restos?cityId=1')).json();
    expect(restos.map((r: { id: number }) => r.id)).toEqual([1, 2]);
    expect(restos[0]).toMatchObject({
      timezone: '+03:00',
      currency: 'RUB',
      emails: [{ value: 'r1@example.test' }],
      menus: [
        { id: 1, isDelivery: true },
        { id: 2, isDelivery: false },
      ],
      payConfig: { delivery: { cardOnline: 'test' }, takeAway: { cardOnline: '', cashUponReceipt: false } },
      photos: [{ src: '/assets/alpha/img/resto.webp', width: 320, height: 180 }],
    });
    expect(restos[0].pays.map((p: { code: string }) => p.code)).toEqual([
      'CARD_ONLINE',
      'CARD_UPON_RECEIPT',
      'CASH_UPON_RECEIPT',
    ]);
    expect((await get('/1/p/restos?cityId=2')).json()).toEqual([]);
  });

  it('gives one resto, and 404 with the errors shape for an unknown one', async () => {
    expect((await get('/1/p/restos/2')).json()).toMatchObject({ id: 2, payConfig: { delivery: null } });
    const missing = await get('/1/p/restos/99');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ errors: [{ code: 'resto.not-found', message: expect.any(String) }] });
  });

  it('gives the groups and positions of a menu, ungrouped positions with a null group', async () => {
    const groups = (await get('/1/p/menus/1/position-groups')).json();
    expect(groups.map((g: { id: number; adult: boolean }) => [g.id, g.adult])).toEqual([
      [11, false],
      [12, false],
      [13, true],
    ]);
    const positions = (await get('/1/p/menus/1/positions')).json();
    const pizza = positions.find((p: { id: number }) => p.id === 101);
    expect(pizza).toMatchObject({
      menu: { id: 1 },
      positionGroup: { id: 11 },
      price: 50000,
      measure: { value: 30, unit: 'cm' },
      hasModifiers: true,
      modifierGroupIds: [1, 2],
      nutrition: { per100: { kcal: 250, proteins: 11, fats: 9, carbohydrates: 30 } },
      allergens: ['gluten', 'milk'],
      diets: ['vegetarian'],
      ingredients: 'Тесто, томаты, моцарелла',
    });
    expect(positions.find((p: { id: number }) => p.id === 102).positionGroup).toBeNull();
    expect(positions.find((p: { id: number }) => p.id === 105).adult).toBe(true);
    expect((await get('/1/p/menus/99/positions')).statusCode).toBe(404);
  });

  it('gives the modifier groups of a resto with min/max and prices', async () => {
    const modifiers = (await get('/1/restos/1/positions/modifiers')).json();
    expect(modifiers[0]).toEqual({
      id: 1,
      name: 'Размер',
      min: 1,
      max: 1,
      required: true,
      options: [
        { id: 1001, name: '30 см', price: 0, maxCount: 1 },
        { id: 1002, name: '40 см', price: 15000, maxCount: 1 },
      ],
    });
    expect(modifiers[1]).toMatchObject({
      required: false,
      options: [
        {
          id: 1003,
          maxCount: 2,
          allergens: ['milk'],
          nutrition: { kcal: 81, proteins: 5, fats: 6.6, carbohydrates: 0.3 },
        },
        { id: 1004, maxCount: 3 },
      ],
    });
  });

  it('tells whether time-slotted positions are available at the time given', async () => {
    const at = (iso: string) => get(`/1/restos/1/position-time-slots?time=${encodeURIComponent(iso)}`);
    expect((await at('2026-03-04T06:00:00Z')).json()).toMatchObject([{ positionIds: [104], availableNow: true }]);
    expect((await at('2026-03-04T09:00:00Z')).json()).toMatchObject([{ positionIds: [104], availableNow: false }]);
    // Without a time, the server's clock (noon) is used.
    expect((await get('/1/restos/1/position-time-slots')).json()[0].availableNow).toBe(false);
    expect((await get('/1/restos/2/position-time-slots')).json()).toEqual([]);
  });

  it('gives current promotions only, highest priority first', async () => {
    const promotions = (await get('/1/restos/1/promotions')).json();
    expect(promotions.map((p: { id: number }) => p.id)).toEqual([1]);
    expect(promotions[0]).toMatchObject({ title: 'Новинки', kind: 'INFO' });
  });

  it('pages the zones of a resto (size 100 by default) in the server field names', async () => {
    const page = (await get('/1/restos/1/deliveries')).json();
    expect(page).toMatchObject({ page: 0, size: 100, totalElements: 1, totalPages: 1 });
    expect(page.content[0].thresholds).toEqual([
      { deliveryPrice: 20000, time: 60, minOrderPrice: 100000, maxOrderPrice: 200000 },
      { deliveryPrice: 0, time: 45, minOrderPrice: 200000, maxOrderPrice: 500000 },
    ]);
    expect((await get('/1/restos/1/deliveries?page=1&size=1')).json()).toMatchObject({ content: [], page: 1, size: 1 });
    expect((await get('/1/restos/2/deliveries')).json().content).toEqual([]);
  });

  it('gives the zones of every resto of a city', async () => {
    const page = (await get('/1/p/cities/1/deliveries')).json();
    expect(page.content.map((z: { restoId: number }) => z.restoId)).toEqual([1]);
    expect((await get('/1/p/cities/7/deliveries')).statusCode).toBe(404);
  });

  it('answers catalog reads with ETag and Cache-Control, and 304 to a matching If-None-Match', async () => {
    const first = await get('/1/p/menus/1/positions');
    expect(first.headers['cache-control']).toMatch(/max-age=\d+/);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    const again = await get('/1/p/menus/1/positions', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const english = await get('/1/p/menus/1/positions?lang=en', { 'if-none-match': etag });
    expect(english.statusCode).toBe(200);
  });

  it('sends a pre-compressed body to clients that accept gzip or brotli', async () => {
    const gzip = await get('/1/p/menus/1/positions', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const br = await get('/1/p/menus/1/positions', { 'accept-encoding': 'gzip, br' });
    expect(br.headers['content-encoding']).toBe('br');
  });

  it('tells the server time', async () => {
    const now = (await app.server.inject({ method: 'GET', url: '/1/now' })).json();
    expect(now).toEqual({ utc_time: new Date(NOON).toISOString() });
  });
});
