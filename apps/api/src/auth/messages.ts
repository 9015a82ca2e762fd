import type { Locale } from '@tarelka/api-client/contract';

/** Russian plural form of seconds. */
function secondsRu(n: number): string {
  const mod10 = n % 10;
  const mod100 = n % 100;
  if (mod10 === 1 && mod100 !== 11) return `${n} секунду`;
  if (mod10 >= 2 && mod10 <= 4 && (mod100 < 12 || mod100 > 14)) return `${n} секунды`;
  return `${n} секунд`;
}

const minutesOf = (seconds: number) => Math.max(1, Math.ceil(seconds / 60));

/** Montenegrin plural form of seconds (Serbian rules: 1, 21 sekundu; 2–4 sekunde; else sekundi). */
function secondsCnr(n: number): string {
  const mod10 = n % 10;
  const mod100 = n % 100;
  if (mod10 === 1 && mod100 !== 11) return `${n} sekundu`;
  if (mod10 >= 2 && mod10 <= 4 && (mod100 < 12 || mod100 > 14)) return `${n} sekunde`;
  return `${n} sekundi`;
}

const TEXT = {
  phoneInvalid: {
    ru: () => 'Укажите корректный номер',
    en: () => 'Enter a valid phone number',
    cnr: () => 'Unesite ispravan broj',
  },
  // Spec §8: one message for both causes (the provider refused, or could not be reached).
  sendFailed: {
    ru: () => 'Ошибка при попытке отправить СМС-код',
    en: () => 'Could not send the SMS code',
    cnr: () => 'Greška pri slanju SMS koda',
  },
  resendTooEarly: {
    ru: (s: number) => `Новый код можно запросить через ${secondsRu(s)}`,
    en: (s: number) => `You can ask for a new code in ${s} s`,
    cnr: (s: number) => `Novi kod možete zatražiti za ${secondsCnr(s)}`,
  },
  codeInvalid: {
    ru: (left: number) => `Неверный код. Осталось попыток: ${left}`,
    en: (left: number) => `Wrong code. Tries left: ${left}`,
    cnr: (left: number) => `Pogrešan kod. Preostalo pokušaja: ${left}`,
  },
  codeAttemptsExhausted: {
    ru: () => 'Попытки ввода этого кода исчерпаны. Запросите новый код',
    en: () => 'No tries left for this code. Ask for a new one',
    cnr: () => 'Pokušaji za ovaj kod su iskorišćeni. Zatražite novi kod',
  },
  phoneLocked: {
    ru: (s: number) => `Попытки исчерпаны. Повторите через ${minutesOf(s)} мин.`,
    en: (s: number) => `Too many tries. Try again in ${minutesOf(s)} min`,
    cnr: (s: number) => `Pokušaji su iskorišćeni. Pokušajte ponovo za ${minutesOf(s)} min.`,
  },
  codeNotFound: {
    ru: () => 'Код для этого номера не найден. Запросите новый код',
    en: () => 'No code was sent to this number, or it has expired. Ask for a new one',
    cnr: () => 'Kod za ovaj broj nije pronađen. Zatražite novi kod',
  },
  captchaInvalid: {
    ru: () => 'Проверка капчи не пройдена',
    en: () => 'The captcha check failed',
    cnr: () => 'Provjera captcha nije uspjela',
  },
  rateLimited: {
    ru: (s: number) => `Слишком много запросов. Повторите через ${minutesOf(s)} мин.`,
    en: (s: number) => `Too many requests. Try again in ${minutesOf(s)} min`,
    cnr: (s: number) => `Previše zahtjeva. Pokušajte ponovo za ${minutesOf(s)} min.`,
  },
  // The SMS itself, in the language the code was asked for in.
  smsText: {
    ru: (code: string, shop: string) => `${code} — код для входа в «${shop}». Никому его не сообщайте.`,
    en: (code: string, shop: string) => `${code} is your sign-in code for ${shop}. Do not share it with anyone.`,
    cnr: (code: string, shop: string) => `${code} je vaš kod za prijavu u ${shop}. Ne dijelite ga ni sa kim.`,
  },
} as const;

/** Texts of the sign-in errors and the SMS in the request language (ru, en, cnr). */
export type AuthMessages = { [K in keyof typeof TEXT]: (typeof TEXT)[K]['ru'] };

/**
 * The sign-in messages of a locale.
 *
 * @example
 * authMessages('ru').sendFailed(); // 'Ошибка при попытке отправить СМС-код'
 */
export function authMessages(locale: Locale): AuthMessages {
  return Object.fromEntries(Object.entries(TEXT).map(([key, value]) => [key, value[locale]])) as AuthMessages;
}
