import type { Allergen, Diet, Macros } from '@tarelka/domain';
import { energyOfMacros } from '@tarelka/domain';
import type { CatalogModifierGroup, CatalogPosition } from './types';

/** Reports one problem at a JSON path inside the file being checked. */
type Report = (path: Array<string | number>, message: string, hint: string) => void;

/** How far a declared kcal may sit from 4·P + 9·F + 4·C (+ 7·alcohol): labels round, so ±20 %. */
const ENERGY_TOLERANCE = 0.2;
/** Below this the 20 % is less than a rounded kcal; small drinks (tea: 1 kcal) would trip it. */
const ENERGY_SLACK_KCAL = 2;

/** Allergens a diet mark rules out: a vegan dish has no animal products, a vegetarian one no fish or seafood. */
const RULED_OUT: Partial<Record<Diet, readonly Allergen[]>> = {
  vegan: ['milk', 'eggs', 'fish', 'crustaceans', 'molluscs'],
  vegetarian: ['fish', 'crustaceans', 'molluscs'],
  'gluten-free': ['gluten'],
};

const round1 = (value: number) => Math.round(value * 10) / 10;

/** The kcal rule for any set of macros at `path` (per 100, or what a modifier adds). */
function checkEnergy(macros: Macros, path: Array<string | number>, report: Report): void {
  const expected = energyOfMacros(macros);
  const gap = Math.abs(macros.kcal - expected);
  if (gap > expected * ENERGY_TOLERANCE && gap > ENERGY_SLACK_KCAL) {
    report(
      [...path, 'kcal'],
      `is ${macros.kcal}, but the macronutrients give ${Math.round(expected)} kcal (4·P + 9·F + 4·C${macros.alcohol ? ' + 7·alcohol' : ''}): more than 20 % apart`,
      `check kcal and the grams; per 100 they should make about ${Math.round(expected)} kcal`,
    );
  }
}

/**
 * The nutrition rules of one position a schema cannot say: macronutrients of at most 100 g per
 * 100 g, kcal within ±20 % of 4/9/4 kcal·g⁻¹, and diet marks that agree with the allergens.
 */
export function checkPositionNutrition(position: CatalogPosition, index: number, report: Report): void {
  const per100 = position.nutrition?.per100;
  if (per100) {
    const path = [index, 'nutrition', 'per100'];
    const mass = per100.proteins + per100.fats + per100.carbohydrates + (per100.alcohol ?? 0);
    if (mass > 100) {
      report(
        path,
        `proteins + fats + carbohydrates make ${round1(mass)} g, more than 100 g per 100 g`,
        'the values are per 100 g (or ml), not per portion: divide by the portion weight / 100',
      );
    }
    checkEnergy(per100, path, report);
  }
  const allergens = position.allergens ?? [];
  position.diets?.forEach((diet, j) => {
    const clash = RULED_OUT[diet]?.filter((allergen) => allergens.includes(allergen)) ?? [];
    if (clash.length) {
      report(
        [index, 'diets', j],
        `"${diet}" contradicts the allergens ${clash.map((a) => `"${a}"`).join(', ')}`,
        `drop "${diet}" or check the allergens`,
      );
    }
  });
}

/** The kcal rule for what each modifier option adds. */
export function checkModifierNutrition(group: CatalogModifierGroup, index: number, report: Report): void {
  group.options.forEach((option, j) => {
    if (option.nutrition) checkEnergy(option.nutrition, [index, 'options', j, 'nutrition'], report);
  });
}
