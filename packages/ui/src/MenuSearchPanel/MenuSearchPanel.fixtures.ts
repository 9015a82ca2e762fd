import type { MenuSearchPanelLabels, MenuSearchResult } from './MenuSearchPanel';

/** The spec's Russian texts (§2), for stories and tests. */
export const menuSearchLabelsRu: MenuSearchPanelLabels = { placeholder: 'Поиск', notFound: 'Блюда не найдены' };

/** Dishes found for 'марг'. */
export const menuSearchResults: MenuSearchResult[] = [
  { id: 1, name: 'Пицца Маргарита', price: '450 ₽', href: '/menus/1/positions/1' },
  {
    id: 2,
    name: 'Маргарита с базиликом и очень длинным названием, которое переносится',
    price: '1 290 ₽',
    href: '/menus/1/positions/2',
  },
  { id: 3, name: 'Коктейль Маргарита', price: '390 ₽', href: '/menus/2/positions/3' },
];
