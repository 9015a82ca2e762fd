import type { PayType } from '@tarelka/domain';
import { RadioList } from '../RadioList/RadioList';

/** Texts of {@link PayTypeSelector}, in the customer's language. */
export interface PayTypeSelectorLabels {
  /** Group caption. */
  legend: string;
  /** Name of each pay type. */
  types: Record<PayType, string>;
}

/** Props of {@link PayTypeSelector}. */
export interface PayTypeSelectorProps {
  /** Pay types the restaurant accepts for this delivery type (the domain's `availablePayTypes`). */
  available: readonly PayType[];
  /** Chosen pay type. */
  value: PayType | null;
  /** Called with the chosen pay type. */
  onValueChange: (value: PayType) => void;
  /** Error (nothing chosen). */
  error?: string;
  /** Texts, in the customer's language. */
  labels: PayTypeSelectorLabels;
}

/**
 * The checkout's pay type choice among those available.
 *
 * @example
 * <PayTypeSelector available={availablePayTypes(resto, type)} value={payType} onValueChange={setPayType} />
 */
export function PayTypeSelector({ available, value, onValueChange, error, labels }: PayTypeSelectorProps) {
  return (
    <RadioList
      legend={labels.legend}
      options={available.map((type) => ({ value: type, label: labels.types[type] }))}
      value={value}
      onValueChange={(next) => onValueChange(next as PayType)}
      error={error}
    />
  );
}
