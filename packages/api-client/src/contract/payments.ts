import { Type, type Static } from 'typebox';
import { Money } from './common';
import { Order, OrderStatus, PersonIdParams } from './orders';

/** Error codes of online payment. */
export const PAYMENT_ERRORS = [
  'payment.not-online',
  'payment.already-paid',
  'payment.not-payable',
  'payment.in-progress',
  'payment.gateway-unavailable',
  'payment.gateway-error',
  'payment.webhook-invalid',
  'payment.not-found',
] as const;
export type PaymentError = (typeof PAYMENT_ERRORS)[number];

/** Status of an online payment: PENDING moves once, to PAID, FAILED (declined) or CANCELED. */
export const PaymentStatus = Type.Union([
  Type.Literal('PENDING'),
  Type.Literal('PAID'),
  Type.Literal('FAILED'),
  Type.Literal('CANCELED'),
]);
export type PaymentStatus = Static<typeof PaymentStatus>;

/**
 * The payment of a CARD_ONLINE order. `status` is PAID once any attempt is paid, else the newest
 * attempt's. `payable`: the customer can start a new attempt (nothing paid, nothing pending).
 * `url` continues a pending payment; a relative URL is relative to the API.
 */
export const OrderPaymentStatus = Type.Object({
  status: PaymentStatus,
  payable: Type.Boolean(),
  amount: Money,
  currency: Type.String({ minLength: 3, maxLength: 3 }),
  attempts: Type.Integer({ minimum: 0 }),
  failureReason: Type.Union([Type.String(), Type.Null()]),
  url: Type.Union([Type.String(), Type.Null()]),
  updatedAt: Type.String({ format: 'date-time' }),
});
export type OrderPaymentStatus = Static<typeof OrderPaymentStatus>;

/** One change of an order's status: when, and for CANCELLED why. The first is the order's placing. */
export const OrderStatusChange = Type.Object({
  status: OrderStatus,
  at: Type.String({ format: 'date-time' }),
  reason: Type.Union([Type.String(), Type.Null()]),
});
export type OrderStatusChange = Static<typeof OrderStatusChange>;

/**
 * `GET /api/v1/persons/{personId}/orders/{orderId}`: the order, for CARD_ONLINE its payment, the
 * status timeline (oldest first), the cancellation's reason and the estimated time of arrival
 * (DELIVERY) or of being ready (TAKE_AWAY), null once final.
 */
export const OrderDetails = Type.Object({
  ...Order.properties,
  paymentStatus: Type.Union([OrderPaymentStatus, Type.Null()]),
  timeline: Type.Array(OrderStatusChange),
  cancelReason: Type.Union([Type.String(), Type.Null()]),
  estimatedArrival: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});
export type OrderDetails = Static<typeof OrderDetails>;

/** Path of one order of a person. */
export const OrderIdParams = Type.Object({
  personId: PersonIdParams.properties.personId,
  orderId: Type.String({ format: 'uuid' }),
});
export type OrderIdParams = Static<typeof OrderIdParams>;

/** `POST /api/v1/persons/{personId}/orders/{orderId}/payments`: pay again after a decline. */
export const RetryPaymentRequest = Type.Object({
  returnUrl: Type.Optional(
    Type.String({ format: 'uri', maxLength: 2000, description: 'Where the payment page returns' }),
  ),
});
export type RetryPaymentRequest = Static<typeof RetryPaymentRequest>;

/**
 * One event of `GET /api/v1/persons/{personId}/orders/{orderId}/events` (Server-Sent Events,
 * `event: status`, the JSON in `data:`): the order's status as it is when the stream opens, then
 * every change. A comment line (`: heartbeat`) keeps the connection open every 15 s.
 */
export const OrderStatusEvent = Type.Object({
  orderId: Type.String({ format: 'uuid' }),
  status: OrderStatus,
  at: Type.String({ format: 'date-time' }),
  reason: Type.Union([Type.String(), Type.Null()]),
  estimatedArrival: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});
export type OrderStatusEvent = Static<typeof OrderStatusEvent>;
