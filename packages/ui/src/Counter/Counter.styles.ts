import styled from 'styled-components';

export const Group = styled.div<{ $size: 'sm' | 'md' }>`
  display: inline-flex;
  align-items: center;
  border-radius: ${({ theme }) => theme.radii.pill}px;
  background: ${({ theme }) => theme.colors.surfaceRaised};
  box-shadow: inset 0 0 0 1px ${({ theme }) => theme.colors.border};
`;

export const Step = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  padding: 0;
  border: 0;
  border-radius: 50%;
  background: transparent;
  color: ${({ theme }) => theme.colors.primaryText};
  cursor: pointer;
  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.colors.primarySoft};
  }
  &:disabled {
    color: ${({ theme }) => theme.colors.textMuted};
    opacity: 0.5;
    cursor: not-allowed;
  }
`;

export const Value = styled.output`
  min-width: 2ch;
  text-align: center;
  font-weight: ${({ theme }) => theme.typography.weight.bold};
  font-variant-numeric: tabular-nums;
`;
