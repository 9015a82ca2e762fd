// The lifecycle of an order after it is placed (issue 26): who may move it where, and when a
// kitchen working to a realistic clock moves it. Pure: every time is passed in.
import { toEpochMs, type Instant } from '../common/instant';
import type { DeliveryType } from '../pay/types';

/** Every status an order can have. AWAITING_PAYMENT and PAID belong to online payment. */
export const ORDER_STATUSES = [
  'AWAITING_PAYMENT',
  'NEW',
  'PAID',
  'ACCEPTED',
  'COOKING',
  'ON_THE_WAY',
  'READY',
  'DONE',
  'CANCELLED',
] as const;

/** An order's status. */
export type OrderLifecycleStatus = (typeof ORDER_STATUSES)[number];

/** Statuses an order never leaves. */
export const FINAL_ORDER_STATUSES: readonly OrderLifecycleStatus[] = ['DONE', 'CANCELLED'];

/**
 * Whether `value` is an order status.
 *
 * @example
 * isOrderStatus('COOKING'); // true
 */
export function isOrderStatus(value: unknown): value is OrderLifecycleStatus {
  return typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value);
}

/**
 * The status the kitchen moves an order to next, or null for a final one (and for an order still
 * waiting for its online payment, which only the payment moves). DELIVERY goes ON_THE_WAY after
 * cooking, TAKE_AWAY becomes READY for pickup.
 *
 * @example
 * nextOrderStatus('COOKING', 'TAKE_AWAY'); // 'READY'
 */
export function nextOrderStatus(status: OrderLifecycleStatus, deliveryType: DeliveryType): OrderLifecycleStatus | null {
  switch (status) {
    case 'NEW':
    case 'PAID':
      return 'ACCEPTED';
    case 'ACCEPTED':
      return 'COOKING';
    case 'COOKING':
      return deliveryType === 'DELIVERY' ? 'ON_THE_WAY' : 'READY';
    case 'ON_THE_WAY':
    case 'READY':
      return 'DONE';
    default:
      return null;
  }
}

/** Why a status change is refused. */
export type TransitionRefusal = 'final' | 'same' | 'not-next' | 'reason-required' | 'awaiting-payment';

/** The verdict of {@link checkOrderTransition}. */
export type TransitionCheck = { ok: true } | { ok: false; reason: TransitionRefusal };

/**
 * Whether an order may move from `from` to `to`: forward one step at a time
 * (NEW/PAID → ACCEPTED → COOKING → ON_THE_WAY for delivery or READY for pickup → DONE), or to
 * CANCELLED with a reason from any status that is not final. Only the payment moves
 * AWAITING_PAYMENT to PAID. Nothing leaves DONE or CANCELLED.
 *
 * @example
 * checkOrderTransition({ from: 'DONE', to: 'COOKING', deliveryType: 'DELIVERY' }); // { ok: false, reason: 'final' }
 */
export function checkOrderTransition(input: {
  from: OrderLifecycleStatus;
  to: OrderLifecycleStatus;
  deliveryType: DeliveryType;
  reason?: string | null;
}): TransitionCheck {
  const { from, to } = input;
  if (FINAL_ORDER_STATUSES.includes(from)) return { ok: false, reason: 'final' };
  if (from === to) return { ok: false, reason: 'same' };
  if (to === 'CANCELLED') {
    return input.reason && input.reason.trim() ? { ok: true } : { ok: false, reason: 'reason-required' };
  }
  if (from === 'AWAITING_PAYMENT') return { ok: false, reason: 'awaiting-payment' };
  return nextOrderStatus(from, input.deliveryType) === to ? { ok: true } : { ok: false, reason: 'not-next' };
}

/** How long each step of a simulated kitchen takes, in minutes. */
export interface KitchenTimings {
  /** From placed (or paid) to accepted. */
  acceptMinutes: number;
  /** Cooking: the resto's cooking time for the cart (see `cookingMinutes`). */
  cookingMinutes: number;
  /** DELIVERY: on the way, the zone's delivery time. */
  deliveryMinutes: number;
  /** TAKE_AWAY: how long a ready order waits for its customer before it counts as collected. */
  pickupMinutes: number;
}

/** A simulated kitchen's defaults: accepted within 2 minutes, picked up 10 minutes after READY. */
export const KITCHEN_DEFAULTS = { acceptMinutes: 2, pickupMinutes: 10 } as const;

const MINUTE = 60_000;
const toMs = toEpochMs;

/**
 * When a simulated kitchen moves an order that entered `status` at `since` to its next status
 * (`at` epoch ms), or null when nothing moves it (final, or awaiting payment). Cooking never
 * starts before `cookingStartsAt` (a scheduled order's slot less the cooking and delivery time).
 *
 * @example
 * kitchenStep({ status: 'ACCEPTED', since: t, deliveryType: 'DELIVERY', timings, cookingStartsAt: null });
 * // { status: 'COOKING', at: t }
 */
export function kitchenStep(input: {
  status: OrderLifecycleStatus;
  since: Instant;
  deliveryType: DeliveryType;
  timings: KitchenTimings;
  /** Null for an order as soon as possible. */
  cookingStartsAt: Instant | null;
}): { status: OrderLifecycleStatus; at: number } | null {
  const next = nextOrderStatus(input.status, input.deliveryType);
  if (!next) return null;
  const since = toMs(input.since);
  const { timings } = input;
  switch (input.status) {
    case 'NEW':
    case 'PAID':
      return { status: next, at: since + timings.acceptMinutes * MINUTE };
    case 'ACCEPTED':
      return {
        status: next,
        at: Math.max(since, input.cookingStartsAt === null ? since : toMs(input.cookingStartsAt)),
      };
    case 'COOKING':
      return { status: next, at: since + timings.cookingMinutes * MINUTE };
    case 'ON_THE_WAY':
      return { status: next, at: since + timings.deliveryMinutes * MINUTE };
    default:
      return { status: next, at: since + timings.pickupMinutes * MINUTE };
  }
}

/**
 * The estimated time the order arrives (DELIVERY) or is ready (TAKE_AWAY), epoch ms, from its
 * current status and when it entered it; null once it is final or while awaiting payment.
 *
 * @example
 * estimatedArrival({ status: 'COOKING', since: t, deliveryType: 'DELIVERY', timings, cookingStartsAt: null });
 * // t + (cooking + delivery) minutes
 */
export function estimatedArrival(input: Parameters<typeof kitchenStep>[0]): number | null {
  const goal = input.deliveryType === 'DELIVERY' ? 'ON_THE_WAY' : 'READY';
  let step: { status: OrderLifecycleStatus; at: number } | null = { status: input.status, at: toMs(input.since) };
  if (input.status === 'AWAITING_PAYMENT' || FINAL_ORDER_STATUSES.includes(input.status)) return null;
  for (let guard = 0; step && guard < 6; guard += 1) {
    if (step.status === goal) {
      return input.deliveryType === 'DELIVERY' ? step.at + input.timings.deliveryMinutes * MINUTE : step.at;
    }
    step = kitchenStep({ ...input, status: step.status, since: step.at });
  }
  return null;
}
