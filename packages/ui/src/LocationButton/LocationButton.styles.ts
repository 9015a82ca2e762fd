import styled from 'styled-components';

export const Trigger = styled.button`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs}px;
  min-height: 44px;
  max-width: 100%;
  padding: ${({ theme }) => `${theme.space.xxs}px ${theme.space.sm}px`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill}px;
  background: transparent;
  cursor: pointer;
  text-align: left;
  span {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  svg {
    flex: none;
    color: ${({ theme }) => theme.colors.primaryText};
  }
`;
