import { getCityDeliveries, type DeliveryZone } from '@tarelka/api-client';
import { toSerializedApiError } from '../bridge/api-client';
import { baseApi, listTags, type StoreExtra } from './base-api';

/** Zones come in pages of 100 (spec §9); a city with more is read page by page. */
const PAGE_SIZE = 100;

/**
 * Delivery zones of a city, thresholds in the client's names (the contract's city zone fetch).
 * Failing to load them is fatal for the boot and location flows (spec §8).
 */
export const zonesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getCityZones: build.query<DeliveryZone[], number>({
      async queryFn(cityId, { extra }) {
        const { api } = extra as StoreExtra;
        try {
          const zones: DeliveryZone[] = [];
          for (let page = 0; ; page++) {
            const answer = await getCityDeliveries(api, cityId, { page, size: PAGE_SIZE });
            zones.push(...answer.content);
            if (page + 1 >= answer.totalPages || answer.content.length === 0) break;
          }
          return { data: zones };
        } catch (error) {
          return { error: toSerializedApiError(error) };
        }
      },
      providesTags: (zones, _error, cityId) => [{ type: 'Zone', id: `city-${cityId}` }, ...listTags('Zone', zones)],
    }),
  }),
});
