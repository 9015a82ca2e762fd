import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMoney } from './money';

describe('formatMoney', () => {
  it('shows roubles without kopecks when the amount is whole', () => {
    expect(formatMoney(150000)).toBe('1\u00a0500\u00a0₽');
  });

  it('shows up to two fraction digits', () => {
    expect(formatMoney(150050)).toBe('1\u00a0500,5\u00a0₽');
    expect(formatMoney(12345)).toBe('123,45\u00a0₽');
  });

  it('follows the locale and currency', () => {
    expect(formatMoney(9900, { locale: 'en', currency: 'USD' })).toBe('$99');
  });

  it('writes roubles in Russian exactly as Intl does, without building its formatter', () => {
    const intl = new Intl.NumberFormat('ru', {
      style: 'currency',
      currency: 'RUB',
      minimumFractionDigits: 0,
      maximumFractionDigits: 2,
    });
    const edges = [0, 1, 9, 10, 99, 100, 101, 110, 99_999, 100_000, 100_001, 123_456_789, -1, -10, -150_050];
    for (const amount of edges) expect(formatMoney(amount)).toBe(intl.format(amount / 100));
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (amount) => {
        expect(formatMoney(amount, { locale: 'ru', currency: 'RUB' })).toBe(intl.format(amount / 100));
      }),
      { numRuns: 2000 },
    );
  });

  it('refuses fractional minor units, which would be a bug upstream', () => {
    expect(() => formatMoney(1.5)).toThrow(TypeError);
  });
});
