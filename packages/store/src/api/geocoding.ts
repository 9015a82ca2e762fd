import {
  geocodeAutocomplete,
  geocodePlace,
  geocodeReverse,
  type AddressDetails,
  type AutocompleteQuery,
  type AutocompleteResponse,
} from '@tarelka/api-client';
import { baseApi, call } from './base-api';

/** The API's geocoder for the offline map provider (contract's geocoding calls). */
export const geocodingApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    geocodeAutocomplete: build.query<AutocompleteResponse, AutocompleteQuery>({
      query: (query) => call(geocodeAutocomplete, query),
      keepUnusedDataFor: 30,
    }),
    geocodePlace: build.query<AddressDetails, { placeId: string } & NonNullable<Parameters<typeof geocodePlace>[2]>>({
      query: ({ placeId, ...query }) => call(geocodePlace, placeId, query),
    }),
    /** A failed reverse geocode yields no address (null, spec §8). */
    geocodeReverse: build.query<AddressDetails | null, Parameters<typeof geocodeReverse>[1]>({
      query: (query) => call(geocodeReverse, query),
    }),
  }),
});
