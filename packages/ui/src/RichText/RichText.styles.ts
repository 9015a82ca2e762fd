import styled from 'styled-components';

export const Article = styled.article`
  max-width: 760px;
  padding-bottom: ${({ theme }) => theme.space.xl}px;

  h2 {
    margin: 24px 0 8px;
    font-size: ${({ theme }) => theme.typography.size.xl};
  }
  h3 {
    margin: 16px 0 8px;
    font-size: ${({ theme }) => theme.typography.size.lg};
  }
  h4 {
    margin: 12px 0 8px;
    font-size: ${({ theme }) => theme.typography.size.md};
  }
  p,
  li {
    ${({ theme }) => theme.media.mobile} {
      font-size: ${({ theme }) => theme.typography.size.sm};
    }
  }
  table {
    width: 100%;
    margin: 16px 0;
    border-collapse: collapse;
    overflow-wrap: anywhere;
  }
  th,
  td {
    padding: 8px 12px 8px 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
    vertical-align: top;
  }
  th {
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: ${({ theme }) => theme.typography.weight.medium};
  }
  ol,
  ul {
    padding-inline-start: 24px;
  }
  li + li {
    margin-top: 4px;
  }
`;
