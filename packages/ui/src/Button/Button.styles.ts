import styled, { css } from 'styled-components';

/** Visual variants of a button. */
export type ButtonVariant = 'primary' | 'secondary' | 'text';
/** Sizes of a button; every size keeps a 44 px touch target. */
export type ButtonSize = 'sm' | 'md' | 'lg';

const heights: Record<ButtonSize, number> = { sm: 44, md: 48, lg: 56 };

export const StyledButton = styled.button<{ $variant: ButtonVariant; $size: ButtonSize; $fullWidth: boolean }>`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xs}px;
  width: ${({ $fullWidth }) => ($fullWidth ? '100%' : 'auto')};
  min-width: 44px;
  min-height: ${({ $size }) => heights[$size]}px;
  padding: 0 ${({ $size, theme }) => ($size === 'sm' ? theme.space.sm : theme.space.lg)}px;
  border: 2px solid transparent;
  border-radius: ${({ theme }) => theme.radii.md}px;
  font: inherit;
  font-size: ${({ $size, theme }) => ($size === 'lg' ? theme.typography.size.lg : theme.typography.size.md)};
  font-weight: ${({ theme }) => theme.typography.weight.bold};
  line-height: 1.2;
  text-align: center;
  cursor: pointer;
  transition:
    background-color ${({ theme }) => theme.motion.duration.fast}ms,
    filter ${({ theme }) => theme.motion.duration.fast}ms;

  ${({ $variant, theme }) =>
    $variant === 'primary'
      ? css`
          background: ${theme.colors.primary};
          color: ${theme.colors.onPrimary};
          &:hover:not(:disabled) {
            filter: brightness(1.08);
          }
        `
      : $variant === 'secondary'
        ? css`
            background: transparent;
            border-color: ${theme.colors.primaryText};
            color: ${theme.colors.primaryText};
            &:hover:not(:disabled) {
              background: ${theme.colors.primarySoft};
            }
          `
        : css`
            background: transparent;
            color: ${theme.colors.primaryText};
            &:hover:not(:disabled) {
              background: ${theme.colors.primarySoft};
            }
          `}

  &:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }

  &[aria-busy='true'] {
    opacity: 1;
    cursor: progress;
  }

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

export const Label = styled.span<{ $hidden: boolean }>`
  opacity: ${({ $hidden }) => ($hidden ? 0 : 1)};
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs}px;
`;

export const SpinnerSlot = styled.span`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
`;
