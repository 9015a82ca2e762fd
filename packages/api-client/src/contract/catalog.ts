import { ALLERGENS, DIETS, type Allergen as DomainAllergen, type Diet as DomainDiet } from '@tarelka/domain';
import { Type, type Static } from 'typebox';
import { Bounds, LatLng, Locale, Money, Page, PageQuery, Photo, ValueItem, WhiteLabelId } from './common';

/** Query shared by every catalog read: the answer language. */
export const LangQuery = Type.Object({ lang: Type.Optional(Locale) });
export type LangQuery = Static<typeof LangQuery>;

/** A city (spec §3): map bounds, centre and default zoom. */
export const City = Type.Object({
  id: Type.Integer({ minimum: 1 }),
  name: Type.String(),
  bounds: Bounds,
  center: LatLng,
  zoom: Type.Integer({ minimum: 1, maximum: 22 }),
  outline: Type.Optional(Type.Array(LatLng)),
});
export type City = Static<typeof City>;

/** `GET /1/p/cities` query: the white label filters the list (spec §7). */
export const CitiesQuery = Type.Object({
  whiteLabel: Type.Optional(WhiteLabelId),
  lang: Type.Optional(Locale),
});
export type CitiesQuery = Static<typeof CitiesQuery>;

/** A menu of a resto and the delivery kinds it serves (spec §3). */
export const Menu = Type.Object({
  id: Type.Integer({ minimum: 1 }),
  name: Type.String(),
  order: Type.Integer(),
  isDelivery: Type.Boolean(),
  isOnline: Type.Boolean(),
  isTable: Type.Boolean(),
  isTakeAway: Type.Boolean(),
});
export type Menu = Static<typeof Menu>;

/** A position group of a menu; `adult` groups need the 18+ confirmation. */
export const PositionGroup = Type.Object({
  id: Type.Integer({ minimum: 1 }),
  menuId: Type.Integer({ minimum: 1 }),
  name: Type.String(),
  order: Type.Integer(),
  photos: Type.Array(Photo),
  adult: Type.Boolean(),
});
export type PositionGroup = Static<typeof PositionGroup>;

/** Measure units of the spec (§3). */
export const MeasureUnit = Type.Union([Type.Literal('g'), Type.Literal('pc'), Type.Literal('ml'), Type.Literal('cm')]);
export type MeasureUnit = Static<typeof MeasureUnit>;

/** Position tags; EXTENDED_COOKING_TIME means 1.5 hours (spec §9), ADULT needs 18+. */
export const PositionTag = Type.Union([
  Type.Literal('EXTENDED_COOKING_TIME'),
  Type.Literal('ADULT'),
  Type.Literal('SPICY'),
  Type.Literal('VEGETARIAN'),
  Type.Literal('NEW'),
  Type.Literal('HIT'),
]);
export type PositionTag = Static<typeof PositionTag>;

/**
 * One of the 14 allergens of ТР ТС 022/2011 / EU 1169/2011 (`@tarelka/domain`'s `ALLERGENS`); its
 * static type is the domain's union, so positions reach `portionNutrition` without a cast.
 */
export const Allergen = Type.Unsafe<DomainAllergen>(Type.Union(ALLERGENS.map((id) => Type.Literal(id))));
export type Allergen = Static<typeof Allergen>;

/** A dietary mark (`@tarelka/domain`'s `DIETS`). */
export const Diet = Type.Unsafe<DomainDiet>(Type.Union(DIETS.map((id) => Type.Literal(id))));
export type Diet = Static<typeof Diet>;

/** Energy (kcal) and macronutrients (g); `alcohol` (7 kcal/g) for drinks only. */
export const Macros = Type.Object({
  kcal: Type.Number({ minimum: 0 }),
  proteins: Type.Number({ minimum: 0 }),
  fats: Type.Number({ minimum: 0 }),
  carbohydrates: Type.Number({ minimum: 0 }),
  alcohol: Type.Optional(Type.Number({ minimum: 0 })),
});
export type Macros = Static<typeof Macros>;

/**
 * A position's nutrition per 100 g, or per 100 ml for a position measured in ml. The portion is
 * not sent: `@tarelka/domain`'s `portionNutrition` derives it from `measure`.
 */
export const Nutrition = Type.Object({ per100: Macros });
export type Nutrition = Static<typeof Nutrition>;

/** A menu position (dish). `positionGroup` is null for positions without a group ('Прочее'). */
export const Position = Type.Object({
  id: Type.Integer({ minimum: 1 }),
  menu: Type.Object({ id: Type.Integer({ minimum: 1 }) }),
  positionGroup: Type.Union([Type.Object({ id: Type.Integer({ minimum: 1 }) }), Type.Null()]),
  name: Type.String(),
  description: Type.Optional(Type.String()),
  price: Money,
  /** `weight`: grams of the whole portion of a `pc` or `cm` position, when known. */
  measure: Type.Optional(
    Type.Object({
      value: Type.Number({ minimum: 0 }),
      unit: MeasureUnit,
      weight: Type.Optional(Type.Number({ exclusiveMinimum: 0 })),
    }),
  ),
  photos: Type.Array(Photo),
  tags: Type.Array(PositionTag),
  hasModifiers: Type.Boolean(),
  modifierGroupIds: Type.Array(Type.Integer({ minimum: 1 })),
  nutrition: Type.Optional(Nutrition),
  /** Absent: not declared; `[]`: none. */
  allergens: Type.Optional(Type.Array(Allergen)),
  diets: Type.Optional(Type.Array(Diet)),
  /** What the dish is made of, in the answer's language. */
  ingredients: Type.Optional(Type.String()),
  order: Type.Integer(),
  adult: Type.Boolean(),
});
export type Position = Static<typeof Position>;

/** One option of a modifier group. `maxCount` caps how many of this option fit one position. */
export const ModifierOption = Type.Object({
  id: Type.Integer({ minimum: 1 }),
  name: Type.String(),
  price: Money,
  maxCount: Type.Integer({ minimum: 1 }),
  /** Allergens one of the option brings (cheese: milk). */
  allergens: Type.Optional(Type.Array(Allergen)),
  /** What one of the option adds to the portion (not per 100). */
  nutrition: Type.Optional(Macros),
});
export type ModifierOption = Static<typeof ModifierOption>;

/** A modifier group of a resto: choose between `min` (≥ 1 is required) and `max` options in total. */
export const ModifierGroup = Type.Object({
  id: Type.Integer({ minimum: 1 }),
  name: Type.String(),
  min: Type.Integer({ minimum: 0 }),
  max: Type.Integer({ minimum: 1 }),
  required: Type.Boolean(),
  options: Type.Array(ModifierOption),
});
export type ModifierGroup = Static<typeof ModifierGroup>;

/**
 * Weekday 1 (Monday) … 7 (Sunday) (spec §3 "Schedule"). The JSON schema is an integer in 1…7; its
 * static type is the domain's literal union, so validated data needs no cast to reach the rules.
 */
export const DayOfWeek = Type.Unsafe<1 | 2 | 3 | 4 | 5 | 6 | 7>(Type.Integer({ minimum: 1, maximum: 7 }));
export type DayOfWeek = Static<typeof DayOfWeek>;

/** A time-slot window: positions are orderable only inside active windows. */
export const TimeSlotDetail = Type.Object({
  dayOfWeek: DayOfWeek,
  startAt: Type.String({ pattern: '^\\d{2}:\\d{2}$' }),
  endAt: Type.String({ pattern: '^\\d{2}:\\d{2}$' }),
  isActive: Type.Boolean(),
});
export type TimeSlotDetail = Static<typeof TimeSlotDetail>;

/** Position time slots (spec §3); `availableNow` is computed for the `time` of the request. */
export const PositionTimeSlot = Type.Object({
  positionIds: Type.Array(Type.Integer({ minimum: 1 })),
  details: Type.Array(TimeSlotDetail),
  availableNow: Type.Boolean(),
});
export type PositionTimeSlot = Static<typeof PositionTimeSlot>;

/** `GET /1/restos/{restoId}/position-time-slots` query: the current time (ISO 8601), default the server's. */
export const TimeSlotsQuery = Type.Object({
  time: Type.Optional(Type.String({ format: 'date-time' })),
  lang: Type.Optional(Locale),
});
export type TimeSlotsQuery = Static<typeof TimeSlotsQuery>;

/** Opening hours of one weekday; '00:00'–'00:00' or '23:59' is round the clock (spec §4). */
export const OpeningHours = Type.Object({
  dayOfWeek: DayOfWeek,
  active: Type.Boolean(),
  open: Type.String({ pattern: '^\\d{2}:\\d{2}$' }),
  close: Type.String({ pattern: '^\\d{2}:\\d{2}$' }),
});
export type OpeningHours = Static<typeof OpeningHours>;

/** Pay config of one delivery type; `cardOnline` is the gateway config or '' when not offered. */
export const PayConfigEntry = Type.Object({
  cardOnline: Type.String(),
  cardUponReceipt: Type.Boolean(),
  cashUponReceipt: Type.Boolean(),
});
export type PayConfigEntry = Static<typeof PayConfigEntry>;

/** Pay types (spec §4). */
export const PayType = Type.Union([
  Type.Literal('CARD_ONLINE'),
  Type.Literal('CARD_UPON_RECEIPT'),
  Type.Literal('CASH_UPON_RECEIPT'),
]);
export type PayType = Static<typeof PayType>;

/** Delivery types an order can have (spec §4). */
export const DeliveryType = Type.Union([Type.Literal('DELIVERY'), Type.Literal('TAKE_AWAY')]);
export type DeliveryType = Static<typeof DeliveryType>;

/** A restaurant (spec §3). `isOpenNow` is computed in the resto's timezone at answer time. */
export const Resto = Type.Object({
  id: Type.Integer({ minimum: 1 }),
  cityId: Type.Integer({ minimum: 1 }),
  name: Type.String(),
  address: Type.String(),
  street: Type.String(),
  averageCheck: Type.Union([Money, Type.Null()]),
  currency: Type.String({ minLength: 3, maxLength: 3 }),
  description: Type.String(),
  emails: Type.Array(ValueItem),
  phones: Type.Array(ValueItem),
  links: Type.Array(ValueItem),
  location: LatLng,
  menus: Type.Array(Menu),
  openingHours: Type.Array(OpeningHours),
  order: Type.Integer(),
  payConfig: Type.Object({
    delivery: Type.Union([PayConfigEntry, Type.Null()]),
    takeAway: Type.Union([PayConfigEntry, Type.Null()]),
  }),
  payEngine: Type.String(),
  pays: Type.Array(Type.Object({ code: PayType, id: Type.Integer(), name: Type.String() })),
  photos: Type.Array(Photo),
  tags: Type.Array(Type.Object({ code: Type.String(), id: Type.Integer(), name: Type.String() })),
  timezone: Type.String({ pattern: '^[+-]\\d{2}:\\d{2}$' }),
});
export type Resto = Static<typeof Resto>;

/** `GET /1/p/restos` query (spec §7): by city and white label. */
export const RestosQuery = Type.Object({
  cityId: Type.Optional(Type.Integer({ minimum: 1 })),
  whiteLabel: Type.Optional(WhiteLabelId),
  lang: Type.Optional(Locale),
});
export type RestosQuery = Static<typeof RestosQuery>;

/** A promotion of a resto. `kind` names the rule the server applies in preflight, if any. */
export const Promotion = Type.Object({
  id: Type.Integer({ minimum: 1 }),
  restoId: Type.Integer({ minimum: 1 }),
  title: Type.String(),
  description: Type.String(),
  photo: Type.Optional(Photo),
  priority: Type.Integer(),
  kind: Type.Union([
    Type.Literal('PERCENT_OFF_GROUP'),
    Type.Literal('FIXED_OFF_ORDER'),
    Type.Literal('NTH_ITEM'),
    Type.Literal('PICKUP_PERCENT'),
    Type.Literal('INFO'),
  ]),
  startsAt: Type.Optional(Type.String({ format: 'date-time' })),
  endsAt: Type.Optional(Type.String({ format: 'date-time' })),
});
export type Promotion = Static<typeof Promotion>;

/**
 * One delivery threshold in the server's field names (spec §3): `deliveryPrice` (client:
 * deliveryCost), `time` in minutes (client: deliveryTime), `minOrderPrice`/`maxOrderPrice`
 * (client: orderPrice.min/max). `maxOrderPrice` is exclusive; null means no upper bound.
 */
export const ServerThreshold = Type.Object({
  deliveryPrice: Money,
  time: Type.Integer({ minimum: 0 }),
  minOrderPrice: Money,
  maxOrderPrice: Type.Union([Money, Type.Null()]),
});
export type ServerThreshold = Static<typeof ServerThreshold>;

/** A delivery zone in the server's field names; the client maps it (see `DeliveryZone`). */
export const ServerDeliveryZone = Type.Object({
  id: Type.Integer({ minimum: 1 }),
  name: Type.String(),
  restoId: Type.Integer({ minimum: 1 }),
  polygon: Type.Array(LatLng, { minItems: 3 }),
  thresholds: Type.Array(ServerThreshold),
});
export type ServerDeliveryZone = Static<typeof ServerDeliveryZone>;

/** `GET /1/restos/{restoId}/deliveries` and `GET /1/p/cities/{cityId}/deliveries`: a page of zones. */
export const DeliveryZonePage = Page(ServerDeliveryZone);
export type DeliveryZonePage = Static<typeof DeliveryZonePage>;

/** Query of the zone calls: page, size (default 100, spec §9) and language. */
export const DeliveriesQuery = Type.Object({ ...PageQuery.properties, lang: Type.Optional(Locale) });
export type DeliveriesQuery = Static<typeof DeliveriesQuery>;

/** `{ id }` path parameter. */
export const IdParams = Type.Object({ id: Type.Integer({ minimum: 1 }) });
export type IdParams = Static<typeof IdParams>;
/** `{ cityId }` path parameter. */
export const CityIdParams = Type.Object({ cityId: Type.Integer({ minimum: 1 }) });
export type CityIdParams = Static<typeof CityIdParams>;
/** `{ restoId }` path parameter. */
export const RestoIdParams = Type.Object({ restoId: Type.Integer({ minimum: 1 }) });
export type RestoIdParams = Static<typeof RestoIdParams>;
