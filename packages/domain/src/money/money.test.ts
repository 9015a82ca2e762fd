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

  it('refuses fractional minor units, which would be a bug upstream', () => {
    expect(() => formatMoney(1.5)).toThrow(TypeError);
  });
});
