import type { DeliveryZone, Resto } from '@tarelka/api-client';
import { restosApi } from '../api/restos';
import { zonesApi } from '../api/zones';
import type { RootState } from '../root-reducer';
import { unwrapFatal } from './fetch';
import type { StoreDispatch } from './listener-types';

interface Held {
  unsubscribe(): void;
}

type CityData = { zones: DeliveryZone[]; restos: Resto[] };

/**
 * Loads a city's zones and restos (spec §4: failure is fatal) and holds them while the city is
 * the stored or the edited one; the cache serves every later read. `prefetch` starts the stored
 * city's while the boot syncs the time and fetches the cities; the next `load` of that city awaits
 * those very requests, so their failure still surfaces at the boot's location step.
 */
export function createCityDataLoader() {
  const held = new Map<number, Held[]>();
  const early = new Map<number, Promise<CityData>>();

  async function start(dispatch: StoreDispatch, cityId: number): Promise<CityData> {
    const zonesRequest = dispatch(zonesApi.endpoints.getCityZones.initiate(cityId));
    const restosRequest = dispatch(restosApi.endpoints.getRestos.initiate({ cityId }));
    const previous = held.get(cityId) ?? [];
    held.set(cityId, [zonesRequest, restosRequest]);
    for (const request of previous) request.unsubscribe();
    const [zones, restos] = await Promise.all([zonesRequest, restosRequest]);
    return { zones: unwrapFatal(zones), restos: unwrapFatal(restos) };
  }

  return {
    /** Starts loading a city's data for the next {@link load} of it (replaces an earlier prefetch). */
    prefetch(dispatch: StoreDispatch, cityId: number): void {
      const pending = start(dispatch, cityId);
      pending.catch(() => undefined);
      early.set(cityId, pending);
    },
    load(dispatch: StoreDispatch, cityId: number): Promise<CityData> {
      const pending = early.get(cityId);
      early.delete(cityId);
      return pending ?? start(dispatch, cityId);
    },
    /** Releases every city but those given (the stored and the edited one). */
    keepOnly(cityIds: ReadonlyArray<number | null>) {
      for (const [cityId, requests] of held) {
        if (cityIds.includes(cityId)) continue;
        for (const request of requests) request.unsubscribe();
        held.delete(cityId);
        early.delete(cityId);
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
