import type { InputHTMLAttributes, ReactNode } from 'react';
import { CheckIcon } from '../lib/icons';
import { Box, CheckboxLabel, Description, NativeInput, Text } from './Checkbox.styles';

/** Props of {@link Checkbox}. */
export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'onChange' | 'checked'> {
  /** The label, also the accessible name. */
  label: ReactNode;
  /** Secondary line under the label (e.g. a price). */
  description?: ReactNode;
  /** Whether it is checked (controlled). */
  checked: boolean;
  /** Called with the new checked state. */
  onCheckedChange: (checked: boolean) => void;
}

/**
 * A labelled checkbox with a 44 px touch target.
 *
 * @example
 * <Checkbox label="Сырный бортик" description="+ 90 ₽" checked={on} onCheckedChange={setOn} />
 */
export function Checkbox({ label, description, checked, onCheckedChange, disabled, ...rest }: CheckboxProps) {
  return (
    <CheckboxLabel $disabled={disabled}>
      <NativeInput
        type="checkbox"
        checked={checked}
        disabled={disabled}
        onChange={(event) => onCheckedChange(event.target.checked)}
        {...rest}
      />
      <Box $round={false}>
        <CheckIcon />
      </Box>
      <Text>
        <span>{label}</span>
        {description && <Description>{description}</Description>}
      </Text>
    </CheckboxLabel>
  );
}
