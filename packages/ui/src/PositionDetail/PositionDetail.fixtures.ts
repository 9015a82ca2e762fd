import { pictures } from '../testing/pictures';
import { menuFilterLabelsRu } from '../MenuFilterPanel/MenuFilterPanel.fixtures';
import { nutritionTableLabelsRu } from '../NutritionTable/NutritionTable.fixtures';
import type { PositionDetailData, PositionDetailLabels, PositionNutritionLabels } from './PositionDetail';

/** Builds a position with modifier groups for stories and tests. */
export function makePositionDetail(overrides: Partial<PositionDetailData> = {}): PositionDetailData {
  return {
    id: 'margherita',
    name: 'Маргарита',
    description: 'Томатный соус, моцарелла, базилик, оливковое масло. Готовим на тонком тесте в дровяной печи.',
    price: 49900,
    measure: '450 г',
    photos: [
      { src: pictures.pizza, width: 640, height: 480 },
      { src: pictures.salad, width: 640, height: 480, alt: 'Маргарита в разрезе' },
    ],
    modifierGroups: [
      {
        id: 'size',
        name: 'Размер',
        min: 1,
        max: 1,
        options: [
          { id: 'small', name: '25 см', price: 0 },
          { id: 'big', name: '33 см', price: 20000 },
        ],
      },
      {
        id: 'extras',
        name: 'Добавки',
        min: 0,
        max: 2,
        options: [
          {
            id: 'cheese',
            name: 'Сырный бортик',
            price: 9000,
            allergens: ['milk'],
            nutrition: { kcal: 120, proteins: 7, fats: 10, carbohydrates: 0.5 },
          },
          { id: 'jalapeno', name: 'Халапеньо', price: 5000 },
          { id: 'bacon', name: 'Бекон', price: 9900 },
        ],
      },
    ],
    nutrition: {
      measure: { value: 450, unit: 'g' },
      nutrition: { per100: { kcal: 236, proteins: 10.2, fats: 8.6, carbohydrates: 29.4 } },
      allergens: ['gluten'],
    },
    diets: ['Вегетарианское'],
    ingredients: 'Тесто (мука пшеничная, вода, дрожжи), томатный соус, моцарелла, базилик, оливковое масло',
    ...overrides,
  };
}

/** The storefront's Russian texts of the nutrition part. */
export const positionNutritionLabelsRu: PositionNutritionLabels = {
  ...nutritionTableLabelsRu,
  per100Ml: 'На 100 мл',
  contains: 'Содержит:',
  allergen: (id) => menuFilterLabelsRu.allergen(id).toLocaleLowerCase('ru'),
  noAllergens: 'Аллергены не указаны',
  ingredients: 'Состав:',
  diets: 'Особенности блюда',
};

/** The storefront's Russian texts of the detail. */
export const positionDetailLabelsRu: PositionDetailLabels = {
  required: 'Обязательно',
  optional: 'По желанию',
  chooseAtLeast: (min) => (min === 1 ? 'Выберите хотя бы 1 вариант' : `Выберите хотя бы ${min} варианта`),
  upTo: (max) => `Можно выбрать до ${max}`,
  add: (total) => `Добавить за ${total}`,
  openPhoto: 'Открыть фото',
  count: 'Количество',
  decrease: 'Меньше',
  increase: 'Больше',
  unavailable: 'Недоступно сейчас',
  nutrition: positionNutritionLabelsRu,
};
