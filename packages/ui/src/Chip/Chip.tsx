import type { ReactNode } from 'react';
import { ChipButton, StaticChip } from './Chip.styles';

/** Props of {@link Chip}. */
export interface ChipProps {
  /** Chip text. */
  children: ReactNode;
  /** Highlighted (and `aria-pressed` when clickable). */
  selected?: boolean;
  /** Makes the chip a toggle button. */
  onClick?: () => void;
  /** Disables a clickable chip. */
  disabled?: boolean;
}

/**
 * A compact tag (e.g. «Острое») or, with `onClick`, a toggle filter.
 *
 * @example
 * <Chip selected={vegan} onClick={toggleVegan}>Вегетарианское</Chip>
 */
export function Chip({ children, selected = false, onClick, disabled }: ChipProps) {
  return onClick ? (
    <ChipButton type="button" aria-pressed={selected} onClick={onClick} disabled={disabled} $selected={selected}>
      {children}
    </ChipButton>
  ) : (
    <StaticChip $selected={selected}>{children}</StaticChip>
  );
}
