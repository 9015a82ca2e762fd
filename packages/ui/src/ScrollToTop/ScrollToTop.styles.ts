import styled from 'styled-components';

export const Slot = styled.div<{ $visible: boolean }>`
  position: fixed;
  right: ${({ theme }) => theme.space.md}px;
  bottom: ${({ theme }) => theme.space.md}px;
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
