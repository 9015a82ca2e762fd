import styled, { css } from 'styled-components';

// Shared look of form controls: label above, helper or error below, 48 px control.
export const FieldRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs}px;
  min-width: 0;
`;

export const FieldLabel = styled.label`
  font-size: ${({ theme }) => theme.typography.size.sm};
  font-weight: ${({ theme }) => theme.typography.weight.medium};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const FieldHelper = styled.p<{ $error?: boolean }>`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.size.sm};
  color: ${({ theme, $error }) => ($error ? theme.colors.danger : theme.colors.textMuted)};
`;

export const controlCss = css<{ $invalid?: boolean }>`
  width: 100%;
  min-height: 48px;
  padding: ${({ theme }) => `${theme.space.sm}px ${theme.space.md}px`};
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.borderStrong)};
  border-radius: ${({ theme }) => theme.radii.md}px;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.typography.size.md};
  transition: border-color ${({ theme }) => theme.motion.duration.fast}ms;

  &::placeholder {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  &:focus {
    outline: none;
    border-color: ${({ theme }) => theme.colors.primaryText};
    box-shadow: 0 0 0 1px ${({ theme }) => theme.colors.primaryText};
  }
  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;
