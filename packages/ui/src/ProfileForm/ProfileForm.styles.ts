import styled from 'styled-components';

export const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md}px;
`;

export const Names = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md}px;

  ${({ theme }) => theme.media.sm} {
    grid-template-columns: 1fr 1fr;
  }
`;

export const Methods = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.xs}px;

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.size.md};
    font-weight: ${({ theme }) => theme.typography.weight.medium};
  }
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space.xs}px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li {
    padding: ${({ theme }) => `${theme.space.xxs}px ${theme.space.sm}px`};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.pill}px;
    color: ${({ theme }) => theme.colors.text};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export const Actions = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm}px;
  justify-items: start;
`;
