import { useId, useRef } from 'react';
import type { InputHTMLAttributes } from 'react';
import { IconButton } from '../IconButton/IconButton';
import { FieldHelper, FieldLabel, FieldRoot } from '../lib/field.styles';
import { CloseIcon } from '../lib/icons';
import { ClearSlot, InputWrap, StyledInput } from './TextField.styles';
import { formatRuPhone } from './phone';

/** Props of {@link TextField}. */
export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'size'> {
  /** Visible label, also the input's accessible name. */
  label: string;
  /** Current value (controlled). */
  value: string;
  /** Called with the new value (already masked for `mask="phone"`). */
  onValueChange: (value: string) => void;
  /** Error message; marks the input invalid and replaces the helper. */
  error?: string;
  /** Hint shown below the input. */
  helper?: string;
  /** `phone` masks input as a Russian number: +7 (XXX) XXX-XX-XX. */
  mask?: 'phone';
  /** Shows a clear button while there is a value; it needs `clearLabel`. */
  clearable?: boolean;
  /** Accessible name of the clear button, in the customer's language; without it there is no clear button. */
  clearLabel?: string;
}

/**
 * A labelled text input with helper or error text, an optional clear button and a Russian phone
 * mask.
 *
 * @example
 * <TextField label="Телефон" mask="phone" value={phone} onValueChange={setPhone} error={errors.phone} />
 */
export function TextField({
  label,
  value,
  onValueChange,
  error,
  helper,
  mask,
  clearable = false,
  clearLabel,
  id,
  disabled,
  ...rest
}: TextFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const noteId = `${inputId}-note`;
  const inputRef = useRef<HTMLInputElement>(null);
  const note = error ?? helper;
  const clearName = clearable && value !== '' && !disabled ? clearLabel : undefined;
  const phone = mask === 'phone';
  return (
    <FieldRoot>
      <FieldLabel htmlFor={inputId}>{label}</FieldLabel>
      <InputWrap>
        <StyledInput
          ref={inputRef}
          id={inputId}
          value={value}
          disabled={disabled}
          onChange={(event) => onValueChange(phone ? formatRuPhone(event.target.value) : event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={note ? noteId : undefined}
          $invalid={Boolean(error)}
          $withClear={clearable && Boolean(clearLabel)}
          {...(phone
            ? { type: 'tel', inputMode: 'tel' as const, autoComplete: 'tel', placeholder: '+7 (___) ___-__-__' }
            : {})}
          {...rest}
        />
        {clearName && (
          <ClearSlot>
            <IconButton
              aria-label={clearName}
              onClick={() => {
                onValueChange('');
                inputRef.current?.focus();
              }}
            >
              <CloseIcon width={20} height={20} />
            </IconButton>
          </ClearSlot>
        )}
      </InputWrap>
      {note && (
        <FieldHelper id={noteId} $error={Boolean(error)} role={error ? 'alert' : undefined}>
          {note}
        </FieldHelper>
      )}
    </FieldRoot>
  );
}
