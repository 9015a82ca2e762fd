import { connect, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INSIDE } from '../testing/fixtures';
import { createTestApp, type TestApp } from '../testing/test-app';

let app: TestApp;
let token: string;

beforeAll(async () => {
  app = await createTestApp();
  token = await app.tokenFor('person-1');
});
afterAll(() => app.close());

const preflight = (payload: string | object, headers: Record<string, string> = {}) =>
  app.server.inject({
    method: 'POST',
    url: '/1/persons/orders/preflight',
    headers: { 'x-white-label': 'alpha', 'content-type': 'application/json', ...headers },
    payload,
  });

const expectErrors = (response: { statusCode: number; json: () => unknown }, status: number, code: string) => {
  expect(response.statusCode).toBe(status);
  expect(response.json()).toEqual({ errors: [expect.objectContaining({ code, message: expect.any(String) })] });
};

describe('hardening', () => {
  it('answers malformed JSON with 400 and the errors shape', async () => {
    expectErrors(await preflight('{"restoId": 1, "positions": ['), 400, 'request.invalid');
    expectErrors(await preflight(''), 400, 'request.invalid');
  });

  it('answers a body over 1 MiB with 413 and the errors shape', async () => {
    const big = JSON.stringify({
      restoId: 1,
      deliveryType: 'TAKE_AWAY',
      positions: [],
      padding: 'x'.repeat(1024 * 1024),
    });
    expectErrors(await preflight(big), 413, 'request.too-large');
  });

  it('answers a body of the wrong type or media type with a 4xx and the errors shape', async () => {
    expectErrors(
      await preflight({ restoId: 1, deliveryType: 'TAKE_AWAY', positions: [{ id: 101, count: 'two' }] }),
      400,
      'request.invalid',
    );
    expectErrors(await preflight([1, 2, 3]), 400, 'request.invalid');
    expectErrors(
      await preflight('<restoId/>', { 'content-type': 'application/xml' }),
      415,
      'request.unsupported-media-type',
    );
    expectErrors(await preflight('<restoId/>', { 'content-type': 'text/xml' }), 415, 'request.unsupported-media-type');
    const order = await app.server.inject({
      method: 'POST',
      url: '/api/v1/persons/person-1/orders',
      headers: { authorization: `Bearer ${token}`, 'idempotency-key': 'h-1' },
      payload: {
        restoId: 1,
        deliveryType: 'DELIVERY',
        payType: 'CASH',
        positions: [],
        person: { name: '', email: 'no' },
      },
    });
    expectErrors(order, 400, 'request.invalid');
    const path = await app.server.inject({
      method: 'GET',
      url: '/1/p/restos/abc',
      headers: { 'x-white-label': 'alpha' },
    });
    expectErrors(path, 400, 'request.invalid');
  });

  it('answers every body that is not JSON with 415, on every JSON route', async () => {
    const json = JSON.stringify({ restoId: 1, deliveryType: 'TAKE_AWAY', positions: [] });
    const signIn = (contentType: string) =>
      app.server.inject({
        method: 'POST',
        url: '/api/v1/sign/in/phone/code',
        headers: { 'content-type': contentType },
        payload: '{"phone":"+79990000000"}',
      });
    for (const contentType of [
      'text/plain',
      'text/plain; charset=utf-8',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/octet-stream',
    ]) {
      expectErrors(await preflight(json, { 'content-type': contentType }), 415, 'request.unsupported-media-type');
      expectErrors(await signIn(contentType), 415, 'request.unsupported-media-type');
      const order = await app.server.inject({
        method: 'POST',
        url: '/api/v1/persons/person-1/orders',
        headers: { authorization: `Bearer ${token}`, 'idempotency-key': 'h-415', 'content-type': contentType },
        payload: json,
      });
      expectErrors(order, 415, 'request.unsupported-media-type');
    }
    // JSON with its charset is JSON.
    expect((await preflight(json, { 'content-type': 'application/json; charset=utf-8' })).statusCode).toBe(200);
  });

  it('answers unknown routes with 404 and the errors shape', async () => {
    expectErrors(await app.server.inject({ method: 'GET', url: '/nope' }), 404, 'not-found');
  });

  it('sends security headers', async () => {
    const response = await app.server.inject({ method: 'GET', url: '/health' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['strict-transport-security']).toBeDefined();
  });

  it('allows the loopback storefront origins and tenant origins, not others', async () => {
    const origin = async (value: string) =>
      (await app.server.inject({ method: 'GET', url: '/1/now', headers: { origin: value } })).headers[
        'access-control-allow-origin'
      ];
    expect(await origin('http://127.0.0.1:4780')).toBe('http://127.0.0.1:4780');
    expect(await origin('http://localhost:5173')).toBe('http://localhost:5173');
    expect(await origin('https://alpha.example')).toBe('https://alpha.example');
    expect(await origin('https://evil.example')).toBeUndefined();
    const preflightCors = await app.server.inject({
      method: 'OPTIONS',
      url: '/api/v1/persons/p/orders',
      headers: {
        origin: 'http://127.0.0.1:4780',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,content-type,idempotency-key,x-white-label',
      },
    });
    expect(preflightCors.statusCode).toBe(204);
    expect(preflightCors.headers['access-control-allow-headers']).toContain('idempotency-key');
  });

  it('reports readiness from the database', async () => {
    expect((await app.server.inject({ method: 'GET', url: '/ready' })).json()).toEqual({ status: 'ok' });
  });
});

describe('load shedding and failures', () => {
  it('answers 503 with Retry-After past capacity, never a hang or a 500', async () => {
    const full = await createTestApp({ maxInFlight: 0 });
    try {
      const response = await full.server.inject({ method: 'GET', url: '/1/now' });
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('5');
      expect(response.json().errors[0].code).toBe('server.overloaded');
      // Probes are never shed: they answer in their own shape.
      const ready = await full.server.inject({ method: 'GET', url: '/ready' });
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toEqual({ status: 'ok' });
      expect((await full.server.inject({ method: 'GET', url: '/health' })).json()).toEqual({ status: 'ok' });
    } finally {
      await full.close();
    }
  });

  it('hides the details of an unexpected failure', async () => {
    const broken = await createTestApp();
    const auth = await broken.tokenFor('p');
    await broken.database.close();
    try {
      const response = await broken.server.inject({
        method: 'GET',
        url: '/api/v1/persons/p/orders',
        headers: { authorization: `Bearer ${auth}`, 'accept-language': 'en' },
      });
      expect(response.statusCode).toBe(500);
      // Spec §8's general message, in the request's language; nothing of the failure itself.
      expect(response.json()).toEqual({
        errors: [{ code: 'server.error', message: 'The request could not be completed' }],
      });
      expect((await broken.server.inject({ method: 'GET', url: '/ready' })).statusCode).toBe(503);
    } finally {
      await broken.server.close();
      await broken.database.dispose().catch(() => {});
    }
  });

  it('keeps working for preflights while the cart is valid', async () => {
    const response = await preflight({
      restoId: 1,
      deliveryType: 'DELIVERY',
      location: INSIDE,
      positions: [{ id: 103, count: 10 }],
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('refusals at the edge', () => {
  const get = (url: string, headers: Record<string, string> = {}) => app.server.inject({ method: 'GET', url, headers });

  it('refuses a NUL character in the query or path with 400, before the database', async () => {
    expectErrors(await get('/1/p/restos?whiteLabel=%00abc'), 400, 'request.invalid');
    expectErrors(await get('/1/p/cities?whiteLabel=%00abc'), 400, 'request.invalid');
    const orders = await get('/api/v1/persons/%00abc/orders/7f0c5b8e-3a1d-4c1e-9f57-2b1e0c9d4a11', {
      authorization: `Bearer ${token}`,
    });
    expectErrors(orders, 400, 'request.invalid');
  });

  it('refuses a white label that is not an id, and pages past the last one, with 400', async () => {
    expectErrors(await get('/1/p/cities?whiteLabel=Alpha%20Beta'), 400, 'request.invalid');
    expect((await get('/1/p/cities?whiteLabel=alpha')).statusCode).toBe(200);
    const history = (query: string) =>
      get(`/api/v1/persons/person-1/orders?${query}`, { authorization: `Bearer ${token}` });
    expectErrors(await history('page=1e308'), 400, 'request.invalid');
    expectErrors(await history('page=10001'), 400, 'request.invalid');
    expectErrors(await history('size=501'), 400, 'request.invalid');
    expect((await history('page=10000&size=500')).statusCode).toBe(200);
  });

  it('routes place ids up to 256 characters, and answers longer ones and bad URLs in the errors shape', async () => {
    const place = (length: number) => get(`/1/p/geocode/places/${'p'.repeat(length)}`, { 'x-white-label': 'alpha' });
    for (const length of [101, 128]) expectErrors(await place(length), 404, 'not-found');
    expectErrors(await place(129), 400, 'request.invalid');
    expectErrors(await place(300), 414, 'request.too-large');
    expectErrors(await get('/1/p/cities/%E0%A4%A'), 400, 'request.invalid');
  });

  it('answers requests the HTTP parser refuses in the errors shape', async () => {
    await app.server.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.server.address() as AddressInfo;
    const raw = (request: string) =>
      new Promise<{ status: number; body: unknown }>((resolve, reject) => {
        const socket = connect(port, '127.0.0.1');
        let data = '';
        socket.on('data', (chunk) => (data += chunk.toString()));
        socket.on('error', reject);
        socket.on('close', () => {
          const [head = '', body = ''] = data.split('\r\n\r\n');
          resolve({ status: Number(head.split(' ')[1]), body: JSON.parse(body) });
        });
        socket.end(request);
      });
    const malformed = await raw('GET / HTTP/1.1 nonsense\r\n\r\n');
    expect(malformed.status).toBe(400);
    expect(malformed.body).toEqual({ errors: [expect.objectContaining({ code: 'request.invalid' })] });
    const huge = await raw(`GET /1/now?q=${'x'.repeat(17 * 1024)} HTTP/1.1\r\nHost: x\r\n\r\n`);
    expect(huge.status).toBe(431);
    expect(huge.body).toEqual({ errors: [expect.objectContaining({ code: 'request.too-large' })] });
  });
});
