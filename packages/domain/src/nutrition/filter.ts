import type { Allergen, Diet, DietFilter, NutritionSubject } from './types';

// The lists and the menu filters, apart from the portion arithmetic (nutrition.ts): the menu page
// filters on the first route, the portion's figures are needed only in the position detail.

/**
 * The 14 allergens of ТР ТС 022/2011 / EU 1169/2011, in the order lists show them.
 *
 * @example
 * ALLERGENS.includes('milk'); // true
 */
export const ALLERGENS: readonly Allergen[] = [
  'gluten',
  'crustaceans',
  'eggs',
  'fish',
  'peanuts',
  'soy',
  'milk',
  'nuts',
  'celery',
  'mustard',
  'sesame',
  'sulphites',
  'lupin',
  'molluscs',
];

/**
 * The dietary marks a position may carry, in the order lists show them.
 *
 * @example
 * DIETS.includes('vegan'); // true
 */
export const DIETS: readonly Diet[] = ['vegetarian', 'vegan', 'spicy', 'gluten-free', 'lactose-free', 'halal'];

/** Each allergen's bit in a mask (internal: nutrition.ts shares it). */
export const ALLERGEN_BIT = new Map(ALLERGENS.map((allergen, index) => [allergen, 1 << index]));
const DIET_BIT = new Map(DIETS.map((diet, index) => [diet, 1 << index]));
const VEGAN = DIET_BIT.get('vegan')!;
const VEGETARIAN = DIET_BIT.get('vegetarian')!;

/** The mask of `items` by `bits`; 0 for none (internal: nutrition.ts shares it). */
export const maskOf = <T>(items: readonly T[] | undefined, bits: ReadonlyMap<T, number>): number => {
  let mask = 0;
  if (items) for (const item of items) mask |= bits.get(item) ?? 0;
  return mask;
};

// A vegan dish is vegetarian too, so the vegetarian filter keeps it even when only `vegan` is marked.
const dietMaskOf = (diets: readonly Diet[] | undefined): number => {
  const mask = maskOf(diets, DIET_BIT);
  return mask & VEGAN ? mask | VEGETARIAN : mask;
};

/** A filter turned into bit masks once, so each position costs two mask tests. */
interface CompiledFilter {
  excluded: number;
  required: number;
}

const compile = (filter: DietFilter): CompiledFilter => ({
  excluded: maskOf(filter.excludeAllergens, ALLERGEN_BIT),
  required: maskOf(filter.diets, DIET_BIT),
});

function matchesCompiled(position: NutritionSubject, { excluded, required }: CompiledFilter): boolean {
  if (excluded !== 0) {
    // Undeclared allergens cannot be vouched for: such a position is hidden by any exclusion.
    if (position.allergens === undefined) return false;
    if (maskOf(position.allergens, ALLERGEN_BIT) & excluded) return false;
  }
  return required === 0 || (dietMaskOf(position.diets) & required) === required;
}

/**
 * Whether a position passes the menu filters: it contains none of `excludeAllergens` (a position
 * that does not declare its allergens fails any exclusion) and carries every one of `diets` (a
 * vegan dish counts as vegetarian). An empty filter passes everything. Modifiers are not looked
 * at: the filter is about the dish as served.
 *
 * @example
 * matchesDietFilter({ allergens: ['gluten', 'milk'], diets: ['vegetarian'] }, { excludeAllergens: ['milk'] }); // false
 * matchesDietFilter({ allergens: [], diets: ['vegan'] }, { diets: ['vegetarian'] }); // true
 */
export function matchesDietFilter(position: NutritionSubject, filter: DietFilter): boolean {
  return matchesCompiled(position, compile(filter));
}

/**
 * The positions that pass the menu filters (see {@link matchesDietFilter}), in their order. The
 * filter is compiled to bit masks once per call, so a 3,000-position menu filters in well under a
 * frame; an empty filter returns the same array, so memoised consumers do not re-render.
 *
 * @example
 * filterPositions(menu, { excludeAllergens: ['gluten'], diets: ['vegetarian'] }).length; // 41
 */
export function filterPositions<T extends NutritionSubject>(positions: readonly T[], filter: DietFilter): readonly T[] {
  const compiled = compile(filter);
  if (compiled.excluded === 0 && compiled.required === 0) return positions;
  const kept: T[] = [];
  for (const position of positions) if (matchesCompiled(position, compiled)) kept.push(position);
  return kept;
}
