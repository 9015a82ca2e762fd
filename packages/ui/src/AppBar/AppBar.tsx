import type { MouseEvent, ReactNode } from 'react';
import { Badge } from '../Badge/Badge';
import { IconButton } from '../IconButton/IconButton';
import { VisuallyHidden } from '../lib/field.styles';
import { CartIcon, MenuIcon } from '../lib/icons';
import { Actions, CartButton, CartTotal, Header, Inner, Location, Logo, MenuSlot, Nav, Row } from './AppBar.styles';

/** A primary navigation link of the {@link AppBar}. */
export interface AppBarLink {
  /** Link text. */
  label: string;
  /** Target URL. */
  href: string;
  /** Marks the current page. */
  current?: boolean;
  /** Opens in a new tab (the franchise link). */
  external?: boolean;
}

/** Texts of {@link AppBar}; Russian by default. */
export interface AppBarLabels {
  /** Name of the primary navigation. */
  navigation: string;
  /** Menu (drawer) button. */
  openMenu: string;
  /** Cart button name, given the number of items. */
  cart: (count: number) => string;
}

/** Props of {@link AppBar}. */
export interface AppBarProps {
  /** Brand mark (usually a link home). */
  logo: ReactNode;
  /** Primary navigation links (shown from 840 px; the drawer has them below). */
  links?: readonly AppBarLink[];
  /** Called when a link is followed, e.g. for client-side routing. */
  onNavigate?: (link: AppBarLink, event: MouseEvent<HTMLAnchorElement>) => void;
  /** Slot for the current delivery place (city, address) button. */
  location?: ReactNode;
  /** Extra actions before the cart (locale switcher, profile). */
  actions?: ReactNode;
  /** Items in the cart; the cart button hides when undefined. */
  cartCount?: number;
  /** Formatted cart total shown next to the icon from 600 px (and read out with the count). */
  cartTotal?: string;
  /** Called when the cart button is pressed. */
  onCartClick?: () => void;
  /** Called when the menu button (below 840 px) is pressed; hidden when absent. */
  onMenuClick?: () => void;
  /** Texts for translation. */
  labels?: Partial<AppBarLabels>;
}

const defaultLabels: AppBarLabels = {
  navigation: 'Основное меню',
  openMenu: 'Открыть меню',
  cart: (count) => (count > 0 ? `Корзина, товаров: ${count}` : 'Корзина'),
};

/**
 * The top bar: 64 px on phones (menu button, logo, cart) and 144 px from 840 px (logo, location,
 * actions, cart, then the primary navigation).
 *
 * @example
 * <AppBar logo={<a href="/">Тарелка</a>} links={links} cartCount={3} cartTotal="1 250 ₽" onCartClick={openCart} />
 */
export function AppBar({
  logo,
  links = [],
  onNavigate,
  location,
  actions,
  cartCount,
  cartTotal,
  onCartClick,
  onMenuClick,
  labels,
}: AppBarProps) {
  const text = { ...defaultLabels, ...labels };
  return (
    <Header>
      <Inner>
        <Row>
          {onMenuClick && (
            <MenuSlot>
              <IconButton aria-label={text.openMenu} onClick={onMenuClick}>
                <MenuIcon />
              </IconButton>
            </MenuSlot>
          )}
          <Logo>{logo}</Logo>
          <Location>{location}</Location>
          <Actions>
            {actions}
            {cartCount !== undefined && (
              <CartButton type="button" onClick={onCartClick}>
                <VisuallyHidden>
                  {text.cart(cartCount)}
                  {cartTotal ? `, ${cartTotal}` : ''}
                </VisuallyHidden>
                <CartIcon />
                {cartTotal && <CartTotal aria-hidden="true">{cartTotal}</CartTotal>}
                {cartCount > 0 && (
                  <span aria-hidden="true">
                    <Badge tone="neutral">{cartCount}</Badge>
                  </span>
                )}
              </CartButton>
            )}
          </Actions>
        </Row>
        {links.length > 0 && (
          <Nav aria-label={text.navigation}>
            <ul>
              {links.map((link) => (
                <li key={link.href}>
                  <a
                    href={link.href}
                    aria-current={link.current ? 'page' : undefined}
                    {...(link.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                    onClick={(event) => onNavigate?.(link, event)}
                  >
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </Nav>
        )}
      </Inner>
    </Header>
  );
}
