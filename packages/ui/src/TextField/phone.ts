/**
 * Formats what a user typed as a Russian phone number, `+7 (XXX) XXX-XX-XX`, as far as the digits
 * go. A leading 8 or 7 of an 11-digit number is read as the country prefix.
 *
 * @example
 * formatRuPhone('89161234567') // '+7 (916) 123-45-67'
 * formatRuPhone('916') // '+7 (916'
 */
export function formatRuPhone(input: string): string {
  let digits = input.replace(/\D/g, '');
  if (input.trim().startsWith('+7') || (digits.length > 10 && /^[78]/.test(digits)) || /^[78]$/.test(digits)) {
    digits = digits.slice(1);
  }
  digits = digits.slice(0, 10);
  if (!digits) return '';
  const parts = [digits.slice(0, 3), digits.slice(3, 6), digits.slice(6, 8), digits.slice(8, 10)];
  let out = `+7 (${parts[0]}`;
  if (digits.length > 3) out += `) ${parts[1]}`;
  if (digits.length > 6) out += `-${parts[2]}`;
  if (digits.length > 8) out += `-${parts[3]}`;
  return out;
}

/**
 * The E.164 form (`+7XXXXXXXXXX`) of a formatted phone, or `null` when it is incomplete.
 *
 * @example
 * phoneToE164('+7 (916) 123-45-67') // '+79161234567'
 */
export function phoneToE164(formatted: string): string | null {
  const digits = formatted.replace(/\D/g, '');
  return digits.length === 11 && digits.startsWith('7') ? `+${digits}` : null;
}
