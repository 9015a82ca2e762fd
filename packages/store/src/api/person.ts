import {
  deleteDelivery,
  getMe,
  renameDelivery,
  signOut,
  updateMe,
  type Person,
  type ProfileUpdateRequest,
  type SignOutResponse,
} from '@tarelka/api-client';
import { profileReceived, signedOut } from '../slices/auth';
import { baseApi, call } from './base-api';

/** Keeps the stored person (spec §3 storage) in step with a profile the server answered. */
const storeProfile = async (
  _arg: unknown,
  { dispatch, queryFulfilled }: { dispatch: (action: unknown) => unknown; queryFulfilled: Promise<{ data: Person }> },
) => {
  try {
    dispatch(profileReceived((await queryFulfilled).data));
  } catch {
    // The error is the mutation's result; the stored profile stays as it was.
  }
};

/**
 * The signed-in person's profile (spec §7) and account (issue 26): the editable fields, the saved
 * deliveries and sign-out. The sign-in calls are in `./sign-in` and the orders in `./orders`:
 * modules of their own, so they load with the screens that use them.
 */
export const personApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The signed-in person, read again; the stored profile follows the answer. */
    getMe: build.query<Person, void>({
      query: () => call(getMe),
      onQueryStarted: storeProfile,
      providesTags: ['Me'],
    }),
    /** `PATCH /api/v1/me`; a bad field fails with its message (`errors[].field` names it). */
    updateMe: build.mutation<Person, ProfileUpdateRequest>({
      query: (body) => call(updateMe, body),
      onQueryStarted: storeProfile,
      invalidatesTags: ['Me'],
    }),
    renameDelivery: build.mutation<Person, { deliveryId: string; title: string }>({
      query: ({ deliveryId, title }) => call(renameDelivery, deliveryId, title),
      onQueryStarted: storeProfile,
      invalidatesTags: ['Me'],
    }),
    deleteDelivery: build.mutation<Person, string>({
      query: (deliveryId) => call(deleteDelivery, deliveryId),
      onQueryStarted: storeProfile,
      invalidatesTags: ['Me'],
    }),
    /**
     * Ends the session on the server (`everywhere`: every session of the person), then signs out
     * here whatever the server said: the tokens and the profile are cleared (spec §4).
     */
    signOut: build.mutation<SignOutResponse, { everywhere?: boolean } | void>({
      query: (arg) => call(signOut, arg?.everywhere ? { everywhere: true } : {}),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
        } catch {
          // Offline or already signed out: this device signs out all the same.
        } finally {
          dispatch(signedOut());
        }
      },
    }),
  }),
});
