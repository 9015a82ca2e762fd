import type { ComponentType } from 'react';
import { SPEC_PAGE_SLUGS } from '@tarelka/tenant/app-config';

/** Route meta `layout` (spec §2); `default` applies when none is given. */
export type LayoutName = 'custom' | 'custom-default' | 'default' | 'error' | 'simple';

/** One route of spec §2. */
export interface RouteDef {
  /** The spec's route name, e.g. `promotions.show`. */
  name: string;
  /** react-router path. */
  path: string;
  layout?: LayoutName;
  /** i18n key of the document title; none means the tenant's own title. */
  titleKey?: string;
  /** i18n key of the meta description. */
  descriptionKey?: string;
  /** A top layer over the page it came from (keeps that page and its scroll). */
  layer?: boolean;
  /** Loads the route's chunk; each route is its own chunk. */
  load: () => Promise<{ default: ComponentType }>;
}

/** Every route of spec §2, in match order. Lazy: one chunk per route. */
export const ROUTES: readonly RouteDef[] = [
  {
    name: 'home.index',
    path: '/',
    layout: 'custom',
    descriptionKey: 'meta.description',
    // With the carousel's code: the page is drawn whole, never the carousel after the menus.
    load: async () => {
      const page = await import('./pages/HomeRoute');
      await page.ready();
      return page;
    },
  },
  {
    name: 'auth.index',
    path: '/auth',
    layout: 'simple',
    titleKey: 'auth.headline',
    load: () => import('./pages/AuthRoute'),
  },
  { name: 'cart.index', path: '/cart', titleKey: 'checkout.headline', load: () => import('./pages/CartRoute') },
  {
    name: 'checkout.index',
    path: '/checkout',
    titleKey: 'orderForm.headline',
    load: () => import('./pages/CheckoutRoute'),
  },
  {
    name: 'orders.index',
    path: '/orders',
    titleKey: 'account.orders.headline',
    load: () => import('./pages/OrdersRoute'),
  },
  { name: 'profile', path: '/profile', titleKey: 'account.menu.profile', load: () => import('./pages/ProfileRoute') },
  {
    name: 'orders.show',
    path: '/orders/:orderId',
    titleKey: 'order.headline',
    load: () => import('./pages/OrderResultRoute'),
  },
  {
    name: 'promotions.index',
    path: '/promotions',
    titleKey: 'promotions.headline',
    descriptionKey: 'meta.description.promotions',
    load: () => import('./pages/PromotionsRoute'),
  },
  {
    name: 'promotions.show',
    path: '/promotions/:promotionId',
    titleKey: 'promotions.headline',
    layer: true,
    load: () => import('./pages/PromotionRoute'),
  },
  {
    name: 'restos.index',
    path: '/restos',
    titleKey: 'restos.headline',
    descriptionKey: 'meta.description.restos',
    load: () => import('./pages/RestosRoute'),
  },
  {
    name: 'restos.show',
    path: '/restos/:restoId',
    titleKey: 'restos.headline',
    load: () => import('./pages/RestoRoute'),
  },
  {
    name: 'menus.show',
    path: '/menus/:menuId',
    layout: 'custom-default',
    titleKey: 'nav.menu',
    descriptionKey: 'meta.description.menu',
    load: () => import('./pages/MenuRoute'),
  },
  {
    name: 'menus.positions.show',
    path: '/menus/:menuId/positions/:positionId',
    titleKey: 'nav.menu',
    layer: true,
    load: () => import('./pages/PositionRoute'),
  },
  {
    name: 'terms-of-sale',
    path: '/terms-of-sale',
    titleKey: 'termsOfSale.headline',
    load: () => import('./pages/TermsRoute'),
  },
  ...SPEC_PAGE_SLUGS.map((slug): RouteDef => ({
    name: `pages.${slug}`,
    path: `/${slug}`,
    titleKey: `pages.${slug}.title`,
    load: () => import('./pages/StaticPageRoute'),
  })),
];
