import { describe, expect, it } from 'vitest';
import { orderProgress } from './order-live';

const at = (minute: number) => `2026-11-26T11:${String(minute).padStart(2, '0')}:00.000Z`;

describe('orderProgress', () => {
  it('a delivery goes NEW → ACCEPTED → COOKING → ON_THE_WAY → DONE, the reached steps with their times', () => {
    const steps = orderProgress({
      status: 'COOKING',
      deliveryType: 'DELIVERY',
      timeline: [
        { status: 'NEW', at: at(0), reason: null },
        { status: 'ACCEPTED', at: at(2), reason: null },
        { status: 'COOKING', at: at(3), reason: null },
      ],
    });
    expect(steps).toEqual([
      { status: 'NEW', at: at(0), state: 'done' },
      { status: 'ACCEPTED', at: at(2), state: 'done' },
      { status: 'COOKING', at: at(3), state: 'current' },
      { status: 'ON_THE_WAY', at: null, state: 'upcoming' },
      { status: 'DONE', at: null, state: 'upcoming' },
    ]);
  });

  it('a take-away is READY before DONE; an online payment shows its waiting and paid steps', () => {
    const steps = orderProgress({
      status: 'PAID',
      deliveryType: 'TAKE_AWAY',
      timeline: [
        { status: 'AWAITING_PAYMENT', at: at(0), reason: null },
        { status: 'PAID', at: at(1), reason: null },
      ],
    });
    expect(steps.map((step) => [step.status, step.state])).toEqual([
      ['AWAITING_PAYMENT', 'done'],
      ['PAID', 'current'],
      ['ACCEPTED', 'upcoming'],
      ['COOKING', 'upcoming'],
      ['READY', 'upcoming'],
      ['DONE', 'upcoming'],
    ]);
  });

  it('a cancelled order ends at CANCELLED after the steps it reached', () => {
    const steps = orderProgress({
      status: 'CANCELLED',
      deliveryType: 'DELIVERY',
      timeline: [
        { status: 'NEW', at: at(0), reason: null },
        { status: 'CANCELLED', at: at(5), reason: 'Нет курьеров' },
      ],
    });
    expect(steps).toEqual([
      { status: 'NEW', at: at(0), state: 'done' },
      { status: 'CANCELLED', at: at(5), state: 'current' },
    ]);
  });
});
