import {
  requestPhoneCode,
  signInApple,
  signInGoogle,
  signInPhone,
  signInVk,
  type PhoneCodeRequest,
  type PhoneCodeResponse,
  type PhoneSignInRequest,
  type TokenSet,
  type VkSignInRequest,
} from '@tarelka/api-client';
import { baseApi, call } from './base-api';

/** What a sign-in invalidates: everything that depends on who the person is. */
const PERSON_TAGS = ['Me', { type: 'Order' as const, id: 'LIST' as const }] as const;

/**
 * Sign-in (spec §7): the SMS code, then phone, Google, Apple or VK ID. A sign-in stores the token
 * set through the client's `onTokens` hook and invalidates the profile and the order history.
 */
export const signInApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    requestPhoneCode: build.mutation<PhoneCodeResponse, PhoneCodeRequest>({
      query: (body) => call(requestPhoneCode, body),
    }),
    signInPhone: build.mutation<TokenSet, PhoneSignInRequest>({
      query: (body) => call(signInPhone, body),
      invalidatesTags: [...PERSON_TAGS],
    }),
    signInGoogle: build.mutation<TokenSet, string>({
      query: (idToken) => call(signInGoogle, idToken),
      invalidatesTags: [...PERSON_TAGS],
    }),
    signInApple: build.mutation<TokenSet, string>({
      query: (idToken) => call(signInApple, idToken),
      invalidatesTags: [...PERSON_TAGS],
    }),
    signInVk: build.mutation<TokenSet, VkSignInRequest>({
      query: (body) => call(signInVk, body),
      invalidatesTags: [...PERSON_TAGS],
    }),
  }),
});
