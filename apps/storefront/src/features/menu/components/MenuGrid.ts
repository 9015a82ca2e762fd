import styled from 'styled-components';

/** A group's title. */
export const GroupTitle = styled.h2`
  margin: 0 0 16px;
  font-size: ${({ theme }) => theme.typography.size.xl};
`;

/** The grid of a group's cards: as many 220 px columns as fit, two on phones. */
export const Grid = styled.div`
  display: grid;
  gap: 16px;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: 12px;
  }
`;
