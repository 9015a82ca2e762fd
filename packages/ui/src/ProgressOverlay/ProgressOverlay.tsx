import { Spinner } from '../Spinner/Spinner';
import { Caption, Overlay } from './ProgressOverlay.styles';

/** Props of {@link ProgressOverlay}. */
export interface ProgressOverlayProps {
  /** Whether it is shown. */
  visible: boolean;
  /** What is happening, announced to screen readers and shown under the spinner. */
  label: string;
  /** Shows the caption visually (it is always announced). */
  showLabel?: boolean;
  /** Covers the viewport instead of the nearest positioned parent. */
  $fixed?: boolean;
}

/**
 * A scrim with a spinner that blocks a region (or the page) while an action runs.
 *
 * @example
 * <ProgressOverlay visible={saving} label="Сохраняем адрес" />
 */
export function ProgressOverlay({ visible, label, showLabel = false, $fixed = false }: ProgressOverlayProps) {
  if (!visible) return null;
  return (
    <Overlay role="status" aria-live="polite" aria-label={label} $fixed={$fixed}>
      <Spinner size={40} />
      {showLabel && <Caption aria-hidden="true">{label}</Caption>}
    </Overlay>
  );
}
