import styled from 'styled-components';

// The prerendered checkout frame (apps/storefront/build/prerender-html.ts, `.ps-place`) copies
// this row, the fields' room and the Panel's box: keep them in step.
export const Row = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm}px;

  p {
    overflow-wrap: anywhere;
  }

  /* The address wraps, the button keeps its width: shrunk, its label overflowed its box. */
  & > button {
    flex: none;
  }
`;

/** The delivery place's fields: two columns, the comment across. */
export const Fields = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.md}px;

  & > :last-child {
    grid-column: 1 / -1;
  }
`;
