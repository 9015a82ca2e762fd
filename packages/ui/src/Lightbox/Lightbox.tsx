import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTheme } from 'styled-components';
import { IconButton } from '../IconButton/IconButton';
import { usePrefersReducedMotion } from '../lib/hooks';
import { ChevronLeftIcon, ChevronRightIcon, CloseIcon } from '../lib/icons';
import { useOverlay } from '../lib/use-overlay';
import { Spinner } from '../Spinner/Spinner';
import { Backdrop, Center, Close, ErrorText, Next, Photo, Previous } from './Lightbox.styles';

/** State of a {@link Lightbox}: closed, fetching the photo, showing it, or failed. */
export type LightboxState = 'idle' | 'loading' | 'loaded' | 'error';

/** A photo of a {@link Lightbox}. */
export interface LightboxPhoto {
  /** URL. */
  src: string;
  /** Description; also the dialog's name while it is shown. */
  alt: string;
  /** Intrinsic width in px. */
  width?: number;
  /** Intrinsic height in px. */
  height?: number;
}

/** Texts of {@link Lightbox}, in the customer's language. */
export interface LightboxLabels {
  /** Close button. */
  close: string;
  /** Spinner while loading. */
  loading: string;
  /** Message when the photo cannot be loaded. */
  error: string;
  /** Button to the previous photo (several photos). */
  previous: string;
  /** Button to the next photo (several photos). */
  next: string;
}

/** Props of {@link Lightbox}. */
export interface LightboxProps {
  /** Whether it is open. */
  open: boolean;
  /** The photos; with several, arrows and the ← → keys go round them. */
  photos: readonly LightboxPhoto[];
  /** The photo shown on opening. */
  index?: number;
  /** Called on close (button, Escape, a click outside the photo). */
  onClose: () => void;
  /** Called when the state changes. */
  onStateChange?: (state: LightboxState) => void;
  /** Texts, in the customer's language. */
  labels: LightboxLabels;
}

/**
 * A photo viewer over an 80 % black background (spec §2): fades in over 300 ms and out over 200 ms,
 * with the states idle, loading, loaded and error. Over another dialog, Escape closes only the
 * lightbox.
 *
 * @example
 * <Lightbox open={zoomed} photos={[{ src: photo, alt: 'Маргарита' }]} onClose={() => setZoomed(false)} labels={labels} />
 */
export function Lightbox({ open, photos, index = 0, onClose, onStateChange, labels }: LightboxProps) {
  const theme = useTheme();
  const reduced = usePrefersReducedMotion();
  const ref = useRef<HTMLDivElement>(null);
  const [mounted, setMounted] = useState(open);
  const [current, setCurrent] = useState(index);
  const [state, setState] = useState<LightboxState>(open ? 'loading' : 'idle');
  const hiding = mounted && !open;
  const photo = photos[current] ?? photos[0];
  const several = photos.length > 1;

  // Opening starts at `index`; a new photo loads; closing goes idle and unmounts after the animation.
  const [shown, setShown] = useState({ open, src: photo?.src });
  if (shown.open !== open || shown.src !== photo?.src) {
    if (open && !shown.open) setCurrent(index);
    setShown({ open, src: open && !shown.open ? photos[index]?.src : photo?.src });
    if (open) setMounted(true);
    setState(open ? 'loading' : 'idle');
  }
  useEffect(() => {
    if (open || !mounted) return;
    const timer = setTimeout(() => setMounted(false), reduced ? 0 : theme.motion.duration.lightboxHide);
    return () => clearTimeout(timer);
  }, [open, mounted, reduced, theme.motion.duration.lightboxHide]);

  const notify = useRef(onStateChange);
  const close = useRef(onClose);
  useEffect(() => {
    notify.current = onStateChange;
    close.current = onClose;
  });
  useEffect(() => {
    notify.current?.(state);
  }, [state]);

  const step = (by: number) => setCurrent((at) => (at + by + photos.length) % photos.length);
  // Captured on the window: over another dialog, Escape closes only the lightbox.
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        close.current();
      } else if (event.key === 'ArrowRight' && photos.length > 1) {
        setCurrent((at) => (at + 1) % photos.length);
      } else if (event.key === 'ArrowLeft' && photos.length > 1) {
        setCurrent((at) => (at - 1 + photos.length) % photos.length);
      }
    };
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, [open, photos.length]);

  useOverlay(ref, open, undefined);
  if (!mounted || !photo || typeof document === 'undefined') return null;

  return createPortal(
    <Backdrop
      ref={ref}
      role="dialog"
      aria-modal="true"
      aria-label={photo.alt}
      tabIndex={-1}
      data-state={state}
      $hiding={hiding}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      {state !== 'error' && (
        <Photo
          key={photo.src}
          src={photo.src}
          alt={photo.alt}
          width={photo.width}
          height={photo.height}
          $visible={state === 'loaded'}
          onLoad={() => setState('loaded')}
          onError={() => setState('error')}
        />
      )}
      {state === 'loading' && (
        <Center>
          <Spinner size={40} label={labels.loading} />
        </Center>
      )}
      {state === 'error' && <ErrorText role="alert">{labels.error}</ErrorText>}
      <Close>
        <IconButton aria-label={labels.close} onClick={onClose} $filled>
          <CloseIcon />
        </IconButton>
      </Close>
      {several && (
        <>
          <Previous>
            <IconButton aria-label={labels.previous} onClick={() => step(-1)} $filled>
              <ChevronLeftIcon />
            </IconButton>
          </Previous>
          <Next>
            <IconButton aria-label={labels.next} onClick={() => step(1)} $filled>
              <ChevronRightIcon />
            </IconButton>
          </Next>
        </>
      )}
    </Backdrop>,
    document.body,
  );
}
