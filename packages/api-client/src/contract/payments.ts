import { Type, type Static } from 'typebox';
import { Money } from './common';
import { Order, PersonIdParams } from './orders';

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

/** `GET /api/v1/persons/{personId}/orders/{orderId}`: the order and, for CARD_ONLINE, its payment. */
export const OrderDetails = Type.Object({
  ...Order.properties,
  paymentStatus: Type.Union([OrderPaymentStatus, Type.Null()]),
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
