import { navigationToggled, selectCartCount } from '@tarelka/store';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import { appConfig } from '../../../config/tenant';
import { useAppDispatch, useAppSelector } from '@tarelka/store/react';
import { LocaleSwitcher } from './LocaleSwitcher';
import { NavLinkItem } from './NavLinkItem';

/** Props of {@link AppBar}. */
export interface AppBarProps {
  /** The location summary (from the location feature). */
  location?: ReactNode;
  /** Compact form: logo and back only (the simple layout). */
  compact?: boolean;
}

const Header = styled.header`
  position: relative;
  top: 0;
  ${({ theme }) => theme.media.mobile} {
    position: sticky;
  }
  z-index: ${({ theme }) => theme.zIndex.sticky};
  background: ${({ theme }) => theme.colors.background};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;
const Row = styled.div`
  display: flex;
  align-items: center;
  gap: 16px;
  height: 80px;
  max-width: ${({ theme }) => theme.layout.contentMaxWidth + 48}px;
  margin: 0 auto;
  padding: 0 24px;
  ${({ theme }) => theme.media.mobile} {
    height: ${({ theme }) => theme.layout.appBar.mobile}px;
    padding: 0 8px 0 4px;
    gap: 8px;
  }
`;
const Brand = styled(Link)`
  flex: none;
  font-size: ${({ theme }) => theme.typography.size.xl};
  font-weight: ${({ theme }) => theme.typography.weight.bold};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  white-space: nowrap;
  ${({ theme }) => theme.media.mobile} {
    font-size: ${({ theme }) => theme.typography.size.lg};
  }
`;
const Grow = styled.div`
  flex: 1;
  min-width: 0;
  display: flex;
`;
const DesktopOnly = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  ${({ theme }) => theme.media.mobile} {
    display: none;
  }
`;
const MobileOnly = styled.div`
  display: none;
  ${({ theme }) => theme.media.mobile} {
    display: flex;
  }
`;
const Primary = styled.nav`
  height: ${({ theme }) => theme.layout.appBar.desktop - 80}px;
  max-width: ${({ theme }) => theme.layout.contentMaxWidth + 48}px;
  margin: 0 auto;
  padding: 0 24px;
  display: flex;
  align-items: center;
  ul {
    display: flex;
    gap: 8px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: 0 12px;
    border-radius: ${({ theme }) => theme.radii.sm}px;
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
    font-weight: ${({ theme }) => theme.typography.weight.medium};
  }
  a[aria-current='page'] {
    color: ${({ theme }) => theme.colors.primaryText};
    box-shadow: inset 0 -2px 0 ${({ theme }) => theme.colors.primary};
  }
  ${({ theme }) => theme.media.mobile} {
    display: none;
  }
`;
const IconLink = styled(Link)`
  position: relative;
  display: grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border-radius: 50%;
  color: ${({ theme }) => theme.colors.text};
`;
const Badge = styled.span`
  position: absolute;
  top: 2px;
  right: 0;
  min-width: 20px;
  height: 20px;
  padding: 0 5px;
  border-radius: 10px;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-size: 12px;
  line-height: 20px;
  text-align: center;
`;
const MenuButton = styled.button`
  display: grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border: 0;
  border-radius: 50%;
  background: transparent;
  cursor: pointer;
`;
const TextLink = styled(Link)`
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  white-space: nowrap;
`;

function CartIcon() {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
      <path
        fill="currentColor"
        d="M7 18a2 2 0 1 0 0 4 2 2 0 0 0 0-4zm10 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4zM7.2 14h9.9a2 2 0 0 0 1.8-1.1L22 6H5.2l-.9-2H1v2h2l3.6 7.6L5.2 16c-.5 1 .2 2 1.3 2H19v-2H7.4l.8-2z"
      />
    </svg>
  );
}

/**
 * The app bar (spec §2): 144 px on desktop (brand, location, language, sign-in, cart, then the
 * primary navigation), 64 px on mobile (drawer button, brand, cart).
 */
export function AppBar({ location, compact = false }: AppBarProps) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const count = useAppSelector(selectCartCount);
  return (
    <Header data-testid="app-bar">
      <Row>
        {!compact && (
          <MobileOnly>
            <MenuButton type="button" aria-label={t('nav.openMenu')} onClick={() => dispatch(navigationToggled(true))}>
              <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
                <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </MenuButton>
          </MobileOnly>
        )}
        <Brand to="/" aria-label={appConfig.name}>
          {appConfig.logo ? (
            <img
              src={appConfig.logo.src}
              alt=""
              width={Math.round((appConfig.logo.width / appConfig.logo.height) * 36)}
              height={36}
            />
          ) : (
            appConfig.name
          )}
        </Brand>
        <Grow>{!compact && <DesktopOnly style={{ minWidth: 0 }}>{location}</DesktopOnly>}</Grow>
        {!compact && (
          <DesktopOnly>
            <LocaleSwitcher />
            <TextLink to="/auth">{t('nav.signIn')}</TextLink>
          </DesktopOnly>
        )}
        {!compact && (
          // Not 'Корзина (2)': a name must hold the visible count outside parentheses (WCAG 2.5.3;
          // axe's label-content-name-mismatch drops parentheticals).
          <IconLink to="/cart" aria-label={count > 0 ? `${t('nav.cart')} · ${count}` : t('nav.cart')}>
            <CartIcon />
            {count > 0 && <Badge aria-hidden="true">{count}</Badge>}
          </IconLink>
        )}
      </Row>
      {!compact && (
        <Primary aria-label={t('nav.primary')}>
          <ul>
            {appConfig.features.navigation.primary.map((link) => (
              <li key={link.href}>
                <NavLinkItem link={link} />
              </li>
            ))}
          </ul>
        </Primary>
      )}
    </Header>
  );
}
