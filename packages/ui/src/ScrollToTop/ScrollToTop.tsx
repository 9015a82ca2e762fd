import { useEffect, useState } from 'react';
import { IconButton } from '../IconButton/IconButton';
import { usePrefersReducedMotion } from '../lib/hooks';
import { ChevronUpIcon } from '../lib/icons';
import { Slot } from './ScrollToTop.styles';

/** Props of {@link ScrollToTop}. */
export interface ScrollToTopProps {
  /** Accessible name of the button, in the visitor's language (e.g. 'Наверх'). */
  label: string;
  /** Scroll distance in px after which the button appears; a screen and a half by default. */
  threshold?: number;
  /** Forces visibility (stories); otherwise it follows the page scroll. */
  visible?: boolean;
}

/**
 * A floating button that appears after scrolling down (a screen and a half unless told) and
 * smoothly (or instantly, with reduced motion) returns to the top. It keeps above a bottom bar
 * whose height the page puts in the `--cart-bar-space` custom property.
 *
 * @example
 * <ScrollToTop label="Наверх" />
 */
export function ScrollToTop({ label, threshold, visible }: ScrollToTopProps) {
  const [scrolled, setScrolled] = useState(false);
  const reduced = usePrefersReducedMotion();
  useEffect(() => {
    if (visible !== undefined) return;
    const onScroll = () => setScrolled(window.scrollY > (threshold ?? window.innerHeight * 1.5));
    // The first read waits for the next frame: reading scrollY right after a commit lays out the
    // whole new page in the commit's task (~10 ms on a phone for the checkout), the frame does anyway.
    const first = requestAnimationFrame(onScroll);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(first);
      window.removeEventListener('scroll', onScroll);
    };
  }, [threshold, visible]);
  const shown = visible ?? scrolled;
  return (
    <Slot $visible={shown} aria-hidden={shown ? undefined : true}>
      <IconButton
        aria-label={label}
        $filled
        tabIndex={shown ? 0 : -1}
        onClick={() => window.scrollTo({ top: 0, behavior: reduced ? 'auto' : 'smooth' })}
      >
        <ChevronUpIcon />
      </IconButton>
    </Slot>
  );
}
