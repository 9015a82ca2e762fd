import { getResto, getRestos, type Resto } from '@tarelka/api-client';
import { baseApi, call, listTags } from './base-api';

/** Restos of a city and one resto (spec §7 `GET /1/p/restos`, `GET /1/p/restos/{id}`). */
export const restosApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getRestos: build.query<Resto[], { cityId: number }>({
      query: ({ cityId }) => call(getRestos, { cityId }),
      providesTags: (restos) => listTags('Resto', restos),
    }),
    getResto: build.query<Resto, number>({
      query: (restoId) => call(getResto, restoId),
      providesTags: (_resto, _error, restoId) => [{ type: 'Resto', id: restoId }],
    }),
  }),
});
