// @tarelka/domain/forms: the spec's form rules (§5) as yup schemas. yup is this entry's only dependency.
import { object, string, type ObjectSchema, type StringSchema } from 'yup';
import { checkProfileUpdate, type ProfileUpdate } from '../auth/profile';
import type { PayType } from '../pay/types';
import { formMessage, genericMessage, type FormLocale } from './messages';
import { isValidEmail, isValidName, NAME_MAX_LENGTH, normalizePhone, SMS_CODE_LENGTH } from './rules';

export {
  FORM_MESSAGES_CNR,
  FORM_MESSAGES_EN,
  FORM_MESSAGES_RU,
  GENERIC_MESSAGES,
  formMessage,
  genericMessage,
  toFormLocale,
} from './messages';
export type { FormLocale, FormMessageKey, GenericMessageKey } from './messages';
export { isValidEmail, isValidName, NAME_MAX_LENGTH, normalizePhone, SMS_CODE_LENGTH } from './rules';

/** Russian message for a required field (spec §5, generic rule). */
export const REQUIRED_MESSAGE = 'Обязательное поле';

/**
 * A required string with the generic message ('Обязательное поле' / 'Required field').
 *
 * @example
 * await requiredString().validate('  '); // throws ValidationError('Обязательное поле')
 */
export const requiredString = (locale: FormLocale = 'ru'): StringSchema<string> =>
  string().trim().required(genericMessage('required', locale));

/**
 * Phone: required ('Введите номер телефона'), then valid ('Укажите корректный номер').
 *
 * @example
 * phoneSchema().isValidSync('+7 916 123-45-67'); // true
 */
export const phoneSchema = (locale: FormLocale = 'ru'): StringSchema<string> =>
  string()
    .trim()
    .required(formMessage('phoneRequired', locale))
    .test('phone', formMessage('phoneInvalid', locale), (v) => normalizePhone(v) !== null);

/**
 * SMS code: required ('Введите код из СМС'), then at least `length` digits ('Слишком короткий SMS-код').
 *
 * @example
 * smsCodeSchema().isValidSync('12'); // false
 */
export const smsCodeSchema = (locale: FormLocale = 'ru', length: number = SMS_CODE_LENGTH): StringSchema<string> =>
  string()
    .trim()
    .required(formMessage('smsCodeRequired', locale))
    .test('sms-code-length', formMessage('smsCodeTooShort', locale), (v) => v.replace(/\D/g, '').length >= length)
    .matches(/^\d+$/, genericMessage('numberOnly', locale));

/**
 * Email: required ('Введите email'), then valid ('Укажите корректный email').
 *
 * @example
 * emailSchema().isValidSync('anna@example.ru'); // true
 */
export const emailSchema = (locale: FormLocale = 'ru'): StringSchema<string> =>
  string()
    .trim()
    .required(formMessage('emailRequired', locale))
    .test('email', formMessage('emailInvalid', locale), (v) => isValidEmail(v));

/**
 * Email for the receipt: required ('Укажите email для получения чека'), then valid.
 *
 * @example
 * receiptEmailSchema().validate(''); // rejects with 'Укажите email для получения чека'
 */
export const receiptEmailSchema = (locale: FormLocale = 'ru'): StringSchema<string> =>
  string()
    .trim()
    .required(formMessage('receiptEmailRequired', locale))
    .test('email', formMessage('emailInvalid', locale), (v) => isValidEmail(v));

/**
 * Name: required ('Введите ваше имя'), at most 50 characters ('Имя не должно превышать 50
 * символов'), letters only ('Имя указано не корректно').
 *
 * @example
 * nameSchema().isValidSync('Анна'); // true
 */
export const nameSchema = (locale: FormLocale = 'ru'): StringSchema<string> =>
  string()
    .trim()
    .required(formMessage('nameRequired', locale))
    .max(NAME_MAX_LENGTH, formMessage('nameTooLong', locale))
    .test('name', formMessage('nameInvalid', locale), (v) => isValidName(v));

/**
 * The phone sign-in form: phone and SMS code.
 *
 * @example
 * await phoneSignInSchema().validate({ phone: '+79161234567', code: '1234' });
 */
export const phoneSignInSchema = (locale: FormLocale = 'ru'): ObjectSchema<{ phone: string; code: string }> =>
  object({ phone: phoneSchema(locale), code: smsCodeSchema(locale) });

/**
 * The checkout contact form: name, email for the receipt, and an optional comment.
 *
 * @example
 * await checkoutSchema().validate({ name: 'Анна', email: 'anna@example.ru' });
 */
export const checkoutSchema = (
  locale: FormLocale = 'ru',
): ObjectSchema<{ name: string; email: string; comment: string | undefined }> =>
  object({
    name: nameSchema(locale),
    email: receiptEmailSchema(locale),
    comment: string()
      .trim()
      .max(1000, genericMessage('maxLength', locale, 1000))
      .optional(),
  });

/** What the customer types in the checkout form (spec §2 "Checkout"); the pay type is chosen apart. */
export interface CheckoutFormValues {
  name: string;
  email: string;
  phone: string;
  comment: string;
  /** The delivery place's details (spec §3 "Delivery place"), kept with the saved place. */
  apartment: string;
  entrance: string;
  floor: string;
  intercom: string;
  /** The delivery place's comment, for the courier (not the order's comment). */
  placeComment: string;
  payType: PayType | '';
}

/** Longest delivery place detail (apartment, entrance, floor, intercom) the form takes. */
export const PLACE_DETAIL_MAX_LENGTH = 100;
/** Longest delivery place comment the form takes. */
export const PLACE_COMMENT_MAX_LENGTH = 500;

/**
 * The whole checkout form: the contact rules of {@link checkoutSchema}, an optional phone that
 * must be valid when given ('Укажите корректный номер'), and the delivery place's details within
 * their lengths ('Максимальная длина 100').
 *
 * @example
 * await checkoutFormSchema('ru').validate({ name: 'Анна', email: 'anna@example.ru', floor: '5' });
 */
export const checkoutFormSchema = (locale: FormLocale = 'ru') => {
  const detail = (max: number) =>
    string()
      .trim()
      .max(max, genericMessage('maxLength', locale, max));
  return checkoutSchema(locale).shape({
    phone: string()
      .trim()
      .test('phone', formMessage('phoneInvalid', locale), (value) => !value || normalizePhone(value) !== null),
    apartment: detail(PLACE_DETAIL_MAX_LENGTH),
    entrance: detail(PLACE_DETAIL_MAX_LENGTH),
    floor: detail(PLACE_DETAIL_MAX_LENGTH),
    intercom: detail(PLACE_DETAIL_MAX_LENGTH),
    placeComment: detail(PLACE_COMMENT_MAX_LENGTH),
  });
};

/** What the profile form edits (issue 26); the phone is shown, not edited. */
export interface ProfileFormValues {
  firstName: string;
  lastName: string;
  email: string;
}

/**
 * The profile form (issue 26): first name, last name and e-mail, each optional, checked by the
 * same rule the API applies to `PATCH /api/v1/me` (`checkProfileUpdate`) with its message
 * ('Имя указано не корректно', 'Укажите корректный email').
 *
 * @example
 * await profileFormSchema().validate({ firstName: 'Анна', lastName: '', email: 'anna@' }); // rejects: 'Укажите корректный email'
 */
export const profileFormSchema = (locale: FormLocale = 'ru'): ObjectSchema<ProfileFormValues> => {
  const field = (name: keyof ProfileUpdate) =>
    string()
      .default('')
      .test(name, '', function check(value) {
        const verdict = checkProfileUpdate({ [name]: value ?? '' }, locale);
        return verdict.ok || this.createError({ message: verdict.errors[0]!.message });
      });
  return object({ firstName: field('firstName'), lastName: field('lastName'), email: field('email') });
};
