import { ALLERGEN_BIT, ALLERGENS, maskOf } from './filter';
import type { CartEnergy, EnergyLine, Macros, NutritionModifier, NutritionSubject, PortionNutrition } from './types';

export { ALLERGENS, DIETS, filterPositions, matchesDietFilter } from './filter';

/** kcal per gram (EU 1169/2011 Annex XIV; ТР ТС 022/2011 uses the same 4/9/4). */
const KCAL_PER_GRAM = { proteins: 4, fats: 9, carbohydrates: 4, alcohol: 7 } as const;

/**
 * The energy the macronutrients account for: 4 kcal/g protein and carbohydrate, 9 fat, 7 alcohol.
 * The tenant checker compares a declared `kcal` with it.
 *
 * @example
 * energyOfMacros({ kcal: 250, proteins: 11, fats: 9, carbohydrates: 30 }); // 245
 */
export function energyOfMacros(macros: Macros): number {
  return (
    KCAL_PER_GRAM.proteins * macros.proteins +
    KCAL_PER_GRAM.fats * macros.fats +
    KCAL_PER_GRAM.carbohydrates * macros.carbohydrates +
    KCAL_PER_GRAM.alcohol * (macros.alcohol ?? 0)
  );
}

/** The weight or volume one portion has, in the unit `per100` refers to; undefined when unknown. */
function portionAmount(position: NutritionSubject): number | undefined {
  const measure = position.measure;
  if (!measure) return undefined;
  if (measure.unit === 'g' || measure.unit === 'ml') return measure.value;
  return measure.weight;
}

const round1 = (value: number) => Math.round(value * 10) / 10;

/** Rounds as a label prints: kcal whole, grams to 0.1. */
function rounded(macros: Macros): Macros {
  return {
    kcal: Math.round(macros.kcal),
    proteins: round1(macros.proteins),
    fats: round1(macros.fats),
    carbohydrates: round1(macros.carbohydrates),
    ...(macros.alcohol === undefined ? {} : { alcohol: round1(macros.alcohol) }),
  };
}

/**
 * A portion's nutrition: per 100 g or ml × the portion's weight or volume / 100, plus what each
 * chosen modifier adds (× its count); the dish's and the modifiers' allergens merged. A position in
 * pieces or centimetres without a `weight`, or without per-100 values, has no `portion` — never a
 * zero that would read as "0 kcal". Figures are rounded as a label prints them: kcal whole, g to 0.1.
 *
 * @example
 * portionNutrition(
 *   { measure: { value: 320, unit: 'g' }, nutrition: { per100: { kcal: 236, proteins: 12, fats: 13, carbohydrates: 18 } }, allergens: ['gluten'] },
 *   [{ allergens: ['milk'], nutrition: { kcal: 60, proteins: 4, fats: 5, carbohydrates: 0 } }],
 * );
 * // { per100: {…}, per100Unit: 'g', portion: { kcal: 815, proteins: 42.4, fats: 46.6, carbohydrates: 57.6 },
 * //   allergens: ['gluten', 'milk'], allergensDeclared: true }
 */
export function portionNutrition(
  position: NutritionSubject,
  modifiers: readonly NutritionModifier[] = [],
): PortionNutrition {
  const per100 = position.nutrition?.per100;
  const amount = portionAmount(position);
  let portion: Macros | undefined;
  if (per100 && amount !== undefined) {
    const k = amount / 100;
    const sum: Macros = {
      kcal: per100.kcal * k,
      proteins: per100.proteins * k,
      fats: per100.fats * k,
      carbohydrates: per100.carbohydrates * k,
      ...(per100.alcohol === undefined ? {} : { alcohol: per100.alcohol * k }),
    };
    for (const modifier of modifiers) {
      const add = modifier.nutrition;
      if (!add) continue;
      const count = modifier.count ?? 1;
      sum.kcal += add.kcal * count;
      sum.proteins += add.proteins * count;
      sum.fats += add.fats * count;
      sum.carbohydrates += add.carbohydrates * count;
      if (add.alcohol !== undefined) sum.alcohol = (sum.alcohol ?? 0) + add.alcohol * count;
    }
    portion = rounded(sum);
  }
  let allergenMask = maskOf(position.allergens, ALLERGEN_BIT);
  for (const modifier of modifiers) {
    if ((modifier.count ?? 1) > 0) allergenMask |= maskOf(modifier.allergens, ALLERGEN_BIT);
  }
  const unit = position.measure?.unit === 'ml' ? 'ml' : 'g';
  return {
    ...(per100 ? { per100, per100Unit: unit } : {}),
    ...(portion ? { portion } : {}),
    allergens: ALLERGENS.filter((allergen) => allergenMask & ALLERGEN_BIT.get(allergen)!),
    allergensDeclared: position.allergens !== undefined,
  };
}

/**
 * The cart's energy: the sum of each line's portion (with its modifiers) × count. Lines whose
 * portion is unknown are left out and counted in `unknownPortions`, so a UI can say the total is
 * partial instead of showing a low figure as if complete.
 *
 * @example
 * cartEnergy([{ position: burger, count: 2 }, { position: rolls, count: 1 }]);
 * // { kcal: 1510, unknownPortions: 1 }
 */
export function cartEnergy(lines: readonly EnergyLine[]): CartEnergy {
  let kcal = 0;
  let unknownPortions = 0;
  for (const line of lines) {
    const portion = portionNutrition(line.position, line.modifiers).portion;
    if (portion) kcal += portion.kcal * line.count;
    else unknownPortions += line.count;
  }
  return { kcal: Math.round(kcal), unknownPortions };
}
