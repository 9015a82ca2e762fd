import type { ReactNode } from 'react';
import { StyledBadge } from './Badge.styles';
import type { BadgeTone } from './Badge.styles';

export type { BadgeTone };

/** Props of {@link Badge}. */
export interface BadgeProps {
  /** Content: a count or a short word («Хит», «18+»). */
  children: ReactNode;
  /** Colour. */
  tone?: BadgeTone;
  /** Screen-reader text replacing the visible content (e.g. '3 товара в корзине'). */
  label?: string;
}

/**
 * A small pill with a count or a short label.
 *
 * @example
 * <Badge label="3 товара в корзине">3</Badge>
 */
export function Badge({ children, tone = 'primary', label }: BadgeProps) {
  return label ? (
    <StyledBadge $tone={tone} role="img" aria-label={label}>
      {children}
    </StyledBadge>
  ) : (
    <StyledBadge $tone={tone}>{children}</StyledBadge>
  );
}
