import {
  createOrder,
  getOrder,
  getOrders,
  retryPayment,
  type Order,
  type OrderDetails,
  type OrderPage,
  type OrderPaymentStatus,
  type OrderRequest,
} from '@tarelka/api-client';
import { baseApi, call } from './base-api';

type OrderArg = { personId: string; orderId: string };

/**
 * The person's orders (spec §7): the history, newest first, placing an order, one order with the
 * status of its online payment, and paying an unpaid order again.
 */
export const ordersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Newest first, 20 a page; pass the previous page's `nextCursor` as `cursor` for the next. */
    getOrders: build.query<OrderPage, { personId: string; cursor?: string; page?: number; size?: number }>({
      query: ({ personId, ...page }) => call(getOrders, personId, page),
      providesTags: (orders) => [
        { type: 'Order', id: 'LIST' },
        ...(orders?.content ?? []).map(({ id }) => ({ type: 'Order' as const, id })),
      ],
    }),
    createOrder: build.mutation<Order, { personId: string; body: OrderRequest; idempotencyKey: string }>({
      query: ({ personId, body, idempotencyKey }) => call(createOrder, personId, body, idempotencyKey),
      invalidatesTags: [{ type: 'Order', id: 'LIST' }],
    }),
    getOrderPayment: build.query<OrderDetails, OrderArg>({
      query: ({ personId, orderId }) => call(getOrder, personId, orderId),
      providesTags: (_result, _error, { orderId }) => [{ type: 'Order', id: orderId }],
    }),
    /** Answers where to pay (`url`); the order and the history are asked for again. */
    retryPayment: build.mutation<OrderPaymentStatus, OrderArg & { returnUrl?: string }>({
      query: ({ personId, orderId, returnUrl }) =>
        call(retryPayment, personId, orderId, returnUrl ? { returnUrl } : {}),
      invalidatesTags: (_result, _error, { orderId }) => [
        { type: 'Order', id: orderId },
        { type: 'Order', id: 'LIST' },
      ],
    }),
  }),
});
