// The media hooks (the mobile rule, reduced motion): the first route uses them. The overlay hooks
// (focus trap, scroll lock, Escape) are in use-overlay.ts, loaded with the dialogs that use them.
import { useCallback, useSyncExternalStore } from 'react';
import { MOBILE_AGENT, MOBILE_ATTRIBUTE, MOBILE_QUERY } from '../theme/tokens';

/** Whether a CSS media query matches, kept in sync; false during SSR. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (notify: () => void) => {
      if (typeof window === 'undefined' || !window.matchMedia) return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', notify);
      return () => list.removeEventListener('change', notify);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => (typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(query).matches : false),
    () => false,
  );
}

/** Whether the mobile rule (spec §2: a mobile user agent or narrower than 840 px) holds now. */
export function isMobileNow(): boolean {
  if (typeof window === 'undefined') return false;
  const narrow = window.matchMedia ? window.matchMedia(MOBILE_QUERY).matches : window.innerWidth < 840;
  return narrow || MOBILE_AGENT.test(window.navigator.userAgent);
}

function subscribeMobile(notify: () => void): () => void {
  if (typeof window === 'undefined' || !window.matchMedia) return () => {};
  const list = window.matchMedia(MOBILE_QUERY);
  list.addEventListener('change', notify);
  return () => list.removeEventListener('change', notify);
}

/**
 * Whether the app shows its mobile layout: the same rule as `media.mobile` (see `MOBILE_ATTRIBUTE`),
 * re-rendering when the window crosses 840 px.
 *
 * @example
 * const mobile = useIsMobile();
 */
export function useIsMobile(): boolean {
  return useSyncExternalStore(subscribeMobile, isMobileNow, () => false);
}

/**
 * Sets `data-mobile` on `<html>` from the mobile rule and keeps it in step (what
 * `MOBILE_FLAG_SCRIPT` does in a page's `<head>`; Storybook and tests call this). Returns the
 * unsubscribe.
 */
export function watchMobile(): () => void {
  if (typeof document === 'undefined') return () => {};
  const apply = () => document.documentElement.toggleAttribute(MOBILE_ATTRIBUTE, isMobileNow());
  apply();
  return subscribeMobile(apply);
}

/** Whether the user asked for reduced motion. */
export function usePrefersReducedMotion(): boolean {
  return useMediaQuery('(prefers-reduced-motion: reduce)');
}
