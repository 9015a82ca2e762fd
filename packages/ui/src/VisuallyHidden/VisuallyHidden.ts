import styled from 'styled-components';

/**
 * Text for screen readers only: in the accessibility tree, not on screen (e.g. a page's h1 where the
 * design shows none, or the unit of a price). `as` picks the element. A module of its own: the first
 * route's cards and bar need it, not the form field styles.
 *
 * @example
 * <VisuallyHidden as="h1">Меню</VisuallyHidden>
 */
export const VisuallyHidden = styled.span`
  position: absolute !important;
  width: 1px;
  height: 1px;
  margin: -1px;
  padding: 0;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  border: 0;
`;
