// A loopback stand-in of YooKassa's payments API v3 (shared/INTEGRATIONS.md §6) for tests: Basic
// auth, Idempotence-Key on every POST (a repeated key returns the first result), 202/500 on
// demand, two-stage payments with capture and cancel, and the notification bodies YooKassa sends.
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A payment as the stand-in keeps it (YooKassa's JSON shape). */
export interface StandInPayment {
  id: string;
  status: 'pending' | 'waiting_for_capture' | 'succeeded' | 'canceled';
  paid: boolean;
  amount: { value: string; currency: string };
  description?: string;
  confirmation: { type: 'redirect'; confirmation_url: string; return_url: string };
  capture: boolean;
  metadata: Record<string, string>;
  cancellation_details?: { party: string; reason: string };
  created_at: string;
  test: true;
}

/** One request the stand-in received. */
export interface StandInRequest {
  method: string;
  path: string;
  idempotenceKey: string | undefined;
  authorization: string | undefined;
  body: unknown;
}

const json = (response: ServerResponse, status: number, body: unknown) => {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
};

const error = (response: ServerResponse, status: number, code: string, description: string, extra: object = {}) =>
  json(response, status, { type: 'error', id: randomUUID(), code, description, ...extra });

async function readJson(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? (JSON.parse(text) as unknown) : undefined;
}

/**
 * Starts the stand-in on 127.0.0.1; its API base is `${url}/v3`. `failNext` answers the next POSTs
 * with those statuses (202 still processing — the operation is done anyway, as YooKassa does —
 * or 500) before answering normally.
 */
export async function startYooKassaStandIn(credentials: { shopId: string; secretKey: string }) {
  const expectedAuth = `Basic ${Buffer.from(`${credentials.shopId}:${credentials.secretKey}`).toString('base64')}`;
  const payments = new Map<string, StandInPayment>();
  const byKey = new Map<string, { status: number; body: unknown }>();
  const requests: StandInRequest[] = [];
  const state = { failNext: [] as Array<202 | 500> };
  let base = '';

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const body = await readJson(req).catch(() => null);
    const key = req.headers['idempotence-key'] as string | undefined;
    requests.push({
      method: req.method ?? 'GET',
      path: url.pathname,
      idempotenceKey: key,
      authorization: req.headers.authorization,
      body,
    });
    if (req.headers.authorization !== expectedAuth)
      return error(res, 401, 'invalid_credentials', 'Login or password is incorrect');

    if (req.method === 'GET') {
      const match = /^\/v3\/payments\/([^/]+)$/.exec(url.pathname);
      const payment = match ? payments.get(decodeURIComponent(match[1]!)) : undefined;
      return payment ? json(res, 200, payment) : error(res, 404, 'not_found', 'Payment not found');
    }
    if (req.method !== 'POST') return json(res, 405, {});
    if (!key)
      return error(res, 400, 'invalid_request', 'Idempotence-Key header is required', { parameter: 'Idempotence-Key' });
    const replay = byKey.get(key);
    const fail = state.failNext.shift();
    if (replay && !fail) return json(res, replay.status, replay.body);

    const answer = (status: number, payload: unknown) => {
      byKey.set(key, { status, body: payload });
      if (fail === 202) return json(res, 202, { type: 'error', id: randomUUID(), code: 'processing', retry_after: 10 });
      return json(res, status, payload);
    };
    if (fail === 500 && !replay) return error(res, 500, 'internal_server_error', 'Internal server error');
    if (replay)
      return fail === 202
        ? json(res, 202, { retry_after: 10 })
        : error(res, 500, 'internal_server_error', 'Internal server error');

    const input = body as
      | {
          amount?: { value: string; currency: string };
          confirmation?: { type?: string; return_url?: string };
          capture?: boolean;
          description?: string;
          metadata?: Record<string, string>;
        }
      | undefined;
    if (url.pathname === '/v3/payments') {
      if (!input?.amount?.value || !input.amount.currency)
        return answer(400, { type: 'error', code: 'invalid_request', parameter: 'amount' });
      if (input.confirmation?.type !== 'redirect' || !input.confirmation.return_url) {
        return answer(400, { type: 'error', code: 'invalid_request', parameter: 'confirmation' });
      }
      const id = `2f${randomUUID().slice(2)}`;
      const payment: StandInPayment = {
        id,
        status: 'pending',
        paid: false,
        amount: input.amount,
        ...(input.description ? { description: input.description } : {}),
        confirmation: {
          type: 'redirect',
          confirmation_url: `${base}/checkout/${id}`,
          return_url: input.confirmation.return_url,
        },
        capture: input.capture !== false,
        metadata: input.metadata ?? {},
        created_at: new Date().toISOString(),
        test: true,
      };
      payments.set(id, payment);
      return answer(200, payment);
    }
    const action = /^\/v3\/payments\/([^/]+)\/(capture|cancel)$/.exec(url.pathname);
    const payment = action ? payments.get(decodeURIComponent(action[1]!)) : undefined;
    if (!action || !payment) return answer(404, { type: 'error', code: 'not_found' });
    if (action[2] === 'capture') {
      if (payment.status !== 'waiting_for_capture')
        return answer(400, { type: 'error', code: 'invalid_request', description: 'Wrong payment status' });
      Object.assign(payment, { status: 'succeeded', paid: true, ...(input?.amount ? { amount: input.amount } : {}) });
      return answer(200, payment);
    }
    if (payment.status !== 'waiting_for_capture' && payment.status !== 'pending')
      return answer(400, { type: 'error', code: 'invalid_request' });
    Object.assign(payment, {
      status: 'canceled',
      paid: false,
      cancellation_details: { party: 'merchant', reason: 'canceled_by_merchant' },
    });
    return answer(200, payment);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  base = `http://127.0.0.1:${port}`;

  const get = (id: string) => {
    const payment = payments.get(id);
    if (!payment) throw new Error(`no payment ${id}`);
    return payment;
  };

  return {
    url: base,
    apiUrl: `${base}/v3`,
    payments,
    requests,
    state,
    /** The customer confirmed on YooKassa's page: money held (capture: false) or taken. */
    authorize(id: string) {
      const payment = get(id);
      Object.assign(
        payment,
        payment.capture ? { status: 'succeeded', paid: true } : { status: 'waiting_for_capture', paid: true },
      );
      return payment;
    },
    /** The bank declined. */
    decline(id: string, reason = 'insufficient_funds') {
      return Object.assign(get(id), {
        status: 'canceled',
        paid: false,
        cancellation_details: { party: 'payment_network', reason },
      });
    },
    /** The notification YooKassa would send about a payment (its current state, or `override`). */
    notification(id: string, event: string, override: Partial<StandInPayment> = {}) {
      return JSON.stringify({ type: 'notification', event, object: { ...get(id), ...override } });
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
