import { promoCodeErrorMessage } from '@tarelka/domain';
import type { TFunction } from 'i18next';

/** The message of a promo code the server refused (spec §8), in the interface's language. */
export function promoErrorText(t: TFunction, error: { code: string; message: string }): string {
  const known = promoCodeErrorMessage(error.code);
  if (known) return t(known.key, { defaultValue: known.ru });
  if (error.code === 'promo-code.order-sum-not-enough') return error.message || t('promoCode.errors.orderSumNotEnough');
  return error.message || t('app.unknownError');
}
