import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { isCartEmpty } from '@tarelka/domain';
import type { StoreExtra } from '../api/base-api';
import type { SerializedApiError } from '../bridge/api-client';
import { buildPreflightRequest, runPreflight } from '../listeners/preflight';
import type { RootState } from '../root-reducer';
import { preflightFailed, preflightStarted, preflightSucceeded } from '../slices/cart';

/** The outcome of one pricing run: the server's total or its error, as values. */
export type RepriceResult = { ok: true; total: number } | { ok: false; error: SerializedApiError | null };

/**
 * Prices the cart now, as the automatic preflight triggers do (personal preflight when signed in,
 * anonymous otherwise), and applies the answer through the cart's actions. For "retry" after a
 * failed preflight and right before an order is placed; an empty cart or no location gives
 * `{ ok: false, error: null }`.
 *
 * @example
 * const result = await dispatch(repriceCart());
 * if (!result.ok) showError(result.error?.message);
 */
export function repriceCart(): ThunkAction<Promise<RepriceResult>, RootState, StoreExtra, UnknownAction> {
  return async (dispatch, getState) => {
    const state = getState();
    const body = isCartEmpty(state.cart.positions) ? null : buildPreflightRequest(state, state.location);
    if (!body) return { ok: false, error: null };
    dispatch(preflightStarted());
    // Nothing cancels a pricing the customer asked for.
    const result = await runPreflight(dispatch, state, body, new AbortController().signal);
    if (result.data) {
      dispatch(preflightSucceeded(result.data));
      return { ok: true, total: result.data.total };
    }
    const error = result.error ?? null;
    dispatch(
      preflightFailed({ code: error?.code ?? null, message: error?.message ?? null, status: error?.status ?? null }),
    );
    return { ok: false, error };
  };
}
