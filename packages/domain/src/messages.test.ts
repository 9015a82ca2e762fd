// Every word right (issue 29): each customer-visible text of the domain exists in Russian, English
// and Montenegrin (Latin script), for every message code.
import { describe, expect, it } from 'vitest';
import { CART_TOO_LARGE_MESSAGES, CART_TOO_LARGE_MESSAGES_CNR, CART_TOO_LARGE_MESSAGES_EN } from './cart/limits';
import { FORM_MESSAGES_CNR, FORM_MESSAGES_EN, FORM_MESSAGES_RU, GENERIC_MESSAGES } from './forms/messages';
import { LOCATION_MESSAGES, LOCATION_MESSAGES_CNR, LOCATION_MESSAGES_EN } from './location/messages';
import { CONFIRM_ADDRESS_POPUP, CONFIRM_ADDRESS_POPUP_CNR, CONFIRM_ADDRESS_POPUP_EN } from './location/save';
import {
  LOCATION_UNAVAILABLE_MESSAGES,
  LOCATION_UNAVAILABLE_MESSAGES_CNR,
  LOCATION_UNAVAILABLE_MESSAGES_EN,
} from './pay/city-offer';
import { CART_CONFLICT_POPUP, CART_CONFLICT_POPUP_CNR, CART_CONFLICT_POPUP_EN } from './preflight/errors';
import { PROMO_CODE_ERRORS } from './preflight/promo-code-messages';
import {
  CONDITION_WORDS,
  ORDER_SUM_MESSAGES,
  ORDER_SUM_MESSAGES_CNR,
  ORDER_SUM_MESSAGES_EN,
} from './thresholds/thresholds';

type Texts = Readonly<Record<string, string>>;

/** Each message table of the domain, by name, in its three languages. */
const TABLES: Record<string, { ru: Texts; en: Texts; cnr: Texts }> = {
  'form messages': { ru: FORM_MESSAGES_RU, en: FORM_MESSAGES_EN, cnr: FORM_MESSAGES_CNR },
  'generic rule messages': GENERIC_MESSAGES,
  'location messages': { ru: LOCATION_MESSAGES, en: LOCATION_MESSAGES_EN, cnr: LOCATION_MESSAGES_CNR },
  'unavailable city states': {
    ru: LOCATION_UNAVAILABLE_MESSAGES,
    en: LOCATION_UNAVAILABLE_MESSAGES_EN,
    cnr: LOCATION_UNAVAILABLE_MESSAGES_CNR,
  },
  'order sum messages': { ru: ORDER_SUM_MESSAGES, en: ORDER_SUM_MESSAGES_EN, cnr: ORDER_SUM_MESSAGES_CNR },
  'cart size messages': {
    ru: CART_TOO_LARGE_MESSAGES,
    en: CART_TOO_LARGE_MESSAGES_EN,
    cnr: CART_TOO_LARGE_MESSAGES_CNR,
  },
  'delivery conditions words': CONDITION_WORDS,
  "'Подтвердите адрес' popup": {
    ru: CONFIRM_ADDRESS_POPUP,
    en: CONFIRM_ADDRESS_POPUP_EN,
    cnr: CONFIRM_ADDRESS_POPUP_CNR,
  },
  "'Упс!' popup": { ru: CART_CONFLICT_POPUP, en: CART_CONFLICT_POPUP_EN, cnr: CART_CONFLICT_POPUP_CNR },
  'promo code errors': {
    ru: Object.fromEntries(Object.entries(PROMO_CODE_ERRORS).map(([code, m]) => [code, m.ru])),
    en: Object.fromEntries(Object.entries(PROMO_CODE_ERRORS).map(([code, m]) => [code, m.en])),
    cnr: Object.fromEntries(Object.entries(PROMO_CODE_ERRORS).map(([code, m]) => [code, m.cnr])),
  },
};

const CYRILLIC = /[\u0400-\u04ff]/;

describe('domain messages in ru, en and cnr', () => {
  it.each(Object.entries(TABLES))('%s: every code has its three texts', (_name, { ru, en, cnr }) => {
    const codes = Object.keys(ru).sort();
    expect(Object.keys(en).sort()).toEqual(codes);
    expect(Object.keys(cnr).sort()).toEqual(codes);
    for (const code of codes) {
      expect(ru[code]?.trim(), code).toBeTruthy();
      expect(en[code], code).not.toMatch(CYRILLIC);
      // Montenegrin is written in its Latin script.
      expect(cnr[code], code).not.toMatch(CYRILLIC);
      expect(en[code]?.trim(), code).toBeTruthy();
      expect(cnr[code]?.trim(), code).toBeTruthy();
    }
  });
});
