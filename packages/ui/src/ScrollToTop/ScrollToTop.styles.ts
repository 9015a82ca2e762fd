import styled from 'styled-components';

export const Slot = styled.div<{ $visible: boolean }>`
  position: fixed;
  right: ${({ theme }) => theme.space.md}px;
  /* Above the cart bar while it shows (the page sets its height). */
  bottom: calc(${({ theme }) => theme.space.lg}px + var(--cart-bar-space, 0px));
  z-index: ${({ theme }) => theme.zIndex.sticky};
  opacity: ${({ $visible }) => ($visible ? 1 : 0)};
  transform: translateY(${({ $visible }) => ($visible ? 0 : 16)}px);
  transition:
    opacity ${({ theme }) => theme.motion.duration.normal}ms,
    transform ${({ theme }) => theme.motion.duration.normal}ms;
  pointer-events: ${({ $visible }) => ($visible ? 'auto' : 'none')};

  button {
    box-shadow: ${({ theme }) => theme.elevation[2]};
  }
`;
