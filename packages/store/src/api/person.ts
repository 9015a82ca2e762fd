import type { ApiClient, Order, OrderPage, OrderRequest, Person, TokenSet } from '@tarelka/api-client';
import { baseApi, call } from './base-api';

type Arg<K extends keyof ApiClient> = Parameters<ApiClient[K]>[0];

/** What a sign-in invalidates: everything that depends on who the person is. */
const PERSON_TAGS = ['Me', { type: 'Order' as const, id: 'LIST' as const }] as const;

/**
 * The person (spec §7): sign-in calls, profile and orders. A sign-in stores the token set through
 * the client's `onTokens` hook and invalidates the profile and the order history.
 */
export const personApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getMe: build.query<Person, void>({
      query: () => call('getMe'),
      providesTags: ['Me'],
    }),
    getOrders: build.query<OrderPage, { personId: string; page?: number; size?: number }>({
      query: ({ personId, ...page }) => call('getOrders', personId, page),
      providesTags: (orders) => [
        { type: 'Order', id: 'LIST' },
        ...(orders?.content ?? []).map(({ id }) => ({ type: 'Order' as const, id })),
      ],
    }),
    createOrder: build.mutation<Order, { personId: string; body: OrderRequest; idempotencyKey: string }>({
      query: ({ personId, body, idempotencyKey }) => call('createOrder', personId, body, idempotencyKey),
      invalidatesTags: [{ type: 'Order', id: 'LIST' }],
    }),
    requestPhoneCode: build.mutation<Awaited<ReturnType<ApiClient['requestPhoneCode']>>, Arg<'requestPhoneCode'>>({
      query: (body) => call('requestPhoneCode', body),
    }),
    signInPhone: build.mutation<TokenSet, Arg<'signInPhone'>>({
      query: (body) => call('signInPhone', body),
      invalidatesTags: [...PERSON_TAGS],
    }),
    signInGoogle: build.mutation<TokenSet, string>({
      query: (idToken) => call('signInGoogle', idToken),
      invalidatesTags: [...PERSON_TAGS],
    }),
    signInApple: build.mutation<TokenSet, string>({
      query: (idToken) => call('signInApple', idToken),
      invalidatesTags: [...PERSON_TAGS],
    }),
    signInVk: build.mutation<TokenSet, Arg<'signInVk'>>({
      query: (body) => call('signInVk', body),
      invalidatesTags: [...PERSON_TAGS],
    }),
  }),
});
