import { useId } from 'react';
import type { SelectHTMLAttributes } from 'react';
import { FieldHelper, FieldLabel, FieldRoot } from '../lib/field.styles';
import { ChevronDownIcon } from '../lib/icons';
import { SelectWrap, StyledSelect } from './Select.styles';

/** One option of a {@link Select}. */
export interface SelectOption {
  /** Value reported on change. */
  value: string;
  /** Text shown to the user. */
  label: string;
  /** Makes the option unselectable. */
  disabled?: boolean;
}

/** Props of {@link Select}. */
export interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'value' | 'onChange'> {
  /** Visible label, also the accessible name. */
  label: string;
  /** Options in display order. */
  options: readonly SelectOption[];
  /** Selected value; '' shows the placeholder. */
  value: string;
  /** Called with the chosen value. */
  onValueChange: (value: string) => void;
  /** Text of the empty first option. */
  placeholder?: string;
  /** Error message; marks the select invalid. */
  error?: string;
}

/**
 * A labelled native select (the platform picker works best on phones).
 *
 * @example
 * <Select label="Время" options={slots} value={slot} onValueChange={setSlot} />
 */
export function Select({ label, options, value, onValueChange, placeholder, error, id, ...rest }: SelectProps) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  return (
    <FieldRoot>
      <FieldLabel htmlFor={fieldId}>{label}</FieldLabel>
      <SelectWrap>
        <StyledSelect
          id={fieldId}
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${fieldId}-error` : undefined}
          $invalid={Boolean(error)}
          {...rest}
        >
          {placeholder !== undefined && (
            <option value="" disabled>
              {placeholder}
            </option>
          )}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </StyledSelect>
        <ChevronDownIcon />
      </SelectWrap>
      {error && (
        <FieldHelper id={`${fieldId}-error`} $error>
          {error}
        </FieldHelper>
      )}
    </FieldRoot>
  );
}
