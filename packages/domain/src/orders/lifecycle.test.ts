import { describe, expect, it } from 'vitest';
import {
  checkOrderTransition,
  estimatedArrival,
  kitchenStep,
  nextOrderStatus,
  ORDER_STATUSES,
  type KitchenTimings,
} from './lifecycle';

const MINUTE = 60_000;
const timings: KitchenTimings = { acceptMinutes: 2, cookingMinutes: 45, deliveryMinutes: 60, pickupMinutes: 10 };

describe('order lifecycle', () => {
  it('goes NEW → ACCEPTED → COOKING → ON_THE_WAY → DONE for delivery and … → READY → DONE for pickup', () => {
    const walk = (deliveryType: 'DELIVERY' | 'TAKE_AWAY') => {
      const seen: string[] = ['NEW'];
      let status = nextOrderStatus('NEW', deliveryType);
      while (status) {
        seen.push(status);
        status = nextOrderStatus(status, deliveryType);
      }
      return seen;
    };
    expect(walk('DELIVERY')).toEqual(['NEW', 'ACCEPTED', 'COOKING', 'ON_THE_WAY', 'DONE']);
    expect(walk('TAKE_AWAY')).toEqual(['NEW', 'ACCEPTED', 'COOKING', 'READY', 'DONE']);
    expect(nextOrderStatus('PAID', 'DELIVERY')).toBe('ACCEPTED');
  });

  it('allows only the next step, or a cancellation with a reason, from a status that is not final', () => {
    expect(checkOrderTransition({ from: 'NEW', to: 'ACCEPTED', deliveryType: 'DELIVERY' })).toEqual({ ok: true });
    expect(checkOrderTransition({ from: 'COOKING', to: 'READY', deliveryType: 'DELIVERY' })).toEqual({
      ok: false,
      reason: 'not-next',
    });
    expect(checkOrderTransition({ from: 'NEW', to: 'COOKING', deliveryType: 'TAKE_AWAY' }).ok).toBe(false);
    expect(checkOrderTransition({ from: 'COOKING', to: 'ACCEPTED', deliveryType: 'TAKE_AWAY' }).ok).toBe(false);
    expect(checkOrderTransition({ from: 'COOKING', to: 'CANCELLED', deliveryType: 'DELIVERY' })).toEqual({
      ok: false,
      reason: 'reason-required',
    });
    expect(
      checkOrderTransition({ from: 'COOKING', to: 'CANCELLED', deliveryType: 'DELIVERY', reason: 'Нет продуктов' }),
    ).toEqual({ ok: true });
    expect(checkOrderTransition({ from: 'AWAITING_PAYMENT', to: 'ACCEPTED', deliveryType: 'DELIVERY' })).toEqual({
      ok: false,
      reason: 'awaiting-payment',
    });
  });

  it('never leaves DONE or CANCELLED (DONE → COOKING is refused)', () => {
    for (const to of ORDER_STATUSES) {
      for (const from of ['DONE', 'CANCELLED'] as const) {
        expect(checkOrderTransition({ from, to, deliveryType: 'DELIVERY', reason: 'x' })).toEqual({
          ok: false,
          reason: 'final',
        });
      }
    }
  });
});

describe('simulated kitchen clock', () => {
  const t = Date.parse('2026-03-04T09:00:00Z');

  it('accepts after the accept time, cooks for the cooking time, delivers in the zone time', () => {
    const base = { deliveryType: 'DELIVERY' as const, timings, cookingStartsAt: null };
    expect(kitchenStep({ ...base, status: 'NEW', since: t })).toEqual({ status: 'ACCEPTED', at: t + 2 * MINUTE });
    expect(kitchenStep({ ...base, status: 'ACCEPTED', since: t })).toEqual({ status: 'COOKING', at: t });
    expect(kitchenStep({ ...base, status: 'COOKING', since: t })).toEqual({
      status: 'ON_THE_WAY',
      at: t + 45 * MINUTE,
    });
    expect(kitchenStep({ ...base, status: 'ON_THE_WAY', since: t })).toEqual({ status: 'DONE', at: t + 60 * MINUTE });
    expect(kitchenStep({ ...base, status: 'DONE', since: t })).toBeNull();
    expect(kitchenStep({ ...base, status: 'AWAITING_PAYMENT', since: t })).toBeNull();
  });

  it('never starts cooking a scheduled order before its slot less the cooking and delivery time', () => {
    const startsAt = t + 3 * 60 * MINUTE;
    expect(
      kitchenStep({ status: 'ACCEPTED', since: t, deliveryType: 'TAKE_AWAY', timings, cookingStartsAt: startsAt }),
    ).toEqual({ status: 'COOKING', at: startsAt });
    // A start time already past does not hold the kitchen back.
    expect(
      kitchenStep({ status: 'ACCEPTED', since: t, deliveryType: 'TAKE_AWAY', timings, cookingStartsAt: t - MINUTE }),
    ).toEqual({ status: 'COOKING', at: t });
  });

  it('estimates the arrival from the current status', () => {
    const base = { timings, cookingStartsAt: null };
    expect(estimatedArrival({ ...base, status: 'NEW', since: t, deliveryType: 'DELIVERY' })).toBe(t + 107 * MINUTE);
    expect(estimatedArrival({ ...base, status: 'COOKING', since: t, deliveryType: 'TAKE_AWAY' })).toBe(t + 45 * MINUTE);
    expect(estimatedArrival({ ...base, status: 'ON_THE_WAY', since: t, deliveryType: 'DELIVERY' })).toBe(
      t + 60 * MINUTE,
    );
    expect(estimatedArrival({ ...base, status: 'DONE', since: t, deliveryType: 'DELIVERY' })).toBeNull();
  });
});
