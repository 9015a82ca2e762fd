import styled, { createGlobalStyle, keyframes } from 'styled-components';

/**
 * While the bar shows, the page ends `space` px lower so the bar never covers its last content,
 * and `--cart-bar-space` lets other fixed buttons (ScrollToTop) sit above it.
 */
export const BarSpace = createGlobalStyle<{ $space: number }>`
  :root {
    --cart-bar-space: ${({ $space }) => $space}px;
  }
  body {
    padding-bottom: ${({ $space }) => $space}px;
  }
`;

const rise = keyframes`
  from { transform: translateY(16px); opacity: 0; }
  to { transform: none; opacity: 1; }
`;

export const Bar = styled.button`
  position: fixed;
  left: 16px;
  right: 16px;
  bottom: max(16px, env(safe-area-inset-bottom));
  z-index: ${({ theme }) => theme.zIndex.sticky};
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  min-height: 56px;
  padding: 0 20px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill}px;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  box-shadow: 0 8px 24px rgba(0, 0, 0, 0.25);
  @media (prefers-reduced-motion: no-preference) {
    animation: ${rise} 200ms ease-out;
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.text};
    outline-offset: 3px;
  }
  /* On wide screens a compact bar in the corner, clear of the menu's columns. */
  ${({ theme }) => theme.media.md} {
    left: auto;
    right: 24px;
    bottom: 24px;
    width: 360px;
  }
`;
