// Every word right (issue 29): the API's error texts in ru, en and cnr by the request's language.
import { ERROR_CODES } from '@tarelka/api-client/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authMessages } from '../auth/messages';
import { messageOf } from '../pricing/messages';
import { buildTenant } from '../testing/fixtures';
import { createTestApp, type TestApp } from '../testing/test-app';
import { AMOUNT_MESSAGES, ERROR_MESSAGES, errorMessage } from './error-messages';

const CYRILLIC = /[\u0400-\u04ff]/;

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ tenants: [buildTenant('alpha')] });
});
afterAll(() => app.close());

const missingResto = (headers: Record<string, string>, query = '') =>
  app.server.inject({
    method: 'GET',
    url: `/1/p/restos/99${query}`,
    headers: { 'x-white-label': 'alpha', ...headers },
  });

describe('error messages in the request language', () => {
  it('answers a refusal in Russian, English or Montenegrin as Accept-Language asks, Russian by default', async () => {
    const message = async (headers: Record<string, string>, query?: string) =>
      (await missingResto(headers, query)).json().errors[0];
    expect(await message({})).toEqual({ code: 'resto.not-found', message: 'Заведение не найдено' });
    expect(await message({ 'accept-language': 'en-GB,en;q=0.9' })).toEqual({
      code: 'resto.not-found',
      message: 'Restaurant not found',
    });
    expect(await message({ 'accept-language': 'cnr, en;q=0.5' })).toEqual({
      code: 'resto.not-found',
      message: 'Restoran nije pronađen',
    });
    expect(await message({ 'accept-language': 'de' })).toMatchObject({ message: 'Заведение не найдено' });
    expect(await message({}, '?lang=cnr')).toMatchObject({ message: 'Restoran nije pronađen' });
  });

  it('has every text of every code in the three languages, Montenegrin in Latin script', () => {
    for (const [code, texts] of Object.entries({ ...ERROR_MESSAGES, ...AMOUNT_MESSAGES })) {
      expect(ERROR_CODES, code).toContain(code);
      expect(Object.keys(texts ?? {}).sort(), code).toEqual(['cnr', 'en', 'ru']);
      expect(texts?.ru, code).toMatch(CYRILLIC);
      expect(texts?.en, code).not.toMatch(CYRILLIC);
      expect(texts?.cnr, code).not.toMatch(CYRILLIC);
    }
  });

  it('builds the texts with numbers in the language too: promo codes, order sums, sign-in, the SMS', () => {
    expect(errorMessage('promo-code.not-found', 'cnr')).toBe('Promo kod nije pronađen');
    expect(messageOf('delivery.order-sum-not-enough.range', 'cnr', 100000)).toMatch(/^Minimalni iznos narudžbe 1/);
    expect(messageOf('promo-code.order-sum-not-enough', 'en', 100000)).toMatch(
      /^The promo code is valid for orders from/,
    );
    expect(authMessages('cnr').codeInvalid(2)).toBe('Pogrešan kod. Preostalo pokušaja: 2');
    expect(authMessages('cnr').resendTooEarly(22)).toBe('Novi kod možete zatražiti za 22 sekunde');
    expect(authMessages('en').smsText('123456', 'Tarelka')).toBe(
      '123456 is your sign-in code for Tarelka. Do not share it with anyone.',
    );
    expect(authMessages('ru').smsText('123456', 'Тарелка')).toBe(
      '123456 — код для входа в «Тарелка». Никому его не сообщайте.',
    );
  });
});
