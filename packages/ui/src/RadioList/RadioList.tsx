import { useId } from 'react';
import type { ReactNode } from 'react';
import { Box, CheckboxLabel, Description, NativeInput, Text } from '../Checkbox/Checkbox.styles';
import { FieldHelper } from '../lib/field.styles';
import { Fieldset, Legend, List, Row, Trailing } from './RadioList.styles';

/** One choice of a {@link RadioList}. */
export interface RadioOption {
  /** Value reported on change. */
  value: string;
  /** Main text. */
  label: ReactNode;
  /** Secondary line (e.g. opening hours). */
  description?: ReactNode;
  /** Right-aligned extra (e.g. a price). */
  trailing?: ReactNode;
  /** Makes the choice unselectable. */
  disabled?: boolean;
}

/** Props of {@link RadioList}. */
export interface RadioListProps {
  /** Group caption, also the group's accessible name. */
  legend: string;
  /** Hides the caption visually while keeping it for screen readers. */
  hideLegend?: boolean;
  /** Choices in display order. */
  options: readonly RadioOption[];
  /** Selected value, or null for none. */
  value: string | null;
  /** Called with the chosen value. */
  onValueChange: (value: string) => void;
  /** Error message below the list. */
  error?: string;
  /** Form field name; generated when omitted. */
  name?: string;
}

/**
 * A single-choice list of rows (pickup points, pay types, modifier groups).
 *
 * @example
 * <RadioList legend="Способ оплаты" options={payTypes} value={pay} onValueChange={setPay} />
 */
export function RadioList({ legend, hideLegend, options, value, onValueChange, error, name }: RadioListProps) {
  const autoName = useId();
  const errorId = `${autoName}-error`;
  return (
    <Fieldset aria-describedby={error ? errorId : undefined}>
      <Legend style={hideLegend ? { position: 'absolute', clip: 'rect(0 0 0 0)', width: 1, height: 1 } : undefined}>
        {legend}
      </Legend>
      <List>
        {options.map((option) => (
          <Row key={option.value}>
            <CheckboxLabel $disabled={option.disabled}>
              <NativeInput
                type="radio"
                name={name ?? autoName}
                value={option.value}
                checked={value === option.value}
                disabled={option.disabled}
                onChange={() => onValueChange(option.value)}
              />
              <Box $round>
                <svg viewBox="0 0 24 24" aria-hidden="true">
                  <circle cx="12" cy="12" r="6" fill="currentColor" />
                </svg>
              </Box>
              <Text>
                <span>{option.label}</span>
                {option.description && <Description>{option.description}</Description>}
              </Text>
              {option.trailing && <Trailing>{option.trailing}</Trailing>}
            </CheckboxLabel>
          </Row>
        ))}
      </List>
      {error && (
        <FieldHelper id={errorId} $error role="alert">
          {error}
        </FieldHelper>
      )}
    </Fieldset>
  );
}
