import { toEpochMs, type Instant } from '../common/instant';
import type { DayOfWeek, OpeningHours, PositionTimeSlot, WeekdayName } from './types';

/** Weekday names by number: `WEEKDAYS[0]` is MONDAY (1), `WEEKDAYS[6]` is SUNDAY (7). */
export const WEEKDAYS: readonly WeekdayName[] = [
  'MONDAY',
  'TUESDAY',
  'WEDNESDAY',
  'THURSDAY',
  'FRIDAY',
  'SATURDAY',
  'SUNDAY',
];

/**
 * The name of a weekday number (spec §3: 1 is MONDAY, 7 is SUNDAY).
 *
 * @example
 * weekdayName(7); // 'SUNDAY'
 */
export function weekdayName(day: DayOfWeek): WeekdayName {
  return WEEKDAYS[day - 1]!;
}

/** The spec's default resto timezone (§9). */
export const DEFAULT_TIMEZONE = '+03:00';

const SECONDS_PER_DAY = 86_400;
/** 23:59:59, where 23:59 and 00:00 end a day (spec §4). */
const END_OF_DAY = SECONDS_PER_DAY - 1;

/**
 * Parses a UTC offset such as '+03:00', '-05:30', '+0300', '+03' or 'Z' into minutes. Anything
 * else gives the default +03:00 (spec §9), so a resto with a bad timezone behaves like one without.
 *
 * @example
 * parseTimezoneOffset('+05:30'); // 330
 */
export function parseTimezoneOffset(timezone: string | null | undefined): number {
  if (!timezone) return 180;
  if (timezone === 'Z' || timezone === 'z') return 0;
  const m = /^([+-])(\d{2})(?::?(\d{2}))?$/.exec(timezone.trim());
  if (!m) return 180;
  const minutes = Number(m[2]) * 60 + Number(m[3] ?? 0);
  if (minutes > 14 * 60) return 180;
  return m[1] === '-' ? -minutes : minutes;
}

/**
 * Seconds since midnight of 'HH:mm' or 'HH:mm:ss'; `null` when malformed. With `end: true`, the
 * end-of-day values 23:59 and 00:00 mean 23:59:59 (spec §4).
 *
 * @example
 * parseScheduleTime('09:30'); // 34200
 * parseScheduleTime('00:00', { end: true }); // 86399
 */
export function parseScheduleTime(value: string, options: { end?: boolean } = {}): number | null {
  const m = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/.exec(value.trim());
  if (!m) return null;
  const h = Number(m[1]);
  const min = Number(m[2]);
  const s = Number(m[3] ?? 0);
  if (h > 24 || min > 59 || s > 59 || (h === 24 && (min > 0 || s > 0))) return null;
  const seconds = h * 3600 + min * 60 + s;
  if (options.end && (seconds === 0 || (h === 23 && min === 59) || seconds === SECONDS_PER_DAY)) return END_OF_DAY;
  return seconds;
}

/** How one schedule day reads (spec §4). */
export type ScheduleDay =
  { kind: 'DAY_OFF' } | { kind: 'ROUND_THE_CLOCK' } | { kind: 'HOURS'; open: string; close: string };

/**
 * How a day of the schedule is shown (spec §4): an inactive (or missing) day is a day off;
 * '00:00' to '00:00' or '23:59' is round the clock; anything else its hours.
 *
 * @example
 * describeScheduleDay({ dayOfWeek: 1, active: true, open: '00:00', close: '23:59' }); // { kind: 'ROUND_THE_CLOCK' }
 */
export function describeScheduleDay(entry: OpeningHours | undefined): ScheduleDay {
  if (!entry || !entry.active) return { kind: 'DAY_OFF' };
  const open = parseScheduleTime(entry.open);
  const close = parseScheduleTime(entry.close, { end: true });
  if (open === null || close === null) return { kind: 'DAY_OFF' };
  if (open === 0 && close === END_OF_DAY) return { kind: 'ROUND_THE_CLOCK' };
  return { kind: 'HOURS', open: entry.open, close: entry.close };
}

/**
 * The week in display order, MONDAY to SUNDAY, each day described.
 *
 * @example
 * weekSchedule(resto.openingHours).map((d) => d.name); // ['MONDAY', …, 'SUNDAY']
 */
export function weekSchedule(
  hours: readonly OpeningHours[],
): { dayOfWeek: DayOfWeek; name: WeekdayName; day: ScheduleDay }[] {
  return WEEKDAYS.map((name, i) => {
    const dayOfWeek = (i + 1) as DayOfWeek;
    return { dayOfWeek, name, day: describeScheduleDay(hours.find((h) => h.dayOfWeek === dayOfWeek)) };
  });
}

/** A moment seen in a timezone: weekday, seconds since local midnight, and local midnight. */
export interface LocalMoment {
  dayOfWeek: DayOfWeek;
  seconds: number;
  /** Epoch ms of the local midnight that starts this day. */
  midnight: number;
}

/** `now` seen in a timezone (module-internal: the slots module reads days with it). */
export function localMoment(now: Instant, timezone: string | null | undefined): LocalMoment {
  const offsetMs = parseTimezoneOffset(timezone) * 60_000;
  const ms = toEpochMs(now);
  const local = ms + offsetMs;
  const dayIndex = Math.floor(local / 86_400_000);
  const msOfDay = local - dayIndex * 86_400_000;
  // 1970-01-01 was a Thursday (4).
  const dayOfWeek = ((((dayIndex + 3) % 7) + 7) % 7) + 1;
  return {
    dayOfWeek: dayOfWeek as DayOfWeek,
    seconds: Math.floor(msOfDay / 1000),
    midnight: dayIndex * 86_400_000 - offsetMs,
  };
}

/**
 * The weekday (1 Monday … 7 Sunday) at `now` in a resto's timezone.
 *
 * @example
 * weekdayAt(Date.parse('2026-03-01T22:00:00Z'), '+03:00'); // 1: already Monday in Moscow
 */
export function weekdayAt(now: Instant, timezone: string | null | undefined = DEFAULT_TIMEZONE): DayOfWeek {
  return localMoment(now, timezone).dayOfWeek;
}

/**
 * A resto's schedule day at `now` in its timezone: hours, round the clock or day off.
 *
 * @example
 * scheduleDayAt(resto.openingHours, Date.parse('2026-03-02T12:00:00Z'), '+03:00'); // { kind: 'HOURS', open: '09:00', close: '21:00' }
 */
export function scheduleDayAt(
  hours: readonly OpeningHours[],
  now: Instant,
  timezone: string | null | undefined = DEFAULT_TIMEZONE,
): ScheduleDay {
  const dayOfWeek = weekdayAt(now, timezone);
  return describeScheduleDay(hours.find((h) => h.dayOfWeek === dayOfWeek));
}

/** The active window of a day in seconds, `[open, close]` inclusive; close < open crosses midnight. */
export function windowOf(entry: OpeningHours | undefined): { open: number; close: number } | null {
  if (!entry || !entry.active) return null;
  const open = parseScheduleTime(entry.open);
  const close = parseScheduleTime(entry.close, { end: true });
  if (open === null || close === null) return null;
  return { open, close };
}

function dayBefore(day: DayOfWeek): DayOfWeek {
  return (day === 1 ? 7 : day - 1) as DayOfWeek;
}

function isOpenInWindows(hours: readonly OpeningHours[], day: DayOfWeek, seconds: number): boolean {
  const today = windowOf(hours.find((h) => h.dayOfWeek === day));
  if (today) {
    if (today.close >= today.open ? seconds >= today.open && seconds <= today.close : seconds >= today.open)
      return true;
  }
  // Yesterday's hours may run past midnight (close earlier than open, e.g. 18:00–02:00).
  const yesterday = windowOf(hours.find((h) => h.dayOfWeek === dayBefore(day)));
  return yesterday !== null && yesterday.close < yesterday.open && seconds <= yesterday.close;
}

/** Whether a resto takes orders now, and if not, when it opens. */
export type ScheduleStatus =
  { open: true } | { open: false; /** Epoch ms, or null when it never opens. */ opensAt: number | null };

/**
 * Whether a resto is open at `now` in its timezone (spec §4, default +03:00), and when closed the
 * next opening time. Times are whole seconds; a day is open from its open time through its close
 * time inclusive, where 23:59 and 00:00 mean 23:59:59. A close earlier than the open runs past
 * midnight. Missing or inactive days are days off.
 *
 * @example
 * const status = getScheduleStatus(resto.openingHours, now, resto.timezone);
 * if (!status.open) showDayOff(status.opensAt);
 */
export function getScheduleStatus(
  hours: readonly OpeningHours[],
  now: Instant,
  timezone: string | null | undefined = DEFAULT_TIMEZONE,
): ScheduleStatus {
  const moment = localMoment(now, timezone);
  if (isOpenInWindows(hours, moment.dayOfWeek, moment.seconds)) return { open: true };
  for (let k = 0; k <= 7; k++) {
    const day = (((((moment.dayOfWeek - 1 + k) % 7) + 7) % 7) + 1) as DayOfWeek;
    const w = windowOf(hours.find((h) => h.dayOfWeek === day));
    if (!w) continue;
    if (k === 0 && w.open <= moment.seconds) continue;
    return { open: false, opensAt: moment.midnight + k * 86_400_000 + w.open * 1000 };
  }
  return { open: false, opensAt: null };
}

/**
 * A resto's hours today in its timezone (default +03:00) as a short line that reads the same in
 * every language, for the pickup point list and the map's info window ('Часы работы: …', spec §4):
 * '10:00–22:00', '00:00–24:00' round the clock, '—' on a day off.
 *
 * @example
 * todayHoursLine(resto.openingHours, Date.parse('2026-03-02T12:00:00Z'), '+03:00'); // '09:00–21:00'
 */
export function todayHoursLine(
  hours: readonly OpeningHours[],
  now: Instant,
  timezone: string | null | undefined = DEFAULT_TIMEZONE,
): string {
  const day = scheduleDayAt(hours, now, timezone);
  if (day.kind === 'HOURS') return `${day.open}–${day.close}`;
  return day.kind === 'ROUND_THE_CLOCK' ? '00:00–24:00' : '—';
}

/**
 * Whether a resto takes orders at `now` (see {@link getScheduleStatus}).
 *
 * @example
 * isRestoOpen(resto.openingHours, Date.parse('2026-03-02T12:00:00Z'), '+03:00'); // true on a Monday 9–21
 */
export function isRestoOpen(
  hours: readonly OpeningHours[],
  now: Instant,
  timezone: string | null | undefined = DEFAULT_TIMEZONE,
): boolean {
  return getScheduleStatus(hours, now, timezone).open;
}

/**
 * Whether a position can be ordered at `now` given the resto's position time slots (spec §3). A
 * position no slot lists is always available; a listed one only inside an active window of the
 * current weekday (in the resto's timezone; end-of-day values as in {@link getScheduleStatus}).
 *
 * @example
 * isPositionAvailable(12, timeSlots, now, resto.timezone); // false for a breakfast dish at 15:00
 */
export function isPositionAvailable(
  positionId: number,
  slots: readonly PositionTimeSlot[],
  now: Instant,
  timezone: string | null | undefined = DEFAULT_TIMEZONE,
): boolean {
  return positionAvailability(positionId, slots)(localMoment(now, timezone));
}

/**
 * The rule of {@link isPositionAvailable} for one position, with its windows read once: a test of
 * a local moment (module-internal: the slots module checks many moments per position).
 */
export function positionAvailability(
  positionId: number,
  slots: readonly PositionTimeSlot[],
): (moment: Pick<LocalMoment, 'dayOfWeek' | 'seconds'>) => boolean {
  const relevant = slots.filter((s) => s.positionIds.includes(positionId));
  if (relevant.length === 0) return () => true;
  const windows = relevant.flatMap((slot) =>
    slot.details.flatMap((d) => {
      if (!d.isActive) return [];
      const start = parseScheduleTime(d.startAt);
      const end = parseScheduleTime(d.endAt, { end: true });
      return start === null || end === null ? [] : [{ dayOfWeek: d.dayOfWeek, start, end }];
    }),
  );
  return (moment) =>
    windows.some((w) => w.dayOfWeek === moment.dayOfWeek && moment.seconds >= w.start && moment.seconds <= w.end);
}
