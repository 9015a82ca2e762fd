import styled from 'styled-components';

export const CheckboxLabel = styled.label<{ $disabled?: boolean }>`
  position: relative;
  display: inline-flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm}px;
  min-height: 44px;
  padding: 10px 0;
  cursor: ${({ $disabled }) => ($disabled ? 'not-allowed' : 'pointer')};
  opacity: ${({ $disabled }) => ($disabled ? 0.6 : 1)};
`;

export const NativeInput = styled.input`
  position: absolute;
  opacity: 0;
  width: 44px;
  height: 44px;
  margin: -10px 0 0 -10px;
  cursor: inherit;
`;

export const Box = styled.span<{ $round: boolean }>`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 24px;
  height: 24px;
  border: 2px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ $round, theme }) => ($round ? '50%' : `${theme.radii.sm - 2}px`)};
  color: transparent;
  transition:
    background-color ${({ theme }) => theme.motion.duration.fast}ms,
    border-color ${({ theme }) => theme.motion.duration.fast}ms;

  svg {
    width: 16px;
    height: 16px;
    stroke-width: 3;
  }

  input:checked + & {
    background: ${({ theme }) => theme.colors.primary};
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
  }
  input:focus-visible + & {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

export const Text = styled.span`
  display: flex;
  flex-direction: column;
`;

export const Description = styled.span`
  font-size: ${({ theme }) => theme.typography.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;
