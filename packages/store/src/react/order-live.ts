// One order kept current (issue 26), in a module of its own: only the order's page loads it.
import { watchOrderStatus, type OrderDetails, type OrderStatus } from '@tarelka/api-client';
import { useEffect, useState } from 'react';
import { ordersApi } from '../api/orders';
import type { StoreExtra } from '../api/base-api';
import { selectPersonId } from '../slices/auth';
import { useAppDispatch, useAppSelector } from './index';

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
 * The signed-in person's order, kept current: read once, then again on every status event of its
 * Server-Sent Events stream; when the stream fails or ends, polled every `pollMs`.
 *
 * @example
 * const order = useLiveOrder(orderId);
 */
export function useLiveOrder(orderId: string | null, pollMs = 10_000): OrderDetails | undefined {
  const dispatch = useAppDispatch();
  const personId = useAppSelector(selectPersonId);
  const [order, setOrder] = useState<OrderDetails>();
  useEffect(() => {
    if (!personId || !orderId) return;
    const stop = new AbortController();
    let timer: ReturnType<typeof setInterval> | undefined;
    const refresh = async () => {
      const request = dispatch(
        ordersApi.endpoints.getOrderPayment.initiate({ personId, orderId }, { forceRefetch: true }),
      );
      try {
        const details = await request.unwrap();
        if (!stop.signal.aborted) setOrder(details);
      } catch {
        // Kept as it was; the next event or poll tries again.
      } finally {
        request.unsubscribe();
      }
    };
    const poll = () => {
      if (!stop.signal.aborted && timer === undefined) timer = setInterval(() => void refresh(), pollMs);
    };
    void refresh();
    const watch = (_dispatch: unknown, _getState: unknown, extra: StoreExtra) =>
      watchOrderStatus(extra.api, personId, orderId, () => void refresh(), stop.signal);
    (dispatch(watch as never) as unknown as Promise<void>).then(poll, poll);
    return () => {
      stop.abort();
      clearInterval(timer);
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
