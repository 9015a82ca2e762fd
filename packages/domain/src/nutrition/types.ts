/**
 * The 14 allergens of ТР ТС 022/2011 and EU 1169/2011 (Annex II): `gluten` is cereals containing
 * gluten, `nuts` tree nuts; `peanuts`, `crustaceans` and `molluscs` are their own.
 */
export type Allergen =
  | 'gluten'
  | 'crustaceans'
  | 'eggs'
  | 'fish'
  | 'peanuts'
  | 'soy'
  | 'milk'
  | 'nuts'
  | 'celery'
  | 'mustard'
  | 'sesame'
  | 'sulphites'
  | 'lupin'
  | 'molluscs';

/** Dietary marks of a position. `spicy` is a mark customers filter by, like the diets. */
export type Diet = 'vegetarian' | 'vegan' | 'spicy' | 'gluten-free' | 'lactose-free' | 'halal';

/**
 * Energy and macronutrients: kcal and grams. Per 100 g (or 100 ml for a position measured in ml)
 * in the catalog; per portion once {@link portionNutrition} has scaled them.
 */
export interface Macros {
  /** Energy, kcal. */
  kcal: number;
  /** Proteins, g. */
  proteins: number;
  /** Fats, g. */
  fats: number;
  /** Carbohydrates, g. */
  carbohydrates: number;
  /** Alcohol (ethanol), g: counted at 7 kcal/g; absent for food. */
  alcohol?: number;
}

/** A position's nutrition as the catalog holds it: per 100 g or ml only, so a portion cannot disagree. */
export interface PositionNutrition {
  /** Per 100 g, or per 100 ml when the position is measured in ml. */
  per100: Macros;
}

/** The measure of a position: value and unit; `weight` gives grams to a piece or a size in cm. */
export interface NutritionMeasure {
  /** The amount in `unit`. */
  value: number;
  /** g, ml, pc (pieces) or cm (a pizza's diameter). */
  unit: 'g' | 'ml' | 'pc' | 'cm';
  /** Weight of the whole portion in grams, for `pc` and `cm` positions; ignored for g and ml. */
  weight?: number;
}

/** A position as far as the nutrition rules need it (the contract's `Position` fits). */
export interface NutritionSubject {
  /** The portion's measure; without it there is no per-portion figure. */
  measure?: NutritionMeasure;
  /** Per-100 values; absent when the tenant does not give them. */
  nutrition?: PositionNutrition;
  /** Declared allergens; absent means not declared (unknown), `[]` means none. */
  allergens?: readonly Allergen[];
  /** Dietary marks. */
  diets?: readonly Diet[];
}

/**
 * A chosen modifier option as far as nutrition goes: what one of it adds to the portion. A cheese
 * topping adds `milk` and its own kcal and grams.
 */
export interface NutritionModifier {
  /** Allergens the option brings. */
  allergens?: readonly Allergen[];
  /** What one of the option adds to the portion (not per 100). */
  nutrition?: Macros;
  /** How many of the option are chosen; default 1. */
  count?: number;
}

/** Nutrition of one portion with its chosen modifiers. */
export interface PortionNutrition {
  /** The base dish per 100 g or ml (modifiers are not in it: they add to a portion). */
  per100?: Macros;
  /** `g` or `ml`: the unit `per100` refers to. */
  per100Unit?: 'g' | 'ml';
  /** One portion with the modifiers; absent (never zero) when the portion's weight is unknown. */
  portion?: Macros;
  /** The dish's allergens and the modifiers', each once, in the order of {@link ALLERGENS}. */
  allergens: Allergen[];
  /** False when the dish does not declare its allergens: `allergens` then lists only the modifiers'. */
  allergensDeclared: boolean;
}

/** The menu filters: allergens to leave out and diets every shown position must have. */
export interface DietFilter {
  /** Hide positions containing any of these (and those that do not declare allergens). */
  excludeAllergens?: readonly Allergen[];
  /** Show only positions carrying every one of these marks. */
  diets?: readonly Diet[];
}

/** A cart line for {@link cartEnergy}: the position, its count and the chosen modifiers. */
export interface EnergyLine {
  /** The position. */
  position: NutritionSubject;
  /** Portions in the cart. */
  count: number;
  /** Chosen modifiers of one portion. */
  modifiers?: readonly NutritionModifier[];
}

/** The energy of a cart: the known total and how many portions it leaves out. */
export interface CartEnergy {
  /** Sum of the portions whose energy is known, kcal (rounded). */
  kcal: number;
  /** Portions without a per-portion figure (no per-100 values or no weight); 0 when complete. */
  unknownPortions: number;
}
