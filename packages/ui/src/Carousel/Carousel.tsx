import { useLayoutEffect, useRef, useState } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import { IconButton } from '../IconButton/IconButton';
import { ChevronLeftIcon, ChevronRightIcon } from '../lib/icons';
import { Arrow, Dot, Dots, Head, Root, Slide, Stage, Viewport } from './Carousel.styles';

/** Texts of {@link Carousel}. */
export interface CarouselLabels {
  /** Previous-slide button. */
  previous: string;
  /** Next-slide button. */
  next: string;
  /** Name of a slide, e.g. '2 из 5'. */
  slide: (position: number, total: number) => string;
  /** Name of a dot button, e.g. 'Показать слайд 2'. */
  goTo: (position: number) => string;
  /** Name of the focusable slide area (arrow keys work there). */
  viewport: string;
}

/** Props of {@link Carousel}. */
export interface CarouselProps {
  /** Accessible name of the carousel, e.g. 'Акции'; also its visible title when `heading` is set. */
  label: string;
  /** Slides in order. */
  slides: readonly ReactNode[];
  /** Called with the new slide index. */
  onIndexChange?: (index: number) => void;
  /** Texts (button and slide names). */
  labels: CarouselLabels;
  /** Shows `label` as a heading of this level above the slides. */
  heading?: 'h2' | 'h3';
  /** Content at the end of the heading row (a view-all link). */
  action?: ReactNode;
  /** Slides side by side on desktop (from 840 px); one at a time by default. */
  $perView?: number;
  /** On phones, slides take 85 % of the width so the next one peeks in. */
  $peek?: boolean;
  /** Corner radius of the viewport in px. */
  $radius?: number;
}

/**
 * A carousel on the browser's own scrolling with snap points: native swipe and momentum on touch
 * screens, arrow keys (Home, End) when focused, buttons and dots; smooth unless the user prefers
 * reduced motion. One slide fills it by default; `$perView` shows several side by side on desktop
 * and `$peek` lets the next one show on phones. Slide widths are CSS only, so a prerendered copy
 * of the same geometry is taken over without a shift.
 *
 * @example
 * <Carousel label="Акции" labels={labels} heading="h2" $perView={3} $peek slides={promotions.map((p) => <PromotionCard key={p.id} promotion={p} />)} />
 */
export function Carousel({
  label,
  slides,
  onIndexChange,
  labels: text,
  heading: Heading,
  action,
  $perView = 1,
  $peek = false,
  $radius = 16,
}: CarouselProps) {
  const viewportRef = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(0);
  // Positions the strip can snap to: every slide, less those already in view at the end.
  const [positions, setPositions] = useState(slides.length);

  /** A slide's width plus the gap, from the layout (0 before layout). */
  const step = () => {
    const viewport = viewportRef.current;
    const slide = viewport?.firstElementChild as HTMLElement | null;
    return viewport && slide ? slide.offsetWidth + (parseFloat(getComputedStyle(viewport).columnGap) || 0) : 0;
  };
  const settle = (next: number) => {
    if (next !== current) onIndexChange?.(next);
    setCurrent(next);
  };
  const goTo = (next: number) => {
    const clamped = Math.min(Math.max(next, 0), positions - 1);
    if (clamped === current) return;
    settle(clamped);
    viewportRef.current?.scrollTo?.({ left: clamped * step() });
  };

  // How many positions there are at this width, and which one a swipe or a scroll stopped at.
  const timer = useRef(0);
  const measure = () => {
    const viewport = viewportRef.current;
    const width = step();
    if (viewport && width) setPositions(Math.round((viewport.scrollWidth - viewport.clientWidth) / width) + 1);
    return width;
  };
  useLayoutEffect(() => {
    measure();
    window.addEventListener('resize', measure);
    return () => {
      window.removeEventListener('resize', measure);
      window.clearTimeout(timer.current);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the layout changes with these only
  }, [slides.length, $perView, $peek]);

  const onKeyDown = (event: KeyboardEvent) => {
    const next = { ArrowLeft: current - 1, ArrowRight: current + 1, Home: 0, End: positions - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    goTo(next);
  };

  const several = positions > 1;
  return (
    <Root aria-roledescription="carousel" aria-label={label}>
      {Heading && (
        <Head>
          <Heading>{label}</Heading>
          {action}
        </Head>
      )}
      <Stage>
        <Viewport
          ref={viewportRef}
          tabIndex={0}
          role="group"
          aria-label={text.viewport}
          onKeyDown={onKeyDown}
          onScroll={() => {
            window.clearTimeout(timer.current);
            timer.current = window.setTimeout(() => {
              const width = measure();
              if (width) settle(Math.round((viewportRef.current?.scrollLeft ?? 0) / width));
            }, 100);
          }}
          $perView={$perView}
          $peek={$peek}
          $radius={$radius}
        >
          {slides.map((slide, i) => (
            <Slide key={i} role="group" aria-roledescription="slide" aria-label={text.slide(i + 1, slides.length)}>
              {slide}
            </Slide>
          ))}
        </Viewport>
        {several && (
          <>
            <Arrow $side="left">
              <IconButton aria-label={text.previous} onClick={() => goTo(current - 1)} disabled={current === 0} $filled>
                <ChevronLeftIcon />
              </IconButton>
            </Arrow>
            <Arrow $side="right">
              <IconButton
                aria-label={text.next}
                onClick={() => goTo(current + 1)}
                disabled={current === positions - 1}
                $filled
              >
                <ChevronRightIcon />
              </IconButton>
            </Arrow>
          </>
        )}
      </Stage>
      {several && (
        <Dots>
          {Array.from({ length: positions }, (_, i) => (
            <Dot
              key={i}
              type="button"
              aria-label={text.goTo(i + 1)}
              aria-current={i === current}
              onClick={() => goTo(i)}
            />
          ))}
        </Dots>
      )}
    </Root>
  );
}
