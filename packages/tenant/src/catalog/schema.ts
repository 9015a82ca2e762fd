import { ALLERGENS, DIETS } from '@tarelka/domain';
import type { Catalog } from './types';

// JSON Schemas (draft-07) of the catalog files, mirroring ./types.ts. Shapes only: references
// between files (a zone's resto, a position's group) are checked by checkCatalog.

type Schema = Record<string, unknown>;

const obj = (properties: Record<string, Schema>, required: string[], description?: string): Schema => ({
  type: 'object',
  additionalProperties: false,
  required,
  properties,
  ...(description ? { description } : {}),
});
const id = (description: string): Schema => ({ type: 'integer', minimum: 1, description, examples: [1] });
const ref = (description: string): Schema => ({ type: 'integer', minimum: 1, description });
const money = (description: string): Schema => ({
  type: 'integer',
  minimum: 0,
  description: `${description}, in minor units (kopecks): an integer ≥ 0`,
  examples: [49000],
});
const str = (description: string, example?: string): Schema => ({
  type: 'string',
  minLength: 1,
  description,
  ...(example ? { examples: [example] } : {}),
});
const bool = (description: string): Schema => ({ type: 'boolean', description });
const time = (description: string): Schema => ({
  type: 'string',
  pattern: '^([01]\\d|2[0-3]):[0-5]\\d$',
  description: `${description}, 'HH:mm'`,
  examples: ['09:00'],
});
const isoDate = (description: string): Schema => ({
  type: 'string',
  pattern: '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}(:\\d{2}(\\.\\d+)?)?(Z|[+-]\\d{2}:\\d{2})$',
  description: `${description}, ISO 8601 with offset`,
  examples: ['2026-06-01T00:00:00+03:00'],
});
const day: Schema = { type: 'integer', minimum: 1, maximum: 7, description: 'day of week: 1 Monday … 7 Sunday' };
const arrayOf = (items: Schema, description?: string): Schema => ({
  type: 'array',
  items,
  ...(description ? { description } : {}),
});

const text: Schema = obj(
  {
    ru: str('Russian text (required, the fallback)', 'Пицца'),
    en: str('English text', 'Pizza'),
    cnr: str('Montenegrin text', 'Pica'),
  },
  ['ru'],
  'localised text: { "ru": "…", "en": "…" }',
);
const latLng: Schema = obj(
  {
    lat: { type: 'number', minimum: -90, maximum: 90, description: 'latitude in degrees', examples: [55.7558] },
    lng: { type: 'number', minimum: -180, maximum: 180, description: 'longitude in degrees', examples: [37.6173] },
  },
  ['lat', 'lng'],
  'a point: { "lat": 55.7558, "lng": 37.6173 }',
);
const photo: Schema = obj(
  {
    src: str(
      'file path relative to the tenant assets/ folder (no URLs), optionally with ?v=<content version> (pnpm --filter @tarelka/api photos:stamp)',
      'emoji/1f355.webp',
    ),
    width: { type: 'integer', minimum: 1, description: 'width in px' },
    height: { type: 'integer', minimum: 1, description: 'height in px' },
    alt: text,
  },
  ['src', 'width', 'height'],
);
const payEntry: Schema = obj(
  {
    cardOnline: { type: 'string', description: "gateway config for online card payment ('' = not offered)" },
    cardUponReceipt: bool('card payment on receipt offered'),
    cashUponReceipt: bool('cash on receipt offered'),
  },
  [],
);

const grams = (description: string, example: number): Schema => ({
  type: 'number',
  minimum: 0,
  description: `${description}, g`,
  examples: [example],
});
const macros = (description: string): Schema =>
  obj(
    {
      kcal: { type: 'number', minimum: 0, description: 'energy, kcal', examples: [250] },
      proteins: grams('proteins', 11),
      fats: grams('fats', 9),
      carbohydrates: grams('carbohydrates', 30),
      alcohol: grams('alcohol (ethanol), counted at 7 kcal/g; drinks only', 3.9),
    },
    ['kcal', 'proteins', 'fats', 'carbohydrates'],
    description,
  );
const allergens: Schema = {
  type: 'array',
  uniqueItems: true,
  items: { enum: ALLERGENS, description: 'an allergen of ТР ТС 022/2011: one of the 14 ids' },
  description: 'allergens (the 14 of ТР ТС 022/2011); [] declares none',
};

const city = obj(
  {
    id: id('city id'),
    name: text,
    bounds: obj(
      {
        east: { type: 'number' },
        north: { type: 'number' },
        south: { type: 'number' },
        west: { type: 'number' },
      },
      ['east', 'north', 'south', 'west'],
      'bounding box in degrees',
    ),
    center: latLng,
    zoom: { type: 'integer', minimum: 1, maximum: 20, description: 'default map zoom', examples: [12] },
    outline: arrayOf(latLng, 'closed ring for the offline map'),
  },
  ['id', 'name', 'bounds', 'center', 'zoom'],
);

const resto = obj(
  {
    id: id('resto id'),
    cityId: ref('id of a city in cities.json'),
    name: text,
    address: text,
    street: text,
    description: text,
    averageCheck: money('average check'),
    currency: { type: 'string', pattern: '^[A-Z]{3}$', description: 'ISO 4217 code', examples: ['RUB'] },
    emails: arrayOf({ type: 'string', pattern: '^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$' }),
    phones: arrayOf({ type: 'string', minLength: 1 }),
    links: arrayOf({ type: 'string', pattern: '^https://' }),
    location: latLng,
    openingHours: arrayOf(
      obj(
        { dayOfWeek: day, active: bool('open on this day'), open: time('opening time'), close: time('closing time') },
        ['dayOfWeek', 'active', 'open', 'close'],
      ),
    ),
    order: { type: 'integer', description: 'sort order' },
    payConfig: obj({ delivery: payEntry, takeAway: payEntry }, [], 'payment methods per delivery type'),
    payEngine: str("payment gateway: 'test' or 'yookassa'", 'test'),
    photos: arrayOf(photo),
    tags: arrayOf(obj({ id: id('tag id'), code: str('tag code', 'WIFI'), name: text }, ['id', 'code', 'name'])),
    timezone: { type: 'string', pattern: '^[+-]\\d{2}:\\d{2}$', description: 'UTC offset', examples: ['+03:00'] },
  },
  [
    'id',
    'cityId',
    'name',
    'address',
    'street',
    'emails',
    'phones',
    'links',
    'location',
    'openingHours',
    'order',
    'payConfig',
    'photos',
    'tags',
  ],
);

const menu = obj(
  {
    id: id('menu id'),
    restoId: ref('id of a resto in restos.json'),
    name: text,
    order: { type: 'integer' },
    isDelivery: bool('offered for delivery'),
    isOnline: bool('offered online'),
    isTable: bool('offered at the table'),
    isTakeAway: bool('offered for take-away'),
  },
  ['id', 'restoId', 'name', 'order', 'isDelivery', 'isOnline', 'isTable', 'isTakeAway'],
);

const group = obj(
  {
    id: id('group id'),
    menuId: ref('id of a menu in menus.json'),
    name: text,
    order: { type: 'integer' },
    photos: arrayOf(photo),
    adult: bool('positions need the 18+ confirmation'),
  },
  ['id', 'menuId', 'name', 'order', 'photos'],
);

const position = obj(
  {
    id: id('position id'),
    menuId: ref('id of a menu in menus.json'),
    groupId: {
      type: ['integer', 'null'],
      minimum: 1,
      description: "id of a group in groups.json, or null for the synthetic 'Прочее' group",
    },
    name: text,
    description: text,
    price: money('price'),
    measure: obj(
      {
        value: { type: 'number', exclusiveMinimum: 0 },
        unit: { enum: ['g', 'pc', 'ml', 'cm'], description: 'measure unit' },
        weight: {
          type: 'number',
          exclusiveMinimum: 0,
          description: 'weight of the whole portion in grams, for pc and cm positions',
          examples: [240],
        },
      },
      ['value', 'unit'],
    ),
    photos: arrayOf(photo),
    tags: arrayOf({ enum: ['EXTENDED_COOKING_TIME', 'ADULT', 'SPICY', 'VEGETARIAN', 'NEW', 'HIT'] }),
    modifierGroupIds: arrayOf({ type: 'integer', minimum: 1 }, 'ids of modifier groups in modifiers.json'),
    nutrition: obj(
      { per100: macros('per 100 g, or per 100 ml for a position measured in ml') },
      ['per100'],
      'energy and macronutrients: { "per100": { "kcal": …, "proteins": …, "fats": …, "carbohydrates": … } }',
    ),
    allergens,
    diets: {
      type: 'array',
      uniqueItems: true,
      items: { enum: DIETS, description: 'a dietary mark' },
      description: 'dietary marks',
    },
    ingredients: text,
    order: { type: 'integer' },
  },
  ['id', 'menuId', 'groupId', 'name', 'price', 'photos', 'tags', 'modifierGroupIds'],
);

const modifierGroup = obj(
  {
    id: id('modifier group id'),
    restoId: ref('id of a resto in restos.json'),
    name: text,
    min: { type: 'integer', minimum: 0, description: 'options to choose at least (≥ 1 = required)' },
    max: { type: 'integer', minimum: 1, description: 'options to choose at most' },
    options: {
      type: 'array',
      minItems: 1,
      items: obj(
        {
          id: id('option id'),
          name: text,
          price: money('extra price'),
          maxCount: { type: 'integer', minimum: 1 },
          allergens,
          nutrition: macros('what one of the option adds to the portion (not per 100)'),
        },
        ['id', 'name', 'price'],
      ),
    },
  },
  ['id', 'restoId', 'name', 'min', 'max', 'options'],
);

const threshold = obj(
  {
    minOrderPrice: money('minimum order total of this threshold'),
    maxOrderPrice: {
      type: ['integer', 'null'],
      minimum: 0,
      description: 'exclusive upper bound in minor units, or null for no maximum',
    },
    deliveryPrice: money('delivery price'),
    time: { type: 'integer', minimum: 0, description: 'delivery time in minutes (0 = not shown)' },
  },
  ['minOrderPrice', 'maxOrderPrice', 'deliveryPrice', 'time'],
);

const zone = obj(
  {
    id: id('zone id'),
    cityId: ref('id of a city in cities.json'),
    restoId: ref('id of a resto in restos.json'),
    name: text,
    polygon: {
      type: 'array',
      minItems: 4,
      items: latLng,
      description: 'closed ring: the last point repeats the first',
    },
    thresholds: { type: 'array', minItems: 1, items: threshold },
  },
  ['id', 'cityId', 'restoId', 'name', 'polygon', 'thresholds'],
);

const rule: Schema = {
  type: 'object',
  additionalProperties: false,
  required: ['type'],
  properties: {
    type: { enum: ['PERCENT_OFF_GROUP', 'FIXED_OFF_ORDER', 'NTH_ITEM', 'PICKUP_PERCENT'], description: 'rule type' },
    groupId: ref('id of a group in groups.json'),
    positionId: ref('id of a position in positions.json'),
    percent: { type: 'integer', minimum: 1, maximum: 100 },
    amount: money('discount'),
    minOrderAmount: money('minimum order total'),
    n: { type: 'integer', minimum: 2 },
  },
  allOf: [
    ['PERCENT_OFF_GROUP', ['groupId', 'percent']],
    ['FIXED_OFF_ORDER', ['amount', 'minOrderAmount']],
    ['NTH_ITEM', ['positionId', 'n', 'percent']],
    ['PICKUP_PERCENT', ['percent']],
  ].map(([type, required]) => ({
    if: { properties: { type: { const: type } }, required: ['type'] },
    then: { required },
  })),
};

const promotion = obj(
  {
    id: id('promotion id'),
    restoId: ref('id of a resto in restos.json'),
    title: text,
    description: text,
    photo,
    priority: { type: 'integer' },
    rule,
    startsAt: isoDate('start'),
    endsAt: isoDate('end'),
  },
  ['id', 'restoId', 'title', 'description', 'priority'],
);

const promoCode = obj(
  {
    code: {
      type: 'string',
      pattern: '^[A-Z0-9_-]{3,32}$',
      description: 'the code, upper case',
      examples: ['WELCOME10'],
    },
    restoIds: arrayOf({ type: 'integer', minimum: 1 }, 'restos where it is valid; [] = all'),
    kind: { enum: ['PERCENT', 'FIXED'] },
    value: { type: 'integer', minimum: 1, description: 'percent (1–100) or a fixed amount in minor units' },
    minOrderAmount: money('minimum order total'),
    maxDiscountAmount: { type: ['integer', 'null'], minimum: 0 },
    deliveryTypes: {
      type: 'array',
      minItems: 1,
      uniqueItems: true,
      items: { enum: ['DELIVERY', 'TAKE_AWAY'] },
    },
    active: bool('can be used at all'),
    startsAt: isoDate('valid from'),
    endsAt: isoDate('valid until'),
    usageLimit: { type: ['integer', 'null'], minimum: 0 },
    usedCount: { type: 'integer', minimum: 0 },
    perPersonLimit: { type: ['integer', 'null'], minimum: 1 },
    activeHours: obj({ from: time('from'), to: time('to') }, ['from', 'to']),
  },
  [
    'code',
    'restoIds',
    'kind',
    'value',
    'minOrderAmount',
    'maxDiscountAmount',
    'deliveryTypes',
    'active',
    'usageLimit',
    'perPersonLimit',
  ],
);

const timeSlotSchema = obj(
  {
    positionIds: arrayOf({ type: 'integer', minimum: 1 }, 'ids of positions in positions.json'),
    details: arrayOf(
      obj({ dayOfWeek: day, startAt: time('from'), endAt: time('to'), isActive: bool('on sale this day') }, [
        'dayOfWeek',
        'startAt',
        'endAt',
        'isActive',
      ]),
    ),
  },
  ['positionIds', 'details'],
);

const address = obj(
  {
    id: id('address id'),
    cityId: ref('id of a city in cities.json'),
    street: text,
    houseNumber: { type: ['string', 'null'], minLength: 1, description: 'house number, or null when unknown' },
    location: latLng,
    region: text,
  },
  ['id', 'cityId', 'street', 'houseNumber', 'location'],
);

/**
 * One JSON Schema per catalog file: each file is a JSON array of its entities.
 *
 * @example
 * new Ajv().validate(CATALOG_SCHEMAS.zones, JSON.parse(zonesJson));
 */
export const CATALOG_SCHEMAS: Record<keyof Catalog, Schema> = {
  cities: arrayOf(city),
  restos: arrayOf(resto),
  menus: arrayOf(menu),
  groups: arrayOf(group),
  positions: arrayOf(position),
  modifiers: arrayOf(modifierGroup),
  zones: arrayOf(zone),
  promotions: arrayOf(promotion),
  promoCodes: arrayOf(promoCode),
  timeSlots: arrayOf(timeSlotSchema),
  gazetteer: arrayOf(address),
};
