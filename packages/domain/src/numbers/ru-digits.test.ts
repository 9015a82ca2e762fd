import { describe, expect, it } from 'vitest';
import { formatRuTenths, formatTenths, groupRuThousands } from './ru-digits';

const intl = new Intl.NumberFormat('ru', { maximumFractionDigits: 1 });

describe('formatRuTenths', () => {
  it("writes every hundredth from 0 to 3 000 as Intl's ru format does", () => {
    for (let i = 0; i <= 300_000; i++) {
      const value = i / 100;
      if (formatRuTenths(value) !== intl.format(value))
        expect(formatRuTenths(value), String(value)).toBe(intl.format(value));
    }
  });

  it('writes the ties, large and negative values, and random doubles as Intl does', () => {
    const values = [
      0.05, 0.15, 1.15, 1.25, 2.25, 2.35, 999.95, 9_999.95, 123_456.05, 12_345_678.25, -3.25, -0.04, -0, 0.04,
    ];
    let seed = 7;
    const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    for (let i = 0; i < 20_000; i++) values.push(random() * 10 ** Math.floor(random() * 9), -random() * 100);
    for (const value of values) expect(formatRuTenths(value), String(value)).toBe(intl.format(value));
  });

  it('leaves what is written with an exponent, and what is not finite, to Intl', () => {
    for (const value of [1e21, 1e-7, Number.NaN, Number.POSITIVE_INFINITY]) expect(formatRuTenths(value)).toBeNull();
  });
});

describe('formatTenths', () => {
  it('writes Russian as Intl does, and any other locale through Intl', () => {
    for (const value of [0, 7.25, 1234.56, -98_765.4, 1e21])
      for (const locale of ['ru', 'en', 'sr-Latn-ME'])
        expect(formatTenths(value, locale)).toBe(
          new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(value),
        );
  });
});

describe('groupRuThousands', () => {
  it('groups from a thousand, not below', () => {
    expect(groupRuThousands('999')).toBe('999');
    expect(groupRuThousands('1000')).toBe('1\u00a0000');
    expect(groupRuThousands('1234567')).toBe('1\u00a0234\u00a0567');
  });
});
