import styled from 'styled-components';

export const Bar = styled.nav<{ $top: number; $menus: boolean }>`
  position: sticky;
  top: ${({ $top }) => $top}px;
  z-index: ${({ theme }) => theme.zIndex.sticky};
  display: flex;
  flex-direction: column;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xxs}px;
  height: ${({ theme }) => theme.layout.navigationBar.mobile}px;
  background: ${({ theme }) => theme.colors.background};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  ${({ theme }) => theme.media.md} {
    height: ${({ theme, $menus }) =>
      $menus ? theme.layout.navigationBar.desktopMenus : theme.layout.navigationBar.desktop}px;
  }
`;

export const MenusRow = styled.div`
  display: none;
  padding: 0 ${({ theme }) => theme.space.lg}px;

  ${({ theme }) => theme.media.md} {
    display: block;
  }
`;

export const Groups = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.space.xs}px;
  margin: 0;
  padding: 0 ${({ theme }) => theme.space.md}px;
  overflow-x: auto;
  list-style: none;
  scrollbar-width: none;
  scroll-behavior: smooth;

  &::-webkit-scrollbar {
    display: none;
  }
  ${({ theme }) => theme.media.reducedMotion} {
    scroll-behavior: auto;
  }
  ${({ theme }) => theme.media.md} {
    padding: 0 ${({ theme }) => theme.space.lg}px;
  }
`;

export const GroupLink = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space.md}px;
  border-radius: ${({ theme }) => theme.radii.pill}px;
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  white-space: nowrap;
  transition: background-color ${({ theme }) => theme.motion.duration.fast}ms;

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceHover};
  }
  &[aria-current='true'] {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
    font-weight: ${({ theme }) => theme.typography.weight.bold};
  }
`;
