import { MinusIcon, PlusIcon } from '../lib/icons';
import { Group, Step, Value } from './Counter.styles';

/** Texts of {@link Counter}, for translation. */
export interface CounterLabels {
  /** Accessible name of the − button. */
  decrease: string;
  /** Accessible name of the + button. */
  increase: string;
}

/** Props of {@link Counter}. */
export interface CounterProps {
  /** Current count. */
  value: number;
  /** Called with the new count. */
  onValueChange: (value: number) => void;
  /** Smallest count; − is disabled at it. */
  min?: number;
  /** Largest count; + is disabled at it. */
  max?: number;
  /** Accessible name of the whole control (e.g. the dish name). */
  label: string;
  /** Button names, in the customer's language. */
  labels: CounterLabels;
  /** Disables both buttons. */
  disabled?: boolean;
  /** Visual size; both keep 44 px buttons. */
  $size?: 'sm' | 'md';
}

/**
 * A − n + stepper with bounds; the count is announced politely when it changes.
 *
 * @example
 * <Counter label="Маргарита" labels={{ decrease: 'Уменьшить количество', increase: 'Увеличить количество' }}
 *   value={count} min={1} max={99} onValueChange={setCount} />
 */
export function Counter({
  value,
  onValueChange,
  min = 0,
  max = Number.POSITIVE_INFINITY,
  label,
  labels,
  disabled = false,
  $size = 'md',
}: CounterProps) {
  const text = labels;
  return (
    <Group role="group" aria-label={label} $size={$size}>
      <Step
        type="button"
        aria-label={text.decrease}
        disabled={disabled || value <= min}
        onClick={() => onValueChange(Math.max(min, value - 1))}
      >
        <MinusIcon />
      </Step>
      <Value aria-live="polite" aria-atomic="true">
        {value}
      </Value>
      <Step
        type="button"
        aria-label={text.increase}
        disabled={disabled || value >= max}
        onClick={() => onValueChange(Math.min(max, value + 1))}
      >
        <PlusIcon />
      </Step>
    </Group>
  );
}
