import { isCartEmpty, toPreflightPositions, type LocationSelection, type PreflightRequest } from '@tarelka/domain';
import type { PreflightResponse } from '@tarelka/api-client';
import { preflightApi } from '../api/preflight';
import type { SerializedApiError } from '../bridge/api-client';
import type { RootState } from '../root-reducer';
import { bootSucceeded } from '../slices/boot';
import { preflightFailed, preflightStarted, preflightSucceeded } from '../slices/cart';
import { promoCodeRemoved, promoCodeSubmitted } from '../slices/order-draft';
import type { AppStartListening, ListenerTiming, StoreDispatch } from './listener-types';

/**
 * The preflight request for the cart at a location (the stored one, or the location dialog's draft
 * for the cart validity check). A promo code is sent unless the server already refused it.
 */
export function buildPreflightRequest(state: RootState, location: LocationSelection): PreflightRequest | null {
  const { deliveryType, restoId, deliveryPlace } = location;
  if (deliveryType === null || restoId === null) return null;
  const { promoCode, promoCodeError, payType } = state.orderDraft;
  const request: PreflightRequest = { deliveryType, restoId, positions: toPreflightPositions(state.cart.positions) };
  if (payType) request.payType = payType;
  if (promoCode.code && !promoCodeError) request.promoCode = promoCode.code;
  if (deliveryType === 'DELIVERY' && deliveryPlace) {
    request.address = deliveryPlace.address;
    if (deliveryPlace.location) request.location = deliveryPlace.location;
  }
  return request;
}

/** The person id for the personal preflight, or null for the anonymous one. */
function personIdOf(state: RootState): string | null {
  const { profile, tokenSet } = state.auth;
  return profile && tokenSet ? String(profile.id) : null;
}

/**
 * Runs one preflight and resolves to its data or error; aborting `signal` aborts the request.
 *
 * @example
 * const result = await runPreflight(dispatch, state, location, listenerApi.signal);
 */
export async function runPreflight(
  dispatch: StoreDispatch,
  state: RootState,
  body: PreflightRequest,
  signal: AbortSignal,
): Promise<{ data?: PreflightResponse; error?: SerializedApiError }> {
  const request = dispatch(preflightApi.endpoints.preflight.initiate({ personId: personIdOf(state), body }));
  const abort = () => request.abort();
  signal.addEventListener('abort', abort, { once: true });
  try {
    const result = await request;
    request.reset();
    return 'data' in result ? { data: result.data } : { error: result.error as SerializedApiError };
  } finally {
    signal.removeEventListener('abort', abort);
  }
}

/** Whether an action is one of the preflight triggers of spec §4 (plus a promo code entered or removed). */
function isTrigger(action: { type: string }, current: RootState, previous: RootState): boolean {
  if (current.boot.status !== 'ready') return false;
  if (bootSucceeded.match(action)) return !isCartEmpty(current.cart.positions);
  if (promoCodeSubmitted.match(action) || promoCodeRemoved.match(action)) return true;
  const count = (state: RootState) => state.cart.positions.reduce((sum, line) => sum + line.count, 0);
  return (
    current.location.deliveryType !== previous.location.deliveryType ||
    current.auth.profile !== previous.auth.profile ||
    count(current) !== count(previous)
  );
}

/**
 * Preflight triggers (spec §4): delivery type change, profile change, cart count change and load
 * with a non-empty cart; debounced, and a newer trigger cancels the running one and its request.
 * The result goes through the domain (`applyPreflightResponse` in the cart slice).
 */
export function registerPreflightTriggers(startListening: AppStartListening, timing: ListenerTiming): void {
  startListening({
    predicate: isTrigger,
    effect: async (_action, listenerApi) => {
      listenerApi.cancelActiveListeners();
      await listenerApi.delay(timing.preflightDebounceMs);
      const state = listenerApi.getState();
      if (isCartEmpty(state.cart.positions)) return;
      const body = buildPreflightRequest(state, state.location);
      if (!body) return;
      listenerApi.dispatch(preflightStarted());
      const result = await listenerApi.pause(runPreflight(listenerApi.dispatch, state, body, listenerApi.signal));
      if (result.data) listenerApi.dispatch(preflightSucceeded(result.data));
      else
        listenerApi.dispatch(
          preflightFailed({
            code: result.error?.code ?? null,
            message: result.error?.message ?? null,
            status: result.error?.status ?? null,
          }),
        );
    },
  });
}
