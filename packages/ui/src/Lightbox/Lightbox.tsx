import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTheme } from 'styled-components';
import { IconButton } from '../IconButton/IconButton';
import { usePrefersReducedMotion } from '../lib/hooks';
import { CloseIcon } from '../lib/icons';
import { useOverlay } from '../lib/use-overlay';
import { Spinner } from '../Spinner/Spinner';
import { Backdrop, Center, Close, ErrorText, Photo } from './Lightbox.styles';

/** State of a {@link Lightbox}: closed, fetching the photo, showing it, or failed. */
export type LightboxState = 'idle' | 'loading' | 'loaded' | 'error';

/** Texts of {@link Lightbox}. */
export interface LightboxLabels {
  /** Close button. */
  close: string;
  /** Spinner while loading. */
  loading: string;
  /** Message when the photo cannot be loaded. */
  error: string;
}

/** Props of {@link Lightbox}. */
export interface LightboxProps {
  /** Whether it is open. */
  open: boolean;
  /** Photo URL. */
  src: string;
  /** Photo description; also the dialog's name. */
  alt: string;
  /** Called on close (button, Escape, a click outside the photo). */
  onClose: () => void;
  /** Called when the state changes. */
  onStateChange?: (state: LightboxState) => void;
  /** Texts; Russian by default. */
  labels?: Partial<LightboxLabels>;
}

const defaultLabels: LightboxLabels = {
  close: 'Закрыть',
  loading: 'Загрузка фото',
  error: 'Не удалось загрузить фото',
};

/**
 * A photo viewer over an 80 % black background; fades in over 300 ms and out over 200 ms.
 *
 * @example
 * <Lightbox open={zoomed} src={photo} alt="Маргарита" onClose={() => setZoomed(false)} />
 */
export function Lightbox({ open, src, alt, onClose, onStateChange, labels }: LightboxProps) {
  const text = { ...defaultLabels, ...labels };
  const theme = useTheme();
  const reduced = usePrefersReducedMotion();
  const ref = useRef<HTMLDivElement>(null);
  const [mounted, setMounted] = useState(open);
  const [state, setState] = useState<LightboxState>(open ? 'loading' : 'idle');
  const hiding = mounted && !open;

  // Opening (or a new photo) starts loading; closing goes idle and unmounts after the hide animation.
  const [shown, setShown] = useState({ open, src });
  if (shown.open !== open || shown.src !== src) {
    setShown({ open, src });
    if (open) setMounted(true);
    setState(open ? 'loading' : 'idle');
  }
  useEffect(() => {
    if (open || !mounted) return;
    const timer = setTimeout(() => setMounted(false), reduced ? 0 : theme.motion.duration.lightboxHide);
    return () => clearTimeout(timer);
  }, [open, mounted, reduced, theme.motion.duration.lightboxHide]);

  const notify = useRef(onStateChange);
  useEffect(() => {
    notify.current = onStateChange;
  });
  useEffect(() => {
    notify.current?.(state);
  }, [state]);

  useOverlay(ref, open, onClose);
  if (!mounted || typeof document === 'undefined') return null;

  return createPortal(
    <Backdrop
      ref={ref}
      role="dialog"
      aria-modal="true"
      aria-label={alt}
      tabIndex={-1}
      data-state={state}
      $hiding={hiding}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      {state !== 'error' && (
        <Photo
          src={src}
          alt={alt}
          $visible={state === 'loaded'}
          onLoad={() => setState('loaded')}
          onError={() => setState('error')}
        />
      )}
      {state === 'loading' && (
        <Center>
          <Spinner size={40} label={text.loading} />
        </Center>
      )}
      {state === 'error' && <ErrorText role="alert">{text.error}</ErrorText>}
      <Close>
        <IconButton aria-label={text.close} onClick={onClose} $filled>
          <CloseIcon />
        </IconButton>
      </Close>
    </Backdrop>,
    document.body,
  );
}
