import { useRef, useState } from 'react';
import type { KeyboardEvent, PointerEvent, ReactNode } from 'react';
import { IconButton } from '../IconButton/IconButton';
import { usePrefersReducedMotion } from '../lib/hooks';
import { ChevronLeftIcon, ChevronRightIcon } from '../lib/icons';
import { Arrow, Dot, Dots, Root, Slide, Track, Viewport } from './Carousel.styles';

/** Texts of {@link Carousel}; Russian by default. */
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
  /** Accessible name of the carousel, e.g. 'Акции'. */
  label: string;
  /** Slides in order. */
  slides: readonly ReactNode[];
  /** Current slide (controlled); internal state when omitted. */
  index?: number;
  /** Called with the new slide index. */
  onIndexChange?: (index: number) => void;
  /** Texts for translation. */
  labels?: Partial<CarouselLabels>;
  /** Corner radius of the viewport in px. */
  $radius?: number;
}

const defaultLabels: CarouselLabels = {
  previous: 'Предыдущий слайд',
  next: 'Следующий слайд',
  slide: (position, total) => `${position} из ${total}`,
  goTo: (position) => `Показать слайд ${position}`,
  viewport: 'Слайды',
};

const SWIPE_PX = 40;

/**
 * A one-slide-at-a-time carousel: swipe on touch screens, arrow keys when focused, buttons and
 * dots; slides move without animation when the user prefers reduced motion.
 *
 * @example
 * <Carousel label="Акции" slides={promotions.map((p) => <PromotionCard key={p.id} {...p} />)} />
 */
export function Carousel({ label, slides, index, onIndexChange, labels, $radius = 16 }: CarouselProps) {
  const text = { ...defaultLabels, ...labels };
  const [ownIndex, setOwnIndex] = useState(0);
  const current = Math.min(Math.max(index ?? ownIndex, 0), Math.max(slides.length - 1, 0));
  const reduced = usePrefersReducedMotion();
  const viewportRef = useRef<HTMLDivElement>(null);
  const drag = useRef<{ x: number; dx: number; id: number } | null>(null);
  const [dragOffset, setDragOffset] = useState(0);

  const goTo = (next: number) => {
    const clamped = Math.min(Math.max(next, 0), slides.length - 1);
    if (clamped === current) return;
    setOwnIndex(clamped);
    onIndexChange?.(clamped);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') goTo(current - 1);
    else if (event.key === 'ArrowRight') goTo(current + 1);
    else if (event.key === 'Home') goTo(0);
    else if (event.key === 'End') goTo(slides.length - 1);
    else return;
    event.preventDefault();
  };

  const onPointerDown = (event: PointerEvent) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    drag.current = { x: event.clientX, dx: 0, id: event.pointerId };
  };
  const onPointerMove = (event: PointerEvent) => {
    if (!drag.current || drag.current.id !== event.pointerId) return;
    drag.current.dx = event.clientX - drag.current.x;
    setDragOffset(drag.current.dx);
  };
  const onPointerUp = () => {
    if (!drag.current) return;
    const { dx } = drag.current;
    drag.current = null;
    setDragOffset(0);
    if (dx <= -SWIPE_PX) goTo(current + 1);
    else if (dx >= SWIPE_PX) goTo(current - 1);
  };

  return (
    <Root aria-roledescription="carousel" aria-label={label} onKeyDown={onKeyDown}>
      <Viewport
        ref={viewportRef}
        $radius={$radius}
        tabIndex={0}
        role="group"
        aria-label={text.viewport}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
      >
        <Track
          $animate={!reduced && dragOffset === 0}
          style={{ transform: `translateX(calc(${-current * 100}% + ${dragOffset}px))` }}
          aria-live="polite"
        >
          {slides.map((slide, position) => (
            <Slide
              key={position}
              role="group"
              aria-roledescription="slide"
              aria-label={text.slide(position + 1, slides.length)}
              inert={position !== current}
            >
              {slide}
            </Slide>
          ))}
        </Track>
      </Viewport>
      {slides.length > 1 && (
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
              disabled={current === slides.length - 1}
              $filled
            >
              <ChevronRightIcon />
            </IconButton>
          </Arrow>
          <Dots>
            {slides.map((_, position) => (
              <Dot
                key={position}
                type="button"
                aria-label={text.goTo(position + 1)}
                aria-current={position === current}
                onClick={() => goTo(position)}
              />
            ))}
          </Dots>
        </>
      )}
    </Root>
  );
}
