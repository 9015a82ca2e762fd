/**
 * The e-commerce funnel (issue 30) derived from the store's actions: what was shown
 * ({@link itemListViewed}, {@link itemViewed}, {@link checkoutStarted}), how the cart changed, the
 * pay type an order is placed with, and the placed order as the server answered it (its number,
 * its totals). Every read of a bought order yields its `purchase`; the analytics layer
 * (`startAnalytics`) passes on only the first per order ({@link sentOrders}).
 */
import { isAnyOf, type UnknownAction } from '@reduxjs/toolkit';
import type { Order } from '@tarelka/api-client';
import type { CartPosition } from '@tarelka/domain';
import { ordersApi } from '../api/orders';
import type { RecordedAction } from '../create-store';
import type { AppStartListening } from '../listeners/listener-types';
import type { RootState } from '../root-reducer';
import type { StorageLike } from '../persistence/persistence';
import { positionAdded, positionCountChanged, positionRemoved } from '../slices/cart';
import { checkoutStarted, itemListViewed, itemViewed } from './actions';
import { unitPrice, type AnalyticsEvent, type AnalyticsItem } from './events';

/** Identity of a cart line: the position in its menu with its options. */
const lineKey = (line: CartPosition) =>
  `${line.menuId}:${line.id}:${line.modifiers.map((m) => `${m.id}x${m.count}`).join(',')}`;

const toItem = (line: CartPosition, quantity: number): AnalyticsItem => ({
  id: line.id,
  name: line.name,
  price: unitPrice(line),
  quantity,
});

/** The cart's lines as event items. */
export const cartItems = (lines: readonly CartPosition[]): AnalyticsItem[] =>
  lines.filter((line) => line.count > 0).map((line) => toItem(line, line.count));

/**
 * What changed between two versions of the cart: units added and units removed, per line.
 *
 * @example
 * cartChanges([borsch(1)], [borsch(3)]); // { added: [{ id: 7, name: 'Борщ', price: 35000, quantity: 2 }], removed: [] }
 */
export function cartChanges(
  before: readonly CartPosition[],
  after: readonly CartPosition[],
): { added: AnalyticsItem[]; removed: AnalyticsItem[] } {
  const was = new Map(before.map((line) => [lineKey(line), line]));
  const added: AnalyticsItem[] = [];
  const removed: AnalyticsItem[] = [];
  for (const line of after) {
    const delta = line.count - (was.get(lineKey(line))?.count ?? 0);
    was.delete(lineKey(line));
    if (delta > 0) added.push(toItem(line, delta));
    if (delta < 0) removed.push(toItem(line, -delta));
  }
  for (const line of was.values()) if (line.count > 0) removed.push(toItem(line, line.count));
  return { added, removed };
}

/**
 * The `purchase` of an order the server answered, or null while it is not bought: waiting for its
 * online payment, or cancelled. The delivery line (id 0) is the shipping, not an item.
 */
export function purchaseOf(order: Order, currency: string): AnalyticsEvent | null {
  if (order.status === 'AWAITING_PAYMENT' || order.status === 'CANCELLED') return null;
  return {
    type: 'purchase',
    currency,
    orderId: order.id,
    transactionId: order.number,
    value: order.total,
    shipping: order.deliveryPrice,
    ...(order.promoCode ? { coupon: order.promoCode } : {}),
    items: order.positions
      .filter((line) => line.id !== 0)
      .map((line) => ({ id: line.id, name: line.name, price: unitPrice(line), quantity: line.count })),
  };
}

/** Where the ids of the orders already reported as purchases are kept. */
export const SENT_ORDERS_KEY = 'app_analytics_purchases';
const SENT_ORDERS_KEPT = 50;

/**
 * The orders already reported, kept in `storage` (the last 50): `add` answers false for one
 * already there.
 */
export function sentOrders(storage: StorageLike) {
  const read = (): string[] => {
    try {
      const value: unknown = JSON.parse(storage.getItem(SENT_ORDERS_KEY) ?? '[]');
      return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [];
    } catch {
      return [];
    }
  };
  return {
    add(orderId: string): boolean {
      const ids = read();
      if (ids.includes(orderId)) return false;
      try {
        storage.setItem(SENT_ORDERS_KEY, JSON.stringify([...ids, orderId].slice(-SENT_ORDERS_KEPT)));
      } catch {
        // Storage full or blocked: still reported once in this page.
      }
      return true;
    },
  };
}

/** Options of {@link registerAnalyticsFunnel}. */
export interface FunnelOptions {
  /** The tenant's currency (ISO 4217). */
  currency: string;
  /** Receives every event, in order. */
  emit: (event: AnalyticsEvent) => void;
}

/** One funnel step: which actions it reads, and the events it emits from the action and the states around it. */
interface FunnelStep {
  matches: (action: UnknownAction) => boolean;
  report: (action: UnknownAction, before: RootState, after: RootState) => void;
}

/** A {@link FunnelStep} whose report reads the action as its matcher narrows it. */
const step = <A extends UnknownAction>(
  matches: (action: UnknownAction) => action is A,
  report: (action: A, before: RootState, after: RootState) => void,
): FunnelStep => ({ matches, report: report as FunnelStep['report'] });

/**
 * Starts reporting the funnel of this store's actions to `emit`, after those of `backlog` (actions
 * dispatched before this call, `store.takeAnalyticsBacklog()`); returns the function that stops it.
 *
 * @example
 * store.registerFlow((startListening) =>
 *   registerAnalyticsFunnel(startListening, { currency: 'RUB', emit }, store.takeAnalyticsBacklog()),
 * );
 */
export function registerAnalyticsFunnel(
  startListening: AppStartListening,
  options: FunnelOptions,
  backlog: readonly RecordedAction[] = [],
): () => void {
  const { currency, emit } = options;
  // The pay type is reported once per checkout, with the first order attempt.
  let paymentReported = false;
  const steps: FunnelStep[] = [
    step(itemListViewed.match, ({ payload }) =>
      emit({
        type: 'view_item_list',
        currency,
        listId: payload.id,
        listName: payload.name,
        items: payload.items.map((item) => ({ id: item.id, name: item.name, price: item.price, quantity: 1 })),
      }),
    ),
    step(itemViewed.match, ({ payload }) =>
      emit({
        type: 'view_item',
        currency,
        items: [{ id: payload.id, name: payload.name, price: payload.price, quantity: 1 }],
      }),
    ),
    step(isAnyOf(positionAdded, positionCountChanged, positionRemoved), (_action, before, after) => {
      const { added, removed } = cartChanges(before.cart.positions, after.cart.positions);
      if (added.length > 0) emit({ type: 'add_to_cart', currency, items: added });
      if (removed.length > 0) emit({ type: 'remove_from_cart', currency, items: removed });
    }),
    step(checkoutStarted.match, (_action, _before, after) => {
      paymentReported = false;
      emit({ type: 'begin_checkout', currency, items: cartItems(after.cart.positions) });
    }),
    step(ordersApi.endpoints.createOrder.matchPending, (action, _before, after) => {
      if (paymentReported) return;
      paymentReported = true;
      const paymentType = action.meta.arg.originalArgs.body.payType;
      emit({ type: 'add_payment_info', currency, paymentType, items: cartItems(after.cart.positions) });
    }),
    step(
      isAnyOf(ordersApi.endpoints.createOrder.matchFulfilled, ordersApi.endpoints.getOrderPayment.matchFulfilled),
      ({ payload }) => {
        const purchase = purchaseOf(payload, currency);
        if (purchase) emit(purchase);
      },
    ),
  ];
  const report = (step: FunnelStep, { action, before, after }: RecordedAction) => {
    if (step.matches(action)) step.report(action, before, after);
  };
  for (const recorded of backlog) for (const step of steps) report(step, recorded);
  const stops = steps.map((step) =>
    startListening({
      predicate: step.matches,
      effect: (action, api) => report(step, { action, before: api.getOriginalState(), after: api.getState() }),
    }),
  );
  return () => stops.forEach((stop) => stop());
}
