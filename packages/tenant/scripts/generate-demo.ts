/**
 * Writes the demo tenants' catalogs and generated assets:
 *   tenants/demo/{catalog,assets}  «Тарелка Демо» — Москва (3 restos, 4 zones) and Тверь (take-away only)
 *   tenants/sever/{catalog,assets} «Северная Кухня» — Санкт-Петербург, delivery only
 *
 * Deterministic (seeded PRNG): re-running it rewrites the same bytes. tenant.json and pages/ are
 * hand-written and left alone.
 *
 *   pnpm --filter @tarelka/tenant generate-demo [out-dir]
 */
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CATALOG_FILES } from '../src/catalog/types';
import type {
  Catalog,
  CatalogCity,
  CatalogMenu,
  CatalogPromoCode,
  CatalogPromotion,
  CatalogResto,
  CatalogZone,
  LatLng,
} from '../src/catalog/types';
import { containsPoint } from '../src/catalog/geometry';
import { buildGazetteer, buildMenu, buildModifiers, cityOutline, timeSlot, weekHours } from './demo/build';
import type { StreetSpec } from './demo/build';
import { DEMO_GROUPS, DEMO_LUNCH_GROUPS, DEMO_UNGROUPED, SEVER_GROUPS } from './demo/dishes';
import type { ModifierKey } from './demo/dishes';
import { AssetWriter, bannerSvg, createRandom, drawZones, point, text, writeJson } from './demo/tools';

// The repository's tenants/ by default; another folder as the first argument (the test compares both).
const tenantsDir = process.argv[2] ?? fileURLToPath(new URL('../../../tenants/', import.meta.url));

function writeCatalog(id: string, catalog: Catalog): void {
  const dir = join(tenantsDir, id, 'catalog');
  rmSync(dir, { recursive: true, force: true });
  for (const [key, file] of Object.entries(CATALOG_FILES)) {
    writeJson(join(dir, file), catalog[key as keyof Catalog]);
  }
}

function freshAssets(id: string): AssetWriter {
  const dir = join(tenantsDir, id, 'assets');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'LICENSE-fluent-emoji.md'), FLUENT_LICENSE);
  return new AssetWriter(dir);
}

const FLUENT_LICENSE = `# Fluent Emoji 3D

The pictures in \`emoji/\` are Microsoft's Fluent Emoji (3D style) as packaged in the npm package
[\`@lobehub/fluent-emoji-3d\`](https://www.npmjs.com/package/@lobehub/fluent-emoji-3d) 1.1.0; file
names are Unicode code points. They are copied here by \`packages/tenant/scripts/generate-demo.ts\`.

MIT License

Copyright (c) Microsoft Corporation.
Copyright (c) 2023 LobeHub.

Permission is hereby granted, free of charge, to any person obtaining a copy
of this software and associated documentation files (the "Software"), to deal
in the Software without restriction, including without limitation the rights
to use, copy, modify, merge, publish, distribute, sublicense, and/or sell
copies of the Software, and to permit persons to whom the Software is
furnished to do so, subject to the following conditions:

The above copyright notice and this permission notice shall be included in all
copies or substantial portions of the Software.

THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR
IMPLIED, INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY,
FITNESS FOR A PARTICULAR PURPOSE AND NONINFRINGEMENT. IN NO EVENT SHALL THE
AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM, DAMAGES OR OTHER
LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING FROM,
OUT OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS IN THE
SOFTWARE.
`;

function brandAssets(
  assets: AssetWriter,
  options: { name: string; letter: string; primary: string; ink: string; bg: string },
) {
  const { name, letter, primary, ink, bg } = options;
  assets.svg(
    'logo.svg',
    480,
    96,
    `<rect x="8" y="8" width="80" height="80" rx="24" fill="${primary}"/><text x="48" y="66" text-anchor="middle" font-family="Inter, Arial, sans-serif" font-size="52" font-weight="800" fill="${bg}">${letter}</text><text x="108" y="64" font-family="Inter, Arial, sans-serif" font-size="40" font-weight="700" fill="${ink}">${name}</text>`,
  );
  assets.svg(
    'favicon.svg',
    64,
    64,
    `<rect width="64" height="64" rx="16" fill="${primary}"/><text x="32" y="45" text-anchor="middle" font-family="Inter, Arial, sans-serif" font-size="38" font-weight="800" fill="${bg}">${letter}</text>`,
  );
  assets.svg(
    'icon-maskable.svg',
    512,
    512,
    `<rect width="512" height="512" fill="${primary}"/><text x="256" y="340" text-anchor="middle" font-family="Inter, Arial, sans-serif" font-size="260" font-weight="800" fill="${bg}">${letter}</text>`,
  );
  // The sharing image's source; tenant.json's seo.image is social.jpg, this drawing rendered at 1200×630
  // by Chromium (networks preview no SVG), kept beside it.
  assets.svg('social.svg', 1200, 630, bannerSvg({ from: bg, to: primary, title: name, ink, width: 1200, height: 630 }));
}

/** Reports how many gazetteer points fall inside some zone (the demo wants most, not all). */
function coverage(catalog: Catalog, cityId: number): string {
  const zones = catalog.zones.filter((zone) => zone.cityId === cityId);
  const points = catalog.gazetteer.filter((address) => address.cityId === cityId);
  const inside = points.filter((address) => zones.some((zone) => containsPoint(zone.polygon, address.location)));
  return `${inside.length}/${points.length} addresses inside zones`;
}

// ————————————————————————————————————————————— demo —————————————————————————————————————————————

function generateDemo(): Catalog {
  const random = createRandom(20260522);
  const assets = freshAssets('demo');
  brandAssets(assets, { name: 'Тарелка Демо', letter: 'Т', primary: '#5bd0a4', ink: '#f2f5f4', bg: '#121614' });

  const moscowCenter = point(55.755826, 37.6173);
  const tverCenter = point(56.858721, 35.917596);
  const cities: CatalogCity[] = [
    {
      id: 1,
      name: text('Москва', 'Moscow', 'Moskva'),
      bounds: { south: 55.55, west: 37.33, north: 55.93, east: 37.9 },
      center: moscowCenter,
      zoom: 12,
      outline: cityOutline(moscowCenter, 0.165, 0.262, random),
    },
    {
      id: 2,
      name: text('Тверь', 'Tver', 'Tver'),
      bounds: { south: 56.8, west: 35.78, north: 56.92, east: 36.05 },
      center: tverCenter,
      zoom: 13,
    },
  ];

  const photo = (restoId: number, title: string, subtitle: string) =>
    assets.svg(
      `restos/${restoId}.svg`,
      1280,
      720,
      bannerSvg({ from: '#1c2a24', to: '#2f6b55', title, subtitle, ink: '#f2f5f4' }),
      text(title),
    );
  const contacts = (n: number) => ({
    emails: [`resto${n}@tarelka-demo.ru`],
    phones: [`+7 495 120-45-${String(10 + n).padStart(2, '0')}`],
    links: ['https://t.me/tarelka_demo'],
  });
  const tags = {
    wifi: { id: 1, code: 'WIFI', name: text('Wi‑Fi', 'Wi‑Fi') },
    h24: { id: 2, code: 'ROUND_THE_CLOCK', name: text('Круглосуточно', 'Open 24/7') },
    kids: { id: 3, code: 'KIDS_ROOM', name: text('Детская комната', 'Kids room') },
    parking: { id: 4, code: 'PARKING', name: text('Парковка', 'Parking') },
    terrace: { id: 5, code: 'TERRACE', name: text('Летняя веранда', 'Summer terrace') },
  };
  const restos: CatalogResto[] = [
    {
      id: 1,
      cityId: 1,
      name: text('Тарелка на Тверской', 'Tarelka Tverskaya'),
      address: text('Москва, Тверская улица, 12с1', 'Moscow, Tverskaya Street, 12 bld 1'),
      street: text('Тверская улица, 12с1', 'Tverskaya Street, 12 bld 1'),
      description: text(
        'Флагман сети в двух минутах от Пушкинской площади. Работаем круглосуточно, по будням — бизнес-ланчи.',
        'The flagship, two minutes from Pushkinskaya Square. Open around the clock, business lunches on weekdays.',
      ),
      averageCheck: 120000,
      currency: 'RUB',
      ...contacts(1),
      location: point(55.76297, 37.60552),
      openingHours: weekHours('00:00', '00:00'),
      order: 1,
      payConfig: {
        delivery: { cardOnline: 'test', cardUponReceipt: true, cashUponReceipt: true },
        takeAway: { cardOnline: 'test', cardUponReceipt: true, cashUponReceipt: true },
      },
      payEngine: 'test',
      photos: [photo(1, 'Тарелка на Тверской', 'Круглосуточно · Тверская, 12с1')],
      tags: [tags.h24, tags.wifi],
      timezone: '+03:00',
    },
    {
      id: 2,
      cityId: 1,
      name: text('Тарелка на Пятницкой', 'Tarelka Pyatnitskaya'),
      address: text('Москва, Пятницкая улица, 29', 'Moscow, Pyatnitskaya Street, 29'),
      street: text('Пятницкая улица, 29', 'Pyatnitskaya Street, 29'),
      description: text(
        'Уютный зал в Замоскворечье, летняя веранда во дворе.',
        'A cosy dining room in Zamoskvorechye with a courtyard terrace.',
      ),
      averageCheck: 105000,
      ...contacts(2),
      location: point(55.74049, 37.62815),
      openingHours: weekHours('08:00', '23:00', {
        6: { active: true, open: '09:00', close: '00:00' },
        7: { active: true, open: '09:00', close: '00:00' },
      }),
      order: 2,
      payConfig: {
        delivery: { cardOnline: 'test', cashUponReceipt: true },
        takeAway: { cardUponReceipt: true, cashUponReceipt: true },
      },
      payEngine: 'test',
      photos: [photo(2, 'Тарелка на Пятницкой', 'Замоскворечье · Пятницкая, 29')],
      tags: [tags.wifi, tags.terrace],
    },
    {
      id: 3,
      cityId: 1,
      name: text('Тарелка в Сокольниках', 'Tarelka Sokolniki'),
      address: text('Москва, Русаковская улица, 22', 'Moscow, Rusakovskaya Street, 22'),
      street: text('Русаковская улица, 22', 'Rusakovskaya Street, 22'),
      description: text(
        'Семейный ресторан у парка Сокольники: детская комната и парковка. По понедельникам выходной.',
        'A family restaurant by Sokolniki Park with a kids room and parking. Closed on Mondays.',
      ),
      averageCheck: 98000,
      ...contacts(3),
      location: point(55.78643, 37.67531),
      openingHours: weekHours('09:00', '22:00', { 1: { active: false, open: '00:00', close: '00:00' } }),
      order: 3,
      payConfig: {
        delivery: { cardOnline: 'test', cardUponReceipt: true },
        takeAway: { cardOnline: 'test', cashUponReceipt: true },
      },
      payEngine: 'test',
      photos: [photo(3, 'Тарелка в Сокольниках', 'У парка · Русаковская, 22')],
      tags: [tags.kids, tags.parking, tags.wifi],
    },
    {
      id: 4,
      cityId: 2,
      name: text('Тарелка в Твери', 'Tarelka Tver'),
      address: text('Тверь, Трёхсвятская улица, 28', 'Tver, Tryokhsvyatskaya Street, 28'),
      street: text('Трёхсвятская улица, 28', 'Tryokhsvyatskaya Street, 28'),
      description: text(
        'Только самовывоз: закажите на сайте и заберите на пешеходной Трёхсвятской.',
        'Take-away only: order online and collect on pedestrian Tryokhsvyatskaya Street.',
      ),
      averageCheck: 85000,
      ...contacts(4),
      location: point(56.85741, 35.90342),
      openingHours: weekHours('10:00', '22:00', { 7: { active: true, open: '11:00', close: '21:00' } }),
      order: 1,
      payConfig: { takeAway: { cardOnline: 'test', cashUponReceipt: true } },
      payEngine: 'test',
      photos: [photo(4, 'Тарелка в Твери', 'Самовывоз · Трёхсвятская, 28')],
      tags: [tags.wifi],
    },
  ];

  const menus: CatalogMenu[] = [
    ...restos.map((resto) => ({
      id: resto.id,
      restoId: resto.id,
      name: text('Основное меню', 'Main menu', 'Glavni meni'),
      order: 1,
      isDelivery: resto.payConfig.delivery !== undefined,
      isOnline: false,
      isTable: false,
      isTakeAway: resto.payConfig.takeAway !== undefined,
    })),
    {
      id: 5,
      restoId: 1,
      name: text('Бизнес-ланч', 'Business lunch', 'Poslovni ručak'),
      order: 2,
      isDelivery: true,
      isOnline: false,
      isTable: false,
      isTakeAway: true,
    },
  ];

  const modifierKeys: ModifierKey[] = [
    'pizzaSize',
    'pizzaDough',
    'pizzaExtras',
    'burgerDoneness',
    'burgerExtras',
    'rollExtras',
    'coffeeMilk',
    'coffeeExtras',
    'side',
    'pelmeniServing',
  ];
  const catalog: Catalog = {
    cities,
    restos,
    menus,
    groups: [],
    positions: [],
    modifiers: [],
    zones: [],
    promotions: [],
    promoCodes: [],
    timeSlots: [],
    gazetteer: [],
  };
  const margheritaOf = new Map<number, number>();
  const rollsGroupOf = new Map<number, number>();
  for (const resto of restos) {
    const { groups: modifierGroups, ids } = buildModifiers(resto.id, modifierKeys);
    catalog.modifiers.push(...modifierGroups);
    // The branches drop a few dishes each so their menus differ; the flagship has everything.
    const skipRandom = createRandom(resto.id * 7919);
    const built = buildMenu({
      menu: menus[resto.id - 1]!,
      groups: DEMO_GROUPS,
      ungrouped: DEMO_UNGROUPED,
      modifierIds: ids,
      skip: (dish, group) =>
        resto.id !== 1 && group !== null && group.dishes.indexOf(dish) > 2 && skipRandom.chance(0.05),
      random,
      assets,
    });
    catalog.groups.push(...built.groups);
    catalog.positions.push(...built.positions);
    const breakfast = built.byGroupKey.get('breakfast') ?? [];
    catalog.timeSlots.push(
      timeSlot(
        breakfast.map((p) => p.id),
        '08:00',
        '11:30',
      ),
    );
    margheritaOf.set(resto.id, built.byGroupKey.get('pizza')![0]!.id);
    rollsGroupOf.set(resto.id, built.groups.find((g) => g.name.ru === 'Роллы и суши')!.id);
    if (resto.id === 1) {
      const lunch = buildMenu({
        menu: menus[4]!,
        groups: DEMO_LUNCH_GROUPS,
        modifierIds: ids,
        random,
        assets,
      });
      catalog.groups.push(...lunch.groups);
      catalog.positions.push(...lunch.positions);
      catalog.timeSlots.push(
        timeSlot(
          lunch.positions.map((p) => p.id),
          '12:00',
          '16:00',
          [1, 2, 3, 4, 5],
        ),
      );
    }
  }

  // Zones: one per Moscow resto plus a second one for Sokolniki; neighbours never overlap.
  const zonePolygons = drawZones(
    [
      { center: restos[0]!.location, radiusKm: 3.1 },
      { center: restos[1]!.location, radiusKm: 2.9 },
      { center: restos[2]!.location, radiusKm: 2.7 },
      { center: point(55.7962, 37.7148), radiusKm: 2.6 },
    ],
    random,
  );
  const zone = (
    id: number,
    restoId: number,
    ru: string,
    en: string,
    thresholds: CatalogZone['thresholds'],
  ): CatalogZone => ({
    id,
    cityId: 1,
    restoId,
    name: text(ru, en),
    polygon: zonePolygons[id - 1]!,
    thresholds,
  });
  catalog.zones = [
    zone(1, 1, 'Центр', 'City centre', [
      { minOrderPrice: 100000, maxOrderPrice: 200000, deliveryPrice: 24900, time: 40 },
      { minOrderPrice: 200000, maxOrderPrice: 350000, deliveryPrice: 9900, time: 40 },
      { minOrderPrice: 350000, maxOrderPrice: 5000000, deliveryPrice: 0, time: 40 },
    ]),
    zone(2, 2, 'Замоскворечье', 'Zamoskvorechye', [
      { minOrderPrice: 80000, maxOrderPrice: 250000, deliveryPrice: 19900, time: 50 },
      { minOrderPrice: 250000, maxOrderPrice: null, deliveryPrice: 0, time: 50 },
    ]),
    zone(3, 3, 'Сокольники', 'Sokolniki', [
      { minOrderPrice: 120000, maxOrderPrice: 300000, deliveryPrice: 29900, time: 60 },
      { minOrderPrice: 300000, maxOrderPrice: null, deliveryPrice: 0, time: 60 },
    ]),
    zone(4, 3, 'Преображенское', 'Preobrazhenskoye', [
      { minOrderPrice: 150000, maxOrderPrice: 250000, deliveryPrice: 34900, time: 75 },
      { minOrderPrice: 250000, maxOrderPrice: 400000, deliveryPrice: 14900, time: 75 },
      { minOrderPrice: 400000, maxOrderPrice: 3000000, deliveryPrice: 0, time: 0 },
    ]),
  ];

  const promoPhoto = (id: number, title: string, subtitle: string) =>
    assets.svg(
      `promotions/${id}.svg`,
      1280,
      720,
      bannerSvg({ from: '#5bd0a4', to: '#1f7a5a', title, subtitle, ink: '#0f1f19' }),
      text(title),
    );
  for (const resto of restos) {
    const base = resto.id * 10;
    const list: CatalogPromotion[] = [];
    if (resto.payConfig.delivery) {
      list.push({
        id: base + 1,
        restoId: resto.id,
        title: text('−300 ₽ к заказу от 2000 ₽', '300 ₽ off orders from 2,000 ₽'),
        description: text(
          'Скидка 300 ₽ применяется автоматически, когда сумма заказа от 2000 ₽.',
          'A 300 ₽ discount applies automatically to orders of 2,000 ₽ or more.',
        ),
        photo: promoPhoto(base + 1, '−300 ₽', 'к заказу от 2000 ₽'),
        priority: 100,
        rule: { type: 'FIXED_OFF_ORDER', amount: 30000, minOrderAmount: 200000 },
      });
    }
    list.push(
      {
        id: base + 2,
        restoId: resto.id,
        title: text('−15% на роллы и суши', '15% off rolls and sushi'),
        description: text(
          'Все позиции раздела «Роллы и суши» со скидкой 15%.',
          'Every item in «Rolls & sushi» is 15% off.',
        ),
        photo: promoPhoto(base + 2, '−15% на роллы', 'весь раздел «Роллы и суши»'),
        priority: 90,
        rule: { type: 'PERCENT_OFF_GROUP', groupId: rollsGroupOf.get(resto.id)!, percent: 15 },
      },
      {
        id: base + 3,
        restoId: resto.id,
        title: text('Вторая «Маргарита» за полцены', 'Second Margherita half price'),
        description: text(
          'Каждая вторая пицца «Маргарита» в заказе — со скидкой 50%.',
          'Every second Margherita in the order is 50% off.',
        ),
        photo: promoPhoto(base + 3, '2-я «Маргарита» −50%', 'каждая вторая в заказе'),
        priority: 80,
        rule: { type: 'NTH_ITEM', positionId: margheritaOf.get(resto.id)!, n: 2, percent: 50 },
      },
    );
    if (resto.payConfig.takeAway) {
      list.push({
        id: base + 4,
        restoId: resto.id,
        title: text('Самовывоз −10%', '10% off take-away'),
        description: text('Заберите заказ сами и получите скидку 10%.', 'Collect your order yourself and get 10% off.'),
        photo: promoPhoto(base + 4, 'Самовывоз −10%', 'заберите заказ сами'),
        priority: 70,
        rule: { type: 'PICKUP_PERCENT', percent: 10 },
      });
    }
    list.push({
      id: base + 5,
      restoId: resto.id,
      title: text('Завтраки с 8:00 до 11:30', 'Breakfast 8:00–11:30'),
      description: text(
        'Сырники, блины, омлеты и каши — каждый день с 8:00 до 11:30.',
        'Syrniki, blini, omelettes and porridge — every day from 8:00 to 11:30.',
      ),
      photo: promoPhoto(base + 5, 'Завтраки', 'каждый день с 8:00 до 11:30'),
      priority: 50,
    });
    if (resto.id === 1) {
      list.push({
        id: base + 6,
        restoId: 1,
        title: text('Бизнес-ланч по будням', 'Weekday business lunch'),
        description: text(
          'Комплексные обеды от 520 ₽ с 12:00 до 16:00 с понедельника по пятницу.',
          'Set lunches from 520 ₽, 12:00–16:00, Monday to Friday.',
        ),
        photo: promoPhoto(base + 6, 'Бизнес-ланч', 'пн–пт с 12:00 до 16:00'),
        priority: 60,
        startsAt: '2026-01-12T00:00:00+03:00',
        endsAt: '2027-12-31T23:59:59+03:00',
      });
    }
    catalog.promotions.push(...list);
  }

  const code = (
    value: Pick<CatalogPromoCode, 'code' | 'kind' | 'value'> & Partial<CatalogPromoCode>,
  ): CatalogPromoCode => ({
    restoIds: [],
    minOrderAmount: 0,
    maxDiscountAmount: null,
    deliveryTypes: ['DELIVERY', 'TAKE_AWAY'],
    active: true,
    usageLimit: null,
    perPersonLimit: null,
    ...value,
  });
  // One code per promo error of spec §8 (an unknown code gives promo-code.not-found), plus valid ones.
  catalog.promoCodes = [
    code({ code: 'WELCOME10', kind: 'PERCENT', value: 10, maxDiscountAmount: 50000 }),
    code({ code: 'MINUS300', kind: 'FIXED', value: 30000, minOrderAmount: 150000 }),
    code({ code: 'SOKOLNIKI15', kind: 'PERCENT', value: 15, restoIds: [3], maxDiscountAmount: 100000 }),
    code({ code: 'FIRST100', kind: 'PERCENT', value: 20, usageLimit: 100, usedCount: 100 }),
    code({ code: 'ODINRAZ', kind: 'FIXED', value: 20000, perPersonLimit: 1 }),
    code({
      code: 'NEWYEAR2030',
      kind: 'PERCENT',
      value: 20,
      startsAt: '2030-12-20T00:00:00+03:00',
      endsAt: '2031-01-10T23:59:59+03:00',
    }),
    code({
      code: 'SUMMER2024',
      kind: 'PERCENT',
      value: 15,
      startsAt: '2024-06-01T00:00:00+03:00',
      endsAt: '2024-08-31T23:59:59+03:00',
    }),
    code({ code: 'DOSTAVKA15', kind: 'PERCENT', value: 15, deliveryTypes: ['DELIVERY'], maxDiscountAmount: 75000 }),
    code({ code: 'OLDPROMO', kind: 'FIXED', value: 50000, active: false }),
    code({ code: 'LUNCH15', kind: 'PERCENT', value: 15, activeHours: { from: '12:00', to: '16:00' } }),
  ];

  const moscow = { ru: 'Москва', en: 'Moscow' };
  const m = (lat: number, lng: number): LatLng => point(lat, lng);
  const moscowStreets: StreetSpec[] = [
    {
      ru: 'Тверская улица',
      en: 'Tverskaya Street',
      from: m(55.7573, 37.6137),
      to: m(55.7712, 37.596),
      houses: ['4', '8с1', '12с1', '15', '18к1', '22', null],
    },
    {
      ru: 'улица Петровка',
      en: 'Petrovka Street',
      from: m(55.7609, 37.6178),
      to: m(55.7702, 37.6145),
      houses: ['5', '11', '19с1', '26'],
    },
    {
      ru: 'улица Большая Дмитровка',
      en: 'Bolshaya Dmitrovka Street',
      from: m(55.7594, 37.615),
      to: m(55.768, 37.611),
      houses: ['7/5', '13', '23с1'],
    },
    {
      ru: 'Мясницкая улица',
      en: 'Myasnitskaya Street',
      from: m(55.7595, 37.63),
      to: m(55.768, 37.64),
      houses: ['13с1', '20', '24/7', '35'],
    },
    {
      ru: 'Никольская улица',
      en: 'Nikolskaya Street',
      from: m(55.7567, 37.6212),
      to: m(55.7593, 37.6262),
      houses: ['10', '17с1'],
    },
    {
      ru: 'Новослободская улица',
      en: 'Novoslobodskaya Street',
      from: m(55.7795, 37.6005),
      to: m(55.7885, 37.599),
      houses: ['14/19', '23', '45Б'],
    },
    {
      ru: 'Пятницкая улица',
      en: 'Pyatnitskaya Street',
      from: m(55.7465, 37.6272),
      to: m(55.731, 37.629),
      houses: ['6/1', '18', '29', '41', '56', null],
    },
    {
      ru: 'улица Большая Ордынка',
      en: 'Bolshaya Ordynka Street',
      from: m(55.746, 37.6243),
      to: m(55.73, 37.6225),
      houses: ['8', '21с1', '40с4', '59'],
    },
    {
      ru: 'Новокузнецкая улица',
      en: 'Novokuznetskaya Street',
      from: m(55.743, 37.6305),
      to: m(55.729, 37.6355),
      houses: ['4/12', '20с1', '38'],
    },
    {
      ru: 'Садовническая улица',
      en: 'Sadovnicheskaya Street',
      from: m(55.747, 37.632),
      to: m(55.7425, 37.65),
      houses: ['9', '24с3', '57'],
    },
    {
      ru: 'Люсиновская улица',
      en: 'Lyusinovskaya Street',
      from: m(55.729, 37.6235),
      to: m(55.7175, 37.623),
      houses: ['2', '36с1'],
    },
    {
      ru: 'Русаковская улица',
      en: 'Rusakovskaya Street',
      from: m(55.783, 37.668),
      to: m(55.788, 37.688),
      houses: ['1', '13', '22', '31'],
    },
    {
      ru: 'Краснопрудная улица',
      en: 'Krasnoprudnaya Street',
      from: m(55.777, 37.6615),
      to: m(55.7835, 37.67),
      houses: ['7/9', '15', '26/1'],
    },
    {
      ru: 'улица Стромынка',
      en: 'Stromynka Street',
      from: m(55.788, 37.687),
      to: m(55.792, 37.708),
      houses: ['4', '11', '19к2', '25'],
    },
    {
      ru: 'Бауманская улица',
      en: 'Baumanskaya Street',
      from: m(55.772, 37.679),
      to: m(55.779, 37.682),
      houses: ['6с2', '33/2', '58/25'],
    },
    {
      ru: 'Большая Черкизовская улица',
      en: 'Bolshaya Cherkizovskaya Street',
      from: m(55.796, 37.713),
      to: m(55.801, 37.745),
      houses: ['2к1', '5к3', '10к1', '24А'],
    },
    {
      ru: 'Преображенская площадь',
      en: 'Preobrazhenskaya Square',
      from: m(55.7965, 37.7138),
      to: m(55.7965, 37.7138),
      houses: [null],
    },
    // Outside every zone: the map should say the address is not served.
    {
      ru: 'Ленинградский проспект',
      en: 'Leningradsky Avenue',
      from: m(55.795, 37.545),
      to: m(55.81, 37.515),
      houses: ['37к9', '47', '62'],
    },
    {
      ru: 'Профсоюзная улица',
      en: 'Profsoyuznaya Street',
      from: m(55.68, 37.564),
      to: m(55.645, 37.525),
      houses: ['26', '56', '93'],
    },
    {
      ru: 'Варшавское шоссе',
      en: 'Varshavskoye Highway',
      from: m(55.69, 37.622),
      to: m(55.64, 37.623),
      houses: ['87Б', '125'],
    },
    {
      ru: 'Кутузовский проспект',
      en: 'Kutuzovsky Avenue',
      from: m(55.745, 37.545),
      to: m(55.739, 37.52),
      houses: ['24', '36'],
    },
  ];
  const tverStreets: StreetSpec[] = [
    {
      ru: 'Трёхсвятская улица',
      en: 'Tryokhsvyatskaya Street',
      from: m(56.86, 35.9005),
      to: m(56.8555, 35.908),
      houses: ['6', '16/31', '28', null],
    },
    {
      ru: 'Советская улица',
      en: 'Sovetskaya Street',
      from: m(56.8585, 35.8955),
      to: m(56.857, 35.918),
      houses: ['7', '23', '46'],
    },
    {
      ru: 'Тверской проспект',
      en: 'Tverskoy Avenue',
      from: m(56.857, 35.906),
      to: m(56.852, 35.913),
      houses: ['2', '13'],
    },
    {
      ru: 'проспект Чайковского',
      en: 'Tchaikovsky Avenue',
      from: m(56.847, 35.908),
      to: m(56.842, 35.895),
      houses: ['19', '28/2'],
    },
    {
      ru: 'улица Склизкова',
      en: 'Sklizkova Street',
      from: m(56.841, 35.909),
      to: m(56.832, 35.92),
      houses: ['48', '116'],
    },
  ];
  catalog.gazetteer = [
    ...buildGazetteer(1, 1, moscow, moscowStreets, random),
    ...buildGazetteer(2, 501, { ru: 'Тверская область', en: 'Tver Oblast' }, tverStreets, random),
  ];
  console.log(
    `demo: ${catalog.positions.length} positions, ${catalog.gazetteer.length} addresses, Moscow ${coverage(catalog, 1)}`,
  );
  return catalog;
}

// ————————————————————————————————————————————— sever ————————————————————————————————————————————

function generateSever(): Catalog {
  const random = createRandom(59_938_630);
  const assets = freshAssets('sever');
  brandAssets(assets, { name: 'Северная Кухня', letter: 'С', primary: '#1f5fae', ink: '#10233d', bg: '#ffffff' });
  const center = point(59.938676, 30.314133);
  const cities: CatalogCity[] = [
    {
      id: 11,
      name: text('Санкт-Петербург', 'Saint Petersburg', 'Sankt Peterburg'),
      bounds: { south: 59.8, west: 30.1, north: 60.09, east: 30.56 },
      center,
      zoom: 12,
      outline: cityOutline(center, 0.13, 0.26, random),
    },
  ];
  const photo = (restoId: number, title: string, subtitle: string) =>
    assets.svg(
      `restos/${restoId}.svg`,
      1280,
      720,
      bannerSvg({ from: '#e8f0fb', to: '#9cc0ea', title, subtitle, ink: '#10233d' }),
      text(title),
    );
  const deliveryOnly = { delivery: { cardOnline: 'test', cardUponReceipt: true } };
  const resto = (
    id: number,
    name: [string, string],
    street: [string, string],
    location: LatLng,
    openingHours: CatalogResto['openingHours'],
  ): CatalogResto => ({
    id,
    cityId: 11,
    name: text(...name),
    address: text(`Санкт-Петербург, ${street[0]}`, `Saint Petersburg, ${street[1]}`),
    street: text(...street),
    description: text(
      'Северная кухня с доставкой: уха, пельмени, пироги, корюшка.',
      'Northern cooking delivered: fish soup, pelmeni, pies, smelt.',
    ),
    averageCheck: 140000,
    emails: [`kitchen${id}@severnaya-kuhnya.ru`],
    phones: [`+7 812 407-20-${id}`],
    links: ['https://vk.com/severnaya_kuhnya'],
    location,
    openingHours,
    order: id - 10,
    payConfig: deliveryOnly,
    payEngine: 'test',
    photos: [photo(id, name[0], street[0])],
    tags: [{ id: 11, code: 'DELIVERY_ONLY', name: text('Только доставка', 'Delivery only') }],
  });
  const restos: CatalogResto[] = [
    resto(
      11,
      ['Северная Кухня на Петроградской', 'Severnaya Kukhnya Petrogradskaya'],
      ['Большой проспект П.С., 48', 'Bolshoy Prospekt P.S., 48'],
      point(59.96125, 30.30182),
      weekHours('10:00', '23:00'),
    ),
    resto(
      12,
      ['Северная Кухня на Рубинштейна', 'Severnaya Kukhnya Rubinshteyna'],
      ['улица Рубинштейна, 15', 'Rubinshteyna Street, 15'],
      point(59.92936, 30.34491),
      weekHours('11:00', '23:59'),
    ),
    resto(
      13,
      ['Северная Кухня на Васильевском', 'Severnaya Kukhnya Vasilyevsky'],
      ['7-я линия В.О., 34', '7th Line V.O., 34'],
      point(59.94153, 30.27806),
      weekHours('10:00', '22:00', { 7: { active: false, open: '00:00', close: '00:00' } }),
    ),
  ];
  const menus: CatalogMenu[] = restos.map((r) => ({
    id: r.id,
    restoId: r.id,
    name: text('Меню', 'Menu', 'Meni'),
    order: 1,
    isDelivery: true,
    isOnline: false,
    isTable: false,
    isTakeAway: false,
  }));
  const catalog: Catalog = {
    cities,
    restos,
    menus,
    groups: [],
    positions: [],
    modifiers: [],
    zones: [],
    promotions: [],
    promoCodes: [],
    timeSlots: [],
    gazetteer: [],
  };
  for (const r of restos) {
    const { groups, ids } = buildModifiers(r.id, ['side', 'pelmeniServing']);
    catalog.modifiers.push(...groups);
    const built = buildMenu({
      menu: menus.find((menu) => menu.id === r.id)!,
      groups: SEVER_GROUPS,
      modifierIds: ids,
      random,
      assets,
    });
    catalog.groups.push(...built.groups);
    catalog.positions.push(...built.positions);
    const base = r.id * 10;
    catalog.promotions.push(
      {
        id: base + 1,
        restoId: r.id,
        title: text('Пельмени −20% по средам', 'Dumplings 20% off'),
        description: text('Все пельмени и вареники со скидкой 20%.', 'All pelmeni and vareniki are 20% off.'),
        photo: assets.svg(
          `promotions/${base + 1}.svg`,
          1280,
          720,
          bannerSvg({
            from: '#1f5fae',
            to: '#0f3a70',
            title: 'Пельмени −20%',
            subtitle: 'все пельмени и вареники',
            ink: '#ffffff',
          }),
          text('Пельмени −20%'),
        ),
        priority: 100,
        rule: { type: 'PERCENT_OFF_GROUP', groupId: built.groups[0]!.id, percent: 20 },
      },
      {
        id: base + 2,
        restoId: r.id,
        title: text('−500 ₽ к заказу от 3500 ₽', '500 ₽ off orders from 3,500 ₽'),
        description: text('Скидка применяется автоматически.', 'Applied automatically.'),
        photo: assets.svg(
          `promotions/${base + 2}.svg`,
          1280,
          720,
          bannerSvg({
            from: '#1f5fae',
            to: '#0f3a70',
            title: '−500 ₽',
            subtitle: 'к заказу от 3500 ₽',
            ink: '#ffffff',
          }),
          text('−500 ₽'),
        ),
        priority: 90,
        rule: { type: 'FIXED_OFF_ORDER', amount: 50000, minOrderAmount: 350000 },
      },
    );
  }
  const polygons = drawZones(
    [
      { center: restos[0]!.location, radiusKm: 2.8 },
      { center: restos[1]!.location, radiusKm: 2.8 },
      { center: restos[2]!.location, radiusKm: 2.6 },
      { center: point(59.8955, 30.3195), radiusKm: 2.6 },
    ],
    random,
  );
  const names: Array<[string, string, number]> = [
    ['Петроградская сторона', 'Petrogradsky', 11],
    ['Центр', 'City centre', 12],
    ['Васильевский остров', 'Vasilyevsky Island', 13],
    ['Московский район', 'Moskovsky District', 12],
  ];
  catalog.zones = names.map(([ru, en, restoId], index) => ({
    id: 11 + index,
    cityId: 11,
    restoId,
    name: text(ru, en),
    polygon: polygons[index]!,
    thresholds:
      index === 3
        ? [
            { minOrderPrice: 150000, maxOrderPrice: 300000, deliveryPrice: 29900, time: 70 },
            { minOrderPrice: 300000, maxOrderPrice: null, deliveryPrice: 0, time: 70 },
          ]
        : [
            { minOrderPrice: 90000, maxOrderPrice: 200000, deliveryPrice: 19900, time: 45 },
            { minOrderPrice: 200000, maxOrderPrice: 400000, deliveryPrice: 9900, time: 45 },
            { minOrderPrice: 400000, maxOrderPrice: null, deliveryPrice: 0, time: 45 },
          ],
  }));
  const s = (lat: number, lng: number): LatLng => point(lat, lng);
  const streets: StreetSpec[] = [
    {
      ru: 'Большой проспект П.С.',
      en: 'Bolshoy Prospekt P.S.',
      from: s(59.957, 30.31),
      to: s(59.966, 30.295),
      houses: ['18', '37', '48', '74'],
    },
    {
      ru: 'Каменноостровский проспект',
      en: 'Kamennoostrovsky Avenue',
      from: s(59.957, 30.324),
      to: s(59.97, 30.312),
      houses: ['10', '26-28', '42'],
    },
    {
      ru: 'улица Рубинштейна',
      en: 'Rubinshteyna Street',
      from: s(59.932, 30.346),
      to: s(59.927, 30.344),
      houses: ['7', '15', '23'],
    },
    {
      ru: 'Невский проспект',
      en: 'Nevsky Avenue',
      from: s(59.935, 30.327),
      to: s(59.931, 30.36),
      houses: ['28', '48', '71', '88', null],
    },
    {
      ru: 'Литейный проспект',
      en: 'Liteyny Avenue',
      from: s(59.944, 30.348),
      to: s(59.933, 30.347),
      houses: ['9', '31', '57'],
    },
    {
      ru: 'Владимирский проспект',
      en: 'Vladimirsky Avenue',
      from: s(59.931, 30.348),
      to: s(59.927, 30.348),
      houses: ['3', '19'],
    },
    {
      ru: '7-я линия В.О.',
      en: '7th Line V.O.',
      from: s(59.939, 30.283),
      to: s(59.945, 30.277),
      houses: ['16', '34', '62'],
    },
    {
      ru: 'Средний проспект В.О.',
      en: 'Sredny Prospekt V.O.',
      from: s(59.941, 30.286),
      to: s(59.935, 30.255),
      houses: ['4', '36/40', '64'],
    },
    {
      ru: 'Московский проспект',
      en: 'Moskovsky Avenue',
      from: s(59.906, 30.318),
      to: s(59.885, 30.32),
      houses: ['107к5', '137', '143', '165'],
    },
    {
      ru: 'Лиговский проспект',
      en: 'Ligovsky Avenue',
      from: s(59.927, 30.36),
      to: s(59.91, 30.35),
      houses: ['50', '94', '153'],
    },
    { ru: 'Дворцовая площадь', en: 'Palace Square', from: s(59.939, 30.3155), to: s(59.939, 30.3155), houses: [null] },
    {
      ru: 'проспект Просвещения',
      en: 'Prosveshcheniya Avenue',
      from: s(60.052, 30.33),
      to: s(60.049, 30.39),
      houses: ['19', '87'],
    },
    {
      ru: 'Ленинский проспект',
      en: 'Leninsky Avenue',
      from: s(59.851, 30.23),
      to: s(59.852, 30.27),
      houses: ['95', '129'],
    },
  ];
  catalog.gazetteer = buildGazetteer(11, 1001, { ru: 'Санкт-Петербург', en: 'Saint Petersburg' }, streets, random);
  console.log(
    `sever: ${catalog.positions.length} positions, ${catalog.gazetteer.length} addresses, ${coverage(catalog, 11)}`,
  );
  return catalog;
}

for (const [id, generate] of [
  ['demo', generateDemo],
  ['sever', generateSever],
] as const) {
  if (!existsSync(join(tenantsDir, id))) mkdirSync(join(tenantsDir, id), { recursive: true });
  writeCatalog(id, generate());
}
