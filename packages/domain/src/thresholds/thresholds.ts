import { formatMoney, type FormatMoneyOptions, type Minor } from '../money/money';
import type { LatLng, Zone } from '../zones/types';
import type { ServerThreshold, Threshold } from './types';

/**
 * Maps a server threshold to the client's names (spec §3): `deliveryPrice` → `deliveryCost`,
 * `time` → `deliveryTime`, `minOrderPrice`/`maxOrderPrice` → `orderPrice.min`/`max`. A missing
 * maximum becomes `null` (no upper bound).
 *
 * @example
 * fromServerThreshold({ deliveryPrice: 19900, time: 45, minOrderPrice: 50000, maxOrderPrice: null });
 * // { deliveryCost: 19900, deliveryTime: 45, orderPrice: { min: 50000, max: null } }
 */
export function fromServerThreshold(threshold: ServerThreshold): Threshold {
  return {
    deliveryCost: threshold.deliveryPrice,
    deliveryTime: threshold.time,
    orderPrice: { min: threshold.minOrderPrice, max: threshold.maxOrderPrice ?? null },
  };
}

/**
 * The reverse of {@link fromServerThreshold}, for the server side of the contract.
 *
 * @example
 * toServerThreshold({ deliveryCost: 0, deliveryTime: 0, orderPrice: { min: 100000, max: null } });
 * // { deliveryPrice: 0, time: 0, minOrderPrice: 100000, maxOrderPrice: null }
 */
export function toServerThreshold(threshold: Threshold): ServerThreshold {
  return {
    deliveryPrice: threshold.deliveryCost,
    time: threshold.deliveryTime,
    minOrderPrice: threshold.orderPrice.min,
    maxOrderPrice: threshold.orderPrice.max,
  };
}

/** A delivery zone as the server sends it: thresholds in the server's field names. */
export interface ServerZone {
  id: number;
  name: string;
  polygon: readonly LatLng[];
  restoId: number;
  thresholds: readonly ServerThreshold[];
}

/**
 * Maps a server zone to a {@link Zone}, thresholds mapped and sorted by their minimum.
 *
 * @example
 * const zones = response.content.map(fromServerZone);
 */
export function fromServerZone(zone: ServerZone): Zone {
  return {
    id: zone.id,
    name: zone.name,
    polygon: zone.polygon,
    restoId: zone.restoId,
    thresholds: sortThresholds(zone.thresholds.map(fromServerThreshold)),
  };
}

/**
 * Thresholds ordered by their minimum order sum (a new array).
 *
 * @example
 * sortThresholds(zone.thresholds)[0]?.orderPrice.min; // the zone's minimum order sum
 */
export function sortThresholds(thresholds: readonly Threshold[]): Threshold[] {
  return [...thresholds].sort((a, b) => a.orderPrice.min - b.orderPrice.min);
}

function covers(threshold: Threshold, total: Minor): boolean {
  const { min, max } = threshold.orderPrice;
  return min <= total && (max === null || total < max);
}

/**
 * The current threshold (spec §4): the one whose min is at most `total` and whose max is above it
 * (no max: unbounded). When ranges overlap, the one with the highest min wins. `null` when none
 * covers the total.
 *
 * @example
 * const t = findCurrentThreshold(zone.thresholds, 120000);
 * t?.deliveryCost; // what delivery costs at this order sum
 */
export function findCurrentThreshold(thresholds: readonly Threshold[], total: Minor): Threshold | null {
  let current: Threshold | null = null;
  for (const t of thresholds) {
    if (covers(t, total) && (current === null || t.orderPrice.min > current.orderPrice.min)) current = t;
  }
  return current;
}

/**
 * The next threshold (spec §4): the first one, by minimum, that starts above `total`. `null` when
 * the total is already in the last one.
 *
 * @example
 * const next = findNextThreshold(zone.thresholds, 120000);
 * if (next) next.orderPrice.min - 120000; // what is left to reach it
 */
export function findNextThreshold(thresholds: readonly Threshold[], total: Minor): Threshold | null {
  let next: Threshold | null = null;
  for (const t of thresholds) {
    if (t.orderPrice.min > total && (next === null || t.orderPrice.min < next.orderPrice.min)) next = t;
  }
  return next;
}

/** Spec §4 texts shown when the order sum is out of the zone's range. */
export const ORDER_SUM_MESSAGES = {
  BELOW_MINIMUM: 'Минимальная сумма заказа',
  ABOVE_MAXIMUM: 'Максимальная сумма заказа',
} as const;

/** English twins of {@link ORDER_SUM_MESSAGES}. */
export const ORDER_SUM_MESSAGES_EN = {
  BELOW_MINIMUM: 'Minimum order amount',
  ABOVE_MAXIMUM: 'Maximum order amount',
} as const;

/** Montenegrin (Latin script) twins of {@link ORDER_SUM_MESSAGES}. */
export const ORDER_SUM_MESSAGES_CNR = {
  BELOW_MINIMUM: 'Minimalni iznos narudžbe',
  ABOVE_MAXIMUM: 'Maksimalni iznos narudžbe',
} as const;

/** The outcome of {@link checkOrderSum}. */
export type OrderSumCheck =
  | { ok: true; threshold: Threshold }
  | {
      ok: false;
      reason: 'BELOW_MINIMUM';
      /** The minimum to reach, shown with the message ('Минимальная сумма заказа' + this sum). */
      minimum: Minor;
      /** How much is missing. */
      missing: Minor;
      message: (typeof ORDER_SUM_MESSAGES)['BELOW_MINIMUM'];
    }
  | {
      ok: false;
      reason: 'ABOVE_MAXIMUM';
      /** The maximum (exclusive) the total reached; the customer is asked to split the order. */
      maximum: Minor;
      message: (typeof ORDER_SUM_MESSAGES)['ABOVE_MAXIMUM'];
    }
  | { ok: false; reason: 'NO_THRESHOLDS' };

/**
 * Checks an order sum against a zone's thresholds (spec §4, §5 delivery checks). Below the
 * lowest minimum, or in a gap between two ranges, gives `BELOW_MINIMUM` with the minimum of the
 * next range; at or above the highest maximum gives `ABOVE_MAXIMUM`. A zone with no thresholds
 * accepts no order (`NO_THRESHOLDS`).
 *
 * @example
 * checkOrderSum(zone.thresholds, 65000);
 * // { ok: false, reason: 'BELOW_MINIMUM', minimum: 100000, missing: 35000, message: 'Минимальная сумма заказа' }
 */
export function checkOrderSum(thresholds: readonly Threshold[], total: Minor): OrderSumCheck {
  if (thresholds.length === 0) return { ok: false, reason: 'NO_THRESHOLDS' };
  const current = findCurrentThreshold(thresholds, total);
  if (current) return { ok: true, threshold: current };
  const next = findNextThreshold(thresholds, total);
  if (next) {
    return {
      ok: false,
      reason: 'BELOW_MINIMUM',
      minimum: next.orderPrice.min,
      missing: next.orderPrice.min - total,
      message: ORDER_SUM_MESSAGES.BELOW_MINIMUM,
    };
  }
  let maximum = -Infinity;
  for (const t of thresholds) if (t.orderPrice.max !== null && t.orderPrice.max > maximum) maximum = t.orderPrice.max;
  return { ok: false, reason: 'ABOVE_MAXIMUM', maximum, message: ORDER_SUM_MESSAGES.ABOVE_MAXIMUM };
}

/** The delivery-rule hint under the cart (spec §4), as data for the UI to phrase. */
export type DeliveryHint =
  | { kind: 'BELOW_MINIMUM'; minimum: Minor; missing: Minor }
  | { kind: 'ABOVE_MAXIMUM'; maximum: Minor }
  /** Add `left` more for free delivery (the next cheaper tier is the free one). */
  | { kind: 'LEFT_TO_FREE_DELIVERY'; left: Minor }
  /**
   * Add `left` more and delivery costs `deliveryCost` (the next cheaper tier); `leftToFree` is
   * what is left to free delivery when a further tier gives it.
   */
  | { kind: 'LEFT_TO_DELIVERY_PRICE'; left: Minor; deliveryCost: Minor; leftToFree?: Minor }
  /** Delivery costs `deliveryCost` for orders from `from`; nothing cheaper is reachable. */
  | { kind: 'DELIVERY_PRICE'; deliveryCost: Minor; from: Minor }
  | { kind: 'FREE_DELIVERY' }
  | { kind: 'NONE' };

/** The tier with the lowest minimum above `total` whose delivery costs less than `cost`. */
function nearestCheaper(thresholds: readonly Threshold[], total: Minor, cost: Minor): Threshold | null {
  let nearest: Threshold | null = null;
  for (const t of thresholds) {
    if (t.orderPrice.min <= total || t.deliveryCost >= cost) continue;
    if (nearest === null || t.orderPrice.min < nearest.orderPrice.min) nearest = t;
  }
  return nearest;
}

/**
 * The delivery-rule hint for a cart total (spec §4): the amount left to the next cheaper
 * delivery price and, when that is not free yet, the amount left to free delivery too; or the
 * delivery price from a minimum order amount when nothing cheaper is reachable. Out of range
 * totals give the `BELOW_MINIMUM` / `ABOVE_MAXIMUM` hints of {@link checkOrderSum}.
 *
 * @example
 * // thresholds: 1 000–2 000 ₽ → 249 ₽, 2 000–3 500 ₽ → 99 ₽, from 3 500 ₽ → free
 * getDeliveryHint(thresholds, 108900);
 * // { kind: 'LEFT_TO_DELIVERY_PRICE', left: 91100, deliveryCost: 9900, leftToFree: 241100 }
 */
export function getDeliveryHint(thresholds: readonly Threshold[], total: Minor): DeliveryHint {
  const check = checkOrderSum(thresholds, total);
  if (!check.ok) {
    if (check.reason === 'BELOW_MINIMUM')
      return { kind: 'BELOW_MINIMUM', minimum: check.minimum, missing: check.missing };
    if (check.reason === 'ABOVE_MAXIMUM') return { kind: 'ABOVE_MAXIMUM', maximum: check.maximum };
    return { kind: 'NONE' };
  }
  const current = check.threshold;
  if (current.deliveryCost === 0) return { kind: 'FREE_DELIVERY' };
  const next = nearestCheaper(thresholds, total, current.deliveryCost);
  if (next === null)
    return { kind: 'DELIVERY_PRICE', deliveryCost: current.deliveryCost, from: current.orderPrice.min };
  const left = next.orderPrice.min - total;
  if (next.deliveryCost === 0) return { kind: 'LEFT_TO_FREE_DELIVERY', left };
  const free = nearestCheaper(thresholds, total, 1);
  return free === null
    ? { kind: 'LEFT_TO_DELIVERY_PRICE', left, deliveryCost: next.deliveryCost }
    : {
        kind: 'LEFT_TO_DELIVERY_PRICE',
        left,
        deliveryCost: next.deliveryCost,
        leftToFree: free.orderPrice.min - total,
      };
}

/** One row of the 'Условия доставки' table (spec §2). */
export interface DeliveryConditionRow {
  from: Minor;
  to: Minor | null;
  deliveryCost: Minor;
  deliveryTime: number;
  /** 'Сумма заказа' column: 'от 0 ₽ до 1 000 ₽', or 'от 1 000 ₽' with no maximum. */
  orderSumText: string;
  /** 'Доставка' column: the price, or 'Бесплатно', then ' • 45 мин' when the time is not 0. */
  deliveryText: string;
}

/** The words of the delivery conditions' rows by locale (ru for any other). */
export const CONDITION_WORDS = {
  ru: { from: 'от', to: 'до', free: 'Бесплатно', minutes: 'мин' },
  en: { from: 'from', to: 'to', free: 'Free', minutes: 'min' },
  cnr: { from: 'od', to: 'do', free: 'Besplatno', minutes: 'min' },
} as const;

/**
 * The rows of the delivery conditions dialog (spec §2): columns 'Сумма заказа' (from X to Y) and
 * 'Доставка' (the price or 'Бесплатно', plus a bullet and minutes when the time is not 0), sorted
 * by the minimum. Numbers stay in the row for custom layouts.
 *
 * @example
 * deliveryConditionRows([{ deliveryCost: 0, deliveryTime: 60, orderPrice: { min: 100000, max: null } }]);
 * // [{ from: 100000, to: null, …, orderSumText: 'от 1 000 ₽', deliveryText: 'Бесплатно • 60 мин' }]
 */
export function deliveryConditionRows(
  thresholds: readonly Threshold[],
  options: FormatMoneyOptions = {},
): DeliveryConditionRow[] {
  const language = options.locale?.split('-')[0];
  const words = language === 'en' || language === 'cnr' ? CONDITION_WORDS[language] : CONDITION_WORDS.ru;
  return sortThresholds(thresholds).map((t) => {
    const { min, max } = t.orderPrice;
    const orderSumText =
      max === null
        ? `${words.from} ${formatMoney(min, options)}`
        : `${words.from} ${formatMoney(min, options)} ${words.to} ${formatMoney(max, options)}`;
    const price = t.deliveryCost === 0 ? words.free : formatMoney(t.deliveryCost, options);
    const deliveryText = t.deliveryTime === 0 ? price : `${price} • ${t.deliveryTime} ${words.minutes}`;
    return {
      from: min,
      to: max,
      deliveryCost: t.deliveryCost,
      deliveryTime: t.deliveryTime,
      orderSumText,
      deliveryText,
    };
  });
}
