import { useId } from 'react';
import type { TextareaHTMLAttributes } from 'react';
import { FieldHelper, FieldLabel, FieldRoot } from '../lib/field.styles';
import { Counter, StyledTextarea } from './Textarea.styles';

/** Props of {@link Textarea}. */
export interface TextareaProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'value' | 'onChange'> {
  /** Visible label, also the accessible name. */
  label: string;
  /** Current value (controlled). */
  value: string;
  /** Called with the new value. */
  onValueChange: (value: string) => void;
  /** Error message; marks the field invalid. */
  error?: string;
  /** Hint shown below the field. */
  helper?: string;
}

/**
 * A labelled multi-line input; with `maxLength` it shows how many characters are used.
 *
 * @example
 * <Textarea label="Комментарий" value={comment} onValueChange={setComment} maxLength={100} />
 */
export function Textarea({ label, value, onValueChange, error, helper, id, maxLength, ...rest }: TextareaProps) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  const note = error ?? helper;
  return (
    <FieldRoot>
      <FieldLabel htmlFor={fieldId}>{label}</FieldLabel>
      <StyledTextarea
        id={fieldId}
        value={value}
        maxLength={maxLength}
        onChange={(event) => onValueChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={note ? `${fieldId}-note` : undefined}
        $invalid={Boolean(error)}
        {...rest}
      />
      {note && (
        <FieldHelper id={`${fieldId}-note`} $error={Boolean(error)}>
          {note}
        </FieldHelper>
      )}
      {maxLength !== undefined && (
        <Counter aria-hidden="true">
          {value.length} / {maxLength}
        </Counter>
      )}
    </FieldRoot>
  );
}
