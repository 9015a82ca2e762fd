import { StyledSkeleton } from './Skeleton.styles';

/** Props of {@link Skeleton}. */
export interface SkeletonProps {
  /** CSS width. */
  width?: string;
  /** CSS height (ignored when `aspectRatio` is set). */
  height?: string;
  /** CSS aspect ratio such as '16 / 9', to reserve a picture's space. */
  aspectRatio?: string;
  /** `circle` for avatars, `text` for a line, `block` for cards. */
  shape?: 'block' | 'text' | 'circle';
}

/**
 * A placeholder with the size of content that is loading, so nothing shifts when it arrives.
 * Decorative: mark the loading region `aria-busy` instead.
 *
 * @example
 * <Skeleton aspectRatio="16 / 9" />
 */
export function Skeleton({ width = '100%', height = '1em', aspectRatio, shape = 'block' }: SkeletonProps) {
  const radius = shape === 'circle' ? '50%' : shape === 'text' ? '4px' : '12px';
  return <StyledSkeleton aria-hidden="true" $width={width} $height={height} $radius={radius} $ratio={aspectRatio} />;
}
