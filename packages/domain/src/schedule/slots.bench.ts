import { bench, describe } from 'vitest';
import { checkScheduledFor, nextOrderSlot, orderSlots, type OrderSlotsInput } from './slots';
import type { DayOfWeek, PositionTimeSlot } from './types';

// A week of 10:00–02:00 shifts, a 20-line cart, 50 position time slots, 5-minute steps over 14 days:
// a heavier day picker than any tenant configures (the default is 15 minutes over 7 days).
const timeSlots: PositionTimeSlot[] = Array.from({ length: 50 }, (_, i) => ({
  positionIds: [i + 1, i + 101],
  details: [1, 2, 3, 4, 5, 6, 7].map((d) => ({
    dayOfWeek: d as DayOfWeek,
    startAt: '09:00',
    endAt: i % 2 ? '23:59' : '16:00',
    isActive: true,
  })),
}));
const input: OrderSlotsInput = {
  resto: {
    openingHours: [1, 2, 3, 4, 5, 6, 7].map((d) => ({
      dayOfWeek: d as DayOfWeek,
      active: true,
      open: '10:00',
      close: '02:00',
    })),
    timezone: '+03:00',
  },
  zone: { thresholds: [{ deliveryTime: 60 }, { deliveryTime: 45 }] },
  deliveryType: 'DELIVERY',
  positions: Array.from({ length: 20 }, (_, i) => ({ id: i * 5 + 1, name: `Блюдо ${i}` })),
  timeSlots,
  now: Date.parse('2026-03-02T12:00:00+03:00'),
  horizonDays: 14,
  step: 5,
  leadMinutes: 45,
};

describe('order slots: 14 days × 5-minute steps, 20-line cart, 50 time slots', () => {
  bench('orderSlots (whole horizon)', () => {
    orderSlots(input);
  });
  bench('orderSlots (one day)', () => {
    orderSlots({ ...input, date: '2026-03-05' });
  });
  bench('nextOrderSlot', () => {
    nextOrderSlot(input);
  });
  bench('checkScheduledFor', () => {
    checkScheduledFor({ ...input, scheduledFor: Date.parse('2026-03-05T14:00:00+03:00') });
  });
});
