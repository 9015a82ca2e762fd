/**
 * Where to go after sign-in: a same-origin path from `returnTo`, never another site (an open
 * redirect), or null.
 *
 * @example
 * safeReturnTo('/checkout'); // '/checkout'
 * safeReturnTo('//evil.example'); // null
 */
export function safeReturnTo(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  if (value.startsWith('/auth')) return null;
  return value;
}
