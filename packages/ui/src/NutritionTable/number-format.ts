const NBSP = '\u00a0';

/**
 * A number as `Intl.NumberFormat('ru', { maximumFractionDigits: 1 })` writes it, without `Intl` for
 * the values a nutrition table holds: building that format loads ICU's locale data on its first
 * use, ~19 ms of main thread in Chromium (~75 ms at Lighthouse's 4× CPU), the largest single cost
 * of a dish page's render. Character for character Intl's (number-format.test.ts compares them):
 * half away from zero on the shortest decimal form of the value (as ICU rounds: 1.15 → 1,2), groups
 * of three from 1 000 split by U+00A0, a decimal comma, no trailing zero, a minus kept on a value
 * rounded to zero. Anything written with an exponent (≥ 1e21, < 1e-6) or not finite is left to
 * Intl: `null`.
 */
export function formatRuTenths(value: number): string | null {
  const text = String(Math.abs(value));
  const parts = /^(\d+)(?:\.(\d+))?$/.exec(text);
  if (!parts) return null;
  let whole = parts[1]!;
  const fraction = parts[2] ?? '';
  let tenth = fraction ? Number(fraction[0]) : 0;
  if (fraction.length > 1 && fraction[1]! >= '5') tenth += 1;
  if (tenth === 10) {
    tenth = 0;
    whole = (BigInt(whole) + 1n).toString();
  }
  let grouped = '';
  while (whole.length > 3) {
    grouped = `${NBSP}${whole.slice(-3)}${grouped}`;
    whole = whole.slice(0, -3);
  }
  const negative = value < 0 || Object.is(value, -0);
  return `${negative ? '-' : ''}${whole}${grouped}${tenth ? `,${tenth}` : ''}`;
}
