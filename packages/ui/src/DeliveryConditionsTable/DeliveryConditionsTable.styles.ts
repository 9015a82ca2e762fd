import styled from 'styled-components';

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-variant-numeric: tabular-nums;

  th,
  td {
    padding: ${({ theme }) => theme.space.sm}px ${({ theme }) => theme.space.xs}px;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
    vertical-align: top;
  }
  th {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.typography.size.sm};
    font-weight: ${({ theme }) => theme.typography.weight.medium};
  }
  td:last-child,
  th:last-child {
    text-align: right;
  }
  & + & {
    margin-top: ${({ theme }) => theme.space.md}px;
  }
  caption {
    padding: ${({ theme }) => theme.space.xs}px 0;
    font-weight: ${({ theme }) => theme.typography.weight.bold};
    text-align: left;
  }
  [data-free='true'] {
    color: ${({ theme }) => theme.colors.primaryText};
    font-weight: ${({ theme }) => theme.typography.weight.bold};
  }
`;
