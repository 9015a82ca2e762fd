import { describe, expect, it } from 'vitest';
import { checkDeliveryTitle, checkProfileUpdate, signInMethods } from './profile';

describe('checkProfileUpdate', () => {
  it('trims good values and clears empty ones', () => {
    expect(checkProfileUpdate({ firstName: ' Анна-Мария ', lastName: '', email: ' anna@example.ru ' })).toEqual({
      ok: true,
      value: { firstName: 'Анна-Мария', lastName: null, email: 'anna@example.ru' },
    });
    expect(checkProfileUpdate({})).toEqual({ ok: true, value: {} });
  });

  it("names every bad field with the spec's messages at once", () => {
    expect(checkProfileUpdate({ firstName: 'R2-D2', lastName: 'Я'.repeat(51), email: 'anna@' })).toEqual({
      ok: false,
      errors: [
        { field: 'firstName', message: 'Имя указано не корректно' },
        { field: 'lastName', message: 'Имя не должно превышать 50 символов' },
        { field: 'email', message: 'Укажите корректный email' },
      ],
    });
    expect(checkProfileUpdate({ email: 'an\u0000na@example.ru' }).ok).toBe(false);
    expect(checkProfileUpdate({ email: 'anna@' }, 'en')).toEqual({
      ok: false,
      errors: [{ field: 'email', message: 'Enter a valid email' }],
    });
  });
});

describe('checkDeliveryTitle', () => {
  it('takes a trimmed name and refuses an empty or long one', () => {
    expect(checkDeliveryTitle(' Работа ')).toEqual({ ok: true, value: 'Работа' });
    expect(checkDeliveryTitle('  ')).toEqual({ ok: false, message: 'Обязательное поле' });
    expect(checkDeliveryTitle('Д'.repeat(51))).toEqual({ ok: false, message: 'Максимальная длина 50' });
    expect(checkDeliveryTitle('Дом\u0000')).toEqual({ ok: false, message: 'Неверный формат' });
  });
});

describe('signInMethods', () => {
  it('names each linked provider once, in the order linked, and skips unknown ones', () => {
    expect(signInMethods(['phone:+79161234567', 'google:1', 'google:2', 'vk:7', 'apple:a', 'github:x'])).toEqual([
      'phone',
      'google',
      'vk',
      'apple',
    ]);
    expect(signInMethods([])).toEqual([]);
  });
});
