/** Weekday numbers: 1 (Monday) to 7 (Sunday) (spec §3). */
export type DayOfWeek = 1 | 2 | 3 | 4 | 5 | 6 | 7;

/** Weekday names, MONDAY to SUNDAY (spec §3). */
export type WeekdayName = 'MONDAY' | 'TUESDAY' | 'WEDNESDAY' | 'THURSDAY' | 'FRIDAY' | 'SATURDAY' | 'SUNDAY';

/** One opening-hours entry of a resto (spec §3); times are 'HH:mm' (or 'HH:mm:ss'). */
export interface OpeningHours {
  dayOfWeek: DayOfWeek;
  active: boolean;
  open: string;
  close: string;
}

/** Position time slots (spec §3): the positions are available only inside these windows. */
export interface PositionTimeSlot {
  positionIds: readonly number[];
  details: readonly { dayOfWeek: DayOfWeek; startAt: string; endAt: string; isActive: boolean }[];
}
