// Preflight pricing (spec §7), anonymous or personal, and the times an order can be placed for.
import type { OrderSlotsQuery, OrderSlotsResponse, PreflightRequest, PreflightResponse } from '../contract/orders';
import type { ApiTransport } from '../transport';

const enc = encodeURIComponent;

/** `POST /1/persons/orders/preflight`: anonymous pricing. */
export const preflight = (t: ApiTransport, body: PreflightRequest) =>
  t.request<PreflightResponse>('/1/persons/orders/preflight', { method: 'POST', body, query: t.withLang() });

/** `POST /1/persons/{personId}/orders/preflight`: pricing for a signed-in person. */
export const personalPreflight = (t: ApiTransport, personId: string, body: PreflightRequest) =>
  t.request<PreflightResponse>(`/1/persons/${enc(personId)}/orders/preflight`, {
    method: 'POST',
    body,
    auth: true,
    query: t.withLang(),
  });

/**
 * `GET /1/p/restos/{restoId}/order-slots`: the times a cart can be ordered for on one day (default
 * today in the resto's timezone); each slot's `at` is what `scheduledFor` takes.
 *
 * @example
 * const { slots, nextSlot } = await getOrderSlots(t, 1, { deliveryType: 'TAKE_AWAY', positionIds: '101,102' });
 */
export const getOrderSlots = (t: ApiTransport, restoId: number, query: OrderSlotsQuery) =>
  t.request<OrderSlotsResponse>(`/1/p/restos/${enc(restoId)}/order-slots`, { query: t.withLang({ ...query }) });
