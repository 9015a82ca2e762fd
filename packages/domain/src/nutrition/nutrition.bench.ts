import { bench, describe } from 'vitest';
import { ALLERGENS, DIETS, filterPositions } from './nutrition';
import type { DietFilter, NutritionSubject } from './types';

// A 3,000-position menu (the storefront's large-menu test) with 0–3 allergens and 0–2 diet marks
// each, spread deterministically; the filter changes on every run as a customer's taps would.
const menu: NutritionSubject[] = Array.from({ length: 3000 }, (_, i) => ({
  measure: { value: 200 + (i % 300), unit: 'g' },
  nutrition: { per100: { kcal: 200, proteins: 10, fats: 8, carbohydrates: 22 } },
  allergens: ALLERGENS.filter((_, a) => (i * 7 + a * 13) % 11 < 2).slice(0, 3),
  diets: DIETS.filter((_, d) => (i * 5 + d * 3) % 7 === 0).slice(0, 2),
}));
const filters: DietFilter[] = [
  { excludeAllergens: ['gluten'] },
  { excludeAllergens: ['gluten', 'milk'] },
  { excludeAllergens: ['gluten', 'milk'], diets: ['vegetarian'] },
  { diets: ['vegan', 'spicy'] },
  { excludeAllergens: ['nuts', 'peanuts', 'sesame', 'fish'], diets: ['halal'] },
];
let change = 0;

// Issue 28's budget: ≤ 16 ms (one frame) per filter change on 3,000 positions.
describe('menu filters: 3,000 positions', () => {
  bench(
    'filter once per change',
    () => {
      filterPositions(menu, filters[change++ % filters.length]!);
    },
    { time: 1500 },
  );
});
