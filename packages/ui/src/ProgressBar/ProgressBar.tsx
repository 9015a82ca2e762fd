import { Fill, Track } from './ProgressBar.styles';

/** Props of {@link ProgressBar}. */
export interface ProgressBarProps {
  /** Accessible name, e.g. 'Загрузка меню'. */
  label: string;
  /** Progress from 0 to 1; omit or null for indeterminate. */
  value?: number | null;
}

/**
 * A thin progress bar, determinate (0–1) or indeterminate.
 *
 * @example
 * <ProgressBar label="Загрузка меню" value={loaded / total} />
 */
export function ProgressBar({ label, value = null }: ProgressBarProps) {
  const clamped = value === null ? null : Math.min(1, Math.max(0, value));
  return (
    <Track
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={clamped === null ? undefined : Math.round(clamped * 100)}
    >
      <Fill $value={clamped} style={{ width: clamped === null ? '40%' : `${clamped * 100}%` }} />
    </Track>
  );
}
