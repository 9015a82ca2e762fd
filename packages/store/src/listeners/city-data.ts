import type { DeliveryZone, Resto } from '@tarelka/api-client';
import { restosApi } from '../api/restos';
import { zonesApi } from '../api/zones';
import type { RootState } from '../root-reducer';
import { unwrapFatal } from './fetch';
import type { StoreDispatch } from './listener-types';

interface Held {
  unsubscribe(): void;
}

/**
 * Loads a city's zones and restos (spec §4: failure is fatal) and holds them while the city is
 * the stored or the edited one; the cache serves every later read.
 */
export function createCityDataLoader() {
  const held = new Map<number, Held[]>();

  return {
    async load(dispatch: StoreDispatch, cityId: number): Promise<{ zones: DeliveryZone[]; restos: Resto[] }> {
      const zonesRequest = dispatch(zonesApi.endpoints.getCityZones.initiate(cityId));
      const restosRequest = dispatch(restosApi.endpoints.getRestos.initiate({ cityId }));
      const previous = held.get(cityId) ?? [];
      held.set(cityId, [zonesRequest, restosRequest]);
      for (const request of previous) request.unsubscribe();
      const [zones, restos] = await Promise.all([zonesRequest, restosRequest]);
      return { zones: unwrapFatal(zones), restos: unwrapFatal(restos) };
    },
    /** Releases every city but those given (the stored and the edited one). */
    keepOnly(cityIds: ReadonlyArray<number | null>) {
      for (const [cityId, requests] of held) {
        if (cityIds.includes(cityId)) continue;
        for (const request of requests) request.unsubscribe();
        held.delete(cityId);
      }
    },
  };
}

/** The loader of one store. */
export type CityDataLoader = ReturnType<typeof createCityDataLoader>;

/** A city's cached zones and restos (empty until loaded). */
export function selectCityData(state: RootState, cityId: number | null): { zones: DeliveryZone[]; restos: Resto[] } {
  if (cityId === null) return { zones: [], restos: [] };
  return {
    zones: zonesApi.endpoints.getCityZones.select(cityId)(state).data ?? [],
    restos: restosApi.endpoints.getRestos.select({ cityId })(state).data ?? [],
  };
}
