// One order kept current (issue 26), in a module of its own: only the order's page loads it.
import { watchOrderStatus, type OrderDetails, type OrderStatus, type OrderStatusEvent } from '@tarelka/api-client';
import { useEffect, useRef } from 'react';
import { ordersApi } from '../api/orders';
import type { StoreExtra } from '../api/base-api';
import { selectPersonId } from '../slices/auth';
import { useAppDispatch, useAppSelector } from './hooks';

/** One step of an order's progress: its status, when it was reached (null: not yet), and where it stands. */
export interface OrderProgressStep {
  status: OrderStatus;
  at: string | null;
  state: 'done' | 'current' | 'upcoming';
}

/**
 * The order's steps (issue 26 lifecycle): placed (NEW, AWAITING_PAYMENT or PAID, as reached) →
 * ACCEPTED → COOKING → ON_THE_WAY (delivery) or READY (take-away) → DONE; a cancelled order ends
 * with CANCELLED after the steps it reached.
 *
 * @example
 * orderProgress(order).map((step) => step.status); // ['NEW', 'ACCEPTED', 'COOKING', 'ON_THE_WAY', 'DONE']
 */
export function orderProgress(order: Pick<OrderDetails, 'status' | 'timeline' | 'deliveryType'>): OrderProgressStep[] {
  const reached = new Map(order.timeline.map((change) => [change.status, change.at]));
  const placed = order.timeline.filter((change) => ['AWAITING_PAYMENT', 'NEW', 'PAID'].includes(change.status));
  const path: OrderStatus[] = [
    ...(placed.length ? placed.map((change) => change.status) : (['NEW'] as const)),
    'ACCEPTED',
    'COOKING',
    order.deliveryType === 'DELIVERY' ? 'ON_THE_WAY' : 'READY',
    'DONE',
  ];
  const cancelled = order.status === 'CANCELLED';
  const steps = (cancelled ? path.filter((status) => reached.has(status)) : path).concat(
    cancelled ? ['CANCELLED'] : [],
  );
  const current = steps.lastIndexOf(order.status);
  return steps.map((status, index) => ({
    status,
    at: reached.get(status) ?? null,
    state: index < current ? 'done' : index === current ? 'current' : 'upcoming',
  }));
}

/**
 * The signed-in person's order, kept current: the store's cached order (the one the payment panel
 * reads, so both show the same answer and share one request), read again when its Server-Sent
 * Events stream reports a status other than the one shown; when the stream fails or ends, polled
 * every `pollMs`. A first read that failed is left to the screen's own retry (the payment panel's
 * refresh), not silently replaced by the stream's first event.
 *
 * @example
 * const order = useLiveOrder(orderId);
 */
export function useLiveOrder(orderId: string | null, pollMs = 10_000): OrderDetails | undefined {
  const dispatch = useAppDispatch();
  const personId = useAppSelector(selectPersonId);
  const args = personId && orderId ? { personId, orderId } : null;
  const order = useAppSelector((state) =>
    args ? ordersApi.endpoints.getOrderPayment.select(args)(state).data : undefined,
  );
  const shown = useRef<OrderDetails | undefined>(undefined);
  shown.current = order;
  useEffect(() => {
    if (!personId || !orderId) return;
    const stop = new AbortController();
    let timer: ReturnType<typeof setInterval> | undefined;
    const read = (force: boolean) =>
      dispatch(ordersApi.endpoints.getOrderPayment.initiate({ personId, orderId }, { forceRefetch: force }));
    // Subscribed while mounted: the cached order stays, shared with the payment panel.
    const subscription = read(false);
    const refresh = () => {
      if (stop.signal.aborted) return;
      read(true).unsubscribe();
    };
    const poll = () => {
      if (!stop.signal.aborted && timer === undefined) timer = setInterval(refresh, pollMs);
    };
    const onEvent = (event: OrderStatusEvent) => {
      const known = shown.current;
      if (known && known.status !== event.status) refresh();
    };
    const watch = (_dispatch: unknown, _getState: unknown, extra: StoreExtra) =>
      watchOrderStatus(extra.api, personId, orderId, onEvent, stop.signal);
    (dispatch(watch as never) as unknown as Promise<void>).then(poll, poll);
    return () => {
      stop.abort();
      clearInterval(timer);
      subscription.unsubscribe();
    };
  }, [dispatch, personId, orderId, pollMs]);
  return order;
}

/**
 * An order's dish lines (the delivery price's line left out), each named with its modifiers, with
 * the server's sums: what the order page and the history list.
 *
 * @example
 * orderLines(order); // [{ key: '1025-0', name: 'Борщ (Сметана)', count: 2, sum: 78000 }]
 */
export function orderLines(order: Pick<OrderDetails, 'positions'>) {
  return order.positions
    .filter((line) => line.id !== 0)
    .map(({ id, name, count, sum, modifiers }, i) => {
      const extras = modifiers.map((modifier) => modifier.name).join(', ');
      return { key: `${id}-${i}`, name: extras ? `${name} (${extras})` : name, count, sum };
    });
}
