import styled, { keyframes } from 'styled-components';

const slide = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(250%); }
`;

export const Track = styled.div`
  position: relative;
  width: 100%;
  height: 4px;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.pill}px;
  background: ${({ theme }) => theme.colors.primarySoft};
`;

// The width is an inline style, not an interpolation: every new value would add a CSS rule to
// the document, and each added rule restyles the whole page (a cart's count change did).
export const Fill = styled.div<{ $value: number | null }>`
  height: 100%;
  border-radius: inherit;
  background: ${({ theme }) => theme.colors.primary};
  transition: width ${({ theme }) => theme.motion.duration.normal}ms ${({ theme }) => theme.motion.easing.standard};
  animation: ${({ $value }) => ($value === null ? slide : 'none')} 1.2s ease-in-out infinite;

  ${({ theme }) => theme.media.reducedMotion} {
    animation: none;
    transition: none;
  }
`;
