import type { CityChooserLabels } from './CityChooser';

/** Russian texts of {@link CityChooser} for stories and tests. */
export const cityChooserLabels: CityChooserLabels = {
  search: 'Поиск города',
  notFound: 'Город не найден',
  list: 'Города',
  clear: 'Очистить',
};

/** Cities in display order. */
export const cities = [
  'Москва',
  'Санкт-Петербург',
  'Казань',
  'Нижний Новгород',
  'Екатеринбург',
  'Новосибирск',
  'Самара',
  'Ростов-на-Дону',
  'Краснодар',
].map((name, i) => ({ id: `c${i}`, name }));
