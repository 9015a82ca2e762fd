import { describe, expect, it } from 'vitest';
import { cartItem, createTestStore } from '../testing/factories';
import {
  cartCleared,
  positionAdded,
  positionCountChanged,
  positionRemoved,
  preflightFailed,
  preflightSucceeded,
  selectCartCount,
  selectIsCartEmpty,
} from './cart';
import { selectCartTotals, selectPricedCart } from '../selectors';

const withCheese = { id: 71, groupId: 7, count: 1, price: 5000 };

/** The server's answer for 2 × Нигири with a 10 % promotion. */
const nigiriAnswer = {
  id: 1025,
  name: 'Нигири',
  count: 2,
  price: 26000,
  sum: 52000,
  modifiers: [],
  discounts: [{ id: 1, name: 'Акция', calculated: 5200 }],
  promoCodes: [],
  specials: [] as 'DELIVERY_PRICE'[],
  payableAmount: 46800,
};

describe('cart slice', () => {
  it('merges a position already in the cart and keeps different modifiers apart', () => {
    const store = createTestStore();
    store.dispatch(positionAdded(cartItem()));
    store.dispatch(positionAdded(cartItem({ count: 2 })));
    store.dispatch(
      positionAdded(
        cartItem({ id: 1001, name: 'Маргарита', price: 54900, hasModifiers: true, modifiers: [withCheese] }),
      ),
    );
    store.dispatch(
      positionAdded(cartItem({ id: 1001, name: 'Маргарита', price: 54900, hasModifiers: true, modifiers: [] })),
    );
    const { positions } = store.getState().cart;
    expect(positions.map(({ id, count, sum }) => ({ id, count, sum }))).toEqual([
      { id: 1025, count: 3, sum: 78000 },
      { id: 1001, count: 1, sum: 59900 },
      { id: 1001, count: 1, sum: 54900 },
    ]);
    expect(selectCartCount(store.getState())).toBe(5);
    expect(selectCartTotals(store.getState())).toMatchObject({ count: 5, sum: 192800 });
  });

  it('recomputes the sum on a count change, removes a line on 0 and by id, menu and modifiers', () => {
    const store = createTestStore();
    store.dispatch(positionAdded(cartItem()));
    store.dispatch(positionAdded(cartItem({ id: 1001, price: 54900, hasModifiers: true, modifiers: [withCheese] })));
    store.dispatch(positionCountChanged({ line: { id: 1025, menuId: 1, modifiers: [] }, count: 4 }));
    expect(store.getState().cart.positions[0]).toMatchObject({ count: 4, sum: 104000 });
    store.dispatch(positionRemoved({ id: 1001, menuId: 1, modifiers: [] }));
    expect(store.getState().cart.positions).toHaveLength(2);
    store.dispatch(positionRemoved({ id: 1001, menuId: 1, modifiers: [withCheese] }));
    store.dispatch(positionCountChanged({ line: { id: 1025, menuId: 1, modifiers: [] }, count: 0 }));
    expect(selectIsCartEmpty(store.getState())).toBe(true);
  });

  it("takes the server's sums, discounts and delivery price from a preflight, for the request it answered", () => {
    const store = createTestStore();
    store.dispatch(positionAdded(cartItem({ count: 2 })));
    store.dispatch(
      preflightSucceeded(
        {
          positions: [
            nigiriAnswer,
            {
              id: 0,
              name: 'Доставка',
              count: 1,
              price: 24900,
              sum: 24900,
              modifiers: [],
              discounts: [],
              promoCodes: [],
              specials: ['DELIVERY_PRICE'],
              payableAmount: 24900,
            },
          ],
          promoCode: null,
          promoCodeMaxDiscountAmount: null,
          promoCodeMinOrderAmount: null,
          subtotal: 52000,
          discountTotal: 5200,
          deliveryPrice: 24900,
          total: 71700,
          zoneId: 1,
          deliveryTime: 40,
        },
        'key of the request',
      ),
    );
    const state = store.getState();
    expect(state.cart.pricing).toEqual({
      status: 'fulfilled',
      deliveryPrice: 24900,
      errorMessage: null,
      errorCode: null,
      pricedFor: 'key of the request',
    });
    expect(state.cart.positions[0]).toMatchObject({ sum: 52000, discounts: [{ calculated: 5200 }] });
    // No location saved: the answer priced another cart than this one, so none of it is shown.
    expect(selectPricedCart(state)).toMatchObject({ status: 'unpriced', deliveryPrice: null });
    expect(selectCartTotals(state)).toMatchObject({ discount: 0, total: 52000 });
  });

  it('keeps the first message of a failed preflight, and clears everything on cartCleared', () => {
    const store = createTestStore();
    store.dispatch(positionAdded(cartItem()));
    store.dispatch(
      preflightFailed({ code: 'delivery.order-sum-not-enough.range', message: 'Минимальная сумма заказа 1 000 ₽' }),
    );
    expect(store.getState().cart.pricing).toMatchObject({
      status: 'rejected',
      errorMessage: 'Минимальная сумма заказа 1 000 ₽',
    });
    store.dispatch(cartCleared());
    expect(store.getState().cart).toEqual({
      positions: [],
      pricing: { status: 'idle', deliveryPrice: 0, errorMessage: null, errorCode: null },
    });
  });

  it('falls back to menu prices on a refusal, and keeps the last answer on a refused promo code', () => {
    const store = createTestStore();
    store.dispatch(positionAdded(cartItem({ count: 2 })));
    const response = {
      positions: [nigiriAnswer],
      promoCode: null,
      promoCodeMaxDiscountAmount: null,
      promoCodeMinOrderAmount: null,
      subtotal: 52000,
      discountTotal: 5200,
      deliveryPrice: 0,
      total: 46800,
      zoneId: null,
      deliveryTime: null,
    };
    store.dispatch(preflightSucceeded(response, 'A'));
    store.dispatch(preflightFailed({ code: 'promo-code.not-found', message: 'Промокод не найден', key: 'A+code' }));
    expect(store.getState().cart.pricing).toMatchObject({ pricedFor: 'A', refusedFor: 'A+code' });
    expect(store.getState().cart.positions[0]!.discounts).toHaveLength(1);
    store.dispatch(
      preflightFailed({
        code: 'delivery.order-sum-not-enough.range',
        message: 'Минимальная…',
        orderSum: 46800,
        key: 'A',
      }),
    );
    expect(store.getState().cart.pricing).toMatchObject({ pricedFor: null, refusedFor: 'A', errorOrderSum: 46800 });
    expect(store.getState().cart.positions[0]).toMatchObject({ sum: 52000, discounts: [], promoCodes: [] });
  });
});
