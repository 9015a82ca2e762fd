/**
 * The store a user agent's app comes from, or null (desktops: no banner).
 *
 * @example
 * platformOf(navigator.userAgent); // 'ios' on an iPhone
 */
export function platformOf(userAgent: string): 'ios' | 'android' | null {
  if (/iPhone|iPad|iPod/i.test(userAgent)) return 'ios';
  if (/Android/i.test(userAgent)) return 'android';
  return null;
}
