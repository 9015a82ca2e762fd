import { describe, expect, it } from 'vitest';
import { cartLineKey, cartLinePrice, cartLineRef, lineDiscount } from './line';

describe('cart lines', () => {
  it('keys lines of one dish with different modifiers apart and ignores modifier order', () => {
    const a = cartLineKey({
      id: 7,
      menuId: 1,
      modifiers: [
        { id: 2, groupId: 1, count: 1, price: 0 },
        { id: 3, groupId: 1, count: 1, price: 0 },
      ],
    });
    const b = cartLineKey({
      id: 7,
      menuId: 1,
      modifiers: [
        { id: 3, groupId: 1, count: 1, price: 0 },
        { id: 2, groupId: 1, count: 1, price: 0 },
      ],
    });
    expect(a).toBe(b);
    expect(a).not.toBe(cartLineKey({ id: 7, menuId: 1, modifiers: [] }));
  });

  it("refers to a line by id, menu and modifiers, without the modifiers' prices", () => {
    expect(cartLineRef({ id: 7, menuId: 1, modifiers: [{ id: 2, groupId: 1, count: 2, price: 5000 }] })).toEqual({
      id: 7,
      menuId: 1,
      modifiers: [{ id: 2, groupId: 1, count: 2 }],
    });
  });

  it('adds up the discounts and promo codes of a line, and strikes the old sum only when one applies', () => {
    const line = { sum: 50000, discounts: [{ calculated: 3000 }], promoCodes: [{ calculated: 2000 }] };
    expect(lineDiscount(line)).toBe(5000);
    expect(cartLinePrice(line)).toEqual({ payable: 45000, oldSum: 50000 });
    expect(cartLinePrice({ sum: 50000, discounts: [], promoCodes: [] })).toEqual({ payable: 50000, oldSum: undefined });
    expect(cartLinePrice({ sum: 1000, discounts: [{ calculated: 3000 }], promoCodes: [] }).payable).toBe(0);
  });
});
