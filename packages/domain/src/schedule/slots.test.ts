import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isRestoOpen } from './schedule';
import {
  checkScheduledFor,
  cookingMinutes,
  cookingStartsAt,
  formatRestoTime,
  nextOrderSlot,
  orderSlots,
  type OrderSlotsInput,
  type SlotPosition,
} from './slots';
import type { DayOfWeek, OpeningHours, PositionTimeSlot } from './types';

// 2026-03-02 is a Monday. Moscow time is UTC+3.
const msk = (date: string, time: string) => Date.parse(`${date}T${time}:00+03:00`);
const MON = '2026-03-02';
const TUE = '2026-03-03';
const days = [1, 2, 3, 4, 5, 6, 7] as DayOfWeek[];
const every = (open: string, close: string): OpeningHours[] =>
  days.map((dayOfWeek) => ({ dayOfWeek, active: true, open, close }));
const pizza: SlotPosition = { id: 1, name: 'Маргарита' };
const duck: SlotPosition = { id: 2, name: 'Утка по-пекински', tags: ['EXTENDED_COOKING_TIME'] };
const lunch: SlotPosition = { id: 3, name: 'Бизнес-ланч' };
// The business lunch is sold 11:00–16:00 on weekdays only.
const lunchSlots: PositionTimeSlot[] = [
  {
    positionIds: [3],
    details: [1, 2, 3, 4, 5].map((d) => ({
      dayOfWeek: d as DayOfWeek,
      startAt: '11:00',
      endAt: '16:00',
      isActive: true,
    })),
  },
];

const input = (overrides: Partial<OrderSlotsInput> = {}): OrderSlotsInput => ({
  resto: { openingHours: every('10:00', '22:00'), timezone: '+03:00' },
  zone: null,
  deliveryType: 'TAKE_AWAY',
  positions: [pizza],
  timeSlots: [],
  now: msk(MON, '12:00'),
  horizonDays: 7,
  leadMinutes: 45,
  ...overrides,
});
const times = (overrides: Partial<OrderSlotsInput>) => orderSlots(input(overrides)).map((s) => `${s.date} ${s.time}`);

describe('orderSlots', () => {
  it('lists 15-minute slots from now plus the lead time to closing, in the resto timezone', () => {
    const today = orderSlots(input({ date: MON }));
    expect(today[0]).toMatchObject({ time: '12:45', iso: `${MON}T12:45:00+03:00`, available: true });
    expect(today.at(-1)?.time).toBe('22:00');
    expect(today).toHaveLength(38);
  });

  it('starts the next day at opening plus the kitchen time', () => {
    expect(orderSlots(input({ date: TUE }))[0]?.time).toBe('10:45');
  });

  it('has no slot on a day off', () => {
    const hours = every('10:00', '22:00').map((h) => (h.dayOfWeek === 2 ? { ...h, active: false } : h));
    expect(times({ resto: { openingHours: hours }, date: TUE })).toEqual([]);
    expect(times({ resto: { openingHours: hours } }).some((t) => t.startsWith(TUE))).toBe(false);
  });

  it('runs through the night round the clock (00:00–00:00 and 00:00–23:59)', () => {
    for (const close of ['00:00', '23:59']) {
      const slots = times({ resto: { openingHours: every('00:00', close) }, now: msk(MON, '23:00') });
      expect(slots.slice(0, 4)).toEqual([`${MON} 23:45`, `${TUE} 00:00`, `${TUE} 00:15`, `${TUE} 00:30`]);
    }
  });

  it('follows a shift past midnight, and not into a day off after it', () => {
    // Friday 18:00–02:00, Saturday off: Saturday 00:00–02:00 still belongs to Friday's shift.
    const hours: OpeningHours[] = [{ dayOfWeek: 5, active: true, open: '18:00', close: '02:00' }];
    const slots = times({ resto: { openingHours: hours }, now: msk('2026-03-06', '17:00'), horizonDays: 1 });
    expect(slots[0]).toBe('2026-03-06 18:45');
    expect(slots).toContain('2026-03-07 01:45');
    expect(slots.at(-1)).toBe('2026-03-07 02:00');
    expect(slots.filter((t) => t.startsWith('2026-03-07 1'))).toEqual([]);
  });

  it('adds 1.5 hours for a position tagged for extended cooking', () => {
    expect(cookingMinutes([pizza, duck], 45)).toBe(135);
    expect(orderSlots(input({ positions: [pizza, duck], date: MON }))[0]?.time).toBe('14:15');
    expect(orderSlots(input({ positions: [pizza, duck], date: TUE }))[0]?.time).toBe('12:15');
  });

  it("adds the zone's longest delivery time for DELIVERY", () => {
    const zone = { thresholds: [{ deliveryTime: 60 }, { deliveryTime: 40 }] };
    expect(orderSlots(input({ deliveryType: 'DELIVERY', zone, date: MON }))[0]?.time).toBe('13:45');
    expect(orderSlots(input({ deliveryType: 'DELIVERY', zone, date: TUE }))[0]?.time).toBe('11:45');
    expect(orderSlots(input({ deliveryType: 'TAKE_AWAY', zone, date: MON }))[0]?.time).toBe('12:45');
  });

  it('honours the lead time and the step', () => {
    expect(
      orderSlots(input({ leadMinutes: 120, step: 30, date: MON }))
        .map((s) => s.time)
        .slice(0, 3),
    ).toEqual(['14:00', '14:30', '15:00']);
  });

  it('marks slots where a position is not sold, naming it', () => {
    const slots = orderSlots(input({ positions: [pizza, lunch], timeSlots: lunchSlots, date: MON }));
    expect(slots.find((s) => s.time === '16:00')).toMatchObject({ available: true, unavailablePositions: [] });
    expect(slots.find((s) => s.time === '16:15')).toMatchObject({
      available: false,
      unavailablePositions: [{ id: 3, name: 'Бизнес-ланч' }],
    });
  });

  it('ends at the horizon', () => {
    expect(new Set(orderSlots(input({ horizonDays: 0 })).map((s) => s.date))).toEqual(new Set([MON]));
    expect(new Set(orderSlots(input({ horizonDays: 2 })).map((s) => s.date))).toEqual(
      new Set([MON, TUE, '2026-03-04']),
    );
    expect(orderSlots(input({ horizonDays: 2, date: '2026-03-05' }))).toEqual([]);
  });

  it("reads hours in the resto's timezone, not the browser's", () => {
    // 12:00 in Moscow is 14:00 in Yekaterinburg (+05:00): its 10:00–22:00 leaves fewer slots today.
    const slots = orderSlots(input({ resto: { openingHours: every('10:00', '22:00'), timezone: '+05:00' } }));
    expect(slots[0]).toMatchObject({ date: MON, time: '14:45', iso: `${MON}T14:45:00+05:00` });
    expect(slots[0]?.at).toBe(Date.parse(`${MON}T09:45:00Z`));
  });
});

describe('nextOrderSlot', () => {
  it('offers the next opening of a closed resto', () => {
    expect(nextOrderSlot(input({ now: msk(MON, '23:00') }))?.iso).toBe(`${TUE}T10:45:00+03:00`);
  });

  it('skips the slots where a position is not sold', () => {
    expect(nextOrderSlot(input({ positions: [lunch], timeSlots: lunchSlots, now: msk(MON, '16:00') }))?.iso).toBe(
      `${TUE}T11:00:00+03:00`,
    );
  });

  it('is null when the resto never opens', () => {
    expect(nextOrderSlot(input({ resto: { openingHours: [] } }))).toBeNull();
  });
});

describe('checkScheduledFor', () => {
  const check = (at: number, overrides: Partial<OrderSlotsInput> = {}) =>
    checkScheduledFor({ ...input(overrides), scheduledFor: at });

  it.each([
    ['a listed slot', msk(MON, '13:00'), {}, { ok: true }],
    [
      'a time before now plus the lead time',
      msk(MON, '12:30'),
      {},
      { reason: 'SLOT_IN_PAST', code: 'order.slot-in-past' },
    ],
    ['a time in the past', msk(MON, '09:00'), {}, { code: 'order.slot-in-past' }],
    ['a time after closing', msk(MON, '22:15'), {}, { reason: 'SLOT_CLOSED', code: 'order.slot-closed' }],
    ['too soon after opening', msk(TUE, '10:30'), {}, { code: 'order.slot-closed' }],
    [
      'a day off',
      msk(TUE, '13:00'),
      { resto: { openingHours: every('10:00', '22:00').filter((h) => h.dayOfWeek !== 2) } },
      { code: 'order.slot-closed' },
    ],
    ['past the horizon', msk('2026-03-10', '13:00'), {}, { reason: 'SLOT_TOO_FAR', code: 'order.slot-too-far' }],
    ['inside the horizon', msk('2026-03-09', '21:00'), {}, { ok: true }],
  ] as const)('%s', (_name, at, overrides, expected) => {
    expect(check(at, overrides)).toMatchObject(expected);
  });

  it('names the positions not sold at that time', () => {
    expect(check(msk(MON, '17:00'), { positions: [pizza, lunch], timeSlots: lunchSlots })).toEqual({
      ok: false,
      reason: 'SLOT_POSITION_UNAVAILABLE',
      code: 'order.slot-position-unavailable',
      positions: [{ id: 3, name: 'Бизнес-ланч' }],
    });
  });

  it('refuses a slot that was valid when listed once the clock passes it', () => {
    const slot = orderSlots(input({ date: MON }))[0]!;
    expect(check(slot.at)).toMatchObject({ ok: true });
    expect(check(slot.at, { now: msk(MON, '12:05') })).toMatchObject({ code: 'order.slot-in-past' });
  });
});

describe("a resto in another timezone than the browser's", () => {
  // The host's zone (the browser's, in a storefront) must change nothing: Node applies TZ at once.
  const hostZones = ['America/Los_Angeles', 'Asia/Kamchatka', 'UTC'];
  const withHostZone = <T>(zone: string, run: () => T): T => {
    const saved = process.env.TZ;
    process.env.TZ = zone;
    try {
      return run();
    } finally {
      if (saved === undefined) delete process.env.TZ;
      else process.env.TZ = saved;
    }
  };

  it('lists the same slots, the same next slot and the same checks in every host zone', () => {
    const rules = input({
      resto: { openingHours: every('10:00', '22:00'), timezone: '+05:00' },
      now: msk(MON, '21:00'),
    });
    const seen = hostZones.map((zone) =>
      withHostZone(zone, () => {
        // Offsets really differ on the host (a non-UTC zone shows a non-zero offset).
        if (zone !== 'UTC') expect(new Date(msk(MON, '21:00')).getTimezoneOffset()).not.toBe(0);
        const slots = orderSlots(rules);
        return {
          first: slots[0]?.iso,
          count: slots.length,
          next: nextOrderSlot(rules)?.iso,
          check: checkScheduledFor({ ...rules, scheduledFor: Date.parse(`${TUE}T10:45:00+05:00`) }).ok,
          text: formatRestoTime(Date.parse(`${TUE}T05:45:00Z`), { timezone: '+05:00', locale: 'ru' }),
        };
      }),
    );
    // 21:00 in Moscow is 23:00 in Yekaterinburg: closed, the next slot is Tuesday 10:45 there.
    expect(seen[0]).toMatchObject({ first: `${TUE}T10:45:00+05:00`, next: `${TUE}T10:45:00+05:00`, check: true });
    expect(seen[0]?.text).toBe('вт, 3 марта, 10:45');
    expect(new Set(seen.map((s) => JSON.stringify(s))).size).toBe(1);
  });

  it('property: a slot read on the resto clock is inside its hours whatever the host zone', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...hostZones),
        fc.constantFrom('+03:00', '-04:00', '+05:30', '+12:00'),
        fc.integer({ min: Date.parse('2026-01-01T00:00:00Z'), max: Date.parse('2026-12-31T00:00:00Z') }),
        (zone, tz, at) =>
          withHostZone(zone, () => {
            const hours = every('09:00', '21:00');
            const slots = orderSlots(input({ resto: { openingHours: hours, timezone: tz }, now: at, horizonDays: 1 }));
            for (const slot of slots) {
              expect(slot.time >= '09:45' && slot.time <= '21:00').toBe(true);
              expect(formatRestoTime(slot.at, { timezone: tz, locale: 'en' }).endsWith(slot.time)).toBe(true);
            }
          }),
      ),
      { numRuns: 30 },
    );
  });
});

describe('formatRestoTime', () => {
  it.each([
    ['ru', 'чт, 5 марта, 12:15'],
    ['en', 'Thu, March 5, 12:15'],
    ['cnr', 'čet, 5. mart, 12:15'],
  ])('reads a UTC time on the resto clock in %s', (locale, text) => {
    expect(formatRestoTime('2026-03-05T09:15:00.000Z', { timezone: '+03:00', locale })).toBe(text);
  });

  it('takes the offset of an ISO time as the same instant, and can leave the time out', () => {
    expect(formatRestoTime('2026-03-05T12:15:00+03:00', { timezone: '-04:00', locale: 'en' })).toBe(
      'Thu, March 5, 05:15',
    );
    expect(formatRestoTime(Date.parse('2026-03-05T23:30:00Z'), { timezone: '+03:00', locale: 'en', time: false })).toBe(
      'Fri, March 6',
    );
  });

  it("writes every Russian day of a leap year as Intl's ru format does", () => {
    const intl = new Intl.DateTimeFormat('ru', { weekday: 'short', day: 'numeric', month: 'long', timeZone: 'UTC' });
    for (let day = 0; day < 366; day++) {
      const at = Date.UTC(2028, 0, 1, 12) + day * 86_400_000;
      expect(formatRestoTime(at, { timezone: '+00:00', locale: 'ru', time: false })).toBe(intl.format(at));
    }
  });

  it('refuses what is not a time', () => {
    expect(() => formatRestoTime('soon', { locale: 'ru' })).toThrow('formatRestoTime: not a date-time: soon');
  });
});

describe('cookingStartsAt', () => {
  it('is the slot less the delivery and cooking time', () => {
    const zone = { thresholds: [{ deliveryTime: 60 }] };
    const at = msk(TUE, '14:00');
    const base = { scheduledFor: at, zone, deliveryType: 'DELIVERY' as const, leadMinutes: 45 };
    expect(cookingStartsAt({ ...base, positions: [pizza] })).toBe(msk(TUE, '12:15'));
    expect(cookingStartsAt({ ...base, positions: [duck] })).toBe(msk(TUE, '10:45'));
  });
});

describe('orderSlots properties', () => {
  const time = fc
    .tuple(fc.integer({ min: 0, max: 23 }), fc.constantFrom(0, 15, 30, 45, 59))
    .map(([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`);
  const week = fc.array(fc.record({ active: fc.boolean(), open: time, close: time }), { minLength: 7, maxLength: 7 });
  const timezone = fc.constantFrom('+03:00', '+00:00', '+05:00', '-04:00', '+05:30', '+12:00');
  const now = fc.integer({ min: Date.parse('2026-01-01T00:00:00Z'), max: Date.parse('2026-12-31T00:00:00Z') });
  const hoursOf = (entries: { active: boolean; open: string; close: string }[]): OpeningHours[] =>
    entries.map((e, i) => ({ ...e, dayOfWeek: (i + 1) as DayOfWeek }));

  it('every slot lies inside opening hours, from its kitchen start to itself, after the lead time', () => {
    fc.assert(
      fc.property(
        week,
        timezone,
        now,
        fc.integer({ min: 0, max: 180 }),
        fc.constantFrom(5, 10, 15, 20, 30, 60),
        fc.boolean(),
        (entries, tz, at, lead, step, extended) => {
          const hours = hoursOf(entries);
          const positions = extended ? [duck] : [pizza];
          const rules = input({
            resto: { openingHours: hours, timezone: tz },
            positions,
            now: at,
            horizonDays: 3,
            step,
            leadMinutes: lead,
          });
          const slots = orderSlots(rules);
          const need = cookingMinutes(positions, lead) * 60_000;
          for (const slot of slots) {
            expect(slot.at).toBeGreaterThanOrEqual(at + lead * 60_000);
            expect(isRestoOpen(hours, slot.at, tz)).toBe(true);
            expect(isRestoOpen(hours, slot.at - need, tz)).toBe(true);
            expect(checkScheduledFor({ ...rules, scheduledFor: slot.at }).ok).toBe(true);
          }
        },
      ),
      { numRuns: 150 },
    );
  });

  it('gives no slot on a day off that no night shift runs into', () => {
    fc.assert(
      fc.property(week, fc.integer({ min: 0, max: 6 }), timezone, now, (entries, off, tz, at) => {
        const hours = hoursOf(entries.map((e, i) => (i === off ? { ...e, active: false } : e)));
        const before = hours[(off + 6) % 7]!;
        fc.pre(!before.active || before.close === '00:00' || before.close >= before.open);
        const slots = orderSlots(input({ resto: { openingHours: hours, timezone: tz }, now: at }));
        const offDays = slots.filter((slot) => {
          const local = new Date(slot.at + offsetMinutes(tz) * 60_000);
          return (local.getUTCDay() + 6) % 7 === off;
        });
        expect(offDays).toEqual([]);
      }),
      { numRuns: 150 },
    );
  });
});

function offsetMinutes(tz: string): number {
  const sign = tz.startsWith('-') ? -1 : 1;
  return sign * (Number(tz.slice(1, 3)) * 60 + Number(tz.slice(4, 6)));
}
