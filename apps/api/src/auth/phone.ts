import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/max';

/**
 * A phone number in E.164 (`+79991234567`), or null when it is not a valid number. Numbers without
 * a country code are read as Russian (`8 999 123-45-67`, `9991234567`).
 *
 * @example
 * normalisePhone('8 (999) 123-45-67'); // '+79991234567'
 */
export function normalisePhone(input: string, defaultCountry: CountryCode = 'RU'): string | null {
  const parsed = parsePhoneNumberFromString(input.trim(), defaultCountry);
  if (!parsed?.isValid()) return null;
  return parsed.number;
}
