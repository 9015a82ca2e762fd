import type { Allergen, Diet } from '@tarelka/domain';
import type { MenuFilterPanelLabels } from './MenuFilterPanel';

const allergens: Record<Allergen, string> = {
  gluten: 'Глютен',
  crustaceans: 'Ракообразные',
  eggs: 'Яйца',
  fish: 'Рыба',
  peanuts: 'Арахис',
  soy: 'Соя',
  milk: 'Молоко',
  nuts: 'Орехи',
  celery: 'Сельдерей',
  mustard: 'Горчица',
  sesame: 'Кунжут',
  sulphites: 'Сульфиты',
  lupin: 'Люпин',
  molluscs: 'Моллюски',
};
const diets: Record<Diet, string> = {
  vegetarian: 'Вегетарианское',
  vegan: 'Веганское',
  spicy: 'Острое',
  'gluten-free': 'Без глютена',
  'lactose-free': 'Без лактозы',
  halal: 'Халяль',
};

/** The storefront's Russian texts of the panel. */
export const menuFilterLabelsRu: MenuFilterPanelLabels = {
  allergens: 'Без аллергенов',
  allergen: (id) => allergens[id],
  diets: 'Особенности',
  diet: (id) => diets[id],
  clear: 'Сбросить фильтры',
  done: 'Показать блюда',
};
