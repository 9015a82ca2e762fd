import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import type { Order, OrderRequest } from '@tarelka/api-client';
import type { CartPosition, DeliveryPlace, DeliveryType, PayType, PromoCodeState } from '@tarelka/domain';
import type { CheckoutFormValues } from '@tarelka/domain/forms';
import { ordersApi } from '../api/orders';
import type { StoreExtra } from '../api/base-api';
import { toContractLines, type SerializedApiError } from '../bridge/api-client';
import type { RootState } from '../root-reducer';
import { attemptKey, clearAttempt, rememberLastOrder, type AttemptStorage } from './order-attempt';

/** What placing an order came to, as a value. */
export type PlaceOrderResult =
  | { ok: true; order: Order }
  /** The session is over (or there is no person or location to order for): sign in again. */
  | { ok: false; reason: 'UNAUTHORIZED' }
  | { ok: false; reason: 'FAILED'; error: SerializedApiError | null };

const optional = (value: string) => {
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
};

/**
 * The order call's body (spec §3 "Order") from the cart, the saved location, the promo state and
 * the form. Prices are not sent as truth: the server reprices every line.
 *
 * @example
 * const body = orderRequest({ restoId: 1, deliveryType: 'TAKE_AWAY', place: null, positions, promoCode, personCount: 2, values, returnUrl });
 */
export function orderRequest(input: {
  restoId: number;
  deliveryType: DeliveryType;
  place: DeliveryPlace | null;
  positions: readonly CartPosition[];
  promoCode: PromoCodeState;
  personCount: number;
  values: CheckoutFormValues;
  returnUrl: string;
  /** The time the order is placed for; null or absent: as soon as possible. */
  scheduledFor?: string | null;
}): OrderRequest {
  const { values, place } = input;
  const body: OrderRequest = {
    restoId: input.restoId,
    deliveryType: input.deliveryType,
    payType: values.payType as PayType,
    promoCode: input.promoCode.active ? input.promoCode.code : null,
    positions: toContractLines(input.positions.filter((line) => line.count > 0)),
    person: {
      name: values.name.trim(),
      email: values.email.trim(),
      ...(optional(values.phone) ? { phone: values.phone.trim() } : {}),
    },
    personCount: input.personCount,
    returnUrl: input.returnUrl,
  };
  const comment = optional(values.comment);
  if (comment) body.comment = comment;
  if (input.scheduledFor) body.scheduledFor = input.scheduledFor;
  if (input.deliveryType === 'DELIVERY' && place?.location) {
    body.deliveryPlace = {
      address: place.address,
      location: place.location,
      ...(optional(values.apartment) ? { apartment: optional(values.apartment) } : {}),
      ...(optional(values.entrance) ? { entrance: optional(values.entrance) } : {}),
      ...(optional(values.floor) ? { floor: optional(values.floor) } : {}),
      ...(optional(values.intercom) ? { intercom: optional(values.intercom) } : {}),
      ...(optional(values.placeComment) ? { comment: optional(values.placeComment) } : {}),
    };
  }
  return body;
}

/** Forgets nothing and remembers nothing: every call is a new attempt. */
const noStorage: AttemptStorage = { getItem: () => null, setItem: () => {}, removeItem: () => {} };

/**
 * Places the order (spec §4 "Order flow") for the saved cart, location and draft with what the
 * customer typed: the order call carries an Idempotency-Key made once per attempt (kept in
 * `storage`, the tab's session) and reused by every retry of the same body, so a double click, a
 * reload or a retry after a dropped connection makes one order. Price the cart first
 * (`repriceCart`); clear it once the result is shown.
 *
 * @example
 * const result = await dispatch(placeOrder({ values, returnUrl: `${origin}/orders/return`, storage: sessionStorage }));
 * if (result.ok && result.order.payment) location.assign(result.order.payment.url);
 */
export function placeOrder(input: {
  values: CheckoutFormValues;
  /** Where the payment page returns. */
  returnUrl: string;
  /** Keeps the attempt's key across reloads; without it every call is a new attempt. */
  storage?: AttemptStorage;
}): ThunkAction<Promise<PlaceOrderResult>, RootState, StoreExtra, UnknownAction> {
  return async (dispatch, getState) => {
    const state = getState();
    const { restoId, deliveryType, deliveryPlace } = state.location;
    const personId = state.auth.profile?.id;
    if (restoId === null || deliveryType === null || !personId) return { ok: false, reason: 'UNAUTHORIZED' };
    const body = orderRequest({
      restoId,
      deliveryType,
      place: deliveryPlace,
      positions: state.cart.positions,
      promoCode: state.orderDraft.promoCode,
      personCount: state.orderDraft.personCount,
      scheduledFor: state.orderDraft.scheduledFor,
      values: input.values,
      returnUrl: input.returnUrl,
    });
    const storage = input.storage ?? noStorage;
    const idempotencyKey = attemptKey(storage, JSON.stringify(body));
    const result = await dispatch(
      ordersApi.endpoints.createOrder.initiate({ personId: String(personId), body, idempotencyKey }),
    );
    if ('error' in result) {
      const error = (
        result.error && typeof result.error === 'object' ? result.error : null
      ) as SerializedApiError | null;
      return error?.status === 401 ? { ok: false, reason: 'UNAUTHORIZED' } : { ok: false, reason: 'FAILED', error };
    }
    clearAttempt(storage);
    rememberLastOrder(storage, result.data);
    return { ok: true, order: result.data };
  };
}
