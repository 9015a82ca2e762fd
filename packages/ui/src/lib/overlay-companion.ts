import { useEffect, type RefObject } from 'react';

/**
 * Marks an element that stays usable beside a modal overlay (the cookie banner on a first visit,
 * under the location popup): the focus trap takes its controls into the Tab cycle.
 */
export const OVERLAY_COMPANION = 'data-overlay-companion';

/** The CSS variable an overlay companion sets on `<html>`: the height it takes from the viewport's bottom. */
export const OVERLAY_COMPANION_HEIGHT = '--overlay-companion-height';

/**
 * Makes `ref` an overlay companion's box while `active`: it reserves the height it takes from the
 * viewport's bottom ({@link OVERLAY_COMPANION_HEIGHT}), which dialogs keep clear of, so neither
 * covers the other.
 *
 * @example
 * useOverlayCompanion(bannerRef, open);
 */
export function useOverlayCompanion(ref: RefObject<HTMLElement | null>, active: boolean): void {
  useEffect(() => {
    const element = ref.current;
    if (!active || !element) return;
    const root = document.documentElement;
    const reserve = () => {
      const height = `${Math.max(0, Math.ceil(window.innerHeight - element.getBoundingClientRect().top))}px`;
      // A change of a variable on <html> restyles the whole page: written only when it changes.
      if (root.style.getPropertyValue(OVERLAY_COMPANION_HEIGHT) !== height)
        root.style.setProperty(OVERLAY_COMPANION_HEIGHT, height);
    };
    // Measured when the browser has laid the page out (a ResizeObserver's first report comes then,
    // and again as the box changes), not at once: measuring in this effect forced a layout of the
    // whole page in the middle of mounting (issue 31). Without ResizeObserver, at once.
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(reserve);
    if (observer) observer.observe(element);
    else reserve();
    window.addEventListener('resize', reserve);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', reserve);
      root.style.removeProperty(OVERLAY_COMPANION_HEIGHT);
    };
  }, [ref, active]);
}
