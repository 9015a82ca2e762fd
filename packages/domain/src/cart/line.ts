import type { Minor } from '../money/money';
import type { CartLineRef, CartPosition } from './types';

/**
 * A stable key of a cart line: id, menu and modifiers identify it (spec §4), so two lines of one
 * dish with different modifiers get their own keys, whatever the modifiers' order.
 *
 * @example
 * cartLineKey({ id: 7, menuId: 1, modifiers: [] }); // '7:1:'
 */
export function cartLineKey(line: Pick<CartPosition, 'id' | 'menuId' | 'modifiers'>): string {
  const modifiers = line.modifiers
    .map((m) => `${m.groupId}.${m.id}x${m.count}`)
    .sort()
    .join(',');
  return `${line.id}:${line.menuId}:${modifiers}`;
}

/**
 * The reference the cart's count and removal actions take for a line (spec §4: id, menu id and
 * modifiers).
 *
 * @example
 * dispatch(positionRemoved(cartLineRef(line)));
 */
export function cartLineRef(line: Pick<CartPosition, 'id' | 'menuId' | 'modifiers'>): CartLineRef {
  return {
    id: line.id,
    menuId: line.menuId,
    modifiers: line.modifiers.map(({ id, groupId, count }) => ({ id, groupId, count })),
  };
}

/**
 * What the server took off a line: every `calculated` of its discounts and promo codes.
 *
 * @example
 * lineDiscount({ discounts: [{ calculated: 5000 }], promoCodes: [] }); // 5000
 */
export function lineDiscount(line: Pick<CartPosition, 'discounts' | 'promoCodes'>): Minor {
  let discount = 0;
  for (const d of line.discounts) discount += d.calculated;
  for (const p of line.promoCodes) discount += p.calculated;
  return discount;
}

/**
 * A line's price as the cart shows it: what is payable after the server's discounts, and the sum
 * before them (to strike through) when a discount applies.
 *
 * @example
 * cartLinePrice({ sum: 50000, discounts: [{ calculated: 5000 }], promoCodes: [] }); // { payable: 45000, oldSum: 50000 }
 */
export function cartLinePrice(line: Pick<CartPosition, 'sum' | 'discounts' | 'promoCodes'>): {
  payable: Minor;
  oldSum: Minor | undefined;
} {
  const discount = lineDiscount(line);
  return { payable: Math.max(0, line.sum - discount), oldSum: discount > 0 ? line.sum : undefined };
}
