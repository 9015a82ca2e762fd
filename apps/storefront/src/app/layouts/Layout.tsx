import { selectIsAuthorized } from '@tarelka/store';
import { useAppSelector } from '@tarelka/store/react';
import { SkipLink } from '@tarelka/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import { appConfig } from '../../config/tenant';
import { lazyComponent } from '../../lib/lazy/lazy-component';
import { LazyCartSheet } from '../../features/cart/components/LazyCartSheet';
import { LocationSummary } from '../../features/location/components/LocationSummary';
import { AppBanner } from '../../features/navigation/components/AppBanner';
import { AppBar } from '../../features/navigation/components/AppBar';
import { useIsMobile } from '../../lib/media';
import type { LayoutName } from '../routes';

// Below the fold (`Main` is at least a screen high) or shown only after scrolling: out of the first
// route's chunk (`pnpm size`), so nothing on screen moves when they arrive.
const Footer = lazyComponent(() => import('../../features/navigation/components/Footer').then((m) => m.Footer));
const ScrollToTop = lazyComponent(() =>
  import('../../features/navigation/components/ScrollToTop').then((m) => m.ScrollToTop),
);

const Main = styled.main<{ $padTop: boolean }>`
  display: block;
  /* The footer starts below the fold, so content arriving after the splash never moves it in view. */
  min-height: 100vh;
  /* Heights the sticky navigation bar and hash targets sit under (spec §2). */
  /* On desktop the tall app bar scrolls away and the navigation bar sticks to the top. */
  --app-bar-height: 0px;
  --anchor-offset: ${({ theme }) => theme.layout.navigationBar.desktop}px;
  ${({ theme }) => theme.media.mobile} {
    --app-bar-height: ${({ theme }) => theme.layout.appBar.mobile + 1}px;
    --anchor-offset: ${({ theme }) => theme.layout.appBar.mobile + theme.layout.navigationBar.mobile}px;
  }
  padding-top: ${({ $padTop }) => ($padTop ? '8px' : 0)};
  outline: none;
`;

/** Where checkout starts: the form when signed in, sign-in first otherwise (spec §1). */
function checkoutPath(authorized: boolean): string {
  return authorized ? '/checkout' : `/auth?from=checkout&returnTo=${encodeURIComponent('/checkout')}`;
}

/** The cart bar and sheet of the menu layouts. */
function MenuCart() {
  const navigate = useNavigate();
  const authorized = useAppSelector(selectIsAuthorized);
  return (
    <LazyCartSheet
      currency={appConfig.currency}
      onCheckout={() => navigate(checkoutPath(authorized))}
      onBackToMenu={() => navigate('/')}
      onGoToCart={() => navigate('/cart')}
    />
  );
}

/**
 * The route meta `layout` (spec §2): `default` (app bar, content, footer), `custom` (the page
 * draws below the app bar itself: home), `custom-default` (app bar, page, no footer: the mobile
 * menu page), `simple` (a compact bar: sign-in), `error` (content only). The menu layouts
 * (`custom`, `custom-default`) add the cart bar and sheet while the cart has dishes.
 */
export function Layout({ name = 'default', children }: { name?: LayoutName; children: ReactNode }) {
  const { t } = useTranslation();
  const mobile = useIsMobile();
  if (name === 'error') {
    return (
      <Main id="content" tabIndex={-1} $padTop={false}>
        {children}
      </Main>
    );
  }
  const simple = name === 'simple';
  return (
    <>
      <SkipLink href="#content" label={t('app.skipToContent')} />
      <AppBanner />
      <AppBar compact={simple} location={mobile ? undefined : <LocationSummary />} />
      <Main id="content" tabIndex={-1} $padTop={name === 'default' || simple}>
        {children}
      </Main>
      {(name === 'default' || name === 'custom') && <Footer />}
      {!simple && <ScrollToTop />}
      {(name === 'custom' || name === 'custom-default') && <MenuCart />}
    </>
  );
}
