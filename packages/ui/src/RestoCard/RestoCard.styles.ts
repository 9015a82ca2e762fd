import styled from 'styled-components';

export const Card = styled.article`
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.lg}px;
  background: ${({ theme }) => theme.colors.surface};
`;

export const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs}px;
  padding: ${({ theme }) => theme.space.md}px;
`;

export const Name = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.size.lg};

  a {
    color: inherit;
  }
`;

export const Line = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};

  a {
    display: inline-block;
    padding: 10px 0;
    margin: -10px 0;
    color: ${({ theme }) => theme.colors.text};
  }
`;

export const Status = styled.p<{ $open: boolean }>`
  margin: 0;
  font-weight: ${({ theme }) => theme.typography.weight.medium};
  color: ${({ theme, $open }) => ($open ? theme.colors.primaryText : theme.colors.danger)};
`;
