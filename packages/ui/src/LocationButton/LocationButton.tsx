import { PinIcon } from '../lib/icons';
import { Trigger } from './LocationButton.styles';

/** Props of {@link LocationButton}. */
export interface LocationButtonProps {
  /** What is chosen, e.g. 'Доставка: ул. Тверская, 12', or the call to choose ('Укажите адрес'). */
  children: string;
  /** Opens the location dialog. */
  onClick: () => void;
  /** Test id of the button. */
  testId?: string;
}

/**
 * The current delivery address or pickup point in a pill with a pin, cut with an ellipsis when
 * long; opens the location dialog (spec §2, app bar and drawer). The address is the customer's
 * own text and is marked so, so that it stays as typed in every language.
 *
 * @example
 * <LocationButton onClick={openLocation}>Доставка: ул. Тверская, 12</LocationButton>
 */
export function LocationButton({ children, onClick, testId }: LocationButtonProps) {
  return (
    <Trigger type="button" onClick={onClick} data-testid={testId}>
      <PinIcon width={20} height={20} />
      <span data-user-content>{children}</span>
    </Trigger>
  );
}
