import { StyledSpinner } from './Spinner.styles';

/** Props of {@link Spinner}. */
export interface SpinnerProps {
  /** Accessible name announced to screen readers; omit when a parent already says it is busy. */
  label?: string;
  /** Diameter in px. */
  size?: number;
}

/**
 * An indeterminate loading indicator in the current text colour.
 *
 * @example
 * <Spinner label="Загрузка" />
 */
export function Spinner({ label, size = 24 }: SpinnerProps) {
  return label ? (
    <StyledSpinner role="status" aria-label={label} $size={size} />
  ) : (
    <StyledSpinner aria-hidden="true" $size={size} />
  );
}
