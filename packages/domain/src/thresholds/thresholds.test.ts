import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkOrderSum,
  deliveryConditionRows,
  findCurrentThreshold,
  findNextThreshold,
  fromServerThreshold,
  fromServerZone,
  getDeliveryHint,
  toServerThreshold,
} from './thresholds';
import type { Threshold } from './types';

const t = (min: number, max: number | null, deliveryCost: number, deliveryTime = 0): Threshold => ({
  deliveryCost,
  deliveryTime,
  orderPrice: { min, max },
});

// 500 ₽ minimum; 500–1 500 ₽ delivery 199 ₽; 1 500–3 000 ₽ delivery 99 ₽; 3 000–20 000 ₽ free.
const tiers = [t(150000, 300000, 9900, 50), t(50000, 150000, 19900, 60), t(300000, 2000000, 0, 45)];

describe('fromServerThreshold', () => {
  it('maps the server field names', () => {
    expect(
      fromServerThreshold({ deliveryPrice: 19900, time: 45, minOrderPrice: 50000, maxOrderPrice: 150000 }),
    ).toEqual({
      deliveryCost: 19900,
      deliveryTime: 45,
      orderPrice: { min: 50000, max: 150000 },
    });
  });

  it('round-trips through toServerThreshold, with no maximum as null', () => {
    const server = { deliveryPrice: 0, time: 0, minOrderPrice: 100000, maxOrderPrice: null };
    expect(toServerThreshold(fromServerThreshold(server))).toEqual(server);
  });

  it('maps a whole zone and sorts its thresholds', () => {
    const zone = fromServerZone({
      id: 1,
      name: 'Центр',
      restoId: 3,
      polygon: [],
      thresholds: [
        { deliveryPrice: 0, time: 30, minOrderPrice: 100000, maxOrderPrice: null },
        { deliveryPrice: 19900, time: 60, minOrderPrice: 0, maxOrderPrice: 100000 },
      ],
    });
    expect(zone.thresholds.map((x) => x.orderPrice.min)).toEqual([0, 100000]);
  });
});

describe('findCurrentThreshold / findNextThreshold', () => {
  it('takes min inclusive and max exclusive', () => {
    expect(findCurrentThreshold(tiers, 50000)?.deliveryCost).toBe(19900);
    expect(findCurrentThreshold(tiers, 149999)?.deliveryCost).toBe(19900);
    expect(findCurrentThreshold(tiers, 150000)?.deliveryCost).toBe(9900);
    expect(findCurrentThreshold(tiers, 49999)).toBeNull();
    expect(findCurrentThreshold(tiers, 2000000)).toBeNull();
  });

  it('treats a null max as unbounded', () => {
    expect(findCurrentThreshold([t(0, null, 0)], 10 ** 12)?.deliveryCost).toBe(0);
  });

  it('gives the following threshold as next', () => {
    expect(findNextThreshold(tiers, 60000)?.orderPrice.min).toBe(150000);
    expect(findNextThreshold(tiers, 10000)?.orderPrice.min).toBe(50000);
    expect(findNextThreshold(tiers, 300000)).toBeNull();
  });

  it('finds exactly one current threshold for any total inside contiguous ranges (property)', () => {
    const contiguous = fc
      .array(fc.tuple(fc.integer({ min: 1, max: 100000 }), fc.integer({ min: 0, max: 50000 })), {
        minLength: 1,
        maxLength: 8,
      })
      .chain((steps) => {
        const start = 0;
        let min = start;
        const list: Threshold[] = steps.map(([width, cost], i) => {
          const last = i === steps.length - 1;
          const th = t(min, last ? null : min + width, cost);
          min += width;
          return th;
        });
        return fc.tuple(
          fc.shuffledSubarray(list, { minLength: list.length, maxLength: list.length }),
          fc.integer({ min: 0, max: min + 100000 }),
        );
      });
    fc.assert(
      fc.property(contiguous, ([list, total]) => {
        const covering = list.filter(
          (x) => x.orderPrice.min <= total && (x.orderPrice.max === null || total < x.orderPrice.max),
        );
        expect(covering).toHaveLength(1);
        expect(findCurrentThreshold(list, total)).toBe(covering[0]);
        const check = checkOrderSum(list, total);
        expect(check.ok).toBe(true);
      }),
    );
  });
});

describe('checkOrderSum', () => {
  it("says 'Минимальная сумма заказа' below the minimum, with the sum and what is missing", () => {
    expect(checkOrderSum(tiers, 15000)).toEqual({
      ok: false,
      reason: 'BELOW_MINIMUM',
      minimum: 50000,
      missing: 35000,
      message: 'Минимальная сумма заказа',
    });
  });

  it('accepts the minimum exactly', () => {
    expect(checkOrderSum(tiers, 50000)).toEqual({ ok: true, threshold: tiers[1] });
  });

  it("says 'Максимальная сумма заказа' at the maximum and above it", () => {
    const atMax = checkOrderSum(tiers, 2000000);
    expect(atMax).toEqual({
      ok: false,
      reason: 'ABOVE_MAXIMUM',
      maximum: 2000000,
      message: 'Максимальная сумма заказа',
    });
    expect(checkOrderSum(tiers, 2000001).ok).toBe(false);
    expect(checkOrderSum(tiers, 1999999).ok).toBe(true);
  });

  it('treats a gap between ranges as below the next minimum', () => {
    const gapped = [t(0, 100000, 19900), t(150000, null, 0)];
    expect(checkOrderSum(gapped, 120000)).toMatchObject({ reason: 'BELOW_MINIMUM', minimum: 150000, missing: 30000 });
  });

  it('refuses every order in a zone without thresholds', () => {
    expect(checkOrderSum([], 100000)).toEqual({ ok: false, reason: 'NO_THRESHOLDS' });
  });

  it('never reports missing ≤ 0 and is ok exactly when a threshold covers the total (property)', () => {
    const arbThreshold = fc
      .tuple(
        fc.integer({ min: 0, max: 500000 }),
        fc.option(fc.integer({ min: 1, max: 500000 })),
        fc.integer({ min: 0, max: 50000 }),
      )
      .map(([min, width, cost]) => t(min, width === null ? null : min + width, cost));
    fc.assert(
      fc.property(fc.array(arbThreshold, { maxLength: 6 }), fc.integer({ min: 0, max: 1200000 }), (list, total) => {
        const check = checkOrderSum(list, total);
        expect(check.ok).toBe(findCurrentThreshold(list, total) !== null);
        if (!check.ok && check.reason === 'BELOW_MINIMUM') expect(check.missing).toBeGreaterThan(0);
        if (!check.ok && check.reason === 'ABOVE_MAXIMUM') expect(total).toBeGreaterThanOrEqual(check.maximum);
      }),
    );
  });
});

describe('getDeliveryHint', () => {
  const simple = [t(0, 100000, 19900), t(100000, null, 0)];

  it('tells how much is left to free delivery', () => {
    expect(getDeliveryHint(simple, 80000)).toEqual({ kind: 'LEFT_TO_FREE_DELIVERY', left: 20000 });
  });

  it('tells how much is left to the next cheaper delivery price and to free delivery, both when they differ', () => {
    expect(getDeliveryHint(tiers, 60000)).toEqual({
      kind: 'LEFT_TO_DELIVERY_PRICE',
      left: 90000,
      deliveryCost: 9900,
      leftToFree: 240000,
    });
    expect(getDeliveryHint(tiers, 150000)).toEqual({ kind: 'LEFT_TO_FREE_DELIVERY', left: 150000 });
    const noFree = [t(0, 100000, 29900), t(100000, null, 9900)];
    expect(getDeliveryHint(noFree, 60000)).toEqual({ kind: 'LEFT_TO_DELIVERY_PRICE', left: 40000, deliveryCost: 9900 });
  });

  it('gives the delivery price from the minimum when nothing cheaper is reachable', () => {
    expect(getDeliveryHint([t(70000, null, 14900)], 90000)).toEqual({
      kind: 'DELIVERY_PRICE',
      deliveryCost: 14900,
      from: 70000,
    });
  });

  it('says delivery is free, or passes on the out-of-range outcomes', () => {
    expect(getDeliveryHint(simple, 100000)).toEqual({ kind: 'FREE_DELIVERY' });
    expect(getDeliveryHint(tiers, 10000)).toEqual({ kind: 'BELOW_MINIMUM', minimum: 50000, missing: 40000 });
    expect(getDeliveryHint(tiers, 2500000)).toEqual({ kind: 'ABOVE_MAXIMUM', maximum: 2000000 });
    expect(getDeliveryHint([], 1)).toEqual({ kind: 'NONE' });
  });
});

describe('getDeliveryHint over the demo zones (tenants/demo/catalog/zones.json)', () => {
  // Every tier layout of the demo tenant, copied from its catalog: three tiers capped by a
  // maximum (Центр, Преображенское) and two tiers without one (Замоскворечье, Сокольники).
  const centre = [t(100000, 200000, 24900), t(200000, 350000, 9900), t(350000, 5000000, 0)];
  const zamoskvorechye = [t(80000, 250000, 19900), t(250000, null, 0)];
  const sokolniki = [t(120000, 300000, 29900), t(300000, null, 0)];
  const preobrazhenskoye = [t(150000, 250000, 34900), t(250000, 400000, 14900), t(400000, 3000000, 0)];

  it.each([
    ['Центр, below the minimum', centre, 98000, { kind: 'BELOW_MINIMUM', minimum: 100000, missing: 2000 }],
    [
      'Центр, first tier: the 99 ₽ tier and free delivery',
      centre,
      108900,
      { kind: 'LEFT_TO_DELIVERY_PRICE', left: 91100, deliveryCost: 9900, leftToFree: 241100 },
    ],
    ['Центр, second tier: free delivery only', centre, 200000, { kind: 'LEFT_TO_FREE_DELIVERY', left: 150000 }],
    ['Центр, free tier', centre, 350000, { kind: 'FREE_DELIVERY' }],
    ['Центр, at the maximum', centre, 5000000, { kind: 'ABOVE_MAXIMUM', maximum: 5000000 }],
    ['Замоскворечье, first tier', zamoskvorechye, 80000, { kind: 'LEFT_TO_FREE_DELIVERY', left: 170000 }],
    ['Замоскворечье, free without a maximum', zamoskvorechye, 10000000, { kind: 'FREE_DELIVERY' }],
    ['Сокольники, first tier', sokolniki, 299999, { kind: 'LEFT_TO_FREE_DELIVERY', left: 1 }],
    ['Сокольники, below the minimum', sokolniki, 0, { kind: 'BELOW_MINIMUM', minimum: 120000, missing: 120000 }],
    [
      'Преображенское, first tier: the 149 ₽ tier and free delivery',
      preobrazhenskoye,
      150000,
      { kind: 'LEFT_TO_DELIVERY_PRICE', left: 100000, deliveryCost: 14900, leftToFree: 250000 },
    ],
    ['Преображенское, second tier', preobrazhenskoye, 399900, { kind: 'LEFT_TO_FREE_DELIVERY', left: 100 }],
    ['Преображенское, free tier', preobrazhenskoye, 400000, { kind: 'FREE_DELIVERY' }],
    ['Преображенское, at the maximum', preobrazhenskoye, 3000000, { kind: 'ABOVE_MAXIMUM', maximum: 3000000 }],
  ] as const)('%s', (_name, zone, total, hint) => {
    expect(getDeliveryHint(zone, total)).toEqual(hint);
  });
});

describe('deliveryConditionRows', () => {
  it("fills the 'Сумма заказа' and 'Доставка' columns, 'Бесплатно' and minutes when not 0", () => {
    const rows = deliveryConditionRows([t(100000, null, 0, 0), t(0, 100000, 19900, 45)]);
    expect(rows.map((r) => [r.orderSumText, r.deliveryText])).toEqual([
      ['от 0\u00a0₽ до 1\u00a0000\u00a0₽', '199\u00a0₽ • 45 мин'],
      ['от 1\u00a0000\u00a0₽', 'Бесплатно'],
    ]);
    expect(rows[0]).toMatchObject({ from: 0, to: 100000, deliveryCost: 19900, deliveryTime: 45 });
  });

  it('speaks English when asked', () => {
    const [row] = deliveryConditionRows([t(0, null, 0, 30)], { locale: 'en', currency: 'RUB' });
    expect(row?.deliveryText).toBe('Free • 30 min');
    expect(row?.orderSumText).toMatch(/^from /);
  });
});
