import type { CartLineRef, CartPosition } from '@tarelka/domain';

/**
 * A stable key of a cart line: id, menu and modifiers identify it (spec §4), so two lines of one
 * dish with different modifiers get their own keys.
 *
 * @example
 * lineKey({ id: 7, menuId: 1, modifiers: [] }); // '7:1:'
 */
export function lineKey(line: Pick<CartPosition, 'id' | 'menuId' | 'modifiers'>): string {
  const modifiers = [...line.modifiers]
    .map((m) => `${m.groupId}.${m.id}x${m.count}`)
    .sort()
    .join(',');
  return `${line.id}:${line.menuId}:${modifiers}`;
}

/** The reference the cart actions take for a line. */
export function lineRef(line: CartPosition): CartLineRef {
  return {
    id: line.id,
    menuId: line.menuId,
    modifiers: line.modifiers.map(({ id, groupId, count }) => ({ id, groupId, count })),
  };
}
