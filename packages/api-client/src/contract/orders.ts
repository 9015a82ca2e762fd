import { Type, type Static } from 'typebox';
import { DeliveryType, PayType } from './catalog';
import { LatLng, Money, Page, PageQuery } from './common';

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
});
export type OrderRequest = Static<typeof OrderRequest>;

/** Order status. NEW is accepted; AWAITING_PAYMENT waits for the CARD_ONLINE gateway. */
export const OrderStatus = Type.Union([
  Type.Literal('AWAITING_PAYMENT'),
  Type.Literal('NEW'),
  Type.Literal('PAID'),
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
});
export type Order = Static<typeof Order>;

/** `GET /api/v1/persons/{personId}/orders`: newest first. */
export const OrderPage = Page(Order);
export type OrderPage = Static<typeof OrderPage>;

/** Query of the order history: page and size (default 20). */
export const OrdersQuery = PageQuery;
export type OrdersQuery = Static<typeof OrdersQuery>;

/** The `Idempotency-Key` header the order call requires (≤ 255 characters). */
export const IdempotencyHeaders = Type.Object({
  'idempotency-key': Type.Optional(Type.String({ maxLength: 255 })),
});
export type IdempotencyHeaders = Static<typeof IdempotencyHeaders>;
