import styled from 'styled-components';

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;

  caption {
    padding-bottom: ${({ theme }) => theme.space.xs}px;
    font-weight: ${({ theme }) => theme.typography.weight.bold};
    text-align: left;
  }
  th,
  td {
    padding: ${({ theme }) => theme.space.xs}px 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
    font-weight: ${({ theme }) => theme.typography.weight.regular};
  }
  td {
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
  tr[aria-current='date'] th,
  tr[aria-current='date'] td {
    color: ${({ theme }) => theme.colors.primaryText};
    font-weight: ${({ theme }) => theme.typography.weight.bold};
  }
  td[data-kind='DAY_OFF'] {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
