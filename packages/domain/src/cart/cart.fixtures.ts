import type { PreflightResponse } from '../preflight/types';
import type { CartModifier, CartPosition, NewCartPosition as NewItem } from './types';

/** A cart item to add: a plain dish by default. */
export function cartItem(overrides: Partial<NewItem> = {}): NewItem {
  return {
    id: 101,
    menuId: 1,
    name: 'Борщ',
    price: 39000,
    count: 1,
    hasModifiers: false,
    modifiers: [],
    ...overrides,
  };
}

/** A modifier: `count` × option `id` of group `groupId`. */
export function modifier(id: number, count = 1, price = 5000, groupId = 1): CartModifier {
  return { id, groupId, count, price };
}

/** A cart of `lines` distinct positions and a preflight answer for it (with a delivery line). */
export function repricingCase(lines: number): { cart: CartPosition[]; response: PreflightResponse } {
  const cart: CartPosition[] = Array.from({ length: lines }, (_, i) => ({
    id: 1000 + i,
    menuId: 1 + (i % 3),
    name: `Блюдо ${i}`,
    price: 10000 + i * 100,
    count: 1 + (i % 4),
    sum: (10000 + i * 100) * (1 + (i % 4)),
    hasModifiers: i % 5 === 0,
    modifiers: i % 5 === 0 ? [modifier(i, 1, 2000)] : [],
    discounts: [],
    promoCodes: [],
  }));
  const response: PreflightResponse = {
    positions: [
      ...cart.map((line) => ({
        id: line.id,
        sum: line.sum,
        discounts: [{ calculated: Math.floor(line.sum / 10) }],
        promoCodes: [],
        specials: [],
        payableAmount: line.sum - Math.floor(line.sum / 10),
      })),
      { id: 0, sum: 19900, discounts: [], promoCodes: [], specials: ['DELIVERY_PRICE'], payableAmount: 19900 },
    ],
    promoCode: 'SPRING',
    promoCodeMaxDiscountAmount: 50000,
    promoCodeMinOrderAmount: 100000,
  };
  return { cart, response };
}
