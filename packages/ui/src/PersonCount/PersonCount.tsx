import { Counter, type CounterLabels } from '../Counter/Counter';
import { Label, Row } from './PersonCount.styles';

/** Props of {@link PersonCount}. */
export interface PersonCountProps {
  /** Number of people (cutlery sets). */
  value: number;
  /** Called with the new number. */
  onValueChange: (value: number) => void;
  /** Smallest number. */
  min?: number;
  /** Largest number. */
  max?: number;
  /** Visible label, also the stepper's name, in the customer's language. */
  label: string;
  /** Names of the stepper's − and + buttons, in the customer's language. */
  counterLabels: CounterLabels;
}

/**
 * The cart's «number of people» stepper.
 *
 * @example
 * <PersonCount value={persons} onValueChange={setPersons} label={t('cart.personCount')}
 *   counterLabels={{ decrease: t('cart.decrease'), increase: t('cart.increase') }} />
 */
export function PersonCount({ value, onValueChange, min = 1, max = 20, label, counterLabels }: PersonCountProps) {
  return (
    <Row>
      <Label aria-hidden="true">{label}</Label>
      <Counter label={label} labels={counterLabels} value={value} min={min} max={max} onValueChange={onValueChange} />
    </Row>
  );
}
