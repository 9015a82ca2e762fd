import { ApiError, getOrder, retryPayment, type OrderDetails, type OrderPaymentStatus } from '@tarelka/api-client';
import { baseApi, type SerializedApiError, type StoreExtra } from '@tarelka/store';
import { useAppDispatch, useAppSelector } from '@tarelka/store/react';
import { useCallback, useEffect, useState } from 'react';

/** A failed call as RTK Query keeps it (the client's normalised error as plain data). */
function serialise(error: unknown): SerializedApiError {
  if (error instanceof ApiError) {
    return {
      name: 'ApiError',
      message: error.message,
      status: error.status,
      statusText: error.statusText,
      code: error.code,
      errors: error.errors.map(({ code, message }) => ({ code, message })),
    };
  }
  return {
    name: 'ApiError',
    message: error instanceof Error ? error.message : 'Неизвестная ошибка',
    status: 500,
    statusText: '',
    code: undefined,
    errors: [],
  };
}

async function run<T>(call: () => Promise<T>): Promise<{ data: T } | { error: SerializedApiError }> {
  try {
    return { data: await call() };
  } catch (error) {
    return { error: serialise(error) };
  }
}

type OrderArg = { personId: string; orderId: string };

/**
 * The order with its payment status, and "pay again". Injected here until the store owns them
 * (they belong in `@tarelka/store`'s person endpoints).
 */
export const paymentApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getOrderPayment: build.query<OrderDetails, OrderArg>({
      queryFn: ({ personId, orderId }, { extra }) => run(() => getOrder((extra as StoreExtra).api, personId, orderId)),
      providesTags: (_result, _error, { orderId }) => [{ type: 'Order', id: orderId }],
    }),
    retryPayment: build.mutation<OrderPaymentStatus, OrderArg & { returnUrl?: string }>({
      queryFn: ({ personId, orderId, returnUrl }, { extra }) =>
        run(() => retryPayment((extra as StoreExtra).api, personId, orderId, returnUrl ? { returnUrl } : {})),
      invalidatesTags: (_result, _error, { orderId }) => [
        { type: 'Order', id: orderId },
        { type: 'Order', id: 'LIST' },
      ],
    }),
  }),
});

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
  const entry = useAppSelector(paymentApi.endpoints.getOrderPayment.select(arg));
  const pending = entry.data?.paymentStatus?.status === 'PENDING';
  const pollMs = options.pollMs ?? PAYMENT_POLL_MS;

  useEffect(() => {
    if (skip) return;
    const subscription = dispatch(
      paymentApi.endpoints.getOrderPayment.initiate(arg, {
        forceRefetch: true,
        subscriptionOptions: { pollingInterval: pending ? pollMs : 0, skipPollingIfUnfocused: false },
      }),
    );
    return () => subscription.unsubscribe();
    // `key` stands for `arg`.
  }, [dispatch, key, skip, pending, pollMs]);

  const refetch = useCallback(() => {
    if (!skip)
      void dispatch(paymentApi.endpoints.getOrderPayment.initiate(arg, { forceRefetch: true, subscribe: false }));
  }, [dispatch, key, skip]);

  const [retrying, setRetrying] = useState(false);
  const [retryError, setRetryError] = useState<SerializedApiError | undefined>(undefined);
  const retry = useCallback(async () => {
    if (skip) return null;
    setRetrying(true);
    setRetryError(undefined);
    const result = await dispatch(
      paymentApi.endpoints.retryPayment.initiate({
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
