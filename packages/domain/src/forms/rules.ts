/** The name's maximum length (spec §5, §9). */
export const NAME_MAX_LENGTH = 50;

/** The default SMS code length. */
export const SMS_CODE_LENGTH = 4;

/**
 * A phone number in E.164 form ('+79161234567'), or `null` when it is not a plausible number.
 * Spaces, dashes, dots and brackets are ignored; a Russian '8' trunk prefix on 11 digits becomes
 * +7; 10 digits starting with 9 are taken as a Russian mobile.
 *
 * @example
 * normalizePhone('8 (916) 123-45-67'); // '+79161234567'
 */
export function normalizePhone(value: string): string | null {
  const compact = value.trim().replace(/[\s\-().]/g, '');
  if (!/^\+?\d+$/.test(compact)) return null;
  const plus = compact.startsWith('+');
  const digits = plus ? compact.slice(1) : compact;
  if (!plus && digits.length === 11 && digits.startsWith('8')) return `+7${digits.slice(1)}`;
  if (!plus && digits.length === 10 && digits.startsWith('9')) return `+7${digits}`;
  if (digits.startsWith('7') && digits.length !== 11) return null;
  if (digits.length < 10 || digits.length > 15 || digits.startsWith('0')) return null;
  return `+${digits}`;
}

// Letters of any script, with single spaces, hyphens, apostrophes or dots between parts.
const NAME_PATTERN = /^\p{L}+(?:[ '’.-]+\p{L}+)*\.?$/u;

/**
 * Whether a person's name is acceptable: letters with spaces, hyphens, apostrophes or dots between.
 *
 * @example
 * isValidName('Анна-Мария'); // true
 * isValidName('R2-D2'); // false
 */
export function isValidName(value: string): boolean {
  return NAME_PATTERN.test(value.trim());
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

/**
 * Whether an email address is plausible (one @, a dotted domain, no spaces).
 *
 * @example
 * isValidEmail('anna@example.ru'); // true
 */
export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}
