import styled from 'styled-components';

export const Wrap = styled.div`
  position: relative;
  display: inline-flex;
  align-self: flex-start;
  align-items: center;

  svg {
    position: absolute;
    right: 8px;
    width: 18px;
    height: 18px;
    pointer-events: none;
  }
`;

export const NativeSelect = styled.select`
  min-height: 44px;
  padding: 0 32px 0 12px;
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.pill}px;
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.typography.weight.medium};
  appearance: none;
  cursor: pointer;

  option {
    background: ${({ theme }) => theme.colors.surface};
  }
`;
