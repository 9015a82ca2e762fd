import type { Order } from '@tarelka/api-client';
import type { CheckoutFormValues } from '@tarelka/domain/forms';
import { cartCleared, placeOrder, type RepriceResult, type SerializedApiError } from '@tarelka/store';
import { useAppDispatch } from '@tarelka/store/react';
import { useCallback, useRef, useState } from 'react';

/** Prices the cart right before ordering (the cart feature's `useReprice`). */
export type Reprice = () => Promise<RepriceResult>;

/** Where placing an order stands. */
export type PlaceOrderState =
  | { phase: 'idle' }
  | { phase: 'pricing' | 'ordering' | 'redirecting' }
  | { phase: 'failed'; step: 'pricing' | 'ordering'; error: SerializedApiError | null };

/** What {@link usePlaceOrder} needs from the page. */
export interface PlaceOrderOptions {
  /** Prices the cart with the personal preflight and applies the answer. */
  reprice: Reprice;
  /** The order exists and needs no payment hand-off: show the result. */
  onPlaced: (order: Order) => void;
  /** The session is over (refresh token expired or refused): sign in again; the cart stays. */
  onUnauthorized: () => void;
  /** Sends the browser to the payment page (tests replace it). */
  redirect?: (url: string) => void;
  /** Where the API is, to make a relative payment URL absolute. */
  apiUrl: string;
  /** The tab's session storage (the attempt's idempotency key and the last order id). */
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
}

const sessionStore = () => (typeof sessionStorage === 'undefined' ? undefined : sessionStorage);

/**
 * Places the order (spec §4 "Order flow"): the personal preflight first, then the store's
 * `placeOrder` (one Idempotency-Key per attempt, reused by every retry). On success the cart is
 * cleared; CARD_ONLINE goes to the payment URL the order carries (its return lands on the result
 * page). Nothing typed is lost on failure: the error comes back as a value with a retry.
 *
 * @example
 * const { state, place } = usePlaceOrder({ reprice, onPlaced, onUnauthorized, apiUrl });
 * <form onSubmit={() => place(values)}>…
 */
export function usePlaceOrder(options: PlaceOrderOptions) {
  const dispatch = useAppDispatch();
  const [state, setState] = useState<PlaceOrderState>({ phase: 'idle' });
  const inFlight = useRef(false);
  const { reprice, onPlaced, onUnauthorized, apiUrl } = options;
  const storage = options.storage ?? sessionStore();
  const redirect = options.redirect ?? ((url: string) => window.location.assign(url));

  const place = useCallback(
    async (values: CheckoutFormValues) => {
      // A second click while the first runs is the same attempt: ignore it.
      if (inFlight.current) return;
      inFlight.current = true;
      try {
        setState({ phase: 'pricing' });
        const priced = await reprice();
        if (!priced.ok) {
          if (priced.error?.status === 401) return onUnauthorized();
          setState({ phase: 'failed', step: 'pricing', error: priced.error });
          return;
        }
        setState({ phase: 'ordering' });
        const returnUrl = `${window.location.origin}/orders/return`;
        const result = await dispatch(placeOrder({ values, returnUrl, ...(storage ? { storage } : {}) }));
        if (!result.ok) {
          if (result.reason === 'UNAUTHORIZED') return onUnauthorized();
          setState({ phase: 'failed', step: 'ordering', error: result.error });
          return;
        }
        const { order } = result;
        if (order.payment?.url) {
          setState({ phase: 'redirecting' });
          dispatch(cartCleared());
          redirect(new URL(order.payment.url, apiUrl).toString());
          return;
        }
        onPlaced(order);
        dispatch(cartCleared());
        setState({ phase: 'idle' });
      } finally {
        inFlight.current = false;
      }
    },
    [reprice, storage, dispatch, onPlaced, onUnauthorized, redirect, apiUrl],
  );

  return { state, place };
}
