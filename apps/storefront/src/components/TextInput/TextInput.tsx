/** PLACEHOLDER for `TextField` of `@tarelka/ui`: a labelled input with an error line. */
import { forwardRef, useId, type InputHTMLAttributes } from 'react';
import styled from 'styled-components';

/** Props of {@link TextInput}. */
export interface TextInputProps extends InputHTMLAttributes<HTMLInputElement> {
  /** Visible label. */
  label: string;
  /** Error text; marks the input invalid. */
  error?: string;
}

const Wrap = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
  min-width: 0;
`;
const Label = styled.label`
  font-size: ${({ theme }) => theme.typography.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;
const Input = styled.input`
  height: 48px;
  padding: 0 12px;
  border-radius: ${({ theme }) => theme.radii.sm}px;
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  background: ${({ theme }) => theme.colors.background};
  min-width: 0;
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
`;
const Error = styled.span`
  font-size: ${({ theme }) => theme.typography.size.sm};
  color: ${({ theme }) => theme.colors.danger};
`;

/** A labelled text input. */
export const TextInput = forwardRef<HTMLInputElement, TextInputProps>(function TextInput(
  { label, error, id, ...rest },
  ref,
) {
  const ownId = useId();
  const inputId = id ?? ownId;
  return (
    <Wrap>
      <Label htmlFor={inputId}>{label}</Label>
      <Input
        ref={ref}
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${inputId}-error` : undefined}
        {...rest}
      />
      {error && <Error id={`${inputId}-error`}>{error}</Error>}
    </Wrap>
  );
});
