import { describe, expect, it } from 'vitest';
import { addStrings } from './lazy-strings';
import { createI18n, pickInitialLocale } from './i18n';
import { cnr } from './locales/cnr';
import { en } from './locales/en';
import { checkoutRu } from './locales/checkout.ru';
import { locationRu } from './locales/location.ru';
import { positionRu } from './locales/position.ru';
import { restosRu } from './locales/restos.ru';
import { ru } from './locales/ru';

const config = { locales: ['ru', 'en', 'cnr'] as const, defaultLocale: 'ru' as const, strings: {} };

/** Every leaf key, with plural suffixes folded into their base key. */
function keys(resource: object, prefix = ''): Set<string> {
  const out = new Set<string>();
  for (const [key, value] of Object.entries(resource)) {
    const path = `${prefix}${key.replace(/_(zero|one|two|few|many|other)$/, '')}`;
    if (value && typeof value === 'object') keys(value, `${path}.`).forEach((k) => out.add(k));
    else out.add(path);
  }
  return out;
}

describe('locale resources', () => {
  it('has every Russian string in English and Montenegrin', () => {
    // ru.ts and the bundles that ship with their screens, together.
    const base = new Set<string>();
    for (const bundle of [ru, checkoutRu, locationRu, positionRu, restosRu]) keys(bundle).forEach((k) => base.add(k));
    expect(base.size).toBeGreaterThan(250);
    expect([...base].filter((k) => !keys(en).has(k))).toEqual([]);
    expect([...base].filter((k) => !keys(cnr).has(k))).toEqual([]);
  });

  it("quotes the spec's Russian texts exactly", () => {
    expect(locationRu.location.text).toBe('Укажите адрес, чтобы мы могли показать вам актуальное меню');
    expect(locationRu.location.oopsText).toBe(
      'Некоторые блюда не доставляются по новому адресу. Изменить адрес и очистить корзину?',
    );
    expect(en.menu.notFound).toBe('Dishes not found');
  });
});

describe('createI18n', () => {
  it('uses the four Russian plural forms', async () => {
    const i18n = await createI18n({ ...config, locales: [...config.locales] }, 'ru');
    expect([1, 2, 5, 21, 11, 1.5].map((count) => i18n.t('menu.positions', { count }))).toEqual([
      '1 позиция',
      '2 позиции',
      '5 позиций',
      '21 позиция',
      '11 позиций',
      '1.5 позиции',
    ]);
  });

  it('loads English on demand and falls back to Russian for a missing key', async () => {
    const i18n = await createI18n({ ...config, locales: [...config.locales] }, 'en');
    expect(i18n.t('location.title')).toBe('Address');
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
