import type { DrawerSection } from './Drawer';

/** The storefront's drawer sections with Russian texts (stories and tests). */
export const drawerSections: DrawerSection[] = [
  {
    label: 'Основная навигация',
    links: [
      { label: 'Меню', href: '/', current: true },
      { label: 'Акции', href: '/promotions' },
      { label: 'Рестораны', href: '/restos' },
      { label: 'Франшиза', href: 'https://example.com/franchise', external: true },
      { label: 'Войти', href: '/auth' },
    ],
  },
  {
    label: 'Информация',
    showLabel: true,
    links: [
      { label: 'Доставка', href: '/dostavka' },
      { label: 'Информация для клиентов', href: '/informaciya-dlya-klientov' },
      { label: 'Правила продажи', href: '/pravila-prodazhi' },
    ],
  },
];
