import type { NutritionTableLabels } from './NutritionTable';

/** The storefront's Russian texts of the table, per 100 g. */
export const nutritionTableLabelsRu: NutritionTableLabels = {
  caption: 'Пищевая ценность',
  nutrient: 'Нутриент',
  perPortion: 'На порцию',
  per100: 'На 100 г',
  kcal: 'Энергетическая ценность',
  proteins: 'Белки',
  fats: 'Жиры',
  carbohydrates: 'Углеводы',
  alcohol: 'Алкоголь',
  kcalUnit: 'ккал',
  gramUnit: 'г',
};
