// The simulated kitchen (KITCHEN_SIMULATION=on, development and demos): every open order moves
// on by the domain's `kitchenStep` clock — accepted, cooked for the cooking time (a scheduled
// order not before its slot less the cooking and delivery time), on the way for the zone's
// delivery time or ready for pickup, done. Each change is stored at the time it was due.
import { isOrderStatus, kitchenStep } from '@tarelka/domain';
import { inArray } from 'drizzle-orm';
import type { TenantSnapshot } from '../catalog/snapshot';
import type { Db } from '../db/database';
import { orderLines, orders } from '../db/schema';
import { changeOrderStatus, kitchenTimings } from './lifecycle';
import type { OrderStatusBus } from './status-bus';

/** The statuses the kitchen moves on. */
const OPEN = ['NEW', 'PAID', 'ACCEPTED', 'COOKING', 'ON_THE_WAY', 'READY'];

/** A running simulated kitchen. */
export interface Kitchen {
  /** Moves every order whose next step is due at the clock's time; returns how many changes it made. */
  tick(): Promise<number>;
  stop(): void;
}

/**
 * Starts the simulated kitchen: `tick` runs every `intervalMs` (default 5 s) on `clock` (tests call
 * `tick` themselves with a moved clock and `intervalMs: 0`, which starts no timer). Several
 * processes may run it on one database: a status changes once (the update checks the status it
 * moves from).
 */
export function startKitchen(options: {
  db: Db;
  bus: OrderStatusBus;
  snapshotOf: (whiteLabel: string) => Promise<TenantSnapshot | null>;
  clock: () => number;
  intervalMs?: number;
  onError?: (error: Error) => void;
}): Kitchen {
  const { db, clock } = options;
  let running: Promise<number> | null = null;

  async function run(): Promise<number> {
    const now = clock();
    const open = await db.select().from(orders).where(inArray(orders.status, OPEN)).limit(500);
    if (!open.length) return 0;
    const lines = await db
      .select()
      .from(orderLines)
      .where(
        inArray(
          orderLines.orderId,
          open.map((order) => order.id),
        ),
      );
    let changes = 0;
    for (let order of open) {
      const snapshot = await options.snapshotOf(order.whiteLabel);
      const own = lines.filter((line) => line.orderId === order.id);
      const { timings, cookingStartsAt } = kitchenTimings(snapshot, order, own);
      for (let guard = 0; guard < 6 && isOrderStatus(order.status); guard += 1) {
        const step = kitchenStep({
          status: order.status,
          since: order.statusAt ?? order.createdAt,
          deliveryType: order.deliveryType as 'DELIVERY' | 'TAKE_AWAY',
          timings,
          cookingStartsAt,
        });
        if (!step || step.at > now) break;
        const result = await changeOrderStatus(options, {
          orderId: order.id,
          to: step.status,
          now,
          at: step.at,
          source: 'kitchen',
        });
        if (!result.ok) break;
        order = result.order;
        changes += 1;
      }
    }
    return changes;
  }

  const tick = () => {
    running ??= run().finally(() => {
      running = null;
    });
    return running;
  };
  const interval = options.intervalMs ?? 5000;
  const timer =
    interval > 0
      ? setInterval(() => {
          tick().catch((error: Error) => options.onError?.(error));
        }, interval)
      : null;
  timer?.unref();
  return {
    tick,
    stop: () => {
      if (timer) clearInterval(timer);
    },
  };
}
