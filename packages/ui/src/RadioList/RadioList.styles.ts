import styled from 'styled-components';

export const Fieldset = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
`;

export const Legend = styled.legend`
  padding: 0;
  margin-bottom: ${({ theme }) => theme.space.xs}px;
  font-weight: ${({ theme }) => theme.typography.weight.bold};
`;

export const List = styled.div`
  display: flex;
  flex-direction: column;
`;

export const Row = styled.div`
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  &:last-child {
    border-bottom: 0;
  }
  > label {
    display: flex;
    width: 100%;
  }
`;

export const Trailing = styled.span`
  margin-left: auto;
  padding-left: ${({ theme }) => theme.space.sm}px;
  white-space: nowrap;
  color: ${({ theme }) => theme.colors.textMuted};
`;
