import { describe, expect, it } from 'vitest';
import { scheduleDayAt, weekdayAt } from './schedule';
import type { OpeningHours } from './types';

const hours: OpeningHours[] = [
  { dayOfWeek: 1, active: true, open: '09:00', close: '21:00' },
  { dayOfWeek: 7, active: false, open: '09:00', close: '21:00' },
];

describe('weekdayAt', () => {
  it("reads the weekday in the resto's timezone, Monday 1 … Sunday 7", () => {
    const sundayNightUtc = Date.parse('2026-03-01T22:00:00Z');
    expect(weekdayAt(sundayNightUtc, '+03:00')).toBe(1);
    expect(weekdayAt(sundayNightUtc, '+00:00')).toBe(7);
    expect(weekdayAt(sundayNightUtc, undefined)).toBe(1);
  });
});

describe('scheduleDayAt', () => {
  it("gives the day's hours, or a day off", () => {
    expect(scheduleDayAt(hours, Date.parse('2026-03-02T12:00:00Z'), '+03:00')).toEqual({
      kind: 'HOURS',
      open: '09:00',
      close: '21:00',
    });
    expect(scheduleDayAt(hours, Date.parse('2026-03-01T12:00:00Z'), '+03:00')).toEqual({ kind: 'DAY_OFF' });
  });
});
