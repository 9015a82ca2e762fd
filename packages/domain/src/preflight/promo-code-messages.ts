// The display texts of the promo code errors: a module of their own, so that a bundle which only
// tells the codes apart (`isPromoCodeErrorCode` in promo-code-codes.ts, on every page) does not carry them.
import type { PromoCodeErrorCode } from './promo-code-codes';

/** A promo code error for display: an i18n key, the Russian text and its English and Montenegrin twins. */
export interface PromoCodeErrorMessage {
  key: string;
  ru: string;
  en: string;
  /** Montenegrin, Latin script. */
  cnr: string;
  /** Whether `ru` is the spec's own wording (only 'Промокод не найден' is given, §8). */
  ruFromSpec: boolean;
}

/**
 * Promo code errors (spec §8). Only the first Russian text is the spec's; the others are the
 * product's wording for the meaning the spec gives, marked `ruFromSpec: false` so a tenant's
 * locale file can replace them.
 */
export const PROMO_CODE_ERRORS: Readonly<Record<PromoCodeErrorCode, PromoCodeErrorMessage>> = {
  'promo-code.not-found': {
    key: 'promoCode.errors.notFound',
    ru: 'Промокод не найден',
    en: 'Promo code not found',
    cnr: 'Promo kod nije pronađen',
    ruFromSpec: true,
  },
  'promo-code.not-found-for-resto': {
    key: 'promoCode.errors.notFoundForResto',
    ru: 'Промокод не действует в этом заведении',
    en: 'The promo code is not valid in this restaurant',
    cnr: 'Promo kod ne važi u ovom restoranu',
    ruFromSpec: false,
  },
  'promo-code.limit-exceed': {
    key: 'promoCode.errors.limitExceed',
    ru: 'Промокод уже использован',
    en: 'The promo code has already been used',
    cnr: 'Promo kod je već iskorišćen',
    ruFromSpec: false,
  },
  'promo-code.person-limit-exceed': {
    key: 'promoCode.errors.personLimitExceed',
    ru: 'Превышен лимит использования промокода для аккаунта',
    en: 'The promo code limit for your account is exceeded',
    cnr: 'Premašeno je ograničenje korišćenja promo koda za vaš nalog',
    ruFromSpec: false,
  },
  'promo-code.before-start': {
    key: 'promoCode.errors.beforeStart',
    ru: 'Промокод ещё не действует',
    en: 'The promo code is not active yet',
    cnr: 'Promo kod još ne važi',
    ruFromSpec: false,
  },
  'promo-code.after-finish': {
    key: 'promoCode.errors.afterFinish',
    ru: 'Срок действия промокода истёк',
    en: 'The promo code has expired',
    cnr: 'Promo kodu je istekao rok važenja',
    ruFromSpec: false,
  },
  'promo-code.invalid-delivery-type': {
    key: 'promoCode.errors.invalidDeliveryType',
    ru: 'Промокод не действует для этого способа получения',
    en: 'The promo code is not valid for this delivery type',
    cnr: 'Promo kod ne važi za ovaj način preuzimanja',
    ruFromSpec: false,
  },
  'promo-code.not-active': {
    key: 'promoCode.errors.notActive',
    ru: 'Промокод больше не действует',
    en: 'The promo code is no longer valid',
    cnr: 'Promo kod više ne važi',
    ruFromSpec: false,
  },
  'promo-code.hour-not-active': {
    key: 'promoCode.errors.hourNotActive',
    ru: 'Промокод недоступен в это время',
    en: 'The promo code is unavailable at this hour',
    cnr: 'Promo kod nije dostupan u ovo vrijeme',
    ruFromSpec: false,
  },
};

/**
 * The display message of a promo code error code, or `null` when the code is not a promo code
 * error. Accepts the bare suffix too ('not-found-for-resto').
 *
 * @example
 * promoCodeErrorMessage('promo-code.not-found')?.ru; // 'Промокод не найден'
 */
export function promoCodeErrorMessage(code: string): PromoCodeErrorMessage | null {
  const full = code.startsWith('promo-code.') ? code : `promo-code.${code}`;
  return Object.prototype.hasOwnProperty.call(PROMO_CODE_ERRORS, full)
    ? PROMO_CODE_ERRORS[full as PromoCodeErrorCode]
    : null;
}
