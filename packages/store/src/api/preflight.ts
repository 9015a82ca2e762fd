import { personalPreflight, preflight, type PreflightResponse } from '@tarelka/api-client';
import type { PreflightRequest } from '@tarelka/domain';
import { toContractPreflightRequest } from '../bridge/api-client';
import { baseApi, call } from './base-api';

/** Preflight pricing (spec §7): anonymous, or personal with the person's id and bearer token. */
export const preflightApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    preflight: build.mutation<PreflightResponse, { personId: string | null; body: PreflightRequest }>({
      query: ({ personId, body }) =>
        personId === null
          ? call(preflight, toContractPreflightRequest(body))
          : call(personalPreflight, personId, toContractPreflightRequest(body)),
    }),
  }),
});
