import { useEffect, useRef, useState } from 'react';
import { FALLBACK_IMAGE } from './fallback';
import { Frame, Img } from './Image.styles';

/** Loading state of an {@link Image}. */
export type ImageState = 'loading' | 'loaded' | 'error';

/** Props of {@link Image}. */
export interface ImageProps {
  /** Image URL. */
  src: string | undefined;
  /** Alternative text; '' for decorative pictures. */
  alt: string;
  /** Intrinsic width in px; with `height` it reserves space before loading. */
  width?: number;
  /** Intrinsic height in px. */
  height?: number;
  /** CSS aspect ratio of the frame, e.g. '16 / 9'; wins over width/height for the frame. */
  aspectRatio?: string;
  /** Responsive candidates, as the `srcset` attribute. */
  srcSet?: string;
  /** Rendered sizes for `srcSet`, as the `sizes` attribute. */
  sizes?: string;
  /** Picture shown when `src` is missing or fails; a neutral plate by default. */
  fallbackSrc?: string;
  /** `lazy` (default) defers off-screen pictures; `eager` for the largest above-the-fold one. */
  loading?: 'lazy' | 'eager';
  /** Fetch priority hint for the main picture of a page. */
  fetchPriority?: 'high' | 'low' | 'auto';
  /** Called when the state changes. */
  onStateChange?: (state: ImageState) => void;
  /** How the picture fills the frame. */
  $fit?: 'cover' | 'contain';
  /** Corner radius in px. */
  $radius?: number;
}

/**
 * A picture that reserves its space (aspect ratio or width/height, so nothing shifts), loads lazily,
 * supports `srcset`, shows a placeholder tint while loading and a fallback picture on error.
 *
 * @example
 * <Image src={photo} alt="Маргарита" aspectRatio="16 / 9" srcSet={`${small} 320w, ${large} 640w`} sizes="(min-width: 840px) 33vw, 100vw" />
 */
export function Image({
  src,
  alt,
  width,
  height,
  aspectRatio,
  srcSet,
  sizes,
  fallbackSrc = FALLBACK_IMAGE,
  loading = 'lazy',
  fetchPriority,
  onStateChange,
  $fit = 'cover',
  $radius = 0,
}: ImageProps) {
  const [failed, setFailed] = useState(!src);
  const [state, setState] = useState<ImageState>(src ? 'loading' : 'error');
  const imgRef = useRef<HTMLImageElement>(null);
  const notify = useRef(onStateChange);
  useEffect(() => {
    notify.current = onStateChange;
  });

  // A new src starts over (state adjusted during render, not in an effect).
  const [shownSrc, setShownSrc] = useState(src);
  if (shownSrc !== src) {
    setShownSrc(src);
    setFailed(!src);
    setState(src ? 'loading' : 'error');
  }

  useEffect(() => {
    notify.current?.(state);
  }, [state]);

  // A cached picture can finish before React attaches its listeners.
  useEffect(() => {
    const img = imgRef.current;
    if (img?.complete && img.naturalWidth > 0 && !failed) setState('loaded');
  }, [failed, src]);

  const ratio = aspectRatio ?? (width && height ? `${width} / ${height}` : undefined);
  const showFallback = failed || !src;
  return (
    <Frame $ratio={ratio} $radius={$radius} $loaded={state !== 'loading'}>
      <Img
        ref={imgRef}
        src={showFallback ? fallbackSrc : src}
        srcSet={showFallback ? undefined : srcSet}
        sizes={showFallback ? undefined : sizes}
        alt={alt}
        width={width}
        height={height}
        loading={loading}
        decoding="async"
        fetchPriority={fetchPriority}
        data-state={state}
        onLoad={() => setState(showFallback ? 'error' : 'loaded')}
        onError={() => {
          if (!showFallback) setFailed(true);
          setState('error');
        }}
        $fit={showFallback ? 'contain' : $fit}
        $fill={Boolean(ratio)}
      />
    </Frame>
  );
}
