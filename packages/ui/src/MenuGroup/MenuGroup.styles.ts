import styled from 'styled-components';

export const Section = styled.section`
  padding-top: 24px;
  /* Hash links land under the sticky bars (the page sets --anchor-offset). */
  scroll-margin-top: var(--anchor-offset, 0px);
`;

/** A group's title. */
export const MenuGroupTitle = styled.h2`
  margin: 0 0 16px;
  font-size: ${({ theme }) => theme.typography.size.xl};
`;

/** The grid of a group's cards: as many 220 px columns as fit, two on phones. */
export const MenuGroupGrid = styled.div`
  display: grid;
  gap: 16px;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));

  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: 12px;
  }
`;
