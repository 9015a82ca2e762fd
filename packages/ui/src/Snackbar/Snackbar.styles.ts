import styled, { keyframes } from 'styled-components';

const rise = keyframes`
  from { transform: translateY(16px); opacity: 0; }
  to { transform: none; opacity: 1; }
`;

export const Region = styled.div`
  position: fixed;
  left: 50%;
  bottom: ${({ theme }) => theme.space.md}px;
  z-index: ${({ theme }) => theme.zIndex.toast};
  width: min(calc(100% - 32px), 480px);
  transform: translateX(-50%);
  pointer-events: none;
`;

export const Toast = styled.div<{ $tone: 'info' | 'error' | 'success' }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm}px;
  min-height: 48px;
  padding: ${({ theme }) => `${theme.space.xxs}px ${theme.space.xxs}px ${theme.space.xxs}px ${theme.space.md}px`};
  border-left: 4px solid
    ${({ theme, $tone }) =>
      $tone === 'error' ? theme.colors.danger : $tone === 'success' ? theme.colors.success : theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.md}px;
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.elevation[3]};
  pointer-events: auto;
  animation: ${rise} ${({ theme }) => theme.motion.duration.normal}ms ${({ theme }) => theme.motion.easing.standard};

  ${({ theme }) => theme.media.reducedMotion} {
    animation: none;
  }
`;

export const Message = styled.p`
  flex: 1;
  margin: 0;
`;
