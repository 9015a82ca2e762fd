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

/** A side panel at every width: never a bottom sheet or a centred dialog. */
export const Panel = styled.div`
  position: fixed;
  top: 0;
  bottom: 0;
  left: 0;
  z-index: ${({ theme }) => theme.zIndex.drawer};
  display: flex;
  flex-direction: column;
  width: min(85vw, 360px);
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.elevation[3]};
  outline: none;
  animation: ${slideIn} ${({ theme }) => theme.motion.duration.slow}ms ${({ theme }) => theme.motion.easing.standard};
`;

export const Head = styled.div`
  display: flex;
  flex: none;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.xs}px;
  min-height: ${({ theme }) => theme.layout.appBar.mobile}px;
  padding: 0 ${({ theme }) => theme.space.xs}px 0 ${({ theme }) => theme.space.md}px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

export const Title = styled.h2`
  margin: 0;
  min-width: 0;
  font-size: ${({ theme }) => theme.typography.size.lg};
  overflow-wrap: anywhere;
`;

export const Body = styled.div`
  flex: 1;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs}px;
  padding: ${({ theme }) => theme.space.sm}px ${({ theme }) => theme.space.md}px ${({ theme }) => theme.space.lg}px;
  overflow-y: auto;
  overscroll-behavior: contain;

  > p {
    margin: 0;
  }
  > p a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    color: ${({ theme }) => theme.colors.text};
  }
`;

export const Heading = styled.p`
  margin: ${({ theme }) => theme.space.sm}px 0 ${({ theme }) => theme.space.xxs}px;
  font-size: ${({ theme }) => theme.typography.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const Links = styled.ul`
  margin: 0 -${({ theme }) => theme.space.md}px;
  padding: 0;
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
