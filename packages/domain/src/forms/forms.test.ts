import { describe, expect, it } from 'vitest';
import {
  checkoutFormSchema,
  checkoutSchema,
  emailSchema,
  formMessage,
  FORM_MESSAGES_EN,
  FORM_MESSAGES_RU,
  genericMessage,
  nameSchema,
  normalizePhone,
  phoneSchema,
  phoneSignInSchema,
  profileFormSchema,
  receiptEmailSchema,
  requiredString,
  smsCodeSchema,
  toFormLocale,
} from './index';

const errorOf = async (promise: Promise<unknown>) => {
  try {
    await promise;
    return null;
  } catch (error) {
    return (error as Error).message;
  }
};

describe('forms', () => {
  it('rejects an empty value with the spec message', async () => {
    await expect(requiredString().validate('  ')).rejects.toThrow('Обязательное поле');
    await expect(requiredString('en').validate('')).rejects.toThrow('Required field');
  });

  it('checks the phone: required, then valid', async () => {
    expect(await errorOf(phoneSchema().validate(''))).toBe('Введите номер телефона');
    expect(await errorOf(phoneSchema().validate('12345'))).toBe('Укажите корректный номер');
    expect(await errorOf(phoneSchema().validate('+7 (916) 123-45-67'))).toBeNull();
    expect(await errorOf(phoneSchema('en').validate(''))).toBe('Enter your phone number');
  });

  it('normalises Russian and international numbers', () => {
    expect(normalizePhone('8 (916) 123-45-67')).toBe('+79161234567');
    expect(normalizePhone('9161234567')).toBe('+79161234567');
    expect(normalizePhone('+382 67 123 456')).toBe('+38267123456');
    expect(normalizePhone('+7 916 123')).toBeNull();
    expect(normalizePhone('phone')).toBeNull();
  });

  it('checks the SMS code: required, then long enough', async () => {
    expect(await errorOf(smsCodeSchema().validate(''))).toBe('Введите код из СМС');
    expect(await errorOf(smsCodeSchema().validate('12'))).toBe('Слишком короткий SMS-код');
    expect(await errorOf(smsCodeSchema().validate('1234'))).toBeNull();
    expect(await errorOf(smsCodeSchema('ru', 6).validate('12345'))).toBe('Слишком короткий SMS-код');
  });

  it('checks emails, including the one for the receipt', async () => {
    expect(await errorOf(emailSchema().validate(''))).toBe('Введите email');
    expect(await errorOf(emailSchema().validate('anna@'))).toBe('Укажите корректный email');
    expect(await errorOf(emailSchema().validate('anna@example.ru'))).toBeNull();
    expect(await errorOf(receiptEmailSchema().validate(''))).toBe('Укажите email для получения чека');
    expect(await errorOf(receiptEmailSchema('en').validate(''))).toBe('Enter an email to receive the receipt');
  });

  it('checks the name: required, at most 50 characters, letters only', async () => {
    expect(await errorOf(nameSchema().validate(''))).toBe('Введите ваше имя');
    expect(await errorOf(nameSchema().validate('А'.repeat(51)))).toBe('Имя не должно превышать 50 символов');
    expect(await errorOf(nameSchema().validate('А'.repeat(50)))).toBeNull();
    expect(await errorOf(nameSchema().validate('R2-D2'))).toBe('Имя указано не корректно');
    expect(await errorOf(nameSchema().validate("Анна-Мария O'Нил"))).toBeNull();
  });

  it('validates whole forms', async () => {
    await expect(phoneSignInSchema().validate({ phone: '+79161234567', code: '1234' })).resolves.toEqual({
      phone: '+79161234567',
      code: '1234',
    });
    await expect(checkoutSchema().validate({ name: '', email: 'anna@example.ru' })).rejects.toThrow('Введите ваше имя');
  });

  it('checks the checkout form: an optional but valid phone, and the delivery details within their lengths', async () => {
    const contact = { name: 'Анна', email: 'anna@example.ru' };
    await expect(checkoutFormSchema().validate({ ...contact, phone: '', floor: '5' })).resolves.toMatchObject(contact);
    expect(await errorOf(checkoutFormSchema().validate({ ...contact, phone: '12345' }))).toBe(
      'Укажите корректный номер',
    );
    expect(await errorOf(checkoutFormSchema('en').validate({ ...contact, intercom: '1'.repeat(101) }))).toBe(
      'Maximum length 100',
    );
    expect(await errorOf(checkoutFormSchema().validate({ ...contact, placeComment: 'к'.repeat(501) }))).toBe(
      'Максимальная длина 500',
    );
    expect(await errorOf(checkoutFormSchema().validate({ ...contact, placeComment: 'к'.repeat(500) }))).toBeNull();
    expect(await errorOf(checkoutFormSchema().validate({ name: '', email: 'anna@example.ru' }))).toBe(
      'Введите ваше имя',
    );
  });

  it('reads the form locale from the interface language', () => {
    expect(toFormLocale('en')).toBe('en');
    expect(toFormLocale('ru')).toBe('ru');
    expect(toFormLocale('cnr')).toBe('cnr');
    expect(toFormLocale('de')).toBe('ru');
  });

  it('validates in Montenegrin for cnr, not in Russian', async () => {
    const errors = await checkoutFormSchema('cnr')
      .validate({ name: '', email: 'x', phone: '1', floor: 'x'.repeat(101) }, { abortEarly: false })
      .catch((error: { errors: string[] }) => error.errors);
    expect(errors).toEqual(
      expect.arrayContaining([
        'Unesite vaše ime',
        'Unesite ispravan email',
        'Unesite ispravan broj',
        'Maksimalna dužina 100',
      ]),
    );
    expect(await errorOf(phoneSchema('cnr').validate(''))).toBe('Unesite broj telefona');
  });

  it('has an English twin for every message and fills generic parameters', () => {
    expect(Object.keys(FORM_MESSAGES_EN).sort()).toEqual(Object.keys(FORM_MESSAGES_RU).sort());
    expect(formMessage('addressOutsideZones')).toBe('Адрес не входит в зону доставки');
    expect(formMessage('pickupPointRequired', 'en')).toBe('Choose a pickup point');
    expect(genericMessage('maxLength', 'en', 100)).toBe('Maximum length 100');
    expect(genericMessage('required')).toBe('Обязательное поле');
  });

  it("checks the profile form by the API's rule: every field optional, a bad one named with its message", async () => {
    const ok = { firstName: 'Анна', lastName: '', email: '' };
    await expect(profileFormSchema().validate(ok)).resolves.toEqual(ok);
    const errors = await profileFormSchema()
      .validate({ firstName: 'R2-D2', lastName: 'Я'.repeat(51), email: 'anna@' }, { abortEarly: false })
      .catch((error: { inner: { path: string; message: string }[] }) =>
        Object.fromEntries(error.inner.map((e) => [e.path, e.message])),
      );
    expect(errors).toEqual({
      firstName: 'Имя указано не корректно',
      lastName: 'Имя не должно превышать 50 символов',
      email: 'Укажите корректный email',
    });
    expect(await errorOf(profileFormSchema('cnr').validate({ ...ok, email: 'x' }))).toBe('Unesite ispravan email');
  });
});
