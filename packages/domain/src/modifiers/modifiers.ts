import type { Minor } from '../money/money';

/** An option of a modifier group, as far as the rules need it. */
export interface ModifierOptionRule<Id extends string | number = number> {
  /** Option id. */
  id: Id;
  /** Extra price of one option in minor units (0 for free). */
  price: Minor;
}

/** A modifier group, as far as the rules need it: how many options may and must be chosen. */
export interface ModifierGroupRule<Id extends string | number = number> {
  /** Group id. */
  id: Id;
  /** Fewest options to choose; above 0 makes the group required. */
  min: number;
  /** Most options to choose; 1 makes it a single choice. */
  max: number;
  /** The options. */
  options: readonly ModifierOptionRule<Id>[];
}

/** Chosen option ids per group id; a group missing is a group with nothing chosen. */
export type ModifierChoice<Id extends string | number = number> = Readonly<Partial<Record<Id, readonly Id[]>>>;

/** A chosen option with its group and price, in the order of the groups and their options. */
export interface ChosenModifier<Id extends string | number = number> {
  /** Group id. */
  groupId: Id;
  /** Option id. */
  id: Id;
  /** Extra price in minor units. */
  price: Minor;
}

/**
 * The groups whose minimum is not met, each with that minimum: adding to the cart waits until this
 * is empty.
 *
 * @example
 * modifierErrors([{ id: 1, min: 1, max: 1, options }], {}) // { 1: 1 }
 */
export function modifierErrors<Id extends string | number>(
  groups: readonly ModifierGroupRule<Id>[],
  choice: ModifierChoice<Id>,
): Partial<Record<Id, number>> {
  const errors: Partial<Record<Id, number>> = {};
  for (const group of groups) {
    if ((choice[group.id]?.length ?? 0) < group.min) errors[group.id] = group.min;
  }
  return errors;
}

/**
 * The choice after an option is turned on or off: a single-choice group (max 1) swaps its option; a
 * group at its maximum drops its earliest choice for the new one. Unknown options change nothing.
 *
 * @example
 * toggleModifier({ id: 1, min: 1, max: 1, options }, { 1: [10] }, 11, true) // { 1: [11] }
 */
export function toggleModifier<Id extends string | number>(
  group: ModifierGroupRule<Id>,
  choice: ModifierChoice<Id>,
  optionId: Id,
  on: boolean,
): ModifierChoice<Id> {
  if (!group.options.some((option) => option.id === optionId)) return choice;
  const current = (choice[group.id] ?? []).filter((id) => id !== optionId);
  const next = on ? [...current, optionId].slice(-Math.max(1, group.max)) : current;
  return { ...choice, [group.id]: next };
}

/**
 * The chosen options with their prices, in catalog order (groups, then options), ids of options a
 * group does not have left out.
 *
 * @example
 * chosenModifiers(groups, { 1: [11] }) // [{ groupId: 1, id: 11, price: 20000 }]
 */
export function chosenModifiers<Id extends string | number>(
  groups: readonly ModifierGroupRule<Id>[],
  choice: ModifierChoice<Id>,
): ChosenModifier<Id>[] {
  return groups.flatMap((group) => {
    const chosen = choice[group.id] ?? [];
    return group.options
      .filter((option) => chosen.includes(option.id))
      .map((option) => ({ groupId: group.id, id: option.id, price: option.price }));
  });
}

/**
 * The price of the chosen options (one of each) in minor units, to add to the position's price.
 *
 * @example
 * modifiersTotal(groups, { 1: [11], 2: [20, 21] }) // 20000 + 9000 + 5000
 */
export function modifiersTotal<Id extends string | number>(
  groups: readonly ModifierGroupRule<Id>[],
  choice: ModifierChoice<Id>,
): Minor {
  return chosenModifiers(groups, choice).reduce((sum, modifier) => sum + modifier.price, 0);
}
