// Reorder (issue 26): an old order's lines against today's menu and prices, as cart lines to add and
// the problems the customer is told about before the cart changes.
import type { CartModifier, NewCartPosition } from '../cart/types';
import type { Minor } from '../money/money';

/** A line of the past order, as the server stored it (price: one unit with its modifiers). */
export interface ReorderOrderLine {
  id: number;
  name: string;
  count: number;
  price: Minor;
  /** Options chosen per unit. */
  modifiers: readonly { id: number; name: string; count: number; price: Minor }[];
  /** `['DELIVERY_PRICE']` marks the delivery fee's line, which is never reordered. */
  specials?: readonly string[];
}

/** A position of today's menu for the chosen resto and delivery type. */
export interface ReorderMenuPosition {
  id: number;
  menuId: number;
  name: string;
  price: Minor;
  modifierGroupIds: readonly number[];
}

/** A modifier group of today's resto. */
export interface ReorderModifierGroup {
  id: number;
  options: readonly { id: number; name: string; price: Minor }[];
}

/** What the customer is told before the cart changes. */
export type ReorderProblem =
  /** The position is no longer sold (today, at today's resto, for today's delivery type). */
  | { kind: 'unavailable'; name: string }
  /** Options of the position are gone; the position comes without them. */
  | { kind: 'modifiers'; name: string; modifiers: string[] }
  /** The position's options must be chosen again (the server refused the old choice); left out. */
  | { kind: 'choose'; name: string }
  /** One unit costs another price today (with the options it keeps). */
  | { kind: 'price'; name: string; was: Minor; now: Minor }
  /** Today's address is served by another resto than the order's (`name`: today's). */
  | { kind: 'resto'; name: string };

/** Why the server refused a line of the reorder's preflight. */
export type ReorderRefusal = 'position' | 'modifiers';

/** Input of {@link planReorder}. */
export interface ReorderInput {
  order: { restoId: number; positions: readonly ReorderOrderLine[] };
  today: {
    restoId: number;
    restoName: string;
    positions: readonly ReorderMenuPosition[];
    modifierGroups: readonly ReorderModifierGroup[];
  };
  /** Lines the server refused, by the index of the order's line (see `ReorderPlan.sources`). */
  refused?: ReadonlyMap<number, ReorderRefusal>;
  /** Today's price of one unit as the server priced it, by the index of the order's line. */
  prices?: ReadonlyMap<number, Minor>;
}

/** What {@link planReorder} gives: the lines to put in the cart and the problems to name. */
export interface ReorderPlan {
  lines: NewCartPosition[];
  /** For each of `lines`, the index of the order's line it comes from. */
  sources: number[];
  problems: ReorderProblem[];
}

const sameName = (a: string, b: string) => a.trim().toLocaleLowerCase('ru') === b.trim().toLocaleLowerCase('ru');

/**
 * Diffs a past order against today's menu (spec §4 cart lines; issue 26 reorder): each line is found
 * by its position id, or at another resto by its name; a line not on today's menu, or refused by the
 * server, is left out and named; options gone from today's groups are dropped and named; a unit
 * price other than the order's (for the options kept) is named with both prices; another resto is
 * named first. Lines come at menu prices (the cart's preflight prices them).
 *
 * @example
 * const { lines, problems } = planReorder({ order, today: { restoId: 1, restoName: 'Тверская', positions, modifierGroups } });
 * problems; // [{ kind: 'unavailable', name: 'Поке с лососем' }]
 */
export function planReorder(input: ReorderInput): ReorderPlan {
  const { order, today } = input;
  const lines: NewCartPosition[] = [];
  const sources: number[] = [];
  const problems: ReorderProblem[] = [];
  if (order.restoId !== today.restoId) problems.push({ kind: 'resto', name: today.restoName });
  const byId = new Map(today.positions.map((position) => [position.id, position]));
  const groups = new Map(today.modifierGroups.map((group) => [group.id, group]));
  order.positions.forEach((line, index) => {
    if (line.id === 0 || line.specials?.includes('DELIVERY_PRICE')) return;
    const position =
      (order.restoId === today.restoId ? byId.get(line.id) : undefined) ??
      (order.restoId !== today.restoId ? today.positions.find((p) => sameName(p.name, line.name)) : undefined);
    const refusal = input.refused?.get(index);
    if (!position || refusal === 'position') return void problems.push({ kind: 'unavailable', name: line.name });
    if (refusal === 'modifiers') return void problems.push({ kind: 'choose', name: line.name });
    const modifiers: CartModifier[] = [];
    const gone: string[] = [];
    let oldUnit = line.price;
    for (const chosen of line.modifiers) {
      const groupId = position.modifierGroupIds.find((id) => groups.get(id)?.options.some((o) => o.id === chosen.id));
      const option = groupId === undefined ? undefined : groups.get(groupId)?.options.find((o) => o.id === chosen.id);
      if (groupId === undefined || !option) {
        gone.push(chosen.name);
        oldUnit -= chosen.price * chosen.count;
      } else modifiers.push({ id: option.id, groupId, count: chosen.count, price: option.price });
    }
    if (gone.length) problems.push({ kind: 'modifiers', name: line.name, modifiers: gone });
    const menuUnit = position.price + modifiers.reduce((sum, m) => sum + m.price * m.count, 0);
    const now = input.prices?.get(index) ?? menuUnit;
    if (now !== oldUnit) problems.push({ kind: 'price', name: line.name, was: oldUnit, now });
    lines.push({
      id: position.id,
      menuId: position.menuId,
      name: position.name,
      price: position.price,
      count: line.count,
      hasModifiers: position.modifierGroupIds.length > 0,
      modifiers,
    });
    sources.push(index);
  });
  return { lines, sources, problems };
}

/**
 * The order line a refused preflight points at: the server names the request's line in the error's
 * field (`/positions/2/id`: not sold, `/positions/2/modifiers`: options refused); mapped back
 * through `sources` to the order's line. Null when the refusal is about something else.
 *
 * @example
 * reorderRefusal('/positions/1/id', [0, 2]); // { index: 2, refusal: 'position' }
 */
export function reorderRefusal(
  field: string | undefined,
  sources: readonly number[],
): { index: number; refusal: ReorderRefusal } | null {
  const match = /^\/positions\/(\d+)\/(id|modifiers)/.exec(field ?? '');
  const index = match ? sources[Number(match[1])] : undefined;
  if (!match || index === undefined) return null;
  return { index, refusal: match[2] === 'id' ? 'position' : 'modifiers' };
}
