import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useLazyTranslation } from '../../../lib/i18n/lazy-strings';
import { positionRu } from '../../../lib/i18n/locales/position.ru';
import styled, { keyframes } from 'styled-components';
import type { Photo } from '../../../lib/api/hooks';

/** Props of {@link Lightbox}. */
export interface LightboxProps {
  photos: Photo[];
  /** The photo to start at. */
  index: number;
  onClose: () => void;
}

type LoadState = 'idle' | 'loading' | 'loaded' | 'error';

const show = keyframes`from { opacity: 0; } to { opacity: 1; }`;
const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.modal + 10};
  display: grid;
  place-items: center;
  background: ${({ theme }) => theme.colors.lightbox};
  animation: ${show} ${({ theme }) => theme.motion.duration.lightboxShow}ms ease-out;
  &[data-closing='true'] {
    opacity: 0;
    transition: opacity ${({ theme }) => theme.motion.duration.lightboxHide}ms ease-in;
  }
  img {
    max-width: 92vw;
    max-height: 84vh;
    object-fit: contain;
  }
`;
const Control = styled.button`
  position: absolute;
  width: 48px;
  height: 48px;
  border-radius: 50%;
  border: 0;
  background: rgba(0, 0, 0, 0.6);
  color: #fff;
  font-size: 24px;
  cursor: pointer;
`;

/**
 * The photo lightbox (spec §2): background opacity 0.8, shown in 300 ms, hidden in 200 ms, with
 * the states idle, loading, loaded and error. Loaded lazily with the position detail's photos.
 */
export function Lightbox({ photos, index, onClose }: LightboxProps) {
  const { t } = useLazyTranslation(positionRu);
  const [current, setCurrent] = useState(index);
  const [state, setState] = useState<LoadState>('loading');
  const [closing, setClosing] = useState(false);
  const closeRef = useRef<HTMLButtonElement>(null);
  const photo = photos[current];
  const close = () => {
    setClosing(true);
    window.setTimeout(onClose, 200);
  };
  useEffect(() => {
    closeRef.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        close();
      }
      if (event.key === 'ArrowRight') setCurrent((c) => (c + 1) % photos.length);
      if (event.key === 'ArrowLeft') setCurrent((c) => (c - 1 + photos.length) % photos.length);
    };
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [photos.length]);
  if (!photo) return null;
  return createPortal(
    <Backdrop
      role="dialog"
      aria-modal="true"
      aria-label={t('position.photo', { index: current + 1, total: photos.length })}
      data-state={state}
      data-closing={closing}
      onClick={(e) => e.target === e.currentTarget && close()}
    >
      <img
        key={photo.src}
        src={photo.src}
        width={photo.width}
        height={photo.height}
        alt={photo.alt ?? ''}
        onLoad={() => setState('loaded')}
        onError={() => setState('error')}
      />
      <Control ref={closeRef} type="button" style={{ top: 16, right: 16 }} onClick={close} aria-label={t('app.close')}>
        ×
      </Control>
      {photos.length > 1 && (
        <>
          <Control
            type="button"
            style={{ left: 16 }}
            onClick={() => setCurrent((c) => (c - 1 + photos.length) % photos.length)}
            aria-label={t('promotions.previous')}
          >
            ‹
          </Control>
          <Control
            type="button"
            style={{ right: 16 }}
            onClick={() => setCurrent((c) => (c + 1) % photos.length)}
            aria-label={t('promotions.next')}
          >
            ›
          </Control>
        </>
      )}
    </Backdrop>,
    document.body,
  );
}
