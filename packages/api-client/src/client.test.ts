import { describe, expect, it, vi } from 'vitest';
import { ApiError, createApiClient, type TokenSet } from './index';
import { fakeFetch, json, jwt } from './testing';

const NOW = Date.parse('2026-03-04T09:00:00Z');
const inAnHour = NOW / 1000 + 3600;
const anHourAgo = NOW / 1000 - 3600;

describe('createApiClient', () => {
  it('returns the parsed body of a successful call', async () => {
    const { fetch } = fakeFetch(() => json(200, { utc_time: '2026-01-01T00:00:00.000Z' }));
    const api = createApiClient({ baseUrl: 'http://api.test/', fetch });
    await expect(api.getNow()).resolves.toEqual({ utc_time: '2026-01-01T00:00:00.000Z' });
  });

  it('names the tenant and the language on every call: reads in the query, with safelisted headers only', async () => {
    const { fetch, calls } = fakeFetch(() => json(200, []));
    const api = createApiClient({ baseUrl: 'http://api.test', whiteLabel: 'demo', lang: () => 'en', fetch });
    await api.getCities();
    await api.getRestos({ cityId: 3 });
    await api.getMenuPositions(5);
    expect(calls.map((c) => c.url)).toEqual([
      'http://api.test/1/p/cities?lang=en&whiteLabel=demo',
      'http://api.test/1/p/restos?lang=en&whiteLabel=demo&cityId=3',
      'http://api.test/1/p/menus/5/positions?lang=en&whiteLabel=demo',
    ]);
    // Only CORS-safelisted request headers: a cross-origin read goes without a preflight.
    for (const call of calls) expect(Object.keys(call.headers).sort()).toEqual(['accept', 'accept-language']);
  });

  it("asks for a day's order slots with the tenant and the cart in the query", async () => {
    const { fetch, calls } = fakeFetch(() => json(200, { date: '2026-03-03', slots: [] }));
    const api = createApiClient({ baseUrl: 'http://api.test', whiteLabel: 'demo', lang: () => 'ru', fetch });
    await api.getOrderSlots(2, { deliveryType: 'TAKE_AWAY', date: '2026-03-03', positionIds: '101,102' });
    expect(calls[0]!.url).toBe(
      'http://api.test/1/p/restos/2/order-slots?lang=ru&deliveryType=TAKE_AWAY&date=2026-03-03&positionIds=101%2C102&whiteLabel=demo',
    );
  });

  it('names the tenant in the x-white-label header of calls that are not plain reads', async () => {
    const { fetch, calls } = fakeFetch(() => json(200, { positions: [] }));
    const api = createApiClient({ baseUrl: 'http://api.test', whiteLabel: 'demo', lang: () => 'ru', fetch });
    await api.preflight({ restoId: 1, deliveryType: 'TAKE_AWAY', positions: [{ id: 1, count: 1 }] });
    expect(calls[0]!.url).toBe('http://api.test/1/persons/orders/preflight?lang=ru');
    expect(calls[0]!.headers).toMatchObject({ 'x-white-label': 'demo', 'accept-language': 'ru' });
  });

  it('sends plain objects and arrays as JSON, and other bodies as they are', async () => {
    const { fetch, calls } = fakeFetch(() => json(200, { positions: [] }));
    const api = createApiClient({ baseUrl: 'http://api.test', fetch });
    const cart = { restoId: 1, deliveryType: 'TAKE_AWAY' as const, positions: [{ id: 1, count: 2 }] };
    await api.preflight(cart);
    expect(calls[0]).toMatchObject({ method: 'POST', body: JSON.stringify(cart) });
    expect(calls[0]!.headers['content-type']).toBe('application/json');
  });

  it('maps zone thresholds to the spec names (deliveryPrice → deliveryCost …)', async () => {
    const { fetch } = fakeFetch(() =>
      json(200, {
        content: [
          {
            id: 1,
            name: 'Центр',
            restoId: 2,
            polygon: [],
            thresholds: [{ deliveryPrice: 19900, time: 60, minOrderPrice: 100000, maxOrderPrice: null }],
          },
        ],
        page: 0,
        size: 100,
        totalElements: 1,
        totalPages: 1,
      }),
    );
    const api = createApiClient({ baseUrl: 'http://api.test', fetch });
    const zones = await api.getRestoDeliveries(2);
    expect(zones.content[0]!.thresholds).toEqual([
      { deliveryCost: 19900, deliveryTime: 60, orderPrice: { min: 100000, max: null } },
    ]);
  });

  it('asks for the spec’s page size of 100 zones', async () => {
    const { fetch, calls } = fakeFetch(() =>
      json(200, { content: [], page: 0, size: 100, totalElements: 0, totalPages: 0 }),
    );
    await createApiClient({ baseUrl: 'http://api.test', fetch }).getCityDeliveries(1);
    expect(calls[0]!.url).toBe('http://api.test/1/p/cities/1/deliveries?size=100');
  });
});

describe('tokens', () => {
  const fresh: TokenSet = { accessToken: jwt(inAnHour), refreshToken: jwt(inAnHour + 3600), source: 'PHONE' };

  it('adds the bearer access token to personal calls', async () => {
    const { fetch, calls } = fakeFetch(() =>
      json(200, { content: [], page: 0, size: 20, totalElements: 0, totalPages: 0 }),
    );
    const api = createApiClient({ baseUrl: 'http://api.test', fetch, getTokens: () => fresh, now: () => NOW });
    await api.getOrders('p1');
    expect(calls[0]!.headers.authorization).toBe(`Bearer ${fresh.accessToken}`);
  });

  it('refreshes an expired access token once for 10 concurrent calls', async () => {
    let tokens: TokenSet = { accessToken: jwt(anHourAgo), refreshToken: jwt(inAnHour), source: 'GOOGLE' };
    const renewed = { accessToken: jwt(inAnHour, { n: 2 }), refreshToken: jwt(inAnHour + 7200, { n: 2 }) };
    const { fetch, calls } = fakeFetch(async (call) => {
      if (call.url.endsWith('/api/v1/sign/refresh')) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        return json(200, renewed);
      }
      return json(200, { content: [], page: 0, size: 20, totalElements: 0, totalPages: 0 });
    });
    const onTokens = vi.fn((next: TokenSet) => {
      tokens = next;
    });
    const api = createApiClient({
      baseUrl: 'http://api.test',
      fetch,
      getTokens: () => tokens,
      onTokens,
      now: () => NOW,
    });
    await Promise.all(Array.from({ length: 10 }, () => api.getOrders('p1')));
    const refreshes = calls.filter((c) => c.url.endsWith('/sign/refresh'));
    expect(refreshes).toHaveLength(1);
    expect(refreshes[0]!.headers.authorization).toBe(`Bearer ${jwt(inAnHour)}`);
    expect(onTokens).toHaveBeenCalledTimes(1);
    expect(onTokens).toHaveBeenCalledWith({ ...renewed, vkAccessToken: null, source: 'GOOGLE' });
    const personal = calls.filter((c) => c.url.includes('/orders'));
    expect(personal).toHaveLength(10);
    for (const call of personal) expect(call.headers.authorization).toBe(`Bearer ${renewed.accessToken}`);
  });

  it('signs out through the VK hook when the refresh token is expired', async () => {
    const tokens: TokenSet = {
      accessToken: jwt(anHourAgo),
      refreshToken: jwt(anHourAgo),
      vkAccessToken: 'vk-token',
      source: 'VK',
    };
    const { fetch, calls } = fakeFetch(() => json(200, {}));
    const order: string[] = [];
    const vkSignOut = vi.fn(async () => {
      order.push('vk');
    });
    const onSignOut = vi.fn(() => {
      order.push('local');
    });
    const api = createApiClient({
      baseUrl: 'http://api.test',
      fetch,
      getTokens: () => tokens,
      onSignOut,
      vkSignOut,
      now: () => NOW,
    });
    const error = await api.getMe().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, code: 'auth.unauthorized' });
    expect(vkSignOut).toHaveBeenCalledWith('vk-token');
    expect(order).toEqual(['vk', 'local']);
    expect(calls).toHaveLength(0);
  });

  it('signs out without the VK hook for other sources, and when the server refuses the refresh', async () => {
    const vkSignOut = vi.fn();
    const onSignOut = vi.fn();
    const expired: TokenSet = { accessToken: jwt(anHourAgo), refreshToken: jwt(anHourAgo), source: 'PHONE' };
    const { fetch } = fakeFetch(() => json(401, { errors: [{ code: 'auth.invalid-token', message: 'revoked' }] }));
    const api = createApiClient({
      baseUrl: 'http://api.test',
      fetch,
      getTokens: () => expired,
      onSignOut,
      vkSignOut,
      now: () => NOW,
    });
    await expect(api.getMe()).rejects.toMatchObject({ status: 401 });
    expect(vkSignOut).not.toHaveBeenCalled();
    expect(onSignOut).toHaveBeenCalledTimes(1);

    const revoked: TokenSet = { accessToken: jwt(anHourAgo), refreshToken: jwt(inAnHour), source: 'PHONE' };
    const second = createApiClient({
      baseUrl: 'http://api.test',
      fetch,
      getTokens: () => revoked,
      onSignOut,
      now: () => NOW,
    });
    await expect(second.getMe()).rejects.toMatchObject({ status: 401 });
    expect(onSignOut).toHaveBeenCalledTimes(2);
  });

  it('treats a token exactly at its exp as expired (spec §5)', async () => {
    const tokens: TokenSet = { accessToken: jwt(NOW / 1000), refreshToken: jwt(inAnHour) };
    const { fetch, calls } = fakeFetch((call) =>
      call.url.endsWith('/refresh')
        ? json(200, { accessToken: jwt(inAnHour), refreshToken: jwt(inAnHour) })
        : json(200, {}),
    );
    await createApiClient({ baseUrl: 'http://api.test', fetch, getTokens: () => tokens, now: () => NOW }).getMe();
    expect(calls.map((c) => c.url)).toEqual(['http://api.test/api/v1/sign/refresh', 'http://api.test/api/v1/me']);
  });

  it('refuses a personal call without tokens', async () => {
    const { fetch, calls } = fakeFetch(() => json(200, {}));
    await expect(createApiClient({ baseUrl: 'http://api.test', fetch }).getMe()).rejects.toMatchObject({ status: 401 });
    expect(calls).toHaveLength(0);
  });

  it('refreshes at startup on demand, and stores the token set of a sign-in', async () => {
    let tokens: TokenSet | null = { accessToken: jwt(anHourAgo), refreshToken: jwt(inAnHour), source: 'PHONE' };
    const onTokens = vi.fn((next: TokenSet) => {
      tokens = next;
    });
    const { fetch } = fakeFetch((call) =>
      json(
        200,
        call.url.endsWith('/refresh')
          ? { accessToken: 'a2', refreshToken: 'r2' }
          : { accessToken: 'a3', refreshToken: 'r3' },
      ),
    );
    const api = createApiClient({
      baseUrl: 'http://api.test',
      fetch,
      getTokens: () => tokens,
      onTokens,
      now: () => NOW,
    });
    expect(await api.refreshTokens()).toMatchObject({ accessToken: 'a2', source: 'PHONE' });
    const signedIn = await api.signInPhone({ apiKey: 'k', captchaToken: 'c', code: '1234', phone: '+79990000000' });
    expect(signedIn).toEqual({ accessToken: 'a3', refreshToken: 'r3', source: 'PHONE' });
    expect(onTokens).toHaveBeenCalledTimes(2);
  });
});
