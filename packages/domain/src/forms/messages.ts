import { LOCATION_MESSAGES, LOCATION_MESSAGES_CNR, LOCATION_MESSAGES_EN } from '../location/messages';

/** A locale the form messages exist in (cnr: Montenegrin, Latin script). */
export type FormLocale = 'ru' | 'en' | 'cnr';

/** Field messages of spec §5, Russian exactly as the spec gives them. */
export const FORM_MESSAGES_RU = {
  phoneRequired: 'Введите номер телефона',
  phoneInvalid: 'Укажите корректный номер',
  smsCodeRequired: 'Введите код из СМС',
  smsCodeTooShort: 'Слишком короткий SMS-код',
  emailRequired: 'Введите email',
  emailInvalid: 'Укажите корректный email',
  receiptEmailRequired: 'Укажите email для получения чека',
  nameRequired: 'Введите ваше имя',
  nameTooLong: 'Имя не должно превышать 50 символов',
  nameInvalid: 'Имя указано не корректно',
  required: 'Обязательное поле',
  addressRequired: LOCATION_MESSAGES.ADDRESS_REQUIRED,
  addressOutsideZones: LOCATION_MESSAGES.ADDRESS_OUTSIDE_ZONES,
  pickupPointRequired: LOCATION_MESSAGES.PICKUP_POINT_REQUIRED,
  noPickupPoints: LOCATION_MESSAGES.NO_PICKUP_POINTS,
} as const;

/** A field message key. */
export type FormMessageKey = keyof typeof FORM_MESSAGES_RU;

/** English twins of {@link FORM_MESSAGES_RU}. */
export const FORM_MESSAGES_EN: Readonly<Record<FormMessageKey, string>> = {
  phoneRequired: 'Enter your phone number',
  phoneInvalid: 'Enter a valid number',
  smsCodeRequired: 'Enter the code from the SMS',
  smsCodeTooShort: 'The SMS code is too short',
  emailRequired: 'Enter your email',
  emailInvalid: 'Enter a valid email',
  receiptEmailRequired: 'Enter an email to receive the receipt',
  nameRequired: 'Enter your name',
  nameTooLong: 'The name must not exceed 50 characters',
  nameInvalid: 'The name is not valid',
  required: 'Required field',
  addressRequired: LOCATION_MESSAGES_EN.ADDRESS_REQUIRED,
  addressOutsideZones: LOCATION_MESSAGES_EN.ADDRESS_OUTSIDE_ZONES,
  pickupPointRequired: LOCATION_MESSAGES_EN.PICKUP_POINT_REQUIRED,
  noPickupPoints: LOCATION_MESSAGES_EN.NO_PICKUP_POINTS,
};

/** Montenegrin (Latin script) twins of {@link FORM_MESSAGES_RU}. */
export const FORM_MESSAGES_CNR: Readonly<Record<FormMessageKey, string>> = {
  phoneRequired: 'Unesite broj telefona',
  phoneInvalid: 'Unesite ispravan broj',
  smsCodeRequired: 'Unesite kod iz SMS-a',
  smsCodeTooShort: 'SMS kod je prekratak',
  emailRequired: 'Unesite email',
  emailInvalid: 'Unesite ispravan email',
  receiptEmailRequired: 'Unesite email za prijem računa',
  nameRequired: 'Unesite vaše ime',
  nameTooLong: 'Ime ne smije biti duže od 50 karaktera',
  nameInvalid: 'Ime nije ispravno',
  required: 'Obavezno polje',
  addressRequired: LOCATION_MESSAGES_CNR.ADDRESS_REQUIRED,
  addressOutsideZones: LOCATION_MESSAGES_CNR.ADDRESS_OUTSIDE_ZONES,
  pickupPointRequired: LOCATION_MESSAGES_CNR.PICKUP_POINT_REQUIRED,
  noPickupPoints: LOCATION_MESSAGES_CNR.NO_PICKUP_POINTS,
};

/**
 * Generic rule messages (spec §5: they exist in English and Russian; Montenegrin is ours; `{0}` is
 * the rule's parameter). Only 'Обязательное поле' is quoted by the spec; the rest are the product's wording.
 */
export const GENERIC_MESSAGES = {
  ru: {
    required: 'Обязательное поле',
    email: 'Укажите корректный email',
    numberOnly: 'Только цифры',
    integerOnly: 'Только целое число',
    uppercaseOnly: 'Только заглавные буквы',
    maxLength: 'Максимальная длина {0}',
    minLength: 'Минимальная длина {0}',
    strictLength: 'Неверная длина',
    excludedCharacter: 'Недопустимый символ {0}',
    chooseAtLeastOne: 'Выберите хотя бы одно значение',
    invalidFormat: 'Неверный формат',
  },
  en: {
    required: 'Required field',
    email: 'Enter a valid email',
    numberOnly: 'Numbers only',
    integerOnly: 'Integers only',
    uppercaseOnly: 'Uppercase only',
    maxLength: 'Maximum length {0}',
    minLength: 'Minimum length {0}',
    strictLength: 'Invalid length',
    excludedCharacter: 'Excluded character {0}',
    chooseAtLeastOne: 'Choose at least one value',
    invalidFormat: 'Invalid format',
  },
  cnr: {
    required: 'Obavezno polje',
    email: 'Unesite ispravan email',
    numberOnly: 'Samo cifre',
    integerOnly: 'Samo cio broj',
    uppercaseOnly: 'Samo velika slova',
    maxLength: 'Maksimalna dužina {0}',
    minLength: 'Minimalna dužina {0}',
    strictLength: 'Neispravna dužina',
    excludedCharacter: 'Nedozvoljen znak {0}',
    chooseAtLeastOne: 'Izaberite bar jednu vrijednost',
    invalidFormat: 'Neispravan format',
  },
} as const;

/** A generic rule message key. */
export type GenericMessageKey = keyof (typeof GENERIC_MESSAGES)['ru'];

/**
 * A field message in a locale.
 *
 * @example
 * formMessage('phoneRequired', 'en'); // 'Enter your phone number'
 */
export function formMessage(key: FormMessageKey, locale: FormLocale = 'ru'): string {
  return (locale === 'en' ? FORM_MESSAGES_EN : locale === 'cnr' ? FORM_MESSAGES_CNR : FORM_MESSAGES_RU)[key];
}

/**
 * A generic rule message in a locale with `{0}` filled in.
 *
 * @example
 * genericMessage('maxLength', 'ru', 100); // 'Максимальная длина 100'
 */
export function genericMessage(key: GenericMessageKey, locale: FormLocale = 'ru', param?: string | number): string {
  const text: string = (GENERIC_MESSAGES[locale] ?? GENERIC_MESSAGES.ru)[key];
  return param === undefined ? text : text.replace('{0}', String(param));
}

/**
 * The form locale of an interface language: English for `en`, Montenegrin for `cnr`, Russian (the
 * fallback) for any other.
 *
 * @example
 * toFormLocale('cnr'); // 'cnr'
 */
export function toFormLocale(language: string): FormLocale {
  const base = language.split('-')[0];
  return base === 'en' || base === 'cnr' ? base : 'ru';
}
