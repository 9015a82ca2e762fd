import styled, { css } from 'styled-components';

export const TabList = styled.div<{ $variant: 'segmented' | 'underline'; $fullWidth: boolean }>`
  display: ${({ $fullWidth }) => ($fullWidth ? 'flex' : 'inline-flex')};
  gap: ${({ $variant }) => ($variant === 'segmented' ? 0 : 8)}px;
  max-width: 100%;
  overflow-x: auto;
  scrollbar-width: none;
  ${({ $variant, theme }) =>
    $variant === 'segmented' &&
    css`
      padding: 4px;
      border-radius: ${theme.radii.md}px;
      background: ${theme.colors.surface};
      /* The track shows on a dialog's surface too. */
      box-shadow: inset 0 0 0 1px ${theme.colors.border};
    `}
`;

export const Tab = styled.button<{ $variant: 'segmented' | 'underline'; $fullWidth: boolean }>`
  flex: ${({ $fullWidth }) => ($fullWidth ? '1 1 0' : 'none')};
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space.md}px;
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: ${({ theme }) => theme.typography.weight.medium};
  white-space: nowrap;
  cursor: pointer;
  transition:
    background-color ${({ theme }) => theme.motion.duration.fast}ms,
    color ${({ theme }) => theme.motion.duration.fast}ms;

  ${({ $variant, theme }) =>
    $variant === 'segmented'
      ? css`
          border-radius: ${theme.radii.sm}px;
          &[aria-checked='true'] {
            background: ${theme.colors.primary};
            color: ${theme.colors.onPrimary};
          }
        `
      : css`
          border-bottom: 3px solid transparent;
          &[aria-selected='true'] {
            border-bottom-color: ${theme.colors.primaryText};
            color: ${theme.colors.text};
          }
        `}

  &:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
`;
