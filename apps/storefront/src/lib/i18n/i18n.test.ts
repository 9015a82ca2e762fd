import { describe, expect, it } from 'vitest';
import enApp from '../../../locales/en/app.json';
import enRestos from '../../../locales/en/restos.json';
import checkoutRu from '../../../locales/ru/checkout.json';
import locationRu from '../../../locales/ru/location.json';
import { addStrings } from './lazy-strings';
import { createI18n, pickInitialLocale } from './i18n';

const config = { locales: ['ru', 'en', 'cnr'] as const, defaultLocale: 'ru' as const, strings: {} };

// That every language has every key of Russian's files, with its own plural forms and the same
// {{variables}}, is checked by scripts/check-i18n.mjs in `pnpm lint`.
describe('locale resources', () => {
  it("quotes the spec's Russian texts exactly", () => {
    expect(locationRu.location.text).toBe('Укажите адрес, чтобы мы могли показать вам актуальное меню');
    expect(locationRu.location.oopsText).toBe(
      'Некоторые блюда не доставляются по новому адресу. Изменить адрес и очистить корзину?',
    );
    expect(enApp.menu.notFound).toBe('Dishes not found');
  });
});

describe('createI18n', () => {
  it.each([
    ['ru', 'the four Russian', ['1 позиция', '2 позиции', '5 позиций', '21 позиция', '11 позиций', '1.5 позиции']],
    ['cnr', 'the three Montenegrin', ['1 stavka', '2 stavke', '5 stavki', '21 stavka', '11 stavki', '1.5 stavki']],
  ] as const)('uses %s: %s plural forms', async (locale, _forms, texts) => {
    const i18n = await createI18n({ ...config, locales: [...config.locales] }, locale);
    expect([1, 2, 5, 21, 11, 1.5].map((count) => i18n.t('menu.positions', { count }))).toEqual(texts);
  });

  it('says the spec’s zero form in Russian (§3: zero, one, few, many): «Нет позиций», not «0 позиций»', async () => {
    const ru = await createI18n({ ...config, locales: [...config.locales] }, 'ru');
    expect(ru.t('menu.positions', { count: 0 })).toBe('Нет позиций');
    expect(ru.t('menu.positions', { count: 5 })).toBe('5 позиций');
    const cnr = await createI18n({ ...config, locales: [...config.locales] }, 'cnr');
    expect(cnr.t('menu.positions', { count: 0 })).toBe('0 stavki');
  });

  it('loads English on demand, every file of it, and falls back to Russian for a missing key', async () => {
    const i18n = await createI18n({ ...config, locales: [...config.locales] }, 'en');
    // app.json and location.json both have `location`: the language's files merge.
    expect(i18n.t('location.choose')).toBe(enApp.location.choose);
    expect(i18n.t('location.title')).toBe('Address');
    expect(i18n.t('cart.emptyText')).toBe('Add dishes from the menu to place an order');
    expect(i18n.t('restos.days.MONDAY')).toBe(enRestos.restos.days.MONDAY);
    expect(i18n.t('menu.positions', { count: 2 })).toBe('2 items');
    i18n.addResource('ru', 'translation', 'only.ru', 'Только по-русски');
    expect(i18n.t('only.ru')).toBe('Только по-русски');
  });

  it('lets the tenant override our strings per locale', async () => {
    const i18n = await createI18n(
      {
        ...config,
        locales: [...config.locales],
        strings: { ru: { 'location.save': 'Готово' }, en: { 'location.save': 'Done' } },
      },
      'ru',
    );
    expect(i18n.t('location.save')).toBe('Готово');
    await i18n.changeLanguage('en');
    expect(i18n.t('location.save')).toBe('Done');
  });
});

describe('addStrings', () => {
  it('brings the cart and checkout strings with the screens that show them, keeping the tenant’s own', async () => {
    const i18n = await createI18n(
      { ...config, locales: [...config.locales], strings: { ru: { 'cart.clear': 'Убрать всё' } } },
      'ru',
    );
    // The first route has the route titles only.
    expect(i18n.t('orderForm.headline')).toBe('Оформление заказа');
    expect(i18n.t('cart.emptyText')).toBe('cart.emptyText');
    addStrings(i18n, checkoutRu);
    addStrings(i18n, checkoutRu);
    expect(i18n.t('cart.emptyText')).toBe('Добавьте блюда из меню, чтобы оформить заказ');
    expect(i18n.t('orderForm.payTypes.CARD_ONLINE')).toBe('Картой онлайн');
    expect(i18n.t('orderForm.headline')).toBe('Оформление заказа');
    expect(i18n.t('cart.clear')).toBe('Убрать всё');
  });
});

describe('pickInitialLocale', () => {
  it('takes the stored locale, then the tenant default, then ru', () => {
    expect(pickInitialLocale('en', { locales: ['ru', 'en'], defaultLocale: 'ru' })).toBe('en');
    expect(pickInitialLocale('cnr', { locales: ['ru', 'en'], defaultLocale: 'en' })).toBe('en');
    expect(pickInitialLocale(null, { locales: ['ru'], defaultLocale: 'en' })).toBe('ru');
  });
});
