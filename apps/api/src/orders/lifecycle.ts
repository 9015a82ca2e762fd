// Moving an order through its lifecycle (issue 26): the domain decides what is allowed, this
// stores the change with its time and tells the status bus.
import type { OrderDetails, OrderStatusChange } from '@tarelka/api-client/contract';
import {
  checkOrderTransition,
  cookingMinutes,
  cookingStartsAt,
  estimatedArrival,
  isOrderStatus,
  KITCHEN_DEFAULTS,
  type KitchenTimings,
  type OrderLifecycleStatus,
  type TransitionRefusal,
} from '@tarelka/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { TenantSnapshot } from '../catalog/snapshot';
import type { Db } from '../db/database';
import { orderLines, orders, orderStatusChanges } from '../db/schema';
import type { BusEvent, OrderStatusBus } from './status-bus';

type OrderRow = typeof orders.$inferSelect;
type LineRow = typeof orderLines.$inferSelect;

/** Who changed a status. */
export type StatusSource = 'kitchen' | 'dev' | 'payment';

/** The outcome of {@link changeOrderStatus}. */
export type StatusChangeResult =
  | { ok: true; order: OrderRow }
  | { ok: false; reason: 'not-found' }
  | { ok: false; reason: 'refused'; from: OrderLifecycleStatus; refusal: TransitionRefusal };

/**
 * The timings of the simulated kitchen and of the estimated arrival for an order: cooking is the
 * tenant's lead time (plus 1.5 h for a position tagged for extended cooking), delivery the
 * longest time of the order's zone.
 */
export function kitchenTimings(
  snapshot: TenantSnapshot | null,
  order: OrderRow,
  lines: readonly LineRow[],
): { timings: KitchenTimings; cookingStartsAt: number | null } {
  const positions = lines.flatMap((line) => {
    const position = snapshot?.positionById.get(line.positionId);
    return position ? [{ id: line.positionId, name: line.name, tags: position.tags }] : [];
  });
  const lead = snapshot?.scheduledOrders.minLeadMinutes;
  const zone =
    order.deliveryType === 'DELIVERY' && order.zoneId !== null
      ? (snapshot?.zoneIndexByResto.get(order.restoId)?.zones.find((z) => z.id === order.zoneId) ?? null)
      : null;
  const deliveryMinutes = zone ? zone.thresholds.reduce((longest, t) => Math.max(longest, t.deliveryTime), 0) : 0;
  return {
    timings: {
      acceptMinutes: KITCHEN_DEFAULTS.acceptMinutes,
      cookingMinutes: cookingMinutes(positions, lead),
      deliveryMinutes,
      pickupMinutes: KITCHEN_DEFAULTS.pickupMinutes,
    },
    cookingStartsAt: order.scheduledFor
      ? cookingStartsAt({
          scheduledFor: order.scheduledFor,
          deliveryType: order.deliveryType as 'DELIVERY' | 'TAKE_AWAY',
          zone,
          positions,
          ...(lead === undefined ? {} : { leadMinutes: lead }),
        })
      : null,
  };
}

/** The estimated arrival (DELIVERY) or ready time (TAKE_AWAY) of an order as ISO 8601, or null. */
export function orderEta(snapshot: TenantSnapshot | null, order: OrderRow, lines: readonly LineRow[]): string | null {
  if (!isOrderStatus(order.status)) return null;
  const { timings, cookingStartsAt: startsAt } = kitchenTimings(snapshot, order, lines);
  const at = estimatedArrival({
    status: order.status,
    since: order.statusAt ?? order.createdAt,
    deliveryType: order.deliveryType as 'DELIVERY' | 'TAKE_AWAY',
    timings,
    cookingStartsAt: startsAt,
  });
  return at === null ? null : new Date(at).toISOString();
}

/** The status timeline of an order, oldest first: its placing, then every stored change. */
export async function orderTimeline(db: Db, order: OrderRow): Promise<OrderStatusChange[]> {
  const changes = await db
    .select()
    .from(orderStatusChanges)
    .where(eq(orderStatusChanges.orderId, order.id))
    .orderBy(asc(orderStatusChanges.seq));
  const first = order.payType === 'CARD_ONLINE' ? 'AWAITING_PAYMENT' : 'NEW';
  return [
    { status: first, at: order.createdAt.toISOString(), reason: null },
    ...changes.map((change) => ({
      status: change.status as OrderStatusChange['status'],
      at: change.at.toISOString(),
      reason: change.reason,
    })),
  ];
}

/** Timeline, cancellation reason and ETA of the order page. */
export async function lifecycleDetails(
  db: Db,
  snapshot: TenantSnapshot | null,
  order: OrderRow,
  lines: readonly LineRow[],
): Promise<Pick<OrderDetails, 'timeline' | 'cancelReason' | 'estimatedArrival' | 'timezone'>> {
  return {
    timeline: await orderTimeline(db, order),
    cancelReason: order.cancelReason,
    estimatedArrival: orderEta(snapshot, order, lines),
    timezone: snapshot?.restoById.get(order.restoId)?.timezone ?? '+03:00',
  };
}

/** The bus event of an order as it is now. */
export function statusEvent(order: OrderRow, eta: string | null): BusEvent {
  return {
    orderId: order.id,
    whiteLabel: order.whiteLabel,
    personId: order.personId,
    status: order.status as BusEvent['status'],
    at: (order.statusAt ?? order.createdAt).toISOString(),
    reason: order.cancelReason,
    estimatedArrival: eta,
  };
}

/**
 * Moves an order to `to` at `at` (default `now`) if the domain allows it from its current status,
 * storing the change; a concurrent change of the same order is refused as the status it found
 * will have moved. Publishes the new status on the bus.
 *
 * @example
 * await changeOrderStatus({ db, bus, snapshotOf }, { orderId, to: 'ACCEPTED', now: Date.now(), source: 'dev' });
 */
export async function changeOrderStatus(
  context: { db: Db; bus: OrderStatusBus; snapshotOf: (whiteLabel: string) => Promise<TenantSnapshot | null> },
  input: {
    orderId: string;
    whiteLabel?: string;
    to: OrderLifecycleStatus;
    reason?: string | null;
    now: number;
    at?: number;
    source: StatusSource;
  },
): Promise<StatusChangeResult> {
  const { db } = context;
  const at = new Date(input.at ?? input.now);
  const where = input.whiteLabel
    ? and(eq(orders.id, input.orderId), eq(orders.whiteLabel, input.whiteLabel))
    : eq(orders.id, input.orderId);
  const [order] = await db.select().from(orders).where(where);
  if (!order) return { ok: false, reason: 'not-found' };
  const from = order.status as OrderLifecycleStatus;
  const reason = input.to === 'CANCELLED' ? (input.reason?.trim() ?? null) : null;
  const verdict = checkOrderTransition({
    from,
    to: input.to,
    deliveryType: order.deliveryType as 'DELIVERY' | 'TAKE_AWAY',
    reason,
  });
  if (!verdict.ok) return { ok: false, reason: 'refused', from, refusal: verdict.reason };
  const updated = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(orders)
      .set({ status: input.to, statusAt: at, ...(reason ? { cancelReason: reason } : {}) })
      .where(and(eq(orders.id, order.id), eq(orders.status, from)))
      .returning();
    if (!row) return null;
    await tx.insert(orderStatusChanges).values({
      orderId: order.id,
      seq: sql`(select coalesce(max(seq), 0) + 1 from order_status_changes where order_id = ${order.id}::uuid)`,
      status: input.to,
      reason,
      source: input.source,
      at,
    });
    return row;
  });
  if (!updated) {
    const [now] = await db.select({ status: orders.status }).from(orders).where(eq(orders.id, order.id));
    return { ok: false, reason: 'refused', from: (now?.status ?? from) as OrderLifecycleStatus, refusal: 'not-next' };
  }
  const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, order.id));
  const snapshot = await context.snapshotOf(order.whiteLabel);
  await context.bus.publish(statusEvent(updated, orderEta(snapshot, updated, lines)));
  return { ok: true, order: updated };
}

/**
 * Tells the bus an order's status as it is now (a change made elsewhere, e.g. the payment's PAID).
 *
 * @example
 * await publishOrderStatus({ db, bus, snapshotOf }, orderId);
 */
export async function publishOrderStatus(
  context: { db: Db; bus: OrderStatusBus; snapshotOf: (whiteLabel: string) => Promise<TenantSnapshot | null> },
  orderId: string,
): Promise<void> {
  const [order] = await context.db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) return;
  const lines = await context.db.select().from(orderLines).where(eq(orderLines.orderId, order.id));
  await context.bus.publish(statusEvent(order, orderEta(await context.snapshotOf(order.whiteLabel), order, lines)));
}
