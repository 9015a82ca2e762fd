import { describe, expect, it } from 'vitest';
import { ApiError, clampStatus, createApiClient, isNetworkError, normaliseError } from './index';
import { fakeFetch, json } from './testing';

const clientAnswering = (response: () => Response | Promise<Response>) =>
  createApiClient({ baseUrl: 'http://api.test', whiteLabel: 'demo', fetch: fakeFetch(response).fetch });

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected a failure');
    },
    (error: unknown) => error as ApiError,
  );

describe('error normalisation (spec §8)', () => {
  it('uses the first server error for the message and code, with status and status text', async () => {
    const api = clientAnswering(() =>
      json(
        422,
        {
          errors: [
            { code: 'promo-code.not-found', message: 'Промокод не найден' },
            { code: 'b', message: 'second' },
          ],
        },
        'Unprocessable Entity',
      ),
    );
    const error = await failure(api.preflight({ restoId: 1, deliveryType: 'TAKE_AWAY', positions: [] }));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      message: 'Промокод не найден',
      status: 422,
      statusText: 'Unprocessable Entity',
      code: 'promo-code.not-found',
    });
    expect(error.errors).toHaveLength(2);
  });

  it('keeps the positions and the next slot of a refused time (issue 27)', async () => {
    const api = clientAnswering(() =>
      json(422, {
        errors: [
          {
            code: 'order.slot-position-unavailable',
            message: 'Недоступно в это время: Бизнес-ланч',
            field: '/scheduledFor',
            positions: [{ id: 3, name: 'Бизнес-ланч' }, { id: 'x' }],
          },
          { code: 'resto.closed', message: 'Закрыто', nextSlot: '2026-03-03T10:45:00+03:00' },
        ],
      }),
    );
    const error = await failure(api.preflight({ restoId: 1, deliveryType: 'TAKE_AWAY', positions: [] }));
    expect(error.code).toBe('order.slot-position-unavailable');
    expect(error.errors).toEqual([
      {
        code: 'order.slot-position-unavailable',
        message: 'Недоступно в это время: Бизнес-ланч',
        field: '/scheduledFor',
        positions: [{ id: 3, name: 'Бизнес-ланч' }],
      },
      { code: 'resto.closed', message: 'Закрыто', nextSlot: '2026-03-03T10:45:00+03:00' },
    ]);
  });

  it('falls back to the status text when the body has no errors', async () => {
    const api = clientAnswering(
      () => new Response('<html>bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }),
    );
    const error = await failure(api.getCities());
    expect(error).toMatchObject({ message: 'Bad Gateway', status: 502, code: undefined, errors: [] });
  });

  it('clamps the status to 100–599 with 500 by default', () => {
    expect(clampStatus(404)).toBe(404);
    expect(clampStatus(100)).toBe(100);
    expect(clampStatus(599)).toBe(599);
    expect(clampStatus(99)).toBe(500);
    expect(clampStatus(600)).toBe(500);
    expect(clampStatus(0)).toBe(500);
    expect(clampStatus(undefined)).toBe(500);
    expect(clampStatus('404')).toBe(500);
    expect(clampStatus(404.5)).toBe(500);
  });

  it("says 'Network error' with status 500 when there is no response", async () => {
    const api = clientAnswering(() => Promise.reject(new TypeError('Failed to fetch')));
    const error = await failure(api.getCities());
    expect(error).toMatchObject({ message: 'Network error', status: 500, statusText: '', code: 'network', errors: [] });
    expect(normaliseError(new Error('boom'))).toMatchObject({ message: 'Network error', status: 500, code: undefined });
  });

  it.each(['Failed to fetch', 'Load failed', 'NetworkError when attempting to fetch resource.', 'network error'])(
    'recognises "%s" as a network failure',
    (message) => {
      expect(isNetworkError(new TypeError(message))).toBe(true);
    },
  );

  it('does not take other failures for network ones', () => {
    expect(isNetworkError(new TypeError('Cannot read properties of undefined'))).toBe(false);
    expect(isNetworkError(null)).toBe(false);
  });
});

describe('the fatal messages of spec §8', () => {
  const serverError = () =>
    json(500, { errors: [{ code: 'server.error', message: 'Internal Server Error' }] }, 'Internal Server Error');
  const notFound = () => json(404, { errors: [{ code: 'not-found', message: 'Menu 9 not found' }] }, 'Not Found');
  const down = () => Promise.reject(new TypeError('Failed to fetch'));

  it.each([
    ['getResto', (api: ReturnType<typeof createApiClient>) => api.getResto(7), 'Failed to fetch resto by ID 7'],
    [
      'getRestos',
      (api: ReturnType<typeof createApiClient>) => api.getRestos({ cityId: 1 }),
      'Failed to fetch restos by params',
    ],
    [
      'getRestoDeliveries',
      (api: ReturnType<typeof createApiClient>) => api.getRestoDeliveries(7),
      'Failed to fetch delivery zones by resto ID 7',
    ],
    [
      'getRestoTimeSlots',
      (api: ReturnType<typeof createApiClient>) => api.getRestoTimeSlots(7),
      'Failed to fetch positions time slots by resto ID 7',
    ],
  ])('%s fails with its own message, keeping the status', async (_name, call, message) => {
    const error = await failure(call(clientAnswering(serverError)));
    expect(error).toMatchObject({ message, status: 500, code: 'server.error' });
    expect(await failure(call(clientAnswering(down)))).toMatchObject({ message, status: 500 });
  });

  it.each([
    ['getMenuPositionGroups', 'Menu groups not found', 'Failed to fetch menu groups'],
    ['getMenuPositions', 'Menu positions not found', 'Failed to fetch menu positions'],
    ['getRestoPromotions', 'Promotions not found', 'Failed to fetch promotions'],
  ] as const)('%s: 404 → "%s", else the server message or "%s"', async (name, onNotFound, fallback) => {
    expect(await failure(clientAnswering(notFound)[name](9))).toMatchObject({ message: onNotFound, status: 404 });
    expect(await failure(clientAnswering(serverError)[name](9))).toMatchObject({
      message: 'Internal Server Error',
      status: 500,
    });
    expect(await failure(clientAnswering(down)[name](9))).toMatchObject({ message: fallback, status: 500 });
    const bare = () => new Response('', { status: 503, statusText: 'Service Unavailable' });
    expect(await failure(clientAnswering(bare)[name](9))).toMatchObject({ message: fallback, status: 503 });
  });

  it("getNow fails with the first server message or 'Failed to fetch UTC time', and the status", async () => {
    expect(await failure(clientAnswering(serverError).getNow())).toMatchObject({
      message: 'Internal Server Error',
      status: 500,
    });
    const bare = () => new Response('', { status: 504, statusText: 'Gateway Timeout' });
    expect(await failure(clientAnswering(bare).getNow())).toMatchObject({
      message: 'Failed to fetch UTC time',
      status: 504,
    });
  });

  it("getNow keeps the error's own message when there is no response", async () => {
    const api = clientAnswering(() => Promise.reject(new TypeError('Load failed')));
    expect(await failure(api.getNow())).toMatchObject({ message: 'Load failed', status: 500, code: 'network' });
  });

  it('reverse geocoding failure yields no address', async () => {
    expect(await clientAnswering(serverError).geocodeReverse({ lat: 55, lng: 37 })).toBeNull();
    expect(await clientAnswering(down).geocodeReverse({ lat: 55, lng: 37 })).toBeNull();
  });
});
