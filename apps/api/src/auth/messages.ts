import type { Locale } from '@tarelka/api-client/contract';

type Lang = 'ru' | 'en';

/** Russian plural form of seconds. */
function secondsRu(n: number): string {
  const mod10 = n % 10;
  const mod100 = n % 100;
  if (mod10 === 1 && mod100 !== 11) return `${n} секунду`;
  if (mod10 >= 2 && mod10 <= 4 && (mod100 < 12 || mod100 > 14)) return `${n} секунды`;
  return `${n} секунд`;
}

const minutesOf = (seconds: number) => Math.max(1, Math.ceil(seconds / 60));

const TEXT = {
  phoneInvalid: { ru: () => 'Укажите корректный номер', en: () => 'Enter a valid phone number' },
  // Spec §8: one message for both causes (the provider refused, or could not be reached).
  sendFailed: { ru: () => 'Ошибка при попытке отправить СМС-код', en: () => 'Could not send the SMS code' },
  resendTooEarly: {
    ru: (s: number) => `Новый код можно запросить через ${secondsRu(s)}`,
    en: (s: number) => `You can ask for a new code in ${s} s`,
  },
  codeInvalid: {
    ru: (left: number) => `Неверный код. Осталось попыток: ${left}`,
    en: (left: number) => `Wrong code. Tries left: ${left}`,
  },
  codeAttemptsExhausted: {
    ru: () => 'Попытки ввода этого кода исчерпаны. Запросите новый код',
    en: () => 'No tries left for this code. Ask for a new one',
  },
  phoneLocked: {
    ru: (s: number) => `Попытки исчерпаны. Повторите через ${minutesOf(s)} мин.`,
    en: (s: number) => `Too many tries. Try again in ${minutesOf(s)} min`,
  },
  codeNotFound: {
    ru: () => 'Код для этого номера не найден. Запросите новый код',
    en: () => 'No code was sent to this number, or it has expired. Ask for a new one',
  },
  captchaInvalid: { ru: () => 'Проверка капчи не пройдена', en: () => 'The captcha check failed' },
  rateLimited: {
    ru: (s: number) => `Слишком много запросов. Повторите через ${minutesOf(s)} мин.`,
    en: (s: number) => `Too many requests. Try again in ${minutesOf(s)} min`,
  },
} as const;

/** Texts of the sign-in errors in the request language (ru, en; other locales get ru). */
export type AuthMessages = { [K in keyof typeof TEXT]: (typeof TEXT)[K]['ru'] };

/**
 * The sign-in messages of a locale.
 *
 * @example
 * authMessages('ru').sendFailed(); // 'Ошибка при попытке отправить СМС-код'
 */
export function authMessages(locale: Locale): AuthMessages {
  const lang: Lang = locale === 'en' ? 'en' : 'ru';
  return Object.fromEntries(Object.entries(TEXT).map(([key, value]) => [key, value[lang]])) as AuthMessages;
}
