import styled, { css, keyframes } from 'styled-components';

const rise = keyframes`from { transform: translateY(24px); opacity: 0; } to { transform: none; opacity: 1; }`;

export const Scrim = styled.div<{ $fullScreen: boolean }>`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.modal};
  background: ${({ theme }) => theme.colors.overlay};
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${({ $fullScreen }) => ($fullScreen ? 0 : '24px')};
  ${({ theme }) => theme.media.mobile} {
    align-items: flex-end;
    padding: 0;
  }
`;

export const Sheet = styled.div<{ $maxWidth: string; $fullScreen: boolean }>`
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border-radius: ${({ theme }) => theme.radii.lg}px;
  box-shadow: ${({ theme }) => theme.elevation[3]};
  width: 100%;
  max-width: ${({ $maxWidth }) => $maxWidth};
  max-height: calc(100dvh - 48px);
  display: flex;
  flex-direction: column;
  outline: none;
  animation: ${rise} ${({ theme }) => theme.motion.duration.normal}ms ${({ theme }) => theme.motion.easing.standard};
  ${({ theme }) => theme.media.mobile} {
    max-width: none;
    max-height: 92dvh;
    border-radius: ${({ theme }) => theme.radii.lg}px ${({ theme }) => theme.radii.lg}px 0 0;
  }
  ${({ $fullScreen }) =>
    $fullScreen &&
    css`
      max-width: none;
      height: 100dvh;
      max-height: none;
      border-radius: 0;
      ${({ theme }) => theme.media.mobile} {
        max-height: none;
        border-radius: 0;
      }
    `}
`;

export const Header = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  padding: 16px 16px 8px 24px;
  ${({ theme }) => theme.media.mobile} {
    padding: 12px 8px 4px 16px;
  }
`;

export const Title = styled.h2`
  flex: 1;
  margin: 0;
  font-size: ${({ theme }) => theme.typography.size.xl};
  line-height: ${({ theme }) => theme.typography.lineHeight.tight};
`;

export const Toolbar = styled.div`
  display: flex;
  align-items: center;
  gap: 4px;
`;

export const CloseButton = styled.button`
  width: 44px;
  height: 44px;
  border-radius: 50%;
  border: 0;
  background: transparent;
  display: grid;
  place-items: center;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceHover};
  }
`;

export const Body = styled.div`
  padding: 8px 24px 24px;
  overflow: auto;
  overscroll-behavior: contain;
  ${({ theme }) => theme.media.mobile} {
    padding: 8px 16px calc(16px + env(safe-area-inset-bottom));
  }
`;
