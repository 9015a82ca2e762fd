import styled, { keyframes } from 'styled-components';

const slideIn = keyframes`from { transform: translateX(-100%); }`;
const fade = keyframes`from { opacity: 0; }`;

export const Scrim = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.drawer};
  background: ${({ theme }) => theme.colors.overlay};
  animation: ${fade} ${({ theme }) => theme.motion.duration.normal}ms ease-out;
`;

export const Panel = styled.nav`
  position: fixed;
  top: 0;
  bottom: 0;
  left: 0;
  z-index: ${({ theme }) => theme.zIndex.drawer};
  display: flex;
  flex-direction: column;
  width: min(85vw, 360px);
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.elevation[3]};
  outline: none;
  animation: ${slideIn} ${({ theme }) => theme.motion.duration.slow}ms ${({ theme }) => theme.motion.easing.standard};
`;

export const Head = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  min-height: ${({ theme }) => theme.layout.appBar.mobile}px;
  padding: 0 ${({ theme }) => theme.space.xs}px 0 ${({ theme }) => theme.space.md}px;
`;

export const Links = styled.ul`
  flex: 1;
  margin: 0;
  padding: 0 0 ${({ theme }) => theme.space.md}px;
  overflow-y: auto;
  list-style: none;

  a {
    display: flex;
    align-items: center;
    min-height: 48px;
    padding: 0 ${({ theme }) => theme.space.md}px;
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
  }
  a:hover {
    background: ${({ theme }) => theme.colors.surfaceHover};
  }
  a[aria-current='page'] {
    color: ${({ theme }) => theme.colors.primaryText};
    font-weight: ${({ theme }) => theme.typography.weight.bold};
  }
`;
