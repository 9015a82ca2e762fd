import { isCartEmpty, toPreflightPositions, type PreflightRequest } from '@tarelka/domain';
import {
  preflightApi,
  preflightFailed,
  preflightStarted,
  preflightSucceeded,
  type RootState,
  type SerializedApiError,
} from '@tarelka/store';
import { useAppDispatch, useAppStore } from '@tarelka/store/react';
import { useCallback } from 'react';

/** The outcome of one pricing run: the server's answer or its error, as values. */
export type RepriceResult = { ok: true; total: number } | { ok: false; error: SerializedApiError | null };

/** The preflight body for the saved location and cart, as the store's triggers build it. */
export function preflightBody(state: RootState): PreflightRequest | null {
  const { deliveryType, restoId, deliveryPlace } = state.location;
  if (deliveryType === null || restoId === null || isCartEmpty(state.cart.positions)) return null;
  const { promoCode, promoCodeError, payType } = state.orderDraft;
  const body: PreflightRequest = { deliveryType, restoId, positions: toPreflightPositions(state.cart.positions) };
  if (payType) body.payType = payType;
  if (promoCode.code && !promoCodeError) body.promoCode = promoCode.code;
  if (deliveryType === 'DELIVERY' && deliveryPlace) {
    body.address = deliveryPlace.address;
    if (deliveryPlace.location) body.location = deliveryPlace.location;
  }
  return body;
}

/**
 * Prices the cart now (personal preflight when signed in, anonymous otherwise) and applies the
 * answer through the store's cart actions, as the automatic triggers do. Used for "retry" after a
 * failed preflight and right before an order is placed.
 *
 * @example
 * const reprice = useReprice();
 * const result = await reprice();
 * if (!result.ok) showError(result.error?.message);
 */
export function useReprice(): () => Promise<RepriceResult> {
  const store = useAppStore();
  const dispatch = useAppDispatch();
  return useCallback(async () => {
    const state = store.getState();
    const body = preflightBody(state);
    if (!body) return { ok: false, error: null };
    const { profile, tokenSet } = state.auth;
    const personId = profile && tokenSet ? String(profile.id) : null;
    dispatch(preflightStarted());
    const request = dispatch(preflightApi.endpoints.preflight.initiate({ personId, body }));
    const result = await request;
    request.reset();
    if ('data' in result && result.data) {
      dispatch(preflightSucceeded(result.data));
      return { ok: true, total: result.data.total };
    }
    const error = ('error' in result ? result.error : null) as SerializedApiError | null;
    dispatch(preflightFailed({ code: error?.code ?? null, message: error?.message ?? null }));
    return { ok: false, error };
  }, [store, dispatch]);
}
