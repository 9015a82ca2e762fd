/** An amount of money in integer minor units (kopecks for RUB). */
export type Minor = number;

/** Options for {@link formatMoney}. */
export interface FormatMoneyOptions {
  /** ISO 4217 currency code; the spec's default is RUB. */
  currency?: string;
  /** BCP 47 locale used for digits and separators; defaults to `ru`. */
  locale?: string;
}

const formatters = new Map<string, Intl.NumberFormat>();

function formatterFor(locale: string, currency: string): Intl.NumberFormat {
  const key = `${locale}|${currency}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      minimumFractionDigits: 0,
      maximumFractionDigits: 2,
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * Formats an amount in minor units for display: minor / 100 with 0–2 fraction digits.
 *
 * @example
 * formatMoney(150050) // '1 500,5 ₽' (with U+00A0 separators)
 * formatMoney(9900, { locale: 'en', currency: 'RUB' }) // 'RUB 99'
 */
export function formatMoney(amount: Minor, options: FormatMoneyOptions = {}): string {
  if (!Number.isInteger(amount)) {
    throw new TypeError(`formatMoney expects integer minor units, got ${amount}`);
  }
  return formatterFor(options.locale ?? 'ru', options.currency ?? 'RUB').format(amount / 100);
}
