import { getMe, type Person } from '@tarelka/api-client';
import { baseApi, call } from './base-api';

/**
 * The signed-in person's profile (spec §7). The sign-in calls are in `./sign-in` and the orders in
 * `./orders`: modules of their own, so they load with the screens that use them.
 */
export const personApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getMe: build.query<Person, void>({
      query: () => call(getMe),
      providesTags: ['Me'],
    }),
  }),
});
