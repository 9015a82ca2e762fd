import { Type, type Static } from 'typebox';
import { DeliveryType, PayType } from './catalog';
import { LatLng, Locale, Money, Page, PageQuery } from './common';

/** A chosen modifier option: `id` is the option id, `count` how many of it. */
export const CartModifier = Type.Object({
  id: Type.Integer({ minimum: 1 }),
  count: Type.Integer({ minimum: 1, maximum: 99 }),
  price: Type.Optional(Type.Integer({ description: 'Ignored: the server prices from its catalog' })),
});
export type CartModifier = Static<typeof CartModifier>;

/**
 * A cart line as the client sends it (spec §3 "Preflight request"). `name`, `price` and `sum` are
 * accepted for compatibility and ignored: the server reprices every line from its own catalog.
 */
export const CartLine = Type.Object({
  id: Type.Integer({ minimum: 1 }),
  count: Type.Integer({ minimum: 1, maximum: 999 }),
  modifiers: Type.Optional(Type.Array(CartModifier, { maxItems: 50 })),
  name: Type.Optional(Type.String({ maxLength: 500 })),
  price: Type.Optional(Type.Integer()),
  sum: Type.Optional(Type.Integer()),
});
export type CartLine = Static<typeof CartLine>;

/**
 * The time an order is placed for (issue 27): ISO 8601 with an offset, e.g.
 * '2026-03-03T12:15:00+03:00'; absent or null for as soon as possible.
 */
export const ScheduledFor = Type.Union(
  [
    Type.String({
      maxLength: 40,
      pattern: '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,9})?)?(Z|[+-]\\d{2}:\\d{2})$',
      description: 'ISO 8601 date-time with an offset: the time the order is ready (TAKE_AWAY) or delivered',
      examples: ['2026-03-03T12:15:00+03:00'],
    }),
    Type.Null(),
  ],
  { description: 'The time the order is placed for; absent or null: as soon as possible' },
);
export type ScheduledFor = Static<typeof ScheduledFor>;

/** Preflight request (spec §3): the cart to price. `location` is required for DELIVERY. */
export const PreflightRequest = Type.Object({
  restoId: Type.Integer({ minimum: 1 }),
  deliveryType: DeliveryType,
  payType: Type.Optional(Type.Union([PayType, Type.Null()])),
  promoCode: Type.Optional(Type.Union([Type.String({ maxLength: 64 }), Type.Null()])),
  positions: Type.Array(CartLine, { maxItems: 200 }),
  address: Type.Optional(Type.Union([Type.String({ maxLength: 500 }), Type.Null()])),
  location: Type.Optional(Type.Union([LatLng, Type.Null()])),
  personCount: Type.Optional(Type.Integer({ minimum: 0, maximum: 100 })),
  scheduledFor: Type.Optional(ScheduledFor),
});
export type PreflightRequest = Static<typeof PreflightRequest>;

/** A discount applied to a line by a promotion; `calculated` is its amount in minor units. */
export const LineDiscount = Type.Object({ id: Type.Integer(), name: Type.String(), calculated: Money });
export type LineDiscount = Static<typeof LineDiscount>;

/** The share of a promo code's discount on a line. */
export const LinePromoCode = Type.Object({ code: Type.String(), calculated: Money });
export type LinePromoCode = Static<typeof LinePromoCode>;

/** Flags of a priced line; the delivery fee comes as a line flagged DELIVERY_PRICE (spec §4). */
export const LineSpecial = Type.Union([Type.Literal('DELIVERY_PRICE')]);
export type LineSpecial = Static<typeof LineSpecial>;

/** A line priced by the server. `payableAmount` = `sum` − discounts − promo codes. */
export const PricedLine = Type.Object({
  id: Type.Integer({ minimum: 0, description: '0 for the DELIVERY_PRICE line' }),
  name: Type.String(),
  count: Type.Integer({ minimum: 1 }),
  price: Money,
  sum: Money,
  modifiers: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String(), count: Type.Integer(), price: Money })),
  discounts: Type.Array(LineDiscount),
  promoCodes: Type.Array(LinePromoCode),
  specials: Type.Array(LineSpecial),
  payableAmount: Money,
});
export type PricedLine = Static<typeof PricedLine>;

/**
 * Preflight response (spec §3) plus totals. `promoCode` is the applied code or null; the delivery
 * price is the `payableAmount` of the DELIVERY_PRICE line.
 */
export const PreflightResponse = Type.Object({
  positions: Type.Array(PricedLine),
  promoCode: Type.Union([Type.String(), Type.Null()]),
  promoCodeMaxDiscountAmount: Type.Union([Money, Type.Null()]),
  promoCodeMinOrderAmount: Type.Union([Money, Type.Null()]),
  subtotal: Money,
  discountTotal: Money,
  deliveryPrice: Money,
  total: Money,
  zoneId: Type.Union([Type.Integer(), Type.Null()]),
  deliveryTime: Type.Union([Type.Integer(), Type.Null()]),
});
export type PreflightResponse = Static<typeof PreflightResponse>;

/** `{ personId }` path parameter. */
export const PersonIdParams = Type.Object({ personId: Type.String({ minLength: 1, maxLength: 64 }) });
export type PersonIdParams = Static<typeof PersonIdParams>;

/** Delivery place (spec §3). */
export const DeliveryPlace = Type.Object({
  address: Type.String({ minLength: 1, maxLength: 500 }),
  apartment: Type.Optional(Type.String({ maxLength: 100 })),
  comment: Type.Optional(Type.String({ maxLength: 500 })),
  entrance: Type.Optional(Type.String({ maxLength: 100 })),
  floor: Type.Optional(Type.String({ maxLength: 100 })),
  intercom: Type.Optional(Type.String({ maxLength: 100 })),
  location: LatLng,
});
export type DeliveryPlace = Static<typeof DeliveryPlace>;

/** Who the order is for: the name (≤ 50 characters, spec §5) and the e-mail for the receipt. */
export const OrderPerson = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 50 }),
  email: Type.String({ format: 'email', maxLength: 254 }),
  phone: Type.Optional(Type.String({ maxLength: 32 })),
});
export type OrderPerson = Static<typeof OrderPerson>;

/** `POST /api/v1/persons/{personId}/orders` body. Needs an `Idempotency-Key` header. */
export const OrderRequest = Type.Object({
  restoId: Type.Integer({ minimum: 1 }),
  deliveryType: DeliveryType,
  payType: PayType,
  promoCode: Type.Optional(Type.Union([Type.String({ maxLength: 64 }), Type.Null()])),
  positions: Type.Array(CartLine, { minItems: 1, maxItems: 200 }),
  deliveryPlace: Type.Optional(Type.Union([DeliveryPlace, Type.Null()])),
  person: OrderPerson,
  personCount: Type.Optional(Type.Integer({ minimum: 0, maximum: 100 })),
  comment: Type.Optional(Type.String({ maxLength: 1000 })),
  returnUrl: Type.Optional(
    Type.String({ format: 'uri', maxLength: 2000, description: 'Where the payment page returns' }),
  ),
  scheduledFor: Type.Optional(ScheduledFor),
});
export type OrderRequest = Static<typeof OrderRequest>;

/**
 * Order status. AWAITING_PAYMENT waits for the CARD_ONLINE gateway, PAID is paid online; then
 * NEW/PAID → ACCEPTED → COOKING → ON_THE_WAY (DELIVERY) or READY (TAKE_AWAY) → DONE, or
 * CANCELLED with a reason (the domain's `checkOrderTransition`).
 */
export const OrderStatus = Type.Union([
  Type.Literal('AWAITING_PAYMENT'),
  Type.Literal('NEW'),
  Type.Literal('PAID'),
  Type.Literal('ACCEPTED'),
  Type.Literal('COOKING'),
  Type.Literal('ON_THE_WAY'),
  Type.Literal('READY'),
  Type.Literal('CANCELLED'),
  Type.Literal('DONE'),
]);
export type OrderStatus = Static<typeof OrderStatus>;

/**
 * The order result: id, human `number` unique per tenant, status, totals and, for CARD_ONLINE, the
 * payment hand-off `{ url }` to send the customer to.
 */
export const Order = Type.Object({
  id: Type.String({ format: 'uuid' }),
  number: Type.String(),
  status: OrderStatus,
  createdAt: Type.String({ format: 'date-time' }),
  restoId: Type.Integer(),
  deliveryType: DeliveryType,
  payType: PayType,
  positions: Type.Array(PricedLine),
  promoCode: Type.Union([Type.String(), Type.Null()]),
  subtotal: Money,
  discountTotal: Money,
  deliveryPrice: Money,
  total: Money,
  personCount: Type.Integer(),
  comment: Type.String(),
  person: OrderPerson,
  deliveryPlace: Type.Union([DeliveryPlace, Type.Null()]),
  payment: Type.Union([Type.Object({ url: Type.String() }), Type.Null()]),
  scheduledFor: Type.Optional(
    Type.Union([Type.String({ format: 'date-time' }), Type.Null()], {
      description: 'The time the order is placed for, in UTC like createdAt; null: as soon as possible',
    }),
  ),
  timezone: Type.Optional(
    Type.String({
      description: "The resto's UTC offset, to show the dates in (history and order page)",
      examples: ['+03:00'],
    }),
  ),
});
export type Order = Static<typeof Order>;

/**
 * `GET /api/v1/persons/{personId}/orders`: newest first. `nextCursor` fetches the next page
 * (`?cursor=`), null on the last one.
 */
export const OrderPage = Type.Object({
  ...Page(Order).properties,
  nextCursor: Type.Union([Type.String(), Type.Null()]),
});
export type OrderPage = Static<typeof OrderPage>;

/**
 * Query of the order history: `cursor` (the previous page's `nextCursor`) and `size` (default 20).
 * `page` is the older offset paging; with a cursor it is ignored.
 */
export const OrdersQuery = Type.Object({
  ...PageQuery.properties,
  cursor: Type.Optional(Type.String({ maxLength: 200, pattern: '^[A-Za-z0-9_-]+$' })),
});
export type OrdersQuery = Static<typeof OrdersQuery>;

/** The `Idempotency-Key` header the order call requires (≤ 255 characters). */
export const IdempotencyHeaders = Type.Object({
  'idempotency-key': Type.Optional(Type.String({ maxLength: 255 })),
});
export type IdempotencyHeaders = Static<typeof IdempotencyHeaders>;

/** `{ restoId }` path parameter of the order slots. */
export const OrderSlotsParams = Type.Object({ restoId: Type.Integer({ minimum: 1 }) });
export type OrderSlotsParams = Static<typeof OrderSlotsParams>;

/**
 * Query of `GET /1/p/restos/{restoId}/order-slots`: the delivery type, the local date
 * ('YYYY-MM-DD' in the resto's timezone; default today), the cart's position ids
 * (comma-separated) and, for DELIVERY, the address's point (without it the resto's longest
 * delivery time counts).
 */
export const OrderSlotsQuery = Type.Object({
  deliveryType: DeliveryType,
  date: Type.Optional(Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', examples: ['2026-03-03'] })),
  positionIds: Type.Optional(
    Type.String({ maxLength: 2000, pattern: '^(\\d{1,9}(,\\d{1,9})*)?$', examples: ['101,102'] }),
  ),
  lat: Type.Optional(Type.Number({ minimum: -90, maximum: 90 })),
  lng: Type.Optional(Type.Number({ minimum: -180, maximum: 180 })),
  lang: Type.Optional(Locale),
});
export type OrderSlotsQuery = Static<typeof OrderSlotsQuery>;

/** A position not sold at a slot's time. */
export const SlotPositionRef = Type.Object({ id: Type.Integer(), name: Type.String() });
export type SlotPositionRef = Static<typeof SlotPositionRef>;

/** One bookable time: `at` is what `scheduledFor` takes. */
export const OrderSlot = Type.Object({
  at: Type.String({ description: "ISO 8601 with the resto's offset", examples: ['2026-03-03T12:15:00+03:00'] }),
  time: Type.String({ description: "'HH:mm' in the resto's timezone" }),
  available: Type.Boolean({ description: 'False when a cart position is not sold then' }),
  unavailablePositions: Type.Array(SlotPositionRef),
});
export type OrderSlot = Static<typeof OrderSlot>;

/** The slots of one day, the days that have any, and the first available slot from now. */
export const OrderSlotsResponse = Type.Object({
  date: Type.String({ description: "The day listed, 'YYYY-MM-DD' in the resto's timezone" }),
  timezone: Type.String({ examples: ['+03:00'] }),
  step: Type.Integer({ minimum: 1, description: 'Minutes between slots' }),
  days: Type.Array(Type.String(), { description: 'Dates from today to the horizon that have a slot' }),
  slots: Type.Array(OrderSlot),
  nextSlot: Type.Union([OrderSlot, Type.Null()], { description: 'The first available slot from now' }),
});
export type OrderSlotsResponse = Static<typeof OrderSlotsResponse>;
