import styled from 'styled-components';

export const Title = styled.h1`
  margin: 16px 0 12px;
  font-size: ${({ theme }) => theme.typography.size.xl};
`;

export const List = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 12px;
  margin: 0 0 24px;
  padding: 0;
  list-style: none;
`;

export const Tile = styled.a`
  display: flex;
  flex-direction: column;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.md}px;
  background: ${({ theme }) => theme.colors.surface};
  color: inherit;
  text-decoration: none;

  /* The photo's frame is a span too: it sits inset like the name. */
  span {
    padding: 8px 12px 12px;
    font-weight: ${({ theme }) => theme.typography.weight.medium};
  }
`;

export const Count = styled.small`
  display: block;
  margin-top: -8px;
  padding: 0 12px 12px;
  color: ${({ theme }) => theme.colors.textMuted};
`;
