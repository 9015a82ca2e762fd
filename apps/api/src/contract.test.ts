// Contract tests: the real client (@tarelka/api-client) against the in-process API on a real
// database, every endpoint of the contract, every answer validated against its contract schema.
import { ApiError, createApiClient, type TokenSet } from '@tarelka/api-client';
import { ErrorBody, routes, type RouteName } from '@tarelka/api-client/contract';
import type { TSchema } from 'typebox';
import { Value } from 'typebox/value';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTenant, INSIDE } from './testing/fixtures';
import { injectFetch, type Exchange } from './testing/inject-fetch';
import { createTestApp, type TestApp } from './testing/test-app';

let app: TestApp;
let recorded: Exchange[];
let api: ReturnType<typeof createApiClient>;
let tokens: TokenSet;

const routeOf = (exchange: Exchange): RouteName | undefined =>
  (Object.keys(routes) as RouteName[]).find((name) => {
    const route = routes[name];
    const pattern = new RegExp(`^${route.url.replace(/:\w+/g, '[^/]+')}$`);
    return route.method === exchange.method && pattern.test(exchange.path);
  });

beforeAll(async () => {
  app = await createTestApp({
    tenants: [
      { ...buildTenant(), scheduledOrders: { enabled: true, slotStep: 15, minLeadMinutes: 45, horizonDays: 7 } },
    ],
  });
  const { fetch, exchanges } = injectFetch(app.server);
  recorded = exchanges;
  tokens = {
    accessToken: await app.tokenFor('person-1'),
    refreshToken: await app.tokenFor('person-1', 'alpha', { expiresInSeconds: 3600 }),
  };
  api = createApiClient({
    baseUrl: 'http://api.test',
    whiteLabel: 'alpha',
    fetch,
    getTokens: () => tokens,
    now: () => app.clock.now,
  });
});
afterAll(() => app.close());

const cart = {
  restoId: 1,
  deliveryType: 'DELIVERY' as const,
  location: INSIDE,
  address: 'Тверская улица, 12',
  positions: [{ id: 101, count: 2, modifiers: [{ id: 1002, count: 1 }] }],
};

describe('the client against the reference API', () => {
  it('reads the catalog', async () => {
    expect((await api.getHealth()).status).toBe('ok');
    expect(new Date((await api.getNow()).utc_time).getTime()).toBe(app.clock.now);
    const [city] = await api.getCities();
    expect(await api.getCity(city!.id)).toEqual(city);
    const restos = await api.getRestos({ cityId: city!.id });
    const resto = await api.getResto(restos[0]!.id);
    expect(resto.menus.length).toBeGreaterThan(0);
    const menu = resto.menus[0]!;
    expect((await api.getMenuPositionGroups(menu.id)).length).toBeGreaterThan(0);
    expect((await api.getMenuPositions(menu.id)).length).toBeGreaterThan(0);
    expect((await api.getRestoModifiers(resto.id)).length).toBeGreaterThan(0);
    expect(await api.getRestoTimeSlots(resto.id, { time: '2026-03-04T06:00:00Z' })).toMatchObject([
      { availableNow: true },
    ]);
    expect((await api.getRestoPromotions(resto.id)).length).toBeGreaterThan(0);
    const zones = await api.getRestoDeliveries(resto.id);
    expect(zones.content[0]!.thresholds[0]).toEqual({
      deliveryCost: 20000,
      deliveryTime: 60,
      orderPrice: { min: 100000, max: 200000 },
    });
    expect((await api.getCityDeliveries(city!.id)).content).toEqual(zones.content);
  });

  it('fails catalog reads with the spec messages', async () => {
    await expect(api.getResto(404)).rejects.toMatchObject({ message: 'Failed to fetch resto by ID 404', status: 404 });
    await expect(api.getMenuPositions(404)).rejects.toMatchObject({ message: 'Menu positions not found', status: 404 });
  });

  it('prices, orders and lists orders', async () => {
    const anonymous = await api.preflight(cart);
    expect(anonymous.total).toBe(150000);
    const personal = await api.personalPreflight('person-1', { ...cart, promoCode: 'SAVE10' });
    expect(personal.promoCode).toBe('SAVE10');
    const body = {
      restoId: 1,
      deliveryType: 'DELIVERY' as const,
      payType: 'CARD_ONLINE' as const,
      positions: cart.positions,
      deliveryPlace: { address: cart.address, location: INSIDE },
      person: { name: 'Анна', email: 'anna@example.test' },
    };
    const order = await api.createOrder('person-1', body, 'contract-1');
    expect(order.payment?.url).toContain(order.id);
    expect(await api.createOrder('person-1', body, 'contract-1')).toEqual(order);
    const history = await api.getOrders('person-1');
    expect(history.content[0]).toEqual(order);
    // The payment calls (issue 12): whatever they answer must match the contract.
    await api.getOrder('person-1', order.id).catch((error: unknown) => expect(error).toBeInstanceOf(ApiError));
    await api.retryPayment('person-1', order.id).catch((error: unknown) => expect(error).toBeInstanceOf(ApiError));
    // Orders for a later time (issue 27): the slots of today, and an order for the first of them.
    const { slots, nextSlot } = await api.getOrderSlots(1, { deliveryType: 'DELIVERY', positionIds: '101' });
    expect(nextSlot).toEqual(slots[0]);
    const later = await api.createOrder(
      'person-1',
      { ...body, payType: 'CASH_UPON_RECEIPT', scheduledFor: nextSlot!.at },
      'contract-2',
    );
    expect(later.scheduledFor).toBe(new Date(nextSlot!.at).toISOString());
    const refused = await api.preflight({ ...cart, promoCode: 'NOPE' }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({ status: 422, code: 'promo-code.not-found', message: 'Промокод не найден' });
  });

  it('geocodes from the gazetteer', async () => {
    const { suggestions, sessionToken } = await api.geocodeAutocomplete({ input: 'тверская 12', cityId: 1 });
    expect(sessionToken).toBeTruthy();
    expect(suggestions[0]).toMatchObject({ placeId: 'gz-1', mainText: 'Тверская улица, 12' });
    const place = await api.geocodePlace('gz-1', { sessionToken });
    expect(place).toMatchObject({ street: 'Тверская улица', houseNumber: '12', city: 'Тестоград' });
    expect(await api.geocodeReverse({ lat: 55.7501, lng: 37.6001 })).toMatchObject({ placeId: 'gz-1' });
    expect(await api.geocodeReverse({ lat: 55.65, lng: 37.45 })).toBeNull();
  });

  it('gets answers in the contract from the sign-in calls', async () => {
    // Sign-in is part 2 of the API (issue 6): whatever these answer, it must match the contract.
    const settle = (promise: Promise<unknown>) =>
      promise.catch((error: unknown) => expect(error).toBeInstanceOf(ApiError));
    await settle(api.getMe());
    await settle(
      api.requestPhoneCode({ apiKey: 'k', captchaToken: 'c', mode: 'WEB', phone: '+79990000000', whiteLabel: 'alpha' }),
    );
    await settle(api.signInPhone({ apiKey: 'k', captchaToken: 'c', code: '1234', phone: '+79990000000' }));
    await settle(api.signInGoogle('id-token'));
    await settle(api.signInApple('id-token'));
    await settle(
      api.signInVk({
        apiKey: 'k',
        code: 'c',
        codeVerifier: 'v'.repeat(43),
        deviceId: 'd',
        redirectUri: 'http://127.0.0.1/auth',
        state: 's',
      }),
    );
    // The account (issue 26): profile, saved deliveries, the order's status stream, sign-out.
    await settle(api.updateMe({ firstName: 'Анна', email: 'anna@' }));
    await settle(api.renameDelivery('00000000-0000-4000-8000-000000000000', 'Дом'));
    await settle(api.deleteDelivery('00000000-0000-4000-8000-000000000000'));
    const eventsPath = '/api/v1/persons/person-1/orders/00000000-0000-4000-8000-000000000000/events';
    const events = await app.server.inject({
      method: 'GET',
      url: eventsPath,
      headers: { authorization: `Bearer ${tokens.accessToken}` },
    });
    recorded.push({ method: 'GET', path: eventsPath, status: events.statusCode, body: events.json() });
    expect(await api.signOut()).toEqual({ revoked: 0 }); // a test token names no session
    expect(await api.signOut({ everywhere: true })).toEqual({ revoked: 0 });
    // An expired access token makes the client refresh before the call.
    tokens = { ...tokens, accessToken: await app.tokenFor('person-1', 'alpha', { expiresInSeconds: -1 }) };
    await settle(api.getOrders('person-1'));
    expect(recorded.some((e) => e.path === '/api/v1/sign/refresh')).toBe(true);
    const ready = await app.server.inject({ method: 'GET', url: '/ready' });
    recorded.push({ method: 'GET', path: '/ready', status: ready.statusCode, body: ready.json() });
  });

  it('answered every call of the contract with a body that matches its schema', () => {
    const seen = new Set<RouteName>();
    for (const exchange of recorded) {
      const name = routeOf(exchange);
      expect(name, `${exchange.method} ${exchange.path} is not in the contract`).toBeDefined();
      seen.add(name!);
      const responses = routes[name!].schema.response as Record<number, TSchema>;
      const schema = responses[exchange.status] ?? (exchange.status >= 400 ? ErrorBody : undefined);
      expect(schema, `${name} answered ${exchange.status}, which the contract does not list`).toBeDefined();
      const problems = [...Value.Errors(schema!, exchange.body)].map((e) => `${e.instancePath} ${e.message}`);
      expect(problems, `${name} ${exchange.status}`).toEqual([]);
    }
    expect([...seen].sort()).toEqual((Object.keys(routes) as RouteName[]).sort());
  });
});
