import { atMenuPrices, toPreflightPositions, type LocationSelection, type PreflightRequest } from '@tarelka/domain';
import type { RootState } from './root-reducer';

// What a preflight prices: its request, and the key that tells whether the cart still matches
// the last answer (the store's one rule: the cart shows only what the server confirmed for it).

/**
 * The preflight request for the cart at a location (the stored one, or the location dialog's draft
 * for the cart validity check). A promo code is sent unless the server already refused it.
 *
 * @example
 * const body = buildPreflightRequest(state, state.location); // null without a delivery type or resto
 */
export function buildPreflightRequest(state: RootState, location: LocationSelection): PreflightRequest | null {
  const { deliveryType, restoId, deliveryPlace } = location;
  if (deliveryType === null || restoId === null) return null;
  const { promoCode, promoCodeError, payType, scheduledFor } = state.orderDraft;
  // Menu sums: a sum the last answer wrote into a line is not what the request asks about.
  const positions = toPreflightPositions(atMenuPrices(state.cart.positions));
  const request: PreflightRequest = { deliveryType, restoId, positions };
  if (payType) request.payType = payType;
  if (promoCode.code && !promoCodeError) request.promoCode = promoCode.code;
  if (scheduledFor) request.scheduledFor = scheduledFor;
  if (deliveryType === 'DELIVERY' && deliveryPlace) {
    request.address = deliveryPlace.address;
    if (deliveryPlace.location) request.location = deliveryPlace.location;
  }
  return request;
}

/**
 * The person id for the personal preflight, or null for the anonymous one.
 *
 * @example
 * personIdOf(state); // '7' when signed in
 */
export function personIdOf(state: RootState): string | null {
  const { profile, tokenSet } = state.auth;
  return profile && tokenSet ? String(profile.id) : null;
}

/**
 * What a preflight request prices, as a string: the person, delivery type, resto, place, promo
 * code, each line's id, count and modifiers, and the time ordered for (not the pay type, which does
 * not change prices).
 * Two requests with one key get one answer.
 *
 * @example
 * const key = requestKey(body, personIdOf(state));
 */
export function requestKey(body: PreflightRequest, personId: string | null): string {
  const lines = body.positions.map((line) => [
    line.id,
    line.count,
    line.modifiers.map((m) => [m.groupId, m.id, m.count]),
  ]);
  const place = [body.address ?? null, body.location?.lat ?? null, body.location?.lng ?? null];
  const when = body.scheduledFor ?? null;
  return JSON.stringify([personId, body.deliveryType, body.restoId, body.promoCode ?? null, place, lines, when]);
}

/**
 * The key of the cart as it is now at the saved location (the `requestKey` of the request a
 * preflight would send), or null when there is nothing to price (no delivery type or resto).
 *
 * @example
 * const confirmed = state.cart.pricing.pricedFor === pricingKey(state);
 */
export function pricingKey(state: RootState): string | null {
  const body = buildPreflightRequest(state, state.location);
  return body ? requestKey(body, personIdOf(state)) : null;
}
