import { describe, expect, it } from 'vitest';
import {
  describeScheduleDay,
  getScheduleStatus,
  isPositionAvailable,
  isRestoOpen,
  parseScheduleTime,
  parseTimezoneOffset,
  todayHoursLine,
  weekdayName,
  weekSchedule,
} from './schedule';
import type { DayOfWeek, OpeningHours } from './types';

// 2026-03-02 is a Monday. Moscow time is UTC+3.
const msk = (day: number, time: string) => Date.parse(`2026-03-0${day}T${time}+03:00`);
const hours = (day: DayOfWeek, open: string, close: string, active = true): OpeningHours => ({
  dayOfWeek: day,
  active,
  open,
  close,
});
const weekdays9to21 = [1, 2, 3, 4, 5].map((d) => hours(d as DayOfWeek, '09:00', '21:00'));

describe('weekdays', () => {
  it('numbers days 1 (MONDAY) to 7 (SUNDAY)', () => {
    expect(weekdayName(1)).toBe('MONDAY');
    expect(weekdayName(7)).toBe('SUNDAY');
    expect(weekSchedule(weekdays9to21).map((d) => [d.name, d.day.kind])).toEqual([
      ['MONDAY', 'HOURS'],
      ['TUESDAY', 'HOURS'],
      ['WEDNESDAY', 'HOURS'],
      ['THURSDAY', 'HOURS'],
      ['FRIDAY', 'HOURS'],
      ['SATURDAY', 'DAY_OFF'],
      ['SUNDAY', 'DAY_OFF'],
    ]);
  });
});

describe('todayHoursLine', () => {
  it("reads today's hours in the resto's timezone", () => {
    // Monday 23:30 in Moscow is already Tuesday in Yekaterinburg (+05:00).
    const hoursByDay = [hours(1, '09:00', '21:00'), hours(2, '00:00', '23:59')];
    expect(todayHoursLine(hoursByDay, msk(2, '23:30:00'), '+03:00')).toBe('09:00–21:00');
    expect(todayHoursLine(hoursByDay, msk(2, '23:30:00'), '+05:00')).toBe('00:00–24:00');
  });

  it('shows a dash on a day off', () => {
    expect(todayHoursLine(weekdays9to21, msk(7, '12:00:00'))).toBe('—');
  });
});

describe('describeScheduleDay', () => {
  it("reads '00:00' to '00:00' or '23:59' as round the clock", () => {
    expect(describeScheduleDay(hours(1, '00:00', '00:00'))).toEqual({ kind: 'ROUND_THE_CLOCK' });
    expect(describeScheduleDay(hours(1, '00:00', '23:59'))).toEqual({ kind: 'ROUND_THE_CLOCK' });
    expect(describeScheduleDay(hours(1, '00:00', '22:00'))).toEqual({ kind: 'HOURS', open: '00:00', close: '22:00' });
  });

  it('shows an inactive day as a day off', () => {
    expect(describeScheduleDay(hours(1, '09:00', '21:00', false))).toEqual({ kind: 'DAY_OFF' });
    expect(describeScheduleDay(undefined)).toEqual({ kind: 'DAY_OFF' });
  });
});

describe('parseScheduleTime', () => {
  it('treats 23:59 and 00:00 as 23:59:59 at the end of a day', () => {
    expect(parseScheduleTime('23:59', { end: true })).toBe(86399);
    expect(parseScheduleTime('00:00', { end: true })).toBe(86399);
    expect(parseScheduleTime('00:00')).toBe(0);
    expect(parseScheduleTime('21:30:15')).toBe(21 * 3600 + 30 * 60 + 15);
    expect(parseScheduleTime('25:00')).toBeNull();
    expect(parseScheduleTime('noon')).toBeNull();
  });
});

describe('getScheduleStatus', () => {
  it('is open inside the hours and closed outside, in the resto timezone', () => {
    expect(isRestoOpen(weekdays9to21, msk(2, '09:00:00'), '+03:00')).toBe(true);
    expect(isRestoOpen(weekdays9to21, msk(2, '08:59:59'), '+03:00')).toBe(false);
    expect(isRestoOpen(weekdays9to21, msk(2, '21:00:00'), '+03:00')).toBe(true);
    expect(isRestoOpen(weekdays9to21, msk(2, '21:00:01'), '+03:00')).toBe(false);
  });

  it('defaults to +03:00', () => {
    expect(isRestoOpen(weekdays9to21, Date.parse('2026-03-02T06:30:00Z'))).toBe(true); // 09:30 MSK
    expect(isRestoOpen(weekdays9to21, Date.parse('2026-03-02T06:30:00Z'), null)).toBe(true);
  });

  it('follows another timezone (Yekaterinburg, +05:00)', () => {
    const now = Date.parse('2026-03-02T04:30:00Z'); // 09:30 in +05:00, 07:30 in Moscow
    expect(isRestoOpen(weekdays9to21, now, '+05:00')).toBe(true);
    expect(isRestoOpen(weekdays9to21, now, '+03:00')).toBe(false);
  });

  it('stays open through 23:59:59 when the day closes at 23:59 or 00:00', () => {
    for (const close of ['23:59', '00:00']) {
      const late = [hours(1, '10:00', close)];
      expect(isRestoOpen(late, msk(2, '23:59:30'))).toBe(true);
      expect(isRestoOpen(late, msk(2, '23:59:59'))).toBe(true);
      expect(isRestoOpen(late, msk(3, '00:00:00'))).toBe(false); // Tuesday: a day off
    }
  });

  it('is open at every moment of a round-the-clock day', () => {
    const allDay = [hours(1, '00:00', '00:00')];
    for (const time of ['00:00:00', '03:00:00', '12:00:00', '23:59:59']) {
      expect(isRestoOpen(allDay, msk(2, time))).toBe(true);
    }
  });

  it('keeps a late-night schedule open past midnight', () => {
    const night = [hours(5, '18:00', '02:00')]; // Friday night
    expect(isRestoOpen(night, Date.parse('2026-03-07T01:30:00+03:00'))).toBe(true); // Saturday 01:30
    expect(isRestoOpen(night, Date.parse('2026-03-07T02:30:00+03:00'))).toBe(false);
  });

  it('gives the next opening time when closed', () => {
    expect(getScheduleStatus(weekdays9to21, msk(2, '07:00:00'))).toEqual({ open: false, opensAt: msk(2, '09:00:00') });
    expect(getScheduleStatus(weekdays9to21, msk(2, '22:00:00'))).toEqual({ open: false, opensAt: msk(3, '09:00:00') });
    // Friday evening → Monday morning.
    expect(getScheduleStatus(weekdays9to21, Date.parse('2026-03-06T22:00:00+03:00'))).toEqual({
      open: false,
      opensAt: Date.parse('2026-03-09T09:00:00+03:00'),
    });
    expect(getScheduleStatus(weekdays9to21, msk(2, '12:00:00'))).toEqual({ open: true });
  });

  it('never opens with no active day', () => {
    expect(getScheduleStatus([], msk(2, '12:00:00'))).toEqual({ open: false, opensAt: null });
    expect(getScheduleStatus([hours(1, '09:00', '21:00', false)], msk(2, '12:00:00'))).toEqual({
      open: false,
      opensAt: null,
    });
  });

  it('accepts a Date as well as epoch milliseconds', () => {
    expect(isRestoOpen(weekdays9to21, new Date(msk(2, '12:00:00')))).toBe(true);
  });
});

describe('parseTimezoneOffset', () => {
  it('reads the usual offset forms and falls back to +03:00', () => {
    expect(parseTimezoneOffset('+03:00')).toBe(180);
    expect(parseTimezoneOffset('-05:30')).toBe(-330);
    expect(parseTimezoneOffset('+0700')).toBe(420);
    expect(parseTimezoneOffset('Z')).toBe(0);
    expect(parseTimezoneOffset('Europe/Moscow')).toBe(180);
    expect(parseTimezoneOffset(undefined)).toBe(180);
  });
});

describe('isPositionAvailable', () => {
  const breakfast = {
    positionIds: [12],
    details: [hours(1, '08:00', '11:00')].map((h) => ({
      dayOfWeek: h.dayOfWeek,
      startAt: h.open,
      endAt: h.close,
      isActive: true,
    })),
  };

  it('makes a listed position available only inside its active slots', () => {
    expect(isPositionAvailable(12, [breakfast], msk(2, '09:00:00'))).toBe(true);
    expect(isPositionAvailable(12, [breakfast], msk(2, '15:00:00'))).toBe(false);
    expect(isPositionAvailable(12, [breakfast], msk(3, '09:00:00'))).toBe(false);
  });

  it('keeps positions without slots available', () => {
    expect(isPositionAvailable(13, [breakfast], msk(2, '15:00:00'))).toBe(true);
  });

  it('ignores inactive slots and ends a slot at 23:59:59', () => {
    const off = {
      positionIds: [12],
      details: [{ dayOfWeek: 1 as const, startAt: '00:00', endAt: '00:00', isActive: false }],
    };
    expect(isPositionAvailable(12, [off], msk(2, '12:00:00'))).toBe(false);
    const late = {
      positionIds: [12],
      details: [{ dayOfWeek: 1 as const, startAt: '20:00', endAt: '00:00', isActive: true }],
    };
    expect(isPositionAvailable(12, [late], msk(2, '23:59:59'))).toBe(true);
  });
});
