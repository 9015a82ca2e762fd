import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addToCart,
  applyPreflightResponse,
  atMenuPrices,
  cartTotals,
  clearCart,
  getDeliveryPrice,
  isCartEmpty,
  orderTotal,
  removeFromCart,
  setCartPositionCount,
  toPreflightPositions,
  unitPrice,
} from './cart';
import { cartItem, modifier, repricingCase } from './cart.fixtures';
import type { CartPosition } from './types';

describe('addToCart', () => {
  it('adds a new line with its sum', () => {
    const cart = addToCart([], cartItem({ count: 2 }));
    expect(cart).toHaveLength(1);
    expect(cart[0]).toMatchObject({ id: 101, count: 2, sum: 78000, discounts: [], promoCodes: [] });
  });

  it('increases the count of the same position instead of adding a line', () => {
    const cart = addToCart(addToCart([], cartItem()), cartItem({ count: 2 }));
    expect(cart).toHaveLength(1);
    expect(cart[0]).toMatchObject({ count: 3, sum: 117000 });
  });

  it('merges a position with modifiers only when the modifiers are the same, in any order', () => {
    const pizza = (mods: ReturnType<typeof modifier>[]) =>
      cartItem({ id: 7, name: 'Пицца', price: 59000, hasModifiers: true, modifiers: mods });
    let cart = addToCart([], pizza([modifier(1), modifier(2, 2)]));
    cart = addToCart(cart, pizza([modifier(2, 2), modifier(1)]));
    expect(cart).toHaveLength(1);
    expect(cart[0]).toMatchObject({ count: 2, sum: 2 * (59000 + 5000 + 10000) });
    cart = addToCart(cart, pizza([modifier(1)]));
    expect(cart).toHaveLength(2);
  });

  it('does not change the cart it was given', () => {
    const before = addToCart([], cartItem());
    const snapshot = structuredClone(before);
    addToCart(before, cartItem());
    expect(before).toEqual(snapshot);
  });

  it('refuses a count below 1 as a bug', () => {
    expect(() => addToCart([], cartItem({ count: 0 }))).toThrow(RangeError);
    expect(() => addToCart([], cartItem({ count: 1.5 }))).toThrow(RangeError);
  });
});

describe('setCartPositionCount', () => {
  it('recomputes the sum with modifiers', () => {
    const cart = addToCart([], cartItem({ hasModifiers: true, modifiers: [modifier(1, 2, 3000)] }));
    const next = setCartPositionCount(cart, { id: 101, menuId: 1, modifiers: [modifier(1, 2, 3000)] }, 4);
    expect(next[0]).toMatchObject({ count: 4, sum: 4 * (39000 + 6000) });
  });

  it('removes the line at 0 and ignores a line that is not there', () => {
    const cart = addToCart([], cartItem());
    expect(setCartPositionCount(cart, { id: 101, menuId: 1 }, 0)).toEqual([]);
    expect(setCartPositionCount(cart, { id: 999, menuId: 1 }, 3)).toEqual(cart);
  });
});

describe('removeFromCart', () => {
  it('matches id, menu id and modifiers', () => {
    let cart = addToCart([], cartItem({ hasModifiers: true, modifiers: [modifier(1)] }));
    cart = addToCart(cart, cartItem({ hasModifiers: true, modifiers: [modifier(2)] }));
    expect(removeFromCart(cart, { id: 101, menuId: 2, modifiers: [modifier(1)] })).toHaveLength(2);
    const left = removeFromCart(cart, { id: 101, menuId: 1, modifiers: [modifier(1)] });
    expect(left).toHaveLength(1);
    expect(left[0]?.modifiers).toEqual([modifier(2)]);
  });
});

describe('clearCart / isCartEmpty / cartTotals', () => {
  it('is empty when the total count is 0', () => {
    expect(isCartEmpty(clearCart())).toBe(true);
    expect(isCartEmpty([{ count: 0 }, { count: 0 }])).toBe(true);
    expect(isCartEmpty(addToCart([], cartItem()))).toBe(false);
  });

  it('totals counts, sums and the discounts the server calculated', () => {
    const { cart, response } = repricingCase(3);
    const { positions } = applyPreflightResponse(cart, response);
    const totals = cartTotals(positions);
    const sum = cart.reduce((s, l) => s + l.sum, 0);
    const discount = cart.reduce((s, l) => s + Math.floor(l.sum / 10), 0);
    expect(totals).toEqual({ count: 1 + 2 + 3, sum, discount, total: sum - discount });
    expect(cartTotals([])).toEqual({ count: 0, sum: 0, discount: 0, total: 0 });
  });

  it('computes the unit price with modifiers', () => {
    expect(unitPrice({ price: 39000, modifiers: [modifier(1, 2, 5000), modifier(2, 1, 1000)] })).toBe(50000);
  });
});

describe('preflight', () => {
  it('takes the delivery price from the DELIVERY_PRICE position, else 0', () => {
    const { response } = repricingCase(2);
    expect(getDeliveryPrice(response.positions)).toBe(19900);
    expect(getDeliveryPrice(response.positions.filter((p) => !p.specials?.includes('DELIVERY_PRICE')))).toBe(0);
  });

  it('adds the delivery price to the order total for DELIVERY only', () => {
    expect(orderTotal({ cartTotal: 120000, deliveryType: 'DELIVERY', deliveryPrice: 19900 })).toBe(139900);
    expect(orderTotal({ cartTotal: 120000, deliveryType: 'TAKE_AWAY', deliveryPrice: 19900 })).toBe(120000);
  });

  it('updates discounts, promo codes and sums and sets the promo state', () => {
    const { cart, response } = repricingCase(4);
    const applied = applyPreflightResponse(cart, response);
    expect(applied.deliveryPrice).toBe(19900);
    expect(applied.promoCode).toEqual({
      active: true,
      code: 'SPRING',
      maxDiscountAmount: 50000,
      minOrderAmount: 100000,
    });
    expect(applied.positions[1]?.discounts).toEqual([{ calculated: Math.floor(cart[1]!.sum / 10) }]);
    expect(applied.positions).toHaveLength(4);
  });

  it('gives two lines of one position their own answers, in order', () => {
    let cart = addToCart([], cartItem({ hasModifiers: true, modifiers: [modifier(1)] }));
    cart = addToCart(cart, cartItem({ hasModifiers: true, modifiers: [modifier(2)] }));
    const answer = (sum: number) => ({ id: 101, sum, discounts: [], promoCodes: [], specials: [], payableAmount: sum });
    const applied = applyPreflightResponse(cart, { positions: [answer(1), answer(2)] });
    expect(applied.positions.map((l) => l.sum)).toEqual([1, 2]);
    expect(applied.promoCode).toEqual({ active: false, code: null, maxDiscountAmount: null, minOrderAmount: null });
  });

  it('falls back to menu prices: sums from price, modifiers and count, no discounts or promo codes', () => {
    const { cart, response } = repricingCase(3);
    const priced = applyPreflightResponse(cart, response).positions;
    const menu = atMenuPrices(priced);
    expect(menu.map((l) => l.sum)).toEqual(cart.map((l) => unitPrice(l) * l.count));
    expect(cartTotals(menu)).toMatchObject({
      discount: 0,
      total: cart.reduce((s, l) => s + unitPrice(l) * l.count, 0),
    });
    expect(menu.every((l) => l.discounts.length === 0 && l.promoCodes.length === 0)).toBe(true);
  });

  it('keeps lines the server did not return', () => {
    const cart = addToCart([], cartItem());
    expect(applyPreflightResponse(cart, { positions: [] }).positions).toEqual(cart);
  });

  it('builds the request positions', () => {
    const cart = addToCart([], cartItem());
    expect(toPreflightPositions(cart)).toEqual([
      { count: 1, id: 101, modifiers: [], name: 'Борщ', price: 39000, sum: 39000 },
    ]);
  });
});

describe('cart algebra (properties)', () => {
  const arbModifiers = fc.uniqueArray(
    fc.record({
      id: fc.integer({ min: 1, max: 4 }),
      groupId: fc.constant(1),
      count: fc.integer({ min: 1, max: 3 }),
      price: fc.integer({ min: 0, max: 10000 }),
    }),
    { selector: (m) => m.id, maxLength: 3 },
  );
  const arbItem = fc
    .record({
      id: fc.integer({ min: 1, max: 6 }),
      count: fc.integer({ min: 1, max: 5 }),
      modifiers: arbModifiers,
    })
    .map(({ id, count, modifiers }) =>
      // A position's price, menu and modifier prices are its own: derive them from the id.
      cartItem({
        id,
        menuId: 1,
        price: id * 1000,
        count,
        hasModifiers: id % 2 === 0,
        modifiers: id % 2 === 0 ? modifiers.map((m) => ({ ...m, price: m.id * 100 })) : [],
      }),
    );
  const build = (items: ReturnType<typeof cartItem>[]) => items.reduce<CartPosition[]>((c, i) => addToCart(c, i), []);
  const byKey = (cart: CartPosition[]) =>
    cart
      .map(
        (l) =>
          `${l.id}|${[...l.modifiers]
            .map((m) => `${m.id}x${m.count}`)
            .sort()
            .join(',')}|${l.count}|${l.sum}`,
      )
      .sort();

  it('add then remove of a new line gives the cart back', () => {
    fc.assert(
      fc.property(fc.array(arbItem, { maxLength: 12 }), arbItem, (items, item) => {
        const cart = build(items);
        const fresh = { ...item, id: 100 };
        expect(removeFromCart(addToCart(cart, fresh), fresh)).toEqual(cart);
      }),
    );
  });

  it('add then setting the count back gives the cart back', () => {
    fc.assert(
      fc.property(fc.array(arbItem, { minLength: 1, maxLength: 12 }), fc.nat(), (items, pick) => {
        const cart = build(items);
        const line = cart[pick % cart.length]!;
        const added = addToCart(cart, { ...line, count: 2 });
        expect(setCartPositionCount(added, line, line.count)).toEqual(cart);
      }),
    );
  });

  it('totals equal the sum of line sums and counts', () => {
    fc.assert(
      fc.property(fc.array(arbItem, { maxLength: 20 }), (items) => {
        const cart = build(items);
        const totals = cartTotals(cart);
        expect(totals.sum).toBe(cart.reduce((s, l) => s + l.sum, 0));
        expect(totals.count).toBe(items.reduce((s, i) => s + i.count, 0));
        expect(isCartEmpty(cart)).toBe(items.length === 0);
      }),
    );
  });

  it('merging is order-independent', () => {
    fc.assert(
      fc.property(
        fc
          .array(arbItem, { maxLength: 15 })
          .chain((items) =>
            fc.tuple(
              fc.constant(items),
              fc.shuffledSubarray(items, { minLength: items.length, maxLength: items.length }),
            ),
          ),
        ([items, shuffled]) => {
          const a = build(items);
          const b = build(shuffled);
          expect(byKey(a)).toEqual(byKey(b));
          expect(cartTotals(a)).toEqual(cartTotals(b));
        },
      ),
    );
  });
});
