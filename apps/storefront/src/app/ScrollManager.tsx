import { useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { isMobileNow } from '../lib/media';
import { backgroundOf } from './layers';

/** App bar + navigation bar heights (spec §2) a hash target must clear. */
export function anchorOffset(mobile: boolean): number {
  // Desktop: the app bar has scrolled away, only the navigation bar stays on top.
  return mobile ? 64 + 56 : 80;
}

/**
 * The scroll rules of spec §2: a hash scrolls smoothly to its target below the app bar and the
 * navigation bar; opening or closing a promotion or position layer keeps the page's scroll; any
 * other navigation starts at the top.
 */
export function ScrollManager() {
  const location = useLocation();
  const previous = useRef<{ pathname: string; layer: boolean } | null>(null);

  useLayoutEffect(() => {
    if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
  }, []);

  useLayoutEffect(() => {
    const mobile = isMobileNow();
    const layer = backgroundOf(location, mobile) !== null;
    const before = previous.current;
    previous.current = { pathname: location.pathname, layer };
    if (location.hash) {
      const id = decodeURIComponent(location.hash.slice(1));
      let tries = 0;
      // The target may render after lazy data: try for a short while.
      const tick = () => {
        const target = document.getElementById(id);
        if (target) {
          // The target's own scroll margin when it has one (the menus page sets it to the bars it sits under).
          const offset = parseFloat(getComputedStyle(target).scrollMarginTop) || anchorOffset(mobile);
          const top = target.getBoundingClientRect().top + window.scrollY - offset + 1;
          window.scrollTo({ top, behavior: 'smooth' });
        } else if (tries++ < 20) window.setTimeout(tick, 100);
      };
      tick();
      return;
    }
    if (layer || before?.layer) return;
    if (before && before.pathname === location.pathname) return;
    window.scrollTo(0, 0);
  }, [location]);

  return null;
}
