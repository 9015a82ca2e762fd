import styled from 'styled-components';

/** The box every provider's map fills. */
export const MapFrame = styled.div`
  position: relative;
  width: 100%;
  height: 100%;
  min-height: 240px;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.background};
`;

/** The element the map library draws into. */
export const MapCanvas = styled.div`
  position: absolute;
  inset: 0;
`;
