import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
import type { RefObject } from 'react';
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

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Focusable descendants of `root`, in tab order. */
export function focusableIn(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (el) => !el.hasAttribute('inert') && el.getAttribute('aria-hidden') !== 'true',
  );
}

/**
 * Keeps Tab / Shift+Tab inside `ref` while `active`, focuses the first focusable element (or the
 * container) on activation and gives focus back to the previously focused element afterwards.
 */
export function useFocusTrap(ref: RefObject<HTMLElement | null>, active: boolean): void {
  useEffect(() => {
    const root = ref.current;
    if (!active || !root) return;
    const previous = document.activeElement as HTMLElement | null;
    const first = root.querySelector<HTMLElement>('[data-autofocus]') ?? focusableIn(root)[0] ?? root;
    first.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab') return;
      const items = focusableIn(root);
      if (items.length === 0) {
        event.preventDefault();
        root.focus();
        return;
      }
      const firstItem = items[0]!;
      const lastItem = items[items.length - 1]!;
      const current = document.activeElement;
      if (event.shiftKey && (current === firstItem || current === root)) {
        event.preventDefault();
        lastItem.focus();
      } else if (!event.shiftKey && current === lastItem) {
        event.preventDefault();
        firstItem.focus();
      } else if (!root.contains(current)) {
        event.preventDefault();
        firstItem.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      if (previous && document.contains(previous)) previous.focus();
    };
  }, [ref, active]);
}

let locks = 0;
let savedOverflow = '';

/** Stops the page behind an overlay from scrolling while `active`; nested locks are counted. */
export function useScrollLock(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    if (locks === 0) {
      savedOverflow = document.body.style.overflow;
      document.body.style.overflow = 'hidden';
    }
    locks += 1;
    return () => {
      locks -= 1;
      if (locks === 0) document.body.style.overflow = savedOverflow;
    };
  }, [active]);
}

/** Calls `handler` on Escape while `active`. */
export function useEscape(handler: (() => void) | undefined, active = true): void {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => {
    if (!active) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && latest.current) {
        event.stopPropagation();
        latest.current();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [active]);
}
