// Factories of small, consistent tenant catalogs for the API tests. Numbers are chosen so the
// expected prices are easy to check by hand.
import type { Catalog, CatalogOpeningHours, CatalogPromoCode, CatalogResto } from '@tarelka/tenant';
import type { TenantSeed } from '../seed/seed';

/** Wednesday 2026-03-04 12:00 in Moscow (+03:00). */
export const NOON = Date.parse('2026-03-04T09:00:00Z');

/** A point inside zone 1 of resto 1, and one outside every zone. */
export const INSIDE = { lat: 55.75, lng: 37.6 };
export const OUTSIDE = { lat: 55.9, lng: 37.9 };

const allWeek = (open: string, close: string, active = true): CatalogOpeningHours[] =>
  ([1, 2, 3, 4, 5, 6, 7] as const).map((dayOfWeek) => ({ dayOfWeek, active, open, close }));

const text = (ru: string, en?: string) => (en ? { ru, en } : { ru });

const promo = (code: string, extra: Partial<CatalogPromoCode> = {}): CatalogPromoCode => ({
  code,
  restoIds: [],
  kind: 'PERCENT',
  value: 10,
  minOrderAmount: 0,
  maxDiscountAmount: null,
  deliveryTypes: ['DELIVERY', 'TAKE_AWAY'],
  active: true,
  usageLimit: null,
  perPersonLimit: null,
  ...extra,
});

const resto = (extra: Partial<CatalogResto> & Pick<CatalogResto, 'id'>): CatalogResto => ({
  cityId: 1,
  name: text(`Ресторан ${extra.id}`, `Resto ${extra.id}`),
  address: text(`Тестоград, улица ${extra.id}`),
  street: text(`улица ${extra.id}`),
  emails: [`r${extra.id}@example.test`],
  phones: ['+7 900 000-00-00'],
  links: [],
  location: INSIDE,
  openingHours: allWeek('00:00', '00:00'),
  order: extra.id,
  payConfig: {},
  photos: [{ src: 'img/resto.webp', width: 320, height: 180 }],
  tags: [],
  ...extra,
});

/**
 * A catalog with two restos in one city. Resto 1 delivers (zone 1: 1 000–2 000 ₽ → 200 ₽,
 * 2 000–5 000 ₽ → free, max 5 000 ₽) and has take-away; it is open round the clock. Resto 2 is
 * take-away only, 10:00–22:00 Monday to Saturday, day off on Sunday.
 */
export function buildCatalog(cityName = 'Тестоград'): Catalog {
  return {
    cities: [
      {
        id: 1,
        name: text(cityName, 'Testograd'),
        bounds: { south: 55.6, west: 37.4, north: 55.95, east: 37.95 },
        center: INSIDE,
        zoom: 12,
      },
    ],
    restos: [
      resto({
        id: 1,
        payConfig: {
          delivery: { cardOnline: 'test', cardUponReceipt: true, cashUponReceipt: true },
          takeAway: { cardOnline: '', cardUponReceipt: true, cashUponReceipt: false },
        },
      }),
      resto({
        id: 2,
        openingHours: [
          ...allWeek('10:00', '22:00').filter((d) => d.dayOfWeek !== 7),
          { dayOfWeek: 7, active: false, open: '10:00', close: '22:00' },
        ],
        payConfig: { takeAway: { cashUponReceipt: true } },
      }),
    ],
    menus: [
      {
        id: 1,
        restoId: 1,
        name: text('Основное', 'Main'),
        order: 1,
        isDelivery: true,
        isOnline: false,
        isTable: false,
        isTakeAway: true,
      },
      {
        id: 2,
        restoId: 1,
        name: text('С собой', 'To go'),
        order: 2,
        isDelivery: false,
        isOnline: false,
        isTable: false,
        isTakeAway: true,
      },
      {
        id: 3,
        restoId: 2,
        name: text('Паста', 'Pasta'),
        order: 1,
        isDelivery: false,
        isOnline: false,
        isTable: false,
        isTakeAway: true,
      },
    ],
    groups: [
      { id: 11, menuId: 1, name: text('Пицца', 'Pizza'), order: 1, photos: [] },
      { id: 12, menuId: 1, name: text('Напитки', 'Drinks'), order: 2, photos: [] },
      { id: 13, menuId: 1, name: text('Вино', 'Wine'), order: 3, photos: [], adult: true },
      { id: 31, menuId: 3, name: text('Паста', 'Pasta'), order: 1, photos: [] },
    ],
    positions: [
      {
        id: 101,
        menuId: 1,
        groupId: 11,
        name: text('Пицца', 'Pizza'),
        description: text('Томаты, сыр', 'Tomatoes, cheese'),
        price: 50000,
        measure: { value: 30, unit: 'cm' },
        photos: [{ src: 'img/pizza.webp', width: 256, height: 256 }],
        tags: ['HIT'],
        modifierGroupIds: [1, 2],
        nutrition: { per100: { kcal: 250, proteins: 11, fats: 9, carbohydrates: 30 } },
        allergens: ['gluten', 'milk'],
        diets: ['vegetarian'],
        ingredients: text('Тесто, томаты, моцарелла', 'Dough, tomatoes, mozzarella'),
        order: 1,
      },
      {
        id: 102,
        menuId: 1,
        groupId: null,
        name: text('Салат', 'Salad'),
        price: 30000,
        photos: [],
        tags: [],
        modifierGroupIds: [],
        order: 2,
      },
      {
        id: 103,
        menuId: 1,
        groupId: 12,
        name: text('Кола', 'Cola'),
        price: 10000,
        measure: { value: 330, unit: 'ml' },
        photos: [],
        tags: [],
        modifierGroupIds: [],
        order: 3,
      },
      {
        id: 104,
        menuId: 1,
        groupId: 11,
        name: text('Завтрак', 'Breakfast'),
        price: 20000,
        photos: [],
        tags: [],
        modifierGroupIds: [],
        order: 4,
      },
      {
        id: 105,
        menuId: 1,
        groupId: 13,
        name: text('Вино', 'Wine'),
        price: 90000,
        photos: [],
        tags: ['ADULT'],
        modifierGroupIds: [],
        order: 5,
      },
      {
        id: 201,
        menuId: 2,
        groupId: null,
        name: text('Кофе с собой', 'Coffee to go'),
        price: 15000,
        photos: [],
        tags: [],
        modifierGroupIds: [],
      },
      {
        id: 301,
        menuId: 3,
        groupId: 31,
        name: text('Паста', 'Pasta'),
        price: 40000,
        photos: [],
        tags: ['EXTENDED_COOKING_TIME'],
        modifierGroupIds: [],
      },
    ],
    modifiers: [
      {
        id: 1,
        restoId: 1,
        name: text('Размер', 'Size'),
        min: 1,
        max: 1,
        options: [
          { id: 1001, name: text('30 см', '30 cm'), price: 0 },
          { id: 1002, name: text('40 см', '40 cm'), price: 15000 },
        ],
      },
      {
        id: 2,
        restoId: 1,
        name: text('Добавки', 'Extras'),
        min: 0,
        max: 3,
        options: [
          {
            id: 1003,
            name: text('Сыр', 'Cheese'),
            price: 5000,
            maxCount: 2,
            allergens: ['milk'],
            nutrition: { kcal: 81, proteins: 5, fats: 6.6, carbohydrates: 0.3 },
          },
          { id: 1004, name: text('Грибы', 'Mushrooms'), price: 4000 },
        ],
      },
    ],
    zones: [
      {
        id: 1,
        cityId: 1,
        restoId: 1,
        name: text('Центр', 'Centre'),
        polygon: [
          { lat: 55.7, lng: 37.5 },
          { lat: 55.8, lng: 37.5 },
          { lat: 55.8, lng: 37.7 },
          { lat: 55.7, lng: 37.7 },
          { lat: 55.7, lng: 37.5 },
        ],
        thresholds: [
          { minOrderPrice: 200000, maxOrderPrice: 500000, deliveryPrice: 0, time: 45 },
          { minOrderPrice: 100000, maxOrderPrice: 200000, deliveryPrice: 20000, time: 60 },
        ],
      },
    ],
    promotions: [
      { id: 1, restoId: 1, title: text('Новинки', 'New'), description: text('Смотрите меню'), priority: 5 },
      {
        id: 2,
        restoId: 1,
        title: text('Прошлогодняя', 'Last year'),
        description: text('Закончилась'),
        priority: 9,
        endsAt: '2025-12-31T21:00:00Z',
      },
    ],
    promoCodes: [
      promo('SAVE10', { maxDiscountAmount: 5000 }),
      promo('FIXED300', { kind: 'FIXED', value: 30000, minOrderAmount: 150000 }),
      promo('RESTO2ONLY', { restoIds: [2] }),
      promo('USEDUP', { usageLimit: 5, usedCount: 5 }),
      promo('ONCE', { kind: 'FIXED', value: 10000, perPersonLimit: 1 }),
      promo('FUTURE', { startsAt: '2030-01-01T00:00:00+03:00' }),
      promo('EXPIRED', { endsAt: '2020-01-01T00:00:00+03:00' }),
      promo('PICKUPONLY', { deliveryTypes: ['TAKE_AWAY'] }),
      promo('OFF', { active: false }),
      promo('NIGHT', { activeHours: { from: '00:00', to: '06:00' } }),
    ],
    timeSlots: [
      {
        positionIds: [104],
        details: ([1, 2, 3, 4, 5, 6, 7] as const).map((dayOfWeek) => ({
          dayOfWeek,
          startAt: '08:00',
          endAt: '11:00',
          isActive: true,
        })),
      },
    ],
    gazetteer: [
      {
        id: 1,
        cityId: 1,
        street: text('Тверская улица', 'Tverskaya Street'),
        houseNumber: '12',
        location: { lat: 55.7501, lng: 37.6001 },
      },
      {
        id: 2,
        cityId: 1,
        street: text('Тверская улица', 'Tverskaya Street'),
        houseNumber: '14',
        location: { lat: 55.751, lng: 37.601 },
      },
      { id: 3, cityId: 1, street: text('Окраинная улица', 'Outskirts Street'), houseNumber: null, location: OUTSIDE },
    ],
  };
}

/** A tenant seed around {@link buildCatalog}. */
export function buildTenant(id = 'alpha', catalog: Catalog = buildCatalog()): TenantSeed {
  return { id, name: `Tenant ${id}`, origins: [`https://${id}.example`], catalog };
}
