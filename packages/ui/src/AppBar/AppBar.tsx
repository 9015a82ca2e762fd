import type { MouseEvent, ReactNode } from 'react';
import { Badge } from '../Badge/Badge';
import { IconButton } from '../IconButton/IconButton';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { CartIcon, MenuIcon } from '../lib/icons';
import { SiteAnchor, type SiteLink, type SiteLinkHandler } from '../lib/site-link';
import { Actions, CartButton, CartTotal, Header, Inner, Location, Logo, MenuSlot, Nav, Row } from './AppBar.styles';

/** A primary navigation link of the {@link AppBar}. */
export type AppBarLink = SiteLink;

/** Texts of {@link AppBar}, in the visitor's language. */
export interface AppBarLabels {
  /** Name of the primary navigation. */
  navigation: string;
  /** Menu (drawer) button. */
  openMenu: string;
  /** Cart button's name, given the number of items (e.g. 'Корзина · 2': the visible count outside parentheses). */
  cart: (count: number) => string;
}

/** Props of {@link AppBar}. */
export interface AppBarProps {
  /** Brand mark (usually a link home). */
  logo: ReactNode;
  /** Primary navigation links (the desktop layout; the drawer has them on mobile). */
  links?: readonly AppBarLink[];
  /** Called when a link is followed, e.g. for client-side routing (it may prevent the default). */
  onNavigate?: SiteLinkHandler;
  /** Slot for the current delivery place (city, address); desktop layout only. */
  location?: ReactNode;
  /** Extra actions before the cart (locale switcher, sign-in); desktop layout only. */
  actions?: ReactNode;
  /** Items in the cart; the cart control hides when undefined. */
  cartCount?: number;
  /** Formatted cart total shown next to the icon from 600 px (and read out with the count). */
  cartTotal?: string;
  /** The cart page's URL: the cart control is then a link (else a button). */
  cartHref?: string;
  /** Called when the cart control is pressed (for a link: it may prevent the default to route in-app). */
  onCartClick?: (event: MouseEvent<HTMLElement>) => void;
  /** Called when the menu button (mobile layout) is pressed; hidden when absent. */
  onMenuClick?: () => void;
  /** Only the logo row: 64 px on mobile, 80 px on desktop (the sign-in layout). */
  compact?: boolean;
  /** Texts, in the visitor's language. */
  labels: AppBarLabels;
}

/**
 * The top bar (spec §2, `data-testid="app-bar"`): 64 px and sticky in the mobile layout (menu
 * button, logo, cart), 144 px on desktop (logo, location, actions, cart, then the primary
 * navigation). Mobile is the kit's one rule (`media.mobile`), not the width alone.
 *
 * @example
 * <AppBar logo={<a href="/">Тарелка</a>} links={links} cartCount={3} cartHref="/cart" labels={labels} />
 */
export function AppBar({
  logo,
  links = [],
  onNavigate,
  location,
  actions,
  cartCount,
  cartTotal,
  cartHref,
  onCartClick,
  onMenuClick,
  compact = false,
  labels,
}: AppBarProps) {
  const cart = cartCount !== undefined && (
    <>
      <VisuallyHidden>
        {labels.cart(cartCount)}
        {cartTotal ? `, ${cartTotal}` : ''}
      </VisuallyHidden>
      <CartIcon />
      {cartTotal && <CartTotal aria-hidden="true">{cartTotal}</CartTotal>}
      {cartCount > 0 && (
        <span aria-hidden="true">
          <Badge tone="neutral">{cartCount}</Badge>
        </span>
      )}
    </>
  );
  return (
    <Header data-testid="app-bar">
      <Inner $compact={compact}>
        <Row>
          {onMenuClick && (
            <MenuSlot>
              <IconButton aria-label={labels.openMenu} onClick={onMenuClick}>
                <MenuIcon />
              </IconButton>
            </MenuSlot>
          )}
          <Logo>{logo}</Logo>
          <Location>{location}</Location>
          <Actions>{actions}</Actions>
          {cart &&
            (cartHref ? (
              <CartButton as="a" href={cartHref} onClick={onCartClick}>
                {cart}
              </CartButton>
            ) : (
              <CartButton type="button" onClick={onCartClick}>
                {cart}
              </CartButton>
            ))}
        </Row>
        {links.length > 0 && !compact && (
          <Nav aria-label={labels.navigation}>
            <ul>
              {links.map((link) => (
                <li key={link.href}>
                  <SiteAnchor link={link} onNavigate={onNavigate} />
                </li>
              ))}
            </ul>
          </Nav>
        )}
      </Inner>
    </Header>
  );
}
