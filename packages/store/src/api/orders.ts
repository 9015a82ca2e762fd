import { createOrder, getOrders, type Order, type OrderPage, type OrderRequest } from '@tarelka/api-client';
import { baseApi, call } from './base-api';

/** The person's orders (spec §7): the history, newest first, and placing an order. */
export const ordersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getOrders: build.query<OrderPage, { personId: string; page?: number; size?: number }>({
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
  }),
});
