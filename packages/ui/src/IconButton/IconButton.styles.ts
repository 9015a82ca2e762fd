import styled from 'styled-components';

export const StyledIconButton = styled.button<{ $filled: boolean }>`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill}px;
  background: ${({ theme, $filled }) => ($filled ? theme.colors.surfaceRaised : 'transparent')};
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  transition: background-color ${({ theme }) => theme.motion.duration.fast}ms;

  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.colors.surfaceHover};
  }
  &:disabled {
    opacity: 0.45;
    cursor: not-allowed;
  }
`;
