import { repriceCart, type RepriceResult } from '@tarelka/store';
import { useAppDispatch } from '@tarelka/store/react';
import { useCallback } from 'react';

/**
 * Prices the cart now (the store's `repriceCart`: personal preflight when signed in, anonymous
 * otherwise) and applies the answer. Used for "retry" after a failed preflight and right before
 * an order is placed.
 *
 * @example
 * const reprice = useReprice();
 * const result = await reprice();
 * if (!result.ok) showError(result.error?.message);
 */
export function useReprice(): () => Promise<RepriceResult> {
  const dispatch = useAppDispatch();
  return useCallback(() => dispatch(repriceCart()), [dispatch]);
}
