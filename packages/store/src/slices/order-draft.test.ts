import { describe, expect, it } from 'vitest';
import { createTestStore } from '../testing/factories';
import { preflightFailed, preflightSucceeded } from './cart';
import { locationCommitted } from './location';
import { personCountChanged, promoCodeSubmitted, selectPromoCode, selectPromoCodeError } from './order-draft';

const priced = {
  positions: [],
  promoCode: 'WELCOME10',
  promoCodeMaxDiscountAmount: 50000,
  promoCodeMinOrderAmount: 0,
  subtotal: 0,
  discountTotal: 0,
  deliveryPrice: 0,
  total: 0,
  zoneId: null,
  deliveryTime: null,
};

describe('order draft slice', () => {
  it('activates a submitted promo code when the server applies it', () => {
    const store = createTestStore();
    store.dispatch(promoCodeSubmitted('  WELCOME10 '));
    expect(selectPromoCode(store.getState())).toMatchObject({ active: false, code: 'WELCOME10' });
    store.dispatch(preflightSucceeded(priced));
    expect(selectPromoCode(store.getState())).toEqual({
      active: true,
      code: 'WELCOME10',
      maxDiscountAmount: 50000,
      minOrderAmount: 0,
    });
  });

  it('keeps a refused code with its error, inactive, while the cart is priced again without it', () => {
    const store = createTestStore();
    store.dispatch(promoCodeSubmitted('NOPE'));
    store.dispatch(preflightFailed({ code: 'promo-code.not-found', message: 'Промокод не найден' }));
    store.dispatch(preflightSucceeded({ ...priced, promoCode: null }));
    expect(selectPromoCode(store.getState())).toMatchObject({ active: false, code: 'NOPE' });
    expect(selectPromoCodeError(store.getState())).toEqual({
      code: 'promo-code.not-found',
      message: 'Промокод не найден',
    });
  });

  it('clears the promo code and its error on promo-code.invalid-delivery-type', () => {
    const store = createTestStore();
    store.dispatch(promoCodeSubmitted('DOSTAVKA15'));
    store.dispatch(preflightSucceeded({ ...priced, promoCode: 'DOSTAVKA15' }));
    store.dispatch(preflightFailed({ code: 'promo-code.invalid-delivery-type', message: 'invalid' }));
    expect(selectPromoCode(store.getState())).toEqual({
      active: false,
      code: null,
      maxDiscountAmount: null,
      minOrderAmount: null,
    });
    expect(selectPromoCodeError(store.getState())).toBeNull();
  });

  it('takes the pay type the save flow kept or reset, and refuses a person count below 1', () => {
    const store = createTestStore();
    store.dispatch(
      locationCommitted({
        cityId: 1,
        deliveryType: 'TAKE_AWAY',
        restoId: 2,
        deliveryPlace: null,
        payType: 'CASH_UPON_RECEIPT',
      }),
    );
    store.dispatch(personCountChanged(0));
    expect(store.getState().orderDraft).toMatchObject({ payType: 'CASH_UPON_RECEIPT', personCount: 1 });
  });
});
