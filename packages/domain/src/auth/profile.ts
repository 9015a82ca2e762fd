// The profile a signed-in person edits (issue 26): first name, last name and e-mail, checked
// with the form rules and messages of spec §5. Pure: the API and the profile form share it.
import { formMessage, genericMessage, type FormLocale } from '../forms/messages';
import { isValidEmail, isValidName, NAME_MAX_LENGTH } from '../forms/rules';

/** The editable fields of a profile; null or '' clears a field, an absent key keeps it. */
export interface ProfileUpdate {
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
}

/** One refused field: its name and the message to show under it. */
export interface ProfileFieldError {
  field: keyof ProfileUpdate;
  message: string;
}

/** E-mail addresses longer than this are refused (RFC 5321's path limit). */
export const EMAIL_MAX_LENGTH = 254;

// Control characters (NUL, line breaks…) belong in no name, address or e-mail: matching them is
// this pattern's point.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;

/**
 * Checks a profile update: names are letters (spaces, hyphens, apostrophes, dots between) of at
 * most 50 characters ('Имя указано не корректно', 'Имя не должно превышать 50 символов'); the
 * e-mail is plausible ('Укажите корректный email'). Every field may be cleared. Returns the
 * trimmed values and the errors, every bad field at once.
 *
 * @example
 * checkProfileUpdate({ firstName: 'R2-D2', email: 'anna@' });
 * // { ok: false, errors: [{ field: 'firstName', message: 'Имя указано не корректно' }, { field: 'email', message: 'Укажите корректный email' }] }
 */
export function checkProfileUpdate(
  update: ProfileUpdate,
  locale: FormLocale = 'ru',
): { ok: true; value: ProfileUpdate } | { ok: false; errors: ProfileFieldError[] } {
  const errors: ProfileFieldError[] = [];
  const value: ProfileUpdate = {};
  for (const field of ['firstName', 'lastName'] as const) {
    if (!(field in update) || update[field] === undefined) continue;
    const text = update[field]?.trim() ?? '';
    if (text.length > NAME_MAX_LENGTH) errors.push({ field, message: formMessage('nameTooLong', locale) });
    else if (text && !isValidName(text)) errors.push({ field, message: formMessage('nameInvalid', locale) });
    value[field] = text || null;
  }
  if ('email' in update && update.email !== undefined) {
    const text = update.email?.trim() ?? '';
    if (text.length > EMAIL_MAX_LENGTH) {
      errors.push({ field: 'email', message: genericMessage('maxLength', locale, EMAIL_MAX_LENGTH) });
    } else if (text && (!isValidEmail(text) || CONTROL.test(text))) {
      errors.push({ field: 'email', message: formMessage('emailInvalid', locale) });
    }
    value.email = text || null;
  }
  return errors.length ? { ok: false, errors } : { ok: true, value };
}

/** A saved address's name ('Дом', 'Работа'): at most this many characters. */
export const DELIVERY_TITLE_MAX_LENGTH = 50;

/**
 * Checks a saved address's new name: required, at most 50 characters; returns it trimmed.
 *
 * @example
 * checkDeliveryTitle('  Дом '); // { ok: true, value: 'Дом' }
 */
export function checkDeliveryTitle(
  title: string,
  locale: FormLocale = 'ru',
): { ok: true; value: string } | { ok: false; message: string } {
  const text = title.trim();
  if (!text) return { ok: false, message: genericMessage('required', locale) };
  if (CONTROL.test(text)) return { ok: false, message: genericMessage('invalidFormat', locale) };
  if (text.length > DELIVERY_TITLE_MAX_LENGTH) {
    return { ok: false, message: genericMessage('maxLength', locale, DELIVERY_TITLE_MAX_LENGTH) };
  }
  return { ok: true, value: text };
}

/** A way to sign in that an account id (`provider:subject`, spec §3 `accountIds`) names. */
export type SignInMethod = 'google' | 'apple' | 'vk' | 'phone';

const SIGN_IN_METHODS: readonly SignInMethod[] = ['google', 'apple', 'vk', 'phone'];

/**
 * The linked sign-in methods of a person, from their `accountIds` (`phone:+7…`, `google:…`,
 * `apple:…`, `vk:…`): each once, in the order linked; unknown providers are left out.
 *
 * @example
 * signInMethods(['phone:+79161234567', 'google:1', 'google:2']); // ['phone', 'google']
 */
export function signInMethods(accountIds: readonly string[]): SignInMethod[] {
  const methods: SignInMethod[] = [];
  for (const id of accountIds) {
    const provider = id.slice(0, id.indexOf(':')).toLowerCase() as SignInMethod;
    if (SIGN_IN_METHODS.includes(provider) && !methods.includes(provider)) methods.push(provider);
  }
  return methods;
}
