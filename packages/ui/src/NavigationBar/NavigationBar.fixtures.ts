import type { NavigationBarLabels, NavigationGroup, NavigationMenu } from './NavigationBar';

/** Russian texts of the bar. */
export const navigationLabels: NavigationBarLabels = { groups: 'Разделы меню', menus: 'Меню' };

/** Two menus of a resto. */
export const navigationMenus: NavigationMenu[] = [
  { id: 'menu-main', label: 'Основное меню' },
  { id: 'menu-lunch', label: 'Бизнес-ланч' },
];

/** Groups of the main menu, then of the lunch menu. */
export const navigationGroups: NavigationGroup[] = [
  ...['Пицца', 'Роллы', 'Сеты', 'Супы', 'Салаты', 'Горячее', 'Десерты', 'Напитки'].map((label, i) => ({
    id: `group-${i}`,
    label,
    menuId: 'menu-main',
  })),
  { id: 'group-lunch', label: 'Комплексы', menuId: 'menu-lunch' },
];
