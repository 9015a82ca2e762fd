import { useSyncExternalStore } from 'react';

/** Mobile is a window narrower than 840 px (spec §2 md) or a mobile user agent. */
export const MOBILE_QUERY = '(max-width: 839.98px)';
const MOBILE_UA = /Android|iPhone|iPad|iPod|Mobile|Opera Mini|IEMobile/i;

function subscribe(onChange: () => void): () => void {
  if (typeof window === 'undefined' || !window.matchMedia) return () => {};
  const query = window.matchMedia(MOBILE_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** Whether the app runs in its mobile form right now. */
export function isMobileNow(): boolean {
  if (typeof window === 'undefined') return false;
  const narrow = window.matchMedia ? window.matchMedia(MOBILE_QUERY).matches : window.innerWidth < 840;
  return narrow || MOBILE_UA.test(window.navigator.userAgent);
}

/**
 * Re-renders when the app switches between its mobile and desktop forms.
 *
 * @example
 * const mobile = useIsMobile();
 */
export function useIsMobile(): boolean {
  return useSyncExternalStore(subscribe, isMobileNow, () => false);
}
