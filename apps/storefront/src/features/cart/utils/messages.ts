import { promoCodeErrorMessage } from '@tarelka/domain';
import type { TFunction } from 'i18next';

/** What a failed call shows (spec §8): 'Network error', 'Не удалось выполнить запрос' or the server's message. */
export function requestErrorText(
  t: TFunction,
  error: { code?: string | undefined; message?: string | null; status?: number } | null | undefined,
): string {
  if (!error) return t('app.unknownError');
  if (error.code === 'network' || error.message === 'Network error') return t('app.networkError');
  if ((error.status ?? 500) >= 500) return t('app.requestFailed');
  return error.message || t('app.unknownError');
}

/** The message of a promo code the server refused (spec §8), in the interface's language. */
export function promoErrorText(t: TFunction, error: { code: string; message: string }): string {
  const known = promoCodeErrorMessage(error.code);
  if (known) return t(known.key, { defaultValue: known.ru });
  if (error.code === 'promo-code.order-sum-not-enough') return error.message || t('promoCode.errors.orderSumNotEnough');
  return error.message || t('app.unknownError');
}
