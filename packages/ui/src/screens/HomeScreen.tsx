import { MenuTiles, useIsMobile } from '../index';
import { MenuNavigation, MenuSections } from './MenuSections';
import { PromotionStrip } from './PromotionStrip';
import { catalogFor, ru } from './screens.fixtures';
import { PageTitle } from './ScreenLayout.styles';
import { ScreenLayout } from './ScreenLayout';
import { cartTotals } from './screen-stories';
import type { ScreenTenant } from './tenants';

/** Props of {@link HomeScreen}. */
export interface HomeScreenProps {
  /** The tenant. */
  tenant: ScreenTenant;
  /** Opens with the navigation drawer shown. */
  drawerOpen?: boolean;
}

/** home.index: the mobile home below 840 px, the desktop menus page from 840 px (spec §2). */
export function HomeScreen({ tenant, drawerOpen = false }: HomeScreenProps) {
  const catalog = catalogFor(tenant.id);
  const mobile = useIsMobile();
  const cart = cartTotals(catalog.cart);
  const frame = {
    tenant,
    current: 'menu' as const,
    cartCount: cart.count,
    cartTotal: cart.total,
    address: catalog.address.street,
    initialDrawerOpen: drawerOpen,
    cartBar: true,
  };
  if (mobile && catalog.menus.length > 1) {
    return (
      <ScreenLayout {...frame}>
        <PromotionStrip promotions={catalog.promotions} />
        <MenuTiles
          title={catalog.restos[0]?.name ?? ru.menu.headline}
          label={ru.menu.menus}
          menus={catalog.menus.map((menu, index) => ({
            id: menu.id,
            name: menu.label,
            href: `/menus/${menu.id}`,
            photo: catalog.groups[index % catalog.groups.length]?.positions[0]?.photo,
            count: ru.cart.positions(catalog.groups.reduce((n, g) => n + g.positions.length, 0)),
          }))}
        />
      </ScreenLayout>
    );
  }
  return (
    <ScreenLayout {...frame} beneath={<MenuNavigation groups={catalog.groups} menus={catalog.menus} />}>
      <PromotionStrip promotions={catalog.promotions} />
      <PageTitle style={{ marginTop: 24 }}>{ru.menu.headline}</PageTitle>
      <MenuSections groups={catalog.groups} currency={tenant.currency} />
    </ScreenLayout>
  );
}
