import { useState } from 'react';
import type { ReactNode } from 'react';
import { formatMoney } from '@tarelka/domain';
import { AppBar, CartBar, Drawer, Footer, LocaleSwitcher, LocationButton } from '../index';
import type { AppBarLink } from '../index';
import { ru } from './screens.fixtures';
import type { ScreenTenant } from './tenants';
import { LogoImage, LogoLink, Main, Page } from './ScreenLayout.styles';

/** Props of {@link ScreenLayout}. */
export interface ScreenLayoutProps {
  /** The tenant whose logo, links and footer frame the screen. */
  tenant: ScreenTenant;
  /** The screen's content. */
  children: ReactNode;
  /** The current primary link, marked with aria-current. */
  current?: 'menu' | 'promotions' | 'restos';
  /** Items in the cart; hides the cart button when undefined. */
  cartCount?: number;
  /** Cart total in minor units, shown beside the cart icon. */
  cartTotal?: number;
  /** Delivery address shown in the app bar. */
  address?: string;
  /** Content between the app bar and the page (the sticky navigation bar). */
  beneath?: ReactNode;
  /** Only the logo row in the app bar (the sign-in layout). */
  compact?: boolean;
  /** Opens with the navigation drawer shown. */
  initialDrawerOpen?: boolean;
  /** Shows the cart bar fixed at the bottom while the cart has dishes (the menu pages). */
  cartBar?: boolean;
}

/** The brand mark of a tenant: its logo image, or its name. */
export function TenantMark({ tenant }: { /** The tenant. */ tenant: ScreenTenant }) {
  return tenant.logo ? (
    <LogoImage src={tenant.logo.src} alt={tenant.logo.alt} width={tenant.logo.width} height={tenant.logo.height} />
  ) : (
    <>{tenant.name}</>
  );
}

/** The tenant's mark as the link home. */
function TenantLogo({ tenant }: { tenant: ScreenTenant }) {
  return (
    <LogoLink href="/">
      <TenantMark tenant={tenant} />
    </LogoLink>
  );
}

/**
 * The default layout of the storefront (spec §2) for the Screens stories: app bar with the primary
 * navigation, drawer, page, footer with the static pages. Story-only composition of kit components.
 */
export function ScreenLayout({
  tenant,
  children,
  current,
  cartCount,
  cartTotal,
  address,
  beneath,
  compact,
  initialDrawerOpen = false,
  cartBar = false,
}: ScreenLayoutProps) {
  const [drawerOpen, setDrawerOpen] = useState(initialDrawerOpen);
  const [locale, setLocale] = useState('ru');
  const own: AppBarLink[] = [
    { label: ru.nav.menu, href: '/', current: current === 'menu' },
    { label: ru.nav.promotions, href: '/promotions', current: current === 'promotions' },
    { label: ru.nav.restos, href: '/restos', current: current === 'restos' },
  ];
  const links = [...own, ...tenant.primaryLinks.map((link) => ({ ...link, label: link.label.ru }))];
  const secondary = tenant.secondaryLinks.map((link) => ({ ...link, label: link.label.ru }));
  // The footer lists the static pages, then the tenant's footer links not already among them.
  const footerLinks = [
    ...secondary,
    ...tenant.footer.links
      .filter((link) => !secondary.some((page) => page.href === link.href))
      .map((link) => ({ ...link, label: link.label.ru })),
  ];
  const total = cartTotal === undefined ? undefined : formatMoney(cartTotal, { currency: tenant.currency });
  return (
    <Page>
      <AppBar
        logo={<TenantLogo tenant={tenant} />}
        links={links}
        onNavigate={(_, event) => event.preventDefault()}
        location={
          address ? <LocationButton onClick={() => {}}>{ru.location.deliveryTo(address)}</LocationButton> : undefined
        }
        actions={
          <LocaleSwitcher
            locales={tenant.locales}
            value={locale}
            onValueChange={setLocale}
            names={ru.locale.names}
            label={ru.locale.label}
          />
        }
        cartCount={cartCount}
        cartTotal={total}
        onMenuClick={compact ? undefined : () => setDrawerOpen(true)}
        compact={compact}
        labels={ru.appBar}
      />
      <Drawer
        open={drawerOpen}
        onClose={() => setDrawerOpen(false)}
        label={tenant.name}
        sections={[
          { label: ru.nav.primary, links },
          { label: ru.nav.secondary, showLabel: true, links: secondary },
        ]}
        onNavigate={(_, event) => event.preventDefault()}
        closeLabel={ru.nav.closeMenu}
      />
      {beneath}
      <Main id="main">{children}</Main>
      <Footer
        links={footerLinks}
        navigationLabel={ru.nav.secondary}
        copyright={tenant.footer.text ?? `© ${tenant.name}`}
      />
      {cartBar && cartCount !== undefined && cartCount > 0 && total && (
        <CartBar summary={`${ru.cart.title} · ${ru.cart.positions(cartCount)}`} total={total} aria-haspopup="dialog" />
      )}
    </Page>
  );
}
