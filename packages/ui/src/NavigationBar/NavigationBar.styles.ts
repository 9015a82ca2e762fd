import styled from 'styled-components';

export const Bar = styled.nav<{ $top: number | string; $menus: boolean }>`
  position: sticky;
  top: ${({ $top }) => (typeof $top === 'number' ? `${$top}px` : $top)};
  z-index: ${({ theme }) => theme.zIndex.sticky - 1};
  display: flex;
  flex-direction: column;
  justify-content: center;
  height: ${({ theme }) => theme.layout.navigationBar.mobile}px;
  background: ${({ theme }) => theme.colors.background};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  ${({ theme }) => theme.media.md} {
    height: ${({ theme, $menus }) =>
      $menus ? theme.layout.navigationBar.desktopMenus : theme.layout.navigationBar.desktop}px;
  }
`;

const Strip = styled.ul`
  display: flex;
  margin: 0;
  padding: 0 2px;
  overflow-x: auto;
  list-style: none;
  scrollbar-width: none;

  &::-webkit-scrollbar {
    display: none;
  }
`;

/** The menus row: desktop only (phones choose a menu on the home page). */
export const Menus = styled(Strip)`
  display: none;
  gap: ${({ theme }) => theme.space.md}px;

  ${({ theme }) => theme.media.md} {
    display: flex;
  }
`;

export const MenuLink = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: 36px;
  padding: 0 ${({ theme }) => theme.space.xxs}px;
  border-bottom: 3px solid transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: ${({ theme }) => theme.typography.weight.medium};
  text-decoration: none;
  white-space: nowrap;

  &[aria-current='true'] {
    border-bottom-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.text};
  }
`;

export const Row = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs}px;
`;

export const Groups = styled(Strip)`
  flex: 1;
  gap: ${({ theme }) => theme.space.xs}px;
  scroll-behavior: smooth;

  ${({ theme }) => theme.media.reducedMotion} {
    scroll-behavior: auto;
  }
`;

export const GroupLink = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: 40px;
  padding: 0 ${({ theme }) => theme.space.md}px;
  border-radius: ${({ theme }) => theme.radii.pill}px;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.typography.weight.medium};
  text-decoration: none;
  white-space: nowrap;

  &[aria-current='true'] {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
  }
`;
