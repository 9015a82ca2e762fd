import { Image } from '@tarelka/ui';
import type { ImgHTMLAttributes } from 'react';

/** Props of {@link Picture}. */
export interface PictureProps extends Pick<ImgHTMLAttributes<HTMLImageElement>, 'alt' | 'decoding'> {
  /** Image URL; none shows the fallback. */
  src?: string | null;
  /** Intrinsic width, reserved to avoid layout shift. */
  width: number;
  /** Intrinsic height. */
  height: number;
  /** CSS aspect ratio of the box, e.g. '16 / 9'. */
  ratio?: string;
  /** `cover` crops to fill the box (photos); `contain` shows the whole picture (illustrations). */
  fit?: 'cover' | 'contain';
  /** Lazy by default; the LCP image loads eagerly. */
  loading?: 'lazy' | 'eager';
  /** `high` for the LCP image only. */
  fetchPriority?: 'high' | 'low' | 'auto';
}

/** A catalog picture (`Image` of `@tarelka/ui`): reserved space, lazy loading, a fallback on error. */
export function Picture({
  src,
  width,
  height,
  ratio,
  fit = 'cover',
  alt = '',
  loading = 'lazy',
  fetchPriority,
}: PictureProps) {
  return (
    <Image
      src={src ?? undefined}
      alt={alt}
      width={width}
      height={height}
      aspectRatio={ratio ?? `${width} / ${height}`}
      $fit={fit}
      loading={loading}
      fetchPriority={fetchPriority}
    />
  );
}
