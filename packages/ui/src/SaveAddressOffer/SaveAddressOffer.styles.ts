import styled from 'styled-components';

export const Root = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.sm}px;
  padding: ${({ theme }) => theme.space.md}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md}px;
  background: ${({ theme }) => theme.colors.surface};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.size.md};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
    overflow-wrap: anywhere;
  }
`;

export const Row = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.xs}px;
  justify-items: start;

  & > :first-child {
    justify-self: stretch;
  }
`;
