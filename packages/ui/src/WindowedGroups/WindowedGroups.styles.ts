import styled from 'styled-components';
import { MenuGroupGrid } from '../MenuGroup/MenuGroup.styles';

export const List = styled.div`
  position: relative;
  /* The virtualizer keeps the view steady when rows above it change size; the browser must not too. */
  overflow-anchor: none;
`;

/** Stands for a whole group (title to last row) so `#group-…` links and the navigation bar's observer find it. */
export const Anchor = styled.div`
  position: absolute;
  left: 0;
  width: 1px;
  pointer-events: none;
  scroll-margin-top: var(--anchor-offset, 0px);
`;

/** An empty grid with the cards' columns: how many fit is read from it. */
export const Probe = styled(MenuGroupGrid)`
  position: absolute;
  top: 0;
  left: 0;
  right: 0;
  height: 0;
  visibility: hidden;
`;

export const TitleRow = styled.div`
  display: flow-root;
  padding-top: 24px;
`;

export const CardRow = styled(MenuGroupGrid)<{ $last: boolean }>`
  padding-bottom: ${({ $last }) => ($last ? 0 : 16)}px;
  ${({ theme }) => theme.media.mobile} {
    padding-bottom: ${({ $last }) => ($last ? 0 : 12)}px;
  }
`;
