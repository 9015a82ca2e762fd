import { toEpochMs, type Instant } from '../common/instant';
import type { DeliveryType } from '../pay/types';
import { DEFAULT_TIMEZONE, localMoment, parseTimezoneOffset, positionAvailability, windowOf } from './schedule';
import type { DayOfWeek, OpeningHours, PositionTimeSlot } from './types';

const MINUTE = 60_000;
const DAY = 86_400_000;

/** The position tag for extended cooking time (spec §3). */
export const EXTENDED_COOKING_TAG = 'EXTENDED_COOKING_TIME';

/** What a position tagged {@link EXTENDED_COOKING_TAG} adds to the cooking time: 1.5 hours (spec §9). */
export const EXTENDED_COOKING_MINUTES = 90;

/**
 * Scheduled-order settings used when a tenant names none: 15-minute slots, at least 45 minutes
 * from the order to an ordinary pickup, bookable today and the next 7 days.
 */
export const SLOT_DEFAULTS = { step: 15, leadMinutes: 45, horizonDays: 7 } as const;

/** A cart position as the slot rules see it: its id, its name (to name it), and its tags. */
export interface SlotPosition {
  id: number;
  name: string;
  tags?: readonly string[];
}

/** A position that is not sold at a slot's time. */
export interface UnavailablePosition {
  id: number;
  name: string;
}

/** Inputs of {@link orderSlots} and {@link checkScheduledFor}. */
export interface OrderSlotsInput {
  /** The resto's opening hours and UTC offset (default +03:00, spec §9). */
  resto: { openingHours: readonly OpeningHours[]; timezone?: string | null };
  /**
   * The delivery zone (DELIVERY): the longest delivery time of its thresholds is added. `null` for
   * TAKE_AWAY, or when the address is not known yet (then no delivery time is added).
   */
  zone: { thresholds: readonly { deliveryTime: number }[] } | null;
  deliveryType: DeliveryType;
  /** The cart's positions: extended cooking time and position time slots apply to them. */
  positions: readonly SlotPosition[];
  /** The resto's position time slots (spec §3). */
  timeSlots: readonly PositionTimeSlot[];
  now: Instant;
  /** Days after today that can be booked: 0 is today only. */
  horizonDays: number;
  /** Minutes between slots, counted from local midnight (default 15). */
  step?: number;
  /**
   * The least time from placing an order to handing it over (default 45 minutes): the kitchen's
   * time for an ordinary order. Extended cooking adds to it, delivery comes after it.
   */
  leadMinutes?: number;
  /** Only the slots of this local date ('YYYY-MM-DD' in the resto's timezone). */
  date?: string;
}

/** One slot: the time the order is ready for pickup (TAKE_AWAY) or delivered (DELIVERY). */
export interface OrderSlot {
  /** Epoch ms. */
  at: number;
  /** ISO 8601 with the resto's offset: '2026-03-02T12:15:00+03:00'. */
  iso: string;
  /** Local date in the resto's timezone, 'YYYY-MM-DD'. */
  date: string;
  /** Local time in the resto's timezone, 'HH:mm'. */
  time: string;
  /** False when some cart position is not sold at this time (listed in `unavailablePositions`). */
  available: boolean;
  unavailablePositions: UnavailablePosition[];
}

/** Error codes of a refused `scheduledFor`, by reason. */
export const SLOT_ERROR_CODES = {
  SLOT_IN_PAST: 'order.slot-in-past',
  SLOT_TOO_FAR: 'order.slot-too-far',
  SLOT_CLOSED: 'order.slot-closed',
  SLOT_POSITION_UNAVAILABLE: 'order.slot-position-unavailable',
} as const;

/** Why a `scheduledFor` is refused. */
export type SlotRefusal = keyof typeof SLOT_ERROR_CODES;

/** The outcome of {@link checkScheduledFor}. */
export type ScheduledForCheck =
  | { ok: true; slot: OrderSlot }
  | {
      ok: false;
      reason: Exclude<SlotRefusal, 'SLOT_POSITION_UNAVAILABLE'>;
      code: (typeof SLOT_ERROR_CODES)[SlotRefusal];
    }
  | {
      ok: false;
      reason: 'SLOT_POSITION_UNAVAILABLE';
      code: (typeof SLOT_ERROR_CODES)['SLOT_POSITION_UNAVAILABLE'];
      positions: UnavailablePosition[];
    };

/**
 * Minutes the kitchen needs for a cart: the lead time, plus 1.5 hours when a position is tagged
 * for extended cooking (spec §9).
 *
 * @example
 * cookingMinutes([{ id: 1, name: 'Утка', tags: ['EXTENDED_COOKING_TIME'] }], 45); // 135
 */
export function cookingMinutes(positions: readonly SlotPosition[], leadMinutes: number = SLOT_DEFAULTS.leadMinutes) {
  const extended = positions.some((p) => p.tags?.includes(EXTENDED_COOKING_TAG));
  return leadMinutes + (extended ? EXTENDED_COOKING_MINUTES : 0);
}

function deliveryMinutes(input: Pick<OrderSlotsInput, 'deliveryType' | 'zone'>): number {
  if (input.deliveryType !== 'DELIVERY' || !input.zone) return 0;
  return input.zone.thresholds.reduce((longest, t) => Math.max(longest, t.deliveryTime), 0);
}

/**
 * When the kitchen starts a scheduled order: the slot less the delivery time and the cooking time
 * (what a kitchen, real or simulated, must not start before).
 *
 * @example
 * cookingStartsAt({ scheduledFor, deliveryType: 'TAKE_AWAY', zone: null, positions }); // scheduledFor − 45 min
 */
export function cookingStartsAt(
  input: Pick<OrderSlotsInput, 'deliveryType' | 'zone' | 'positions' | 'leadMinutes'> & { scheduledFor: Instant },
): number {
  const minutes = cookingMinutes(input.positions, input.leadMinutes) + deliveryMinutes(input);
  return toEpochMs(input.scheduledFor) - minutes * MINUTE;
}

const pad = (n: number) => String(n).padStart(2, '0');

function offsetText(minutes: number): string {
  const abs = Math.abs(minutes);
  return `${minutes < 0 ? '-' : '+'}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/** The rules of one input, worked out once: open periods, earliest and latest instants. */
interface SlotPlan {
  offsetMinutes: number;
  /** Local midnight (epoch ms) of today in the resto's timezone. */
  today: number;
  /** Kitchen plus delivery time, in ms. */
  needMs: number;
  earliest: number;
  /** Exclusive end of the last bookable day. */
  horizonEnd: number;
  /** Merged open periods `[start, end]` (end inclusive), in epoch ms, sorted. */
  periods: Array<[number, number]>;
  timezone: string;
  /** The cart's positions with their time-slot rule. */
  sold: Array<{ position: UnavailablePosition; at: ReturnType<typeof positionAvailability> }>;
}

function planOf(input: OrderSlotsInput): SlotPlan {
  const timezone = input.resto.timezone ?? DEFAULT_TIMEZONE;
  const now = toEpochMs(input.now);
  const moment = localMoment(now, timezone);
  const horizonDays = Math.max(0, Math.floor(input.horizonDays));
  const needMs = (cookingMinutes(input.positions, input.leadMinutes) + deliveryMinutes(input)) * MINUTE;
  const periods: Array<[number, number]> = [];
  // From yesterday (its shift may run past midnight) to the last bookable day.
  for (let k = -1; k <= horizonDays; k++) {
    const dayOfWeek = ((((moment.dayOfWeek - 1 + k) % 7) + 7) % 7) + 1;
    const w = windowOf(input.resto.openingHours.find((h) => h.dayOfWeek === (dayOfWeek as DayOfWeek)));
    if (!w) continue;
    const midnight = moment.midnight + k * DAY;
    const start = midnight + w.open * 1000;
    const end = (w.close >= w.open ? midnight : midnight + DAY) + w.close * 1000;
    const last = periods[periods.length - 1];
    // 23:59:59 of one day and 00:00 of the next are one period (round the clock, night shifts).
    if (last && start <= last[1] + 1000) last[1] = Math.max(last[1], end);
    else periods.push([start, end]);
  }
  return {
    offsetMinutes: parseTimezoneOffset(timezone),
    today: moment.midnight,
    needMs,
    earliest: now + needMs,
    horizonEnd: moment.midnight + (horizonDays + 1) * DAY,
    periods,
    timezone,
    sold: input.positions.map((p) => ({
      position: { id: p.id, name: p.name },
      at: positionAvailability(p.id, input.timeSlots),
    })),
  };
}

/** True when the kitchen's work and the delivery, `[at − need, at]`, lie inside one open period. */
function fitsOpenPeriod(plan: SlotPlan, at: number): boolean {
  const start = at - plan.needMs;
  return plan.periods.some(([from, to]) => from <= start && at <= to);
}

function slotAt(plan: SlotPlan, at: number): OrderSlot {
  const local = new Date(at + plan.offsetMinutes * MINUTE).toISOString();
  const date = local.slice(0, 10);
  const time = local.slice(11, 16);
  const moment = localMoment(at, plan.timezone);
  const unavailablePositions = plan.sold.filter((p) => !p.at(moment)).map((p) => p.position);
  return {
    at,
    iso: `${date}T${local.slice(11, 19)}${offsetText(plan.offsetMinutes)}`,
    date,
    time,
    available: unavailablePositions.length === 0,
    unavailablePositions,
  };
}

/**
 * The slots an order can be placed for, in time order, from the resto's opening hours in its
 * timezone (spec §3–§4: days off, round the clock, 23:59/00:00 as the end of a day, shifts past
 * midnight). A slot is the time the order is ready (TAKE_AWAY) or delivered (DELIVERY), on a
 * `step`-minute grid from local midnight, from today to `horizonDays` days ahead. It is listed when
 * it is at least the cooking time ({@link cookingMinutes}: lead time, plus 1.5 h for extended
 * cooking) plus the zone's delivery time after `now`, and the whole of that time lies inside one
 * open period of the resto. A slot at which a cart position is not sold (position time slots) is
 * listed with `available: false`, naming those positions.
 *
 * @example
 * const slots = orderSlots({
 *   resto, zone, deliveryType: 'DELIVERY', positions: cart, timeSlots, now, horizonDays: 7,
 * });
 * slots.filter((s) => s.available).map((s) => s.time); // ['12:45', '13:00', …]
 */
export function orderSlots(input: OrderSlotsInput): OrderSlot[] {
  return [...eachSlot(input)];
}

/** The slots of {@link orderSlots}, one at a time (the next slot stops at the first it needs). */
function* eachSlot(input: OrderSlotsInput): Generator<OrderSlot> {
  const plan = planOf(input);
  const step = Math.max(1, Math.floor(input.step ?? SLOT_DEFAULTS.step)) * MINUTE;
  for (let midnight = plan.today; midnight < plan.horizonEnd; midnight += DAY) {
    if (
      input.date !== undefined &&
      new Date(midnight + plan.offsetMinutes * MINUTE).toISOString().slice(0, 10) !== input.date
    )
      continue;
    for (let at = midnight; at < midnight + DAY; at += step) {
      if (at >= plan.earliest && fitsOpenPeriod(plan, at)) yield slotAt(plan, at);
    }
  }
}

/**
 * The first slot a cart can be ordered for, or null when there is none within the horizon (what
 * the day-off answer offers instead of a dead end).
 *
 * @example
 * nextOrderSlot({ resto, zone: null, deliveryType: 'TAKE_AWAY', positions, timeSlots, now, horizonDays: 7 })?.iso;
 */
export function nextOrderSlot(input: OrderSlotsInput): OrderSlot | null {
  const { date: _date, ...everyDay } = input;
  for (const slot of eachSlot(everyDay)) if (slot.available) return slot;
  return null;
}

/**
 * Checks a time an order is placed for with the rules of {@link orderSlots} (any instant is
 * accepted, not only the grid's), giving the refusal's error code: past the horizon
 * (`order.slot-too-far`), sooner than the cooking and delivery time allow (`order.slot-in-past`),
 * outside opening hours (`order.slot-closed`), or with positions not sold then
 * (`order.slot-position-unavailable`, naming them).
 *
 * @example
 * const check = checkScheduledFor({ ...slotInput, scheduledFor: Date.parse('2026-03-02T12:15:00+03:00') });
 * if (!check.ok) reply422(check.code);
 */
export function checkScheduledFor(input: OrderSlotsInput & { scheduledFor: Instant }): ScheduledForCheck {
  const plan = planOf(input);
  const at = toEpochMs(input.scheduledFor);
  if (at >= plan.horizonEnd) return { ok: false, reason: 'SLOT_TOO_FAR', code: SLOT_ERROR_CODES.SLOT_TOO_FAR };
  if (at < plan.earliest) return { ok: false, reason: 'SLOT_IN_PAST', code: SLOT_ERROR_CODES.SLOT_IN_PAST };
  if (!fitsOpenPeriod(plan, at)) return { ok: false, reason: 'SLOT_CLOSED', code: SLOT_ERROR_CODES.SLOT_CLOSED };
  const slot = slotAt(plan, at);
  if (!slot.available) {
    return {
      ok: false,
      reason: 'SLOT_POSITION_UNAVAILABLE',
      code: SLOT_ERROR_CODES.SLOT_POSITION_UNAVAILABLE,
      positions: slot.unavailablePositions,
    };
  }
  return { ok: true, slot };
}

/** The `Intl` locale of a storefront language: Montenegrin ('cnr') reads as Serbian in Latin script. */
function intlLocale(locale: string): string {
  return locale === 'cnr' ? 'sr-Latn-ME' : locale;
}

/** One weekday-day-month format per locale: building an Intl.DateTimeFormat costs far more than using one. */
const dayFormats = new Map<string, Intl.DateTimeFormat>();
function dayFormat(locale: string): Intl.DateTimeFormat {
  let format = dayFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocale(locale), {
      weekday: 'short',
      day: 'numeric',
      month: 'long',
      timeZone: 'UTC',
    });
    dayFormats.set(locale, format);
  }
  return format;
}

/** Intl's `ru` short weekdays, Sunday first (as `Date#getUTCDay` counts), and months in the genitive. */
const RU_WEEKDAYS = ['вс', 'пн', 'вт', 'ср', 'чт', 'пт', 'сб'];
const RU_MONTHS = [
  'января',
  'февраля',
  'марта',
  'апреля',
  'мая',
  'июня',
  'июля',
  'августа',
  'сентября',
  'октября',
  'ноября',
  'декабря',
];

/**
 * The `ru` weekday, day and month of a UTC date without `Intl` ('чт, 5 марта'). Building a page's
 * first `Intl` format loads ICU's locale data: 10–28 ms of main thread in Chromium on a fast
 * machine, four times that at Lighthouse's 4× CPU, and the checkout's order-time chooser built it
 * in a render the store's update runs in one task. Russian is the storefront's default, so its
 * days are written here, character for character as Intl's `ru` format writes them (slots.test.ts
 * compares every day of a leap year); other languages go through a cached `Intl.DateTimeFormat`.
 */
function formatRuDay(date: Date): string {
  return `${RU_WEEKDAYS[date.getUTCDay()]}, ${date.getUTCDate()} ${RU_MONTHS[date.getUTCMonth()]}`;
}

/**
 * A time an order is placed for, as the customer reads it: weekday, day, month and 'HH:mm' on the
 * resto's clock (its timezone from data, never the browser's), in the page's language.
 *
 * @example
 * formatRestoTime('2026-03-05T09:15:00Z', { timezone: '+03:00', locale: 'ru' }); // 'чт, 5 марта, 12:15'
 * formatRestoTime('2026-03-05T09:15:00Z', { timezone: '+03:00', locale: 'en' }); // 'Thu, March 5, 12:15'
 */
export function formatRestoTime(
  at: Instant | string,
  options: { timezone?: string | null; locale: string; time?: boolean },
): string {
  const ms = typeof at === 'string' ? Date.parse(at) : toEpochMs(at);
  if (Number.isNaN(ms)) throw new Error(`formatRestoTime: not a date-time: ${String(at)}`);
  // The resto's wall clock as a UTC instant, formatted in UTC: the same text in every browser.
  const local = new Date(ms + parseTimezoneOffset(options.timezone ?? DEFAULT_TIMEZONE) * MINUTE);
  const day = options.locale === 'ru' ? formatRuDay(local) : dayFormat(options.locale).format(local);
  if (options.time === false) return day;
  return `${day}, ${local.toISOString().slice(11, 16)}`;
}
