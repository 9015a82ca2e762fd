import type { ModifierGroup } from '../../../lib/api/hooks';

/** Chosen option ids per modifier group id. */
export type ModifierChoice = Record<number, number[]>;

/**
 * Groups whose minimum is not met, with that minimum. PLACEHOLDER: moves to `@tarelka/domain`
 * (modifier validation) when it lands there.
 */
export function modifierErrors(groups: readonly ModifierGroup[], choice: ModifierChoice): Record<number, number> {
  const errors: Record<number, number> = {};
  for (const group of groups) {
    if ((choice[group.id]?.length ?? 0) < group.min) errors[group.id] = group.min;
  }
  return errors;
}

/** The price of the chosen options (one of each), in minor units. */
export function modifiersTotal(groups: readonly ModifierGroup[], choice: ModifierChoice): number {
  let total = 0;
  for (const group of groups) {
    for (const id of choice[group.id] ?? []) total += group.options.find((o) => o.id === id)?.price ?? 0;
  }
  return total;
}
