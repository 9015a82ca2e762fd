import type { AppBarLabels, AppBarLink } from './AppBar';

/** The storefront's Russian texts (stories and tests). */
export const appBarLabels: AppBarLabels = {
  navigation: 'Основная навигация',
  openMenu: 'Открыть меню',
  cart: (count) => (count > 0 ? `Корзина · ${count}` : 'Корзина'),
};

/** The primary navigation (spec §2), the franchise link opening a new tab. */
export const appBarLinks: AppBarLink[] = [
  { label: 'Меню', href: '/', current: true },
  { label: 'Акции', href: '/promotions' },
  { label: 'Рестораны', href: '/restos' },
  { label: 'Франшиза', href: 'https://example.com/franchise', external: true },
];
