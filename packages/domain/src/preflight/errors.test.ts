import { describe, expect, it } from 'vitest';
import {
  CART_CONFLICT_POPUP,
  classifyCartCheckError,
  restoUnsupportedFeature,
  restoUnsupportedFeatureCode,
} from './errors';
import { isPromoCodeErrorCode, PROMO_CODE_ERROR_CODES } from './promo-code-codes';
import { PROMO_CODE_ERRORS, promoCodeErrorMessage } from './promo-code-messages';

describe('classifyCartCheckError', () => {
  it('treats the order sum range error as valid with no message', () => {
    expect(classifyCartCheckError({ code: 'delivery.order-sum-not-enough.range', message: 'Мало' })).toEqual({
      valid: true,
      message: null,
      clearPromoCode: false,
    });
  });

  it("fails on a position not found in the resto, so the 'Упс!' popup opens", () => {
    expect(classifyCartCheckError({ code: 'person-order.position-not-found-in-resto', message: 'x' })).toEqual({
      valid: false,
      reason: 'POSITIONS_NOT_AVAILABLE',
    });
    expect(CART_CONFLICT_POPUP).toEqual({
      title: 'Упс!',
      text: 'Некоторые блюда не доставляются по новому адресу. Изменить адрес и очистить корзину?',
    });
  });

  it('clears the promo code on an invalid delivery type', () => {
    expect(classifyCartCheckError({ code: 'promo-code.invalid-delivery-type', message: 'x' })).toEqual({
      valid: true,
      message: null,
      clearPromoCode: true,
    });
  });

  it('keeps other codes valid with their message, unless listed as cleared', () => {
    expect(classifyCartCheckError({ code: 'something.else', message: 'Что-то' })).toEqual({
      valid: true,
      message: 'Что-то',
      clearPromoCode: false,
    });
    expect(classifyCartCheckError({ code: 'something.else', message: 'Что-то' }, ['something.else'])).toMatchObject({
      message: null,
    });
    expect(classifyCartCheckError(null)).toEqual({ valid: true, message: null, clearPromoCode: false });
  });
});

describe('promo code errors', () => {
  it('maps every spec code to a key and text, the first in the spec wording', () => {
    expect(promoCodeErrorMessage('promo-code.not-found')).toEqual({
      key: 'promoCode.errors.notFound',
      ru: 'Промокод не найден',
      en: 'Promo code not found',
      cnr: 'Promo kod nije pronađen',
      ruFromSpec: true,
    });
    expect(promoCodeErrorMessage('hour-not-active')?.key).toBe('promoCode.errors.hourNotActive');
    expect(Object.keys(PROMO_CODE_ERRORS)).toEqual([...PROMO_CODE_ERROR_CODES]);
    expect(PROMO_CODE_ERROR_CODES.every(isPromoCodeErrorCode)).toBe(true);
    expect(isPromoCodeErrorCode('delivery.order-sum-not-enough.range')).toBe(false);
    expect(isPromoCodeErrorCode('not-found')).toBe(false);
    expect(isPromoCodeErrorCode(null)).toBe(false);
    expect(promoCodeErrorMessage('promo-code.toString')).toBeNull();
    expect(promoCodeErrorMessage('delivery.order-sum-not-enough.range')).toBeNull();
  });
});

describe('resto unsupported features', () => {
  it('decodes the six codes and encodes them back', () => {
    expect(restoUnsupportedFeature('resto.doesnt-support-delivery-online-pay')).toEqual({
      deliveryType: 'DELIVERY',
      payType: 'CARD_ONLINE',
    });
    expect(restoUnsupportedFeature('resto.doesnt-support-takeaway-online')).toEqual({
      deliveryType: 'TAKE_AWAY',
      payType: 'CARD_ONLINE',
    });
    expect(restoUnsupportedFeature('resto.unknown')).toBeNull();
    for (const dt of ['DELIVERY', 'TAKE_AWAY'] as const) {
      for (const pt of ['CARD_ONLINE', 'CARD_UPON_RECEIPT', 'CASH_UPON_RECEIPT'] as const) {
        expect(restoUnsupportedFeature(restoUnsupportedFeatureCode(dt, pt))).toEqual({ deliveryType: dt, payType: pt });
      }
    }
  });
});
