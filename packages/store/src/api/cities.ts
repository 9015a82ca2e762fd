import { getCities, type City } from '@tarelka/api-client';
import { baseApi, call, listTags } from './base-api';

/** Cities of the tenant (spec §7 `GET /1/p/cities`; the client adds the white label). */
export const citiesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getCities: build.query<City[], void>({
      query: () => call(getCities),
      providesTags: (cities) => listTags('City', cities),
    }),
  }),
});
