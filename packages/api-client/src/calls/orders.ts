// The person's orders and their online payment (spec §7).
import type { Order, OrderPage, OrderRequest, OrdersQuery } from '../contract/orders';
import type { OrderDetails, OrderPaymentStatus, OrderStatusEvent, RetryPaymentRequest } from '../contract/payments';
import { parseServerSentEvents } from '../sse';
import type { ApiTransport } from '../transport';

const enc = encodeURIComponent;

/** `POST /api/v1/persons/{personId}/orders` with an Idempotency-Key (reuse it when retrying). */
export const createOrder = (t: ApiTransport, personId: string, body: OrderRequest, idempotencyKey: string) =>
  t.request<Order>(`/api/v1/persons/${enc(personId)}/orders`, {
    method: 'POST',
    body,
    auth: true,
    query: t.withLang(),
    headers: { 'idempotency-key': idempotencyKey },
  });

/** `GET /api/v1/persons/{personId}/orders`: newest first, 20 a page; pass a page's `nextCursor` as `cursor`. */
export const getOrders = (t: ApiTransport, personId: string, query: OrdersQuery = {}) =>
  t.request<OrderPage>(`/api/v1/persons/${enc(personId)}/orders`, { auth: true, query: t.withLang({ ...query }) });

/** `GET /api/v1/persons/{personId}/orders/{orderId}`: one order with the status of its online payment. */
export const getOrder = (t: ApiTransport, personId: string, orderId: string) =>
  t.request<OrderDetails>(`/api/v1/persons/${enc(personId)}/orders/${enc(orderId)}`, {
    auth: true,
    query: t.withLang(),
  });

/** `POST /api/v1/persons/{personId}/orders/{orderId}/payments`: pay an unpaid order again; answers where to pay. */
export const retryPayment = (t: ApiTransport, personId: string, orderId: string, body: RetryPaymentRequest = {}) =>
  t.request<OrderPaymentStatus>(`/api/v1/persons/${enc(personId)}/orders/${enc(orderId)}/payments`, {
    method: 'POST',
    body,
    auth: true,
    query: t.withLang(),
  });

/**
 * `GET /api/v1/persons/{personId}/orders/{orderId}/events`: calls `onEvent` with the order's
 * status now, then with every change, until `signal` aborts (resolves) or the stream ends
 * (resolves; reconnect, or fall back to polling {@link getOrder}). Rejects with an `ApiError` when
 * the stream cannot be opened (401, 404…). Uses `fetch`, as `EventSource` cannot send the bearer.
 *
 * @example
 * const stop = new AbortController();
 * void watchOrderStatus(api, personId, orderId, (event) => setStatus(event.status), stop.signal);
 */
export async function watchOrderStatus(
  t: ApiTransport,
  personId: string,
  orderId: string,
  onEvent: (event: OrderStatusEvent) => void,
  signal?: AbortSignal,
): Promise<void> {
  const response = await t.openStream(`/api/v1/persons/${enc(personId)}/orders/${enc(orderId)}/events`, {
    ...(signal ? { signal } : {}),
  });
  if (!response.body) return;
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      const parsed = parseServerSentEvents(buffer + value);
      buffer = parsed.rest;
      for (const event of parsed.events) {
        if (event.event === 'status') onEvent(JSON.parse(event.data) as OrderStatusEvent);
      }
    }
  } catch (error) {
    if (signal?.aborted) return;
    throw error;
  } finally {
    reader.releaseLock();
  }
}
