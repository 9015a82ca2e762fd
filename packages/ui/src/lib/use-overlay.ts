import { useEffect, useRef } from 'react';
import type { RefObject } from 'react';
import { OVERLAY_COMPANION } from './overlay-companion';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Focusable descendants of `root`, in tab order. */
export function focusableIn(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (el) => !el.hasAttribute('inert') && el.getAttribute('aria-hidden') !== 'true',
  );
}

/** The controls of `root`, then those of every overlay companion on the page, in tab order. */
function trapItems(root: HTMLElement): HTMLElement[] {
  const companions = Array.from(document.querySelectorAll<HTMLElement>(`[${OVERLAY_COMPANION}]`)).filter(
    (companion) => !root.contains(companion) && !companion.contains(root),
  );
  return [...focusableIn(root), ...companions.flatMap(focusableIn)];
}

/** The active focus traps, the most recently activated last: only it handles Tab. */
const traps: object[] = [];
/** The active Escape handlers, the most recently activated last: only it gets the key. */
const escapes: Array<{ current: (() => void) | undefined }> = [];

function onEscapeKey(event: KeyboardEvent) {
  const top = escapes[escapes.length - 1];
  if (event.key !== 'Escape' || !top?.current) return;
  event.stopPropagation();
  top.current();
}

/**
 * Keeps Tab / Shift+Tab inside `ref` (and its overlay companions, see {@link OVERLAY_COMPANION})
 * while `active`, focuses the first focusable element (or the container) on activation and gives
 * focus back to the previously focused element afterwards.
 */
export function useFocusTrap(ref: RefObject<HTMLElement | null>, active: boolean): void {
  useEffect(() => {
    const root = ref.current;
    if (!active || !root) return;
    const previous = document.activeElement as HTMLElement | null;
    const first = root.querySelector<HTMLElement>('[data-autofocus]') ?? focusableIn(root)[0] ?? root;
    // An overlay's first control is on screen: without scrolling it into view, focusing needs the
    // page's style only, not a forced layout of the page under the overlay as well (issue 31).
    first.focus({ preventScroll: true });
    const token = {};
    traps.push(token);
    const onKeyDown = (event: KeyboardEvent) => {
      // A dialog opened over this one (a confirmation, the delivery conditions) keeps Tab to itself.
      if (event.key !== 'Tab' || traps[traps.length - 1] !== token) return;
      const items = trapItems(root);
      if (items.length === 0) {
        event.preventDefault();
        root.focus();
        return;
      }
      const firstItem = items[0]!;
      const lastItem = items[items.length - 1]!;
      const current = document.activeElement;
      // Crossing between the overlay and a companion: the DOM order does not lead there by itself.
      const at = items.indexOf(current as HTMLElement);
      const next = at === -1 ? undefined : items[(at + (event.shiftKey ? -1 : 1) + items.length) % items.length];
      if (next && root.contains(current) !== root.contains(next)) {
        event.preventDefault();
        next.focus();
        return;
      }
      if (event.shiftKey && (current === firstItem || current === root)) {
        event.preventDefault();
        lastItem.focus();
      } else if (!event.shiftKey && current === lastItem) {
        event.preventDefault();
        firstItem.focus();
      } else if (!items.some((item) => item === current) && !root.contains(current)) {
        event.preventDefault();
        firstItem.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      traps.splice(traps.lastIndexOf(token), 1);
      // Back where the customer was: the page under the overlay does not scroll to it (the element
      // may sit partly under a sticky bar, and the scroll lock has just given the page back).
      if (previous && document.contains(previous)) previous.focus({ preventScroll: true });
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

/**
 * Calls `handler` on Escape while `active`. Of several active ones (a dialog over a dialog) only the
 * most recently activated gets the key, so Escape closes the top layer only; when the top layer
 * cannot be closed (no handler), the one under it does not close either.
 */
export function useEscape(handler: (() => void) | undefined, active = true): void {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => {
    if (!active) return;
    escapes.push(latest);
    if (escapes.length === 1) document.addEventListener('keydown', onEscapeKey);
    return () => {
      escapes.splice(escapes.lastIndexOf(latest), 1);
      if (escapes.length === 0) document.removeEventListener('keydown', onEscapeKey);
    };
  }, [active]);
}

/** Everything a modal surface needs while open: focus trap, Escape to close (when allowed), scroll lock. */
export function useOverlay(ref: RefObject<HTMLElement | null>, open: boolean, onClose: (() => void) | undefined) {
  // The scroll lock's style change first: the focus that follows computes the page's style once,
  // with it, instead of once before it and again for the next focus or frame.
  useScrollLock(open);
  useFocusTrap(ref, open);
  useEscape(onClose, open);
}
