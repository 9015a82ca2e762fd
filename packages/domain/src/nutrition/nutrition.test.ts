import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ALLERGENS,
  cartEnergy,
  DIETS,
  energyOfMacros,
  filterPositions,
  matchesDietFilter,
  portionNutrition,
} from './nutrition';
import type { Allergen, Macros, NutritionMeasure, NutritionSubject } from './types';

const burgerPer100: Macros = { kcal: 236, proteins: 12, fats: 13, carbohydrates: 18 };
const burger: NutritionSubject = {
  measure: { value: 320, unit: 'g' },
  nutrition: { per100: burgerPer100 },
  allergens: ['gluten', 'sesame'],
  diets: [],
};
const cheddar = { allergens: ['milk'] as Allergen[], nutrition: { kcal: 60, proteins: 4, fats: 5, carbohydrates: 0 } };

describe('portionNutrition', () => {
  it.each<[string, NutritionMeasure | undefined, number | undefined]>([
    ['grams', { value: 320, unit: 'g' }, 755],
    ['millilitres', { value: 250, unit: 'ml' }, 590],
    ['pieces with a weight', { value: 8, unit: 'pc', weight: 240 }, 566],
    ['a pizza in cm with a weight', { value: 30, unit: 'cm', weight: 520 }, 1227],
    ['pieces without a weight', { value: 8, unit: 'pc' }, undefined],
    ['a size in cm without a weight', { value: 25, unit: 'cm' }, undefined],
    ['no measure', undefined, undefined],
  ])('derives the portion from per 100 for %s', (_, measure, kcal) => {
    const result = portionNutrition({ ...burger, ...(measure ? { measure } : { measure: undefined }) });
    expect(result.per100).toEqual(burgerPer100);
    expect(result.portion?.kcal).toBe(kcal);
    // Absent, never a zero that would read as "0 kcal".
    if (kcal === undefined) expect(result).not.toHaveProperty('portion');
  });

  it('says per 100 ml for a drink and per 100 g otherwise', () => {
    expect(portionNutrition({ ...burger, measure: { value: 250, unit: 'ml' } }).per100Unit).toBe('ml');
    expect(portionNutrition(burger).per100Unit).toBe('g');
    expect(portionNutrition({ ...burger, measure: { value: 8, unit: 'pc', weight: 240 } }).per100Unit).toBe('g');
  });

  it('scales every macronutrient and rounds as a label does', () => {
    expect(portionNutrition(burger).portion).toEqual({ kcal: 755, proteins: 38.4, fats: 41.6, carbohydrates: 57.6 });
  });

  it('adds a cheese modifier: its energy and grams per count, and milk to the allergens', () => {
    const result = portionNutrition(burger, [{ ...cheddar, count: 2 }]);
    expect(result.portion).toEqual({ kcal: 875, proteins: 46.4, fats: 51.6, carbohydrates: 57.6 });
    expect(result.allergens).toEqual(['gluten', 'milk', 'sesame']);
  });

  it('merges allergens once, in the fixed order, and ignores an option chosen zero times', () => {
    const result = portionNutrition(burger, [{ allergens: ['sesame', 'eggs'] }, { allergens: ['fish'], count: 0 }]);
    expect(result.allergens).toEqual(['gluten', 'eggs', 'sesame']);
    expect(result.allergensDeclared).toBe(true);
  });

  it('keeps the modifiers’ allergens on a dish that declares none, and says it declares none', () => {
    const result = portionNutrition({ measure: { value: 100, unit: 'g' } }, [cheddar]);
    expect(result).toEqual({ allergens: ['milk'], allergensDeclared: false });
  });

  it('has no portion for a pc position without weight even when a modifier adds energy', () => {
    expect(portionNutrition({ ...burger, measure: { value: 1, unit: 'pc' } }, [cheddar]).portion).toBeUndefined();
  });

  it('carries alcohol through, for the bar', () => {
    const beer = {
      measure: { value: 500, unit: 'ml' as const },
      nutrition: { per100: { kcal: 43, proteins: 0.5, fats: 0, carbohydrates: 3.6, alcohol: 3.9 } },
    };
    expect(portionNutrition(beer).portion).toEqual({
      kcal: 215,
      proteins: 2.5,
      fats: 0,
      carbohydrates: 18,
      alcohol: 19.5,
    });
  });

  const macros = fc.record({
    kcal: fc.double({ min: 0, max: 900, noNaN: true }),
    proteins: fc.double({ min: 0, max: 100, noNaN: true }),
    fats: fc.double({ min: 0, max: 100, noNaN: true }),
    carbohydrates: fc.double({ min: 0, max: 100, noNaN: true }),
  });
  const amount = fc.double({ min: 1, max: 2000, noNaN: true });

  it('property: per portion = per 100 × weight / 100, in g and ml alike', () => {
    fc.assert(
      fc.property(macros, amount, fc.constantFrom('g' as const, 'ml' as const), (per100, value, unit) => {
        const { portion } = portionNutrition({ measure: { value, unit }, nutrition: { per100 } });
        expect(Math.abs(portion!.kcal - (per100.kcal * value) / 100)).toBeLessThanOrEqual(0.5);
        expect(Math.abs(portion!.proteins - (per100.proteins * value) / 100)).toBeLessThanOrEqual(0.05 + 1e-9);
        expect(Math.abs(portion!.fats - (per100.fats * value) / 100)).toBeLessThanOrEqual(0.05 + 1e-9);
      }),
    );
  });

  it('property: pieces without weight never get a portion, whatever else they have', () => {
    fc.assert(
      fc.property(
        macros,
        fc.integer({ min: 1, max: 50 }),
        fc.constantFrom('pc' as const, 'cm' as const),
        (per100, value, unit) => {
          expect(
            portionNutrition({ measure: { value, unit }, nutrition: { per100 } }, [cheddar]).portion,
          ).toBeUndefined();
        },
      ),
    );
  });

  it('property: modifiers only ever add allergens and energy', () => {
    const allergens = fc.uniqueArray(fc.constantFrom(...ALLERGENS));
    const modifier = fc.record({
      allergens,
      nutrition: macros,
      count: fc.integer({ min: 0, max: 3 }),
    });
    fc.assert(
      fc.property(allergens, macros, amount, fc.array(modifier, { maxLength: 4 }), (own, per100, value, modifiers) => {
        const position = { measure: { value, unit: 'g' as const }, nutrition: { per100 }, allergens: own };
        const base = portionNutrition(position);
        const withModifiers = portionNutrition(position, modifiers);
        expect(withModifiers.allergens).toEqual(expect.arrayContaining(base.allergens));
        for (const m of modifiers)
          if (m.count > 0) expect(withModifiers.allergens).toEqual(expect.arrayContaining(m.allergens));
        expect(new Set(withModifiers.allergens).size).toBe(withModifiers.allergens.length);
        expect(withModifiers.portion!.kcal).toBeGreaterThanOrEqual(base.portion!.kcal);
      }),
    );
  });
});

describe('energyOfMacros', () => {
  it.each<[Macros, number]>([
    [{ kcal: 0, proteins: 10, fats: 0, carbohydrates: 0 }, 40],
    [{ kcal: 0, proteins: 0, fats: 10, carbohydrates: 0 }, 90],
    [{ kcal: 0, proteins: 0, fats: 0, carbohydrates: 10 }, 40],
    [{ kcal: 0, proteins: 0, fats: 0, carbohydrates: 0, alcohol: 10 }, 70],
    [burgerPer100, 237],
  ])('counts 4/9/4 kcal·g⁻¹ (7 for alcohol): %j → %d', (macros, kcal) => {
    expect(energyOfMacros(macros)).toBe(kcal);
  });
});

describe('cartEnergy', () => {
  const rolls: NutritionSubject = { measure: { value: 8, unit: 'pc' }, nutrition: { per100: burgerPer100 } };

  it('sums portions × count with their modifiers', () => {
    expect(
      cartEnergy([
        { position: burger, count: 2, modifiers: [cheddar] },
        { position: { ...burger, measure: { value: 100, unit: 'g' } }, count: 1 },
      ]),
    ).toEqual({ kcal: 2 * 815 + 236, unknownPortions: 0 });
  });

  it('leaves out portions it cannot know and counts them', () => {
    expect(
      cartEnergy([
        { position: burger, count: 1 },
        { position: rolls, count: 3 },
      ]),
    ).toEqual({
      kcal: 755,
      unknownPortions: 3,
    });
  });

  it('is zero and complete for an empty cart', () => {
    expect(cartEnergy([])).toEqual({ kcal: 0, unknownPortions: 0 });
  });

  it('property: equals the sum of the lines’ portion kcal × count', () => {
    const line = fc.record({
      count: fc.integer({ min: 1, max: 20 }),
      value: fc.integer({ min: 1, max: 1000 }),
      kcal: fc.integer({ min: 0, max: 900 }),
    });
    fc.assert(
      fc.property(fc.array(line, { maxLength: 30 }), (rows) => {
        const lines = rows.map(({ count, value, kcal }) => ({
          count,
          position: { measure: { value, unit: 'g' as const }, nutrition: { per100: { ...burgerPer100, kcal } } },
        }));
        const expected = lines.reduce((sum, l) => sum + portionNutrition(l.position).portion!.kcal * l.count, 0);
        expect(cartEnergy(lines)).toEqual({ kcal: expected, unknownPortions: 0 });
      }),
    );
  });
});

describe('matchesDietFilter and filterPositions', () => {
  const salad: NutritionSubject = { allergens: ['mustard'], diets: ['vegan', 'gluten-free'] };
  const cheesecake: NutritionSubject = { allergens: ['gluten', 'eggs', 'milk'], diets: ['vegetarian'] };
  const undeclared: NutritionSubject = { diets: ['spicy'] };
  const water: NutritionSubject = { allergens: [], diets: ['vegan', 'gluten-free', 'lactose-free', 'halal'] };

  it.each<[string, NutritionSubject, Parameters<typeof matchesDietFilter>[1], boolean]>([
    ['an empty filter passes anything', undeclared, {}, true],
    ['excluding milk hides the cheesecake', cheesecake, { excludeAllergens: ['milk'] }, false],
    ['excluding milk keeps the salad', salad, { excludeAllergens: ['milk'] }, true],
    ['an exclusion hides a dish that does not declare allergens', undeclared, { excludeAllergens: ['nuts'] }, false],
    ['[] declares none: water passes any exclusion', water, { excludeAllergens: [...ALLERGENS] }, true],
    ['a vegan dish counts as vegetarian', salad, { diets: ['vegetarian'] }, true],
    ['a vegetarian dish is not vegan', cheesecake, { diets: ['vegan'] }, false],
    ['every chosen diet is required', salad, { diets: ['vegan', 'halal'] }, false],
    ['diets and exclusions together', water, { diets: ['halal'], excludeAllergens: ['gluten'] }, true],
    ['without diets a diet filter fails', {}, { diets: ['spicy'] }, false],
  ])('%s', (_, position, filter, expected) => {
    expect(matchesDietFilter(position, filter)).toBe(expected);
  });

  it('keeps the order and returns the same array for an empty filter', () => {
    const menu = [cheesecake, salad, undeclared, water];
    expect(filterPositions(menu, {})).toBe(menu);
    expect(filterPositions(menu, { excludeAllergens: [], diets: [] })).toBe(menu);
    expect(filterPositions(menu, { excludeAllergens: ['gluten'] })).toEqual([salad, water]);
    expect(filterPositions(menu, { diets: ['gluten-free'] })).toEqual([salad, water]);
  });

  it('property: filterPositions keeps exactly the positions matchesDietFilter passes', () => {
    const position = fc.record(
      {
        allergens: fc.uniqueArray(fc.constantFrom(...ALLERGENS)),
        diets: fc.uniqueArray(fc.constantFrom(...DIETS)),
      },
      { requiredKeys: ['diets'] },
    );
    const filter = fc.record({
      excludeAllergens: fc.uniqueArray(fc.constantFrom(...ALLERGENS), { maxLength: 4 }),
      diets: fc.uniqueArray(fc.constantFrom(...DIETS), { maxLength: 3 }),
    });
    fc.assert(
      fc.property(fc.array(position, { maxLength: 50 }), filter, (menu, f) => {
        const kept = filterPositions(menu, f);
        expect(kept).toEqual(menu.filter((p) => matchesDietFilter(p, f)));
        for (const p of kept) {
          expect(p.allergens?.some((a) => f.excludeAllergens.includes(a)) ?? f.excludeAllergens.length > 0).toBe(false);
        }
      }),
    );
  });
});
