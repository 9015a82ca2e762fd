/**
 * Russian digits without `Intl`. Building an `Intl.NumberFormat` loads ICU's locale data on its
 * first use: ~19 ms of main thread in Chromium for a plain number, 20–120 ms for a currency (75 ms
 * and 84–500 ms at Lighthouse's 4× CPU), right in the first render of a menu or a dish. Russian is
 * the storefront's default, so its numbers are written here, character for character as Intl's `ru`
 * format writes them (the tests compare them); other locales go through a cached Intl format.
 */

const NBSP = '\u00a0';

/** The integer digits of `whole` in groups of three from 1 000, split by U+00A0 (as `ru` does). */
export function groupRuThousands(whole: string): string {
  let head = whole;
  let grouped = '';
  while (head.length > 3) {
    grouped = `${NBSP}${head.slice(-3)}${grouped}`;
    head = head.slice(0, -3);
  }
  return `${head}${grouped}`;
}

/**
 * `value` as `Intl.NumberFormat('ru', { maximumFractionDigits: 1 })` writes it: half away from zero
 * on the shortest decimal form of the value (as ICU rounds: 1.15 → 1,2), thousands grouped, a
 * decimal comma, no trailing zero, a minus kept on a value rounded to zero. Anything written with an
 * exponent (≥ 1e21, < 1e-6) or not finite is left to Intl: `null`.
 */
export function formatRuTenths(value: number): string | null {
  const parts = /^(\d+)(?:\.(\d+))?$/.exec(String(Math.abs(value)));
  if (!parts) return null;
  let whole = parts[1]!;
  const fraction = parts[2] ?? '';
  let tenth = fraction ? Number(fraction[0]) : 0;
  if (fraction.length > 1 && fraction[1]! >= '5') tenth += 1;
  if (tenth === 10) {
    tenth = 0;
    whole = (BigInt(whole) + 1n).toString();
  }
  const negative = value < 0 || Object.is(value, -0);
  return `${negative ? '-' : ''}${groupRuThousands(whole)}${tenth ? `,${tenth}` : ''}`;
}

/** One format per locale: building an Intl.NumberFormat costs far more than using one. */
const tenthsFormats = new Map<string | undefined, Intl.NumberFormat>();

/**
 * A number in `locale`'s digits, to a tenth at most (nutrition values, weights): Russian without
 * Intl ({@link formatRuTenths}), any other locale through a cached `Intl.NumberFormat`.
 *
 * @example
 * formatTenths(1234.56, 'ru') // '1 234,6' (with a U+00A0 separator)
 * formatTenths(1234.56, 'en') // '1,234.6'
 */
export function formatTenths(value: number, locale?: string): string {
  const ru = locale === 'ru' ? formatRuTenths(value) : null;
  if (ru !== null) return ru;
  let format = tenthsFormats.get(locale);
  if (!format) tenthsFormats.set(locale, (format = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 })));
  return format.format(value);
}
