import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { isCartEmpty } from '@tarelka/domain';
import type { StoreExtra } from '../api/base-api';
import type { SerializedApiError } from '../bridge/api-client';
import { pricePreflight } from '../listeners/preflight';
import { buildPreflightRequest } from '../pricing';
import type { RootState } from '../root-reducer';

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
    // Nothing cancels a pricing the customer asked for.
    const result = await pricePreflight(dispatch, state, body, new AbortController().signal);
    return result.data ? { ok: true, total: result.data.total } : { ok: false, error: result.error ?? null };
  };
}
