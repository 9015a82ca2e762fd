// The person's orders and their online payment (spec §7).
import type { Order, OrderPage, OrderRequest, OrdersQuery } from '../contract/orders';
import type { OrderDetails, OrderPaymentStatus, RetryPaymentRequest } from '../contract/payments';
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

/** `GET /api/v1/persons/{personId}/orders`: newest first. */
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
