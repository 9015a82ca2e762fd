import styled from 'styled-components';

export const Header = styled.header`
  position: relative;
  z-index: ${({ theme }) => theme.zIndex.sticky};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  /* On phones the bar stays; on desktop it scrolls away and the navigation bar sticks. */
  ${({ theme }) => theme.media.mobile} {
    position: sticky;
    top: 0;
  }
`;

export const Inner = styled.div<{ $compact: boolean }>`
  display: flex;
  flex-direction: column;
  justify-content: center;
  max-width: ${({ theme }) => theme.layout.contentMaxWidth}px;
  height: ${({ theme }) => theme.layout.appBar.mobile}px;
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space.xs}px;

  ${({ theme }) => theme.media.md} {
    height: ${({ theme, $compact }) => ($compact ? theme.layout.pageHeader.desktop : theme.layout.appBar.desktop)}px;
    padding: 0 ${({ theme }) => theme.space.lg}px;
    gap: ${({ theme }) => theme.space.sm}px;
  }
`;

export const Row = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm}px;
  min-width: 0;
`;

export const MenuSlot = styled.div`
  ${({ theme }) => theme.media.md} {
    display: none;
  }
`;

export const Logo = styled.div`
  display: flex;
  flex: none;
  align-items: center;
  min-height: 44px;
  font-size: ${({ theme }) => theme.typography.size.xl};
  font-weight: ${({ theme }) => theme.typography.weight.bold};

  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    color: inherit;
    text-decoration: none;
    white-space: nowrap;
  }
  img {
    display: block;
  }

  ${({ theme }) => theme.media.mobile} {
    font-size: ${({ theme }) => theme.typography.size.lg};
  }
`;

export const Location = styled.div`
  display: flex;
  flex: 1;
  min-width: 0;

  ${({ theme }) => theme.media.mobile} {
    visibility: hidden;
  }
`;

export const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm}px;

  > a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space.xs}px;
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
    white-space: nowrap;
  }
  > a:hover {
    color: ${({ theme }) => theme.colors.primaryText};
  }

  ${({ theme }) => theme.media.mobile} {
    display: none;
  }
`;

export const Nav = styled.nav`
  display: none;

  ${({ theme }) => theme.media.md} {
    display: block;
  }

  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space.xxs}px ${({ theme }) => theme.space.md}px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
  }
  a:hover {
    color: ${({ theme }) => theme.colors.primaryText};
  }
  a[aria-current='page'] {
    color: ${({ theme }) => theme.colors.primaryText};
    font-weight: ${({ theme }) => theme.typography.weight.bold};
    /* The current page is underlined as well as coloured (not colour alone). */
    box-shadow: inset 0 -2px 0 currentColor;
  }
`;

export const CartButton = styled.button`
  position: relative;
  display: inline-flex;
  flex: none;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs}px;
  min-width: 44px;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space.sm}px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill}px;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-weight: ${({ theme }) => theme.typography.weight.bold};
  text-decoration: none;
  cursor: pointer;
`;

export const CartTotal = styled.span`
  display: none;
  ${({ theme }) => theme.media.sm} {
    display: inline;
  }
`;
