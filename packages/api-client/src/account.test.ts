import { describe, expect, it } from 'vitest';
import { ApiError, createApiClient, parseServerSentEvents, type OrderStatusEvent, type TokenSet } from './index';
import { fakeFetch, json, jwt } from './testing';

const NOW = Date.parse('2026-03-04T09:00:00Z');
const tokens: TokenSet = {
  accessToken: jwt(NOW / 1000 + 600),
  refreshToken: jwt(NOW / 1000 + 3600),
  source: 'PHONE',
};
const client = (fetch: typeof globalThis.fetch) =>
  createApiClient({
    baseUrl: 'http://api.test',
    whiteLabel: 'demo',
    lang: () => 'ru',
    fetch,
    getTokens: () => tokens,
    now: () => NOW,
  });

describe('the account calls (issue 26)', () => {
  it('send the profile change, the delivery name and the sign-out with the bearer token', async () => {
    const { fetch, calls } = fakeFetch(() => json(200, { revoked: 1 }));
    const api = client(fetch);
    await api.updateMe({ firstName: 'Анна', email: null });
    await api.renameDelivery('d-1', 'Дом');
    await api.deleteDelivery('d-1');
    expect(await api.signOut({ everywhere: true })).toEqual({ revoked: 1 });
    expect(calls.map((c) => [c.method, c.url, c.body])).toEqual([
      ['PATCH', 'http://api.test/api/v1/me?lang=ru', '{"firstName":"Анна","email":null}'],
      ['PATCH', 'http://api.test/api/v1/me/deliveries/d-1?lang=ru', '{"title":"Дом"}'],
      ['DELETE', 'http://api.test/api/v1/me/deliveries/d-1', undefined],
      ['POST', 'http://api.test/api/v1/sign/out', '{"everywhere":true}'],
    ]);
    for (const call of calls) expect(call.headers.authorization).toBe(`Bearer ${tokens.accessToken}`);
  });

  it("reject a bad profile field with the server's message for it", async () => {
    const { fetch } = fakeFetch(() =>
      json(400, { errors: [{ code: 'request.invalid', message: 'Укажите корректный email', field: '/body/email' }] }),
    );
    const error = await client(fetch)
      .updateMe({ email: 'anna@' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, message: 'Укажите корректный email' });
  });
});

describe('watchOrderStatus', () => {
  it('hands over each status event of the stream, however the chunks split it', async () => {
    const first: OrderStatusEvent = {
      orderId: 'o-1',
      status: 'NEW',
      at: '2026-03-04T09:00:00.000Z',
      reason: null,
      estimatedArrival: null,
    };
    const text = `retry: 3000\nevent: status\ndata: ${JSON.stringify(first)}\n\n: heartbeat\n\nevent: status\ndata: ${JSON.stringify({ ...first, status: 'ACCEPTED' })}\n\n`;
    const chunks = [text.slice(0, 25), text.slice(25, 140), text.slice(140)];
    const { fetch, calls } = fakeFetch(
      () =>
        new Response(
          new ReadableStream({
            start(controller) {
              for (const chunk of chunks) controller.enqueue(new TextEncoder().encode(chunk));
              controller.close();
            },
          }),
          { status: 200, headers: { 'content-type': 'text/event-stream' } },
        ),
    );
    const seen: string[] = [];
    await client(fetch).watchOrderStatus('p-1', 'o-1', (event) => seen.push(event.status));
    expect(seen).toEqual(['NEW', 'ACCEPTED']);
    expect(calls[0]).toMatchObject({
      url: 'http://api.test/api/v1/persons/p-1/orders/o-1/events',
      headers: { accept: 'text/event-stream', authorization: `Bearer ${tokens.accessToken}`, 'x-white-label': 'demo' },
    });
  });

  it('rejects with the API error when the stream is refused', async () => {
    const { fetch } = fakeFetch(() =>
      json(404, { errors: [{ code: 'order.not-found', message: 'The person has no such order' }] }),
    );
    await expect(client(fetch).watchOrderStatus('p-1', 'o-1', () => {})).rejects.toMatchObject({
      status: 404,
      code: 'order.not-found',
    });
  });

  it('parses events, multi-line data and skips comments', () => {
    expect(parseServerSentEvents('event: status\ndata: a\ndata: b\n\n: heartbeat\n\ndata: c\n\nevent: st')).toEqual({
      events: [
        { event: 'status', data: 'a\nb' },
        { event: 'message', data: 'c' },
      ],
      rest: 'event: st',
    });
  });
});
