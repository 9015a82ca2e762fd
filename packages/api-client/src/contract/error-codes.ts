import { PAYMENT_ERRORS } from './payments';

/** Promo code errors of spec §8, in the order the server checks them. */
export const PROMO_CODE_ERRORS = [
  'promo-code.not-found',
  'promo-code.not-active',
  'promo-code.not-found-for-resto',
  'promo-code.before-start',
  'promo-code.after-finish',
  'promo-code.invalid-delivery-type',
  'promo-code.hour-not-active',
  'promo-code.limit-exceed',
  'promo-code.person-limit-exceed',
  'promo-code.order-sum-not-enough',
] as const;
export type PromoCodeError = (typeof PROMO_CODE_ERRORS)[number];

/** Unsupported-feature codes of a resto (spec §8), plus one per delivery type it does not offer. */
export const RESTO_ERRORS = [
  'resto.not-found',
  'resto.closed',
  'resto.doesnt-support-delivery',
  'resto.doesnt-support-takeaway',
  'resto.doesnt-support-delivery-online-pay',
  'resto.doesnt-support-delivery-card-pay',
  'resto.doesnt-support-delivery-cash-pay',
  'resto.doesnt-support-takeaway-online',
  'resto.doesnt-support-takeaway-card-pay',
  'resto.doesnt-support-takeaway-cash-pay',
] as const;
export type RestoError = (typeof RESTO_ERRORS)[number];

/** Refusals of an order's `scheduledFor` (issue 27; the domain's `SLOT_ERROR_CODES`). */
export const SLOT_ERRORS = [
  'order.slot-in-past',
  'order.slot-closed',
  'order.slot-position-unavailable',
  'order.slot-too-far',
  'order.scheduled-orders-disabled',
] as const;
export type SlotError = (typeof SLOT_ERRORS)[number];

/** Every `errors[].code` the reference API answers with. */
export const ERROR_CODES = [
  ...PROMO_CODE_ERRORS,
  ...RESTO_ERRORS,
  ...PAYMENT_ERRORS,
  ...SLOT_ERRORS,
  'delivery.order-sum-not-enough.range',
  'delivery.order-sum-too-much.range',
  'delivery.location-required',
  'delivery.zone-not-found',
  'person-order.position-not-found-in-resto',
  'person-order.position-not-available-now',
  'person-order.modifiers-invalid',
  'person-order.empty',
  'cart.total-too-large',
  'order.not-found',
  'order.status-transition-invalid',
  'delivery.not-found',
  'idempotency-key.required',
  'idempotency-key.mismatch',
  'idempotency-key.in-progress',
  'auth.unauthorized',
  'auth.invalid-token',
  'auth.forbidden',
  'auth.refresh-reused',
  'auth.method-disabled',
  'auth.id-token-invalid',
  'auth.vk-id-failed',
  'auth.vk-state-mismatch',
  'phone.invalid',
  'captcha.invalid',
  'sms.resend-too-early',
  'sms.code-invalid',
  'sms.code-attempts-exhausted',
  'sms.attempts-exhausted',
  'sms.code-not-found',
  'sms.send-failed',
  'rate-limit.exceeded',
  'white-label.required',
  'white-label.not-found',
  'request.invalid',
  'request.too-large',
  'request.unsupported-media-type',
  'request.timeout',
  'not-found',
  'server.overloaded',
  'server.error',
  'not-implemented',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];
