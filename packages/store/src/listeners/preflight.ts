import { isCartEmpty, type PreflightRequest } from '@tarelka/domain';
import type { PreflightResponse } from '@tarelka/api-client';
import { preflightApi } from '../api/preflight';
import type { SerializedApiError } from '../bridge/api-client';
import { buildPreflightRequest, personIdOf, requestKey } from '../pricing';
import type { RootState } from '../root-reducer';
import { bootSucceeded } from '../slices/boot';
import { isPromoCodeRefusal, preflightFailed, preflightStarted, preflightSucceeded } from '../slices/cart';
import { promoCodeRemoved, promoCodeSubmitted } from '../slices/order-draft';
import type { AppStartListening, ListenerTiming, StoreDispatch } from './listener-types';

/**
 * Runs one preflight and resolves to its data or error; aborting `signal` aborts the request.
 *
 * @example
 * const result = await runPreflight(dispatch, state, body, listenerApi.signal);
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

/**
 * Runs a preflight for `body` and applies its answer or refusal to the cart, each tagged with the
 * request's key, so the cart shows it only while it still matches (`selectPricedCart`).
 *
 * @example
 * await pricePreflight(dispatch, state, body, signal);
 */
export async function pricePreflight(
  dispatch: StoreDispatch,
  state: RootState,
  body: PreflightRequest,
  signal: AbortSignal,
): Promise<{ data?: PreflightResponse; error?: SerializedApiError }> {
  const key = requestKey(body, personIdOf(state));
  dispatch(preflightStarted());
  const result = await runPreflight(dispatch, state, body, signal);
  if (signal.aborted) return result;
  if (result.data) dispatch(preflightSucceeded(result.data, key));
  else
    dispatch(
      preflightFailed({
        code: result.error?.code ?? null,
        message: result.error?.message ?? null,
        status: result.error?.status ?? null,
        promoCode: body.promoCode ?? null,
        orderSum: result.error?.orderSum ?? null,
        key,
      }),
    );
  return result;
}

/**
 * Whether an action is one of the preflight triggers of spec §4, plus what the cart's one rule
 * needs: a promo code entered or removed, a refused promo code (the cart is priced again
 * without it) and another resto or delivery place.
 */
function isTrigger(action: { type: string }, current: RootState, previous: RootState): boolean {
  if (current.boot.status !== 'ready') return false;
  if (bootSucceeded.match(action)) return !isCartEmpty(current.cart.positions);
  if (promoCodeSubmitted.match(action) || promoCodeRemoved.match(action)) return true;
  if (preflightFailed.match(action)) return isPromoCodeRefusal(action.payload.code);
  const count = (state: RootState) => state.cart.positions.reduce((sum, line) => sum + line.count, 0);
  return (
    current.location.deliveryType !== previous.location.deliveryType ||
    current.location.restoId !== previous.location.restoId ||
    current.location.deliveryPlace !== previous.location.deliveryPlace ||
    current.auth.profile !== previous.auth.profile ||
    count(current) !== count(previous)
  );
}

/**
 * Preflight triggers (spec §4): delivery type change, profile change, cart count change and load
 * with a non-empty cart; debounced, and a newer trigger cancels the running one and its request.
 * A cart the last answer already priced as it is now is not asked about again. The result goes
 * through the domain (`applyPreflightResponse` in the cart slice).
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
      if (!body || state.cart.pricing.pricedFor === requestKey(body, personIdOf(state))) return;
      await listenerApi.pause(pricePreflight(listenerApi.dispatch, state, body, listenerApi.signal));
    },
  });
}
