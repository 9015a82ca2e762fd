import type { OrderDetails, OrderPaymentStatus } from '@tarelka/api-client';
import { ordersApi, type SerializedApiError } from '@tarelka/store';
import { useAppDispatch, useAppSelector } from '@tarelka/store/react';
import { useCallback, useEffect, useState } from 'react';

type OrderArg = { personId: string; orderId: string };

/** How often a pending payment is asked for again, ms. */
export const PAYMENT_POLL_MS = 2000;

/** What {@link useOrderPayment} returns. */
export interface OrderPaymentView {
  order: OrderDetails | undefined;
  payment: OrderPaymentStatus | null | undefined;
  isLoading: boolean;
  error: SerializedApiError | undefined;
  refetch: () => void;
  /** Starts a new payment; resolves with where to pay, or null when the server refused. */
  retry: () => Promise<string | null>;
  retrying: boolean;
  retryError: SerializedApiError | undefined;
}

/**
 * The payment status of a person's order, polled while it is pending (the gateway's webhook may
 * arrive after the customer is back); `null` ids wait.
 *
 * @example
 * const { payment, retry } = useOrderPayment(personId, orderId, { returnUrl: location.href });
 */
export function useOrderPayment(
  personId: string | null,
  orderId: string | null,
  options: { pollMs?: number; returnUrl?: string } = {},
): OrderPaymentView {
  const dispatch = useAppDispatch();
  const skip = !personId || !orderId;
  const arg: OrderArg = { personId: personId ?? '', orderId: orderId ?? '' };
  const key = `${arg.personId}/${arg.orderId}`;
  const entry = useAppSelector(ordersApi.endpoints.getOrderPayment.select(arg));
  const pending = entry.data?.paymentStatus?.status === 'PENDING';
  const pollMs = options.pollMs ?? PAYMENT_POLL_MS;

  useEffect(() => {
    if (skip) return;
    const subscription = dispatch(
      ordersApi.endpoints.getOrderPayment.initiate(arg, {
        forceRefetch: true,
        subscriptionOptions: { pollingInterval: pending ? pollMs : 0, skipPollingIfUnfocused: false },
      }),
    );
    return () => subscription.unsubscribe();
    // `key` stands for `arg`.
  }, [dispatch, key, skip, pending, pollMs]);

  const refetch = useCallback(() => {
    if (!skip)
      void dispatch(ordersApi.endpoints.getOrderPayment.initiate(arg, { forceRefetch: true, subscribe: false }));
  }, [dispatch, key, skip]);

  const [retrying, setRetrying] = useState(false);
  const [retryError, setRetryError] = useState<SerializedApiError | undefined>(undefined);
  const retry = useCallback(async () => {
    if (skip) return null;
    setRetrying(true);
    setRetryError(undefined);
    const result = await dispatch(
      ordersApi.endpoints.retryPayment.initiate({
        ...arg,
        ...(options.returnUrl ? { returnUrl: options.returnUrl } : {}),
      }),
    );
    setRetrying(false);
    if ('error' in result) {
      setRetryError(result.error as SerializedApiError);
      return null;
    }
    return result.data.url;
  }, [dispatch, key, skip, options.returnUrl]);

  return {
    order: entry.data,
    payment: entry.data?.paymentStatus,
    isLoading: !skip && entry.data === undefined && entry.error === undefined,
    error: entry.error as SerializedApiError | undefined,
    refetch,
    retry,
    retrying,
    retryError,
  };
}
