import { ALLERGENS, DIETS } from './nutrition';
import type { DietFilter, NutritionSubject } from './types';

/**
 * A 3,000-position menu (the storefront's large-menu test) with 0–3 allergens and 0–2 diet marks
 * each, spread deterministically: what the filter bench and budget test run on.
 */
export const largeMenu: NutritionSubject[] = Array.from({ length: 3000 }, (_, i) => ({
  measure: { value: 200 + (i % 300), unit: 'g' },
  nutrition: { per100: { kcal: 200, proteins: 10, fats: 8, carbohydrates: 22 } },
  allergens: ALLERGENS.filter((_, a) => (i * 7 + a * 13) % 11 < 2).slice(0, 3),
  diets: DIETS.filter((_, d) => (i * 5 + d * 3) % 7 === 0).slice(0, 2),
}));

/** Filters a customer's taps go through, one per change. */
export const filterChanges: DietFilter[] = [
  { excludeAllergens: ['gluten'] },
  { excludeAllergens: ['gluten', 'milk'] },
  { excludeAllergens: ['gluten', 'milk'], diets: ['vegetarian'] },
  { diets: ['vegan', 'spicy'] },
  { excludeAllergens: ['nuts', 'peanuts', 'sesame', 'fish'], diets: ['halal'] },
];
