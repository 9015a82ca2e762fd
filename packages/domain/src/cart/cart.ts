import type { Minor } from '../money/money';
import type { PreflightRequestPosition, PreflightResponse, PreflightResponsePosition } from '../preflight/types';
import { DELIVERY_PRICE_SPECIAL } from '../preflight/types';
import { lineDiscount } from './line';
import type { CartLineRef, CartModifier, CartPosition, CartTotals, NewCartPosition, PromoCodeState } from './types';

type ModifierKey = Pick<CartModifier, 'id' | 'groupId' | 'count'>;

function sameModifiers(a: readonly ModifierKey[] = [], b: readonly ModifierKey[] = []): boolean {
  if (a.length !== b.length) return false;
  if (a.length === 0) return true;
  const key = (m: ModifierKey) => `${m.groupId}:${m.id}:${m.count}`;
  const left = a.map(key).sort();
  const right = b.map(key).sort();
  return left.every((k, i) => k === right[i]);
}

/**
 * The price of one unit with its modifiers: price + Σ modifier price × modifier count.
 *
 * @example
 * unitPrice({ price: 39000, modifiers: [{ id: 1, groupId: 1, count: 2, price: 5000 }] }); // 49000
 */
export function unitPrice(position: Pick<CartPosition, 'price' | 'modifiers'>): Minor {
  let total = position.price;
  for (const m of position.modifiers) total += m.price * m.count;
  return total;
}

function withCount(position: CartPosition, count: number): CartPosition {
  return { ...position, count, sum: unitPrice(position) * count };
}

function assertCount(count: number): void {
  if (!Number.isInteger(count) || count < 0)
    throw new RangeError(`A cart count must be a whole number ≥ 0, got ${count}`);
}

/** Whether `line` is the line `ref` points at (spec §4 removal: id, menu id and modifiers). */
function matchesRef(line: CartPosition, ref: CartLineRef): boolean {
  return line.id === ref.id && line.menuId === ref.menuId && sameModifiers(line.modifiers, ref.modifiers);
}

/**
 * Adds a position (spec §4): when a line has the same id (and, for positions with modifiers, the
 * same modifiers in any order) its count grows; otherwise a new line is appended. The sum is
 * recomputed from price, modifiers and count. Returns a new array.
 *
 * @example
 * let cart = addToCart([], { id: 7, menuId: 1, name: 'Борщ', price: 39000, count: 1, hasModifiers: false, modifiers: [] });
 * cart = addToCart(cart, { id: 7, menuId: 1, name: 'Борщ', price: 39000, count: 2, hasModifiers: false, modifiers: [] });
 * cart[0]?.count; // 3
 */
export function addToCart(positions: readonly CartPosition[], item: NewCartPosition): CartPosition[] {
  if (!Number.isInteger(item.count) || item.count < 1) {
    throw new RangeError(`Adding to the cart needs a whole count ≥ 1, got ${item.count}`);
  }
  const at = positions.findIndex(
    (line) => line.id === item.id && (!item.hasModifiers || sameModifiers(line.modifiers, item.modifiers)),
  );
  if (at === -1) {
    const line: CartPosition = {
      ...item,
      discounts: item.discounts ?? [],
      promoCodes: item.promoCodes ?? [],
      sum: unitPrice(item) * item.count,
    };
    return [...positions, line];
  }
  const next = positions.slice();
  const line = next[at]!;
  next[at] = withCount(line, line.count + item.count);
  return next;
}

/**
 * Sets the count of a line and recomputes its sum (spec §4). A count of 0 removes the line; a
 * line that is not in the cart leaves the cart unchanged. Returns a new array.
 *
 * @example
 * setCartPositionCount(cart, { id: 7, menuId: 1 }, 5)[0]?.sum; // 5 × unit price
 */
export function setCartPositionCount(
  positions: readonly CartPosition[],
  ref: CartLineRef,
  count: number,
): CartPosition[] {
  assertCount(count);
  if (count === 0) return removeFromCart(positions, ref);
  return positions.map((line) => (matchesRef(line, ref) ? withCount(line, count) : line));
}

/**
 * The cart at menu prices: every line's sum is (price + modifiers) × count, without the server's
 * discounts and promo codes. What the cart shows when no successful preflight priced it as it is
 * now (a change not yet priced, or a refused preflight). Returns a new array.
 *
 * @example
 * atMenuPrices(cart)[0]?.discounts; // []
 */
export function atMenuPrices(positions: readonly CartPosition[]): CartPosition[] {
  return positions.map((line) => ({ ...line, sum: unitPrice(line) * line.count, discounts: [], promoCodes: [] }));
}

/**
 * Removes the line matching id, menu id and modifiers (spec §4). Returns a new array.
 *
 * @example
 * removeFromCart(cart, { id: 7, menuId: 1, modifiers: [] });
 */
export function removeFromCart(positions: readonly CartPosition[], ref: CartLineRef): CartPosition[] {
  return positions.filter((line) => !matchesRef(line, ref));
}

/**
 * An empty cart (spec §4: the cart can be cleared).
 *
 * @example
 * clearCart(); // []
 */
export function clearCart(): CartPosition[] {
  return [];
}

/**
 * Whether the cart is empty: its total count is 0 (spec §4), so lines left at count 0 count as
 * empty too.
 *
 * @example
 * isCartEmpty([]); // true
 */
export function isCartEmpty(positions: readonly Pick<CartPosition, 'count'>[]): boolean {
  for (const line of positions) if (line.count > 0) return false;
  return true;
}

/**
 * The cart's totals: units, sum of line sums, discounts (every `calculated` of discounts and promo
 * codes) and what is payable for the positions.
 *
 * @example
 * const { count, total } = cartTotals(cart);
 */
export function cartTotals(positions: readonly CartPosition[]): CartTotals {
  let count = 0;
  let sum = 0;
  let discount = 0;
  for (const line of positions) {
    count += line.count;
    sum += line.sum;
    discount += lineDiscount(line);
  }
  return { count, sum, discount, total: Math.max(0, sum - discount) };
}

/**
 * The delivery price from a preflight (spec §4): the payableAmount of the position flagged
 * DELIVERY_PRICE, else 0.
 *
 * @example
 * getDeliveryPrice(response.positions); // 19900
 */
export function getDeliveryPrice(positions: readonly PreflightResponsePosition[]): Minor {
  for (const p of positions) if (p.specials?.includes(DELIVERY_PRICE_SPECIAL)) return p.payableAmount;
  return 0;
}

/**
 * The order total (spec §4): the cart total, plus the delivery price for DELIVERY.
 *
 * @example
 * orderTotal({ cartTotal: 120000, deliveryType: 'DELIVERY', deliveryPrice: 19900 }); // 139900
 * orderTotal({ cartTotal: 120000, deliveryType: 'TAKE_AWAY', deliveryPrice: 19900 }); // 120000
 */
export function orderTotal(input: {
  cartTotal: Minor;
  deliveryType: 'DELIVERY' | 'TAKE_AWAY';
  deliveryPrice: Minor;
}): Minor {
  return input.deliveryType === 'DELIVERY' ? input.cartTotal + input.deliveryPrice : input.cartTotal;
}

/** What {@link applyPreflightResponse} gives back. */
export interface AppliedPreflight {
  positions: CartPosition[];
  promoCode: PromoCodeState;
  deliveryPrice: Minor;
}

/**
 * Applies a preflight response to the cart (spec §4): each line takes the server's sum,
 * discounts and promo codes (lines are matched to response positions by id, in order, so two
 * lines of one position with different modifiers take their own answers); the promo state is set;
 * the delivery price comes from the DELIVERY_PRICE position. Lines the server did not return keep
 * their values.
 *
 * @example
 * const { positions, promoCode, deliveryPrice } = applyPreflightResponse(cart, response);
 */
export function applyPreflightResponse(
  positions: readonly CartPosition[],
  response: PreflightResponse,
): AppliedPreflight {
  const queues = new Map<number, PreflightResponsePosition[]>();
  for (const p of response.positions) {
    if (p.specials?.includes(DELIVERY_PRICE_SPECIAL)) continue;
    const queue = queues.get(p.id);
    if (queue) queue.push(p);
    else queues.set(p.id, [p]);
  }
  const taken = new Map<number, number>();
  const next = positions.map((line) => {
    const queue = queues.get(line.id);
    const i = taken.get(line.id) ?? 0;
    const answer = queue?.[i];
    if (!answer) return line;
    taken.set(line.id, i + 1);
    return { ...line, sum: answer.sum, discounts: answer.discounts, promoCodes: answer.promoCodes };
  });
  const code = response.promoCode ? response.promoCode : null;
  return {
    positions: next,
    promoCode: {
      active: code !== null,
      code,
      maxDiscountAmount: response.promoCodeMaxDiscountAmount ?? null,
      minOrderAmount: response.promoCodeMinOrderAmount ?? null,
    },
    deliveryPrice: getDeliveryPrice(response.positions),
  };
}

/**
 * The preflight request positions for a cart (spec §3).
 *
 * @example
 * const request = { deliveryType: 'TAKE_AWAY', restoId: 3, positions: toPreflightPositions(cart) };
 */
export function toPreflightPositions(positions: readonly CartPosition[]): PreflightRequestPosition[] {
  return positions.map(({ count, id, modifiers, name, price, sum }) => ({ count, id, modifiers, name, price, sum }));
}
