import styled from 'styled-components';

/** Off screen until focused, then over the page's top left corner. */
export const Anchor = styled.a`
  position: absolute;
  top: -48px;
  left: 8px;
  z-index: ${({ theme }) => theme.zIndex.tooltip};
  padding: 8px 16px;
  background: ${({ theme }) => theme.colors.surfaceRaised};

  &:focus {
    top: 8px;
  }
`;
