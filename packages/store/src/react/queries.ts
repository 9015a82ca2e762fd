// The catalog reads of the store's API as React hooks, one per endpoint, each returning the same
// {@link QueryView} shape: an app reads server data through these and never names an endpoint or
// its arguments itself. `null` for an id waits (nothing is requested yet).
import type { DeliveryZone } from '@tarelka/api-client';
import type {
  City,
  ModifierGroup,
  Position,
  PositionGroup,
  PositionTimeSlot,
  Promotion,
  Resto,
} from '@tarelka/api-client/contract';
import { useCallback } from 'react';
import { citiesApi } from '../api/cities';
import { menusApi } from '../api/menus';
import { restoCatalogApi } from '../api/resto-catalog';
import { restosApi } from '../api/restos';
import { zonesApi } from '../api/zones';
import type { SerializedApiError } from '../bridge/api-client';
import { useApiQuery, useAppDispatch, useAppSelector } from './hooks';

/** What every query hook returns: the data, whether it is loading or failed, and a refetch. */
export interface QueryView<T> {
  data: T | undefined;
  isLoading: boolean;
  error: SerializedApiError | undefined;
  refetch: () => void;
}

interface CacheEntry<T> {
  data?: T;
  error?: unknown;
}

interface Endpoint<Arg, Result> {
  initiate(arg: Arg, options?: { subscribe?: boolean; forceRefetch?: boolean }): unknown;
  select(arg: Arg): (state: never) => Result;
}

/** Subscribes to an endpoint and shapes its cache entry; `skip` waits. */
function useQueryView<Arg, T>(endpoint: Endpoint<Arg, CacheEntry<T>>, arg: Arg, skip = false): QueryView<T> {
  const dispatch = useAppDispatch();
  const entry = useApiQuery(endpoint as never, arg, { skip }) as CacheEntry<T>;
  const key = JSON.stringify(arg);
  const refetch = useCallback(() => {
    if (!skip)
      (dispatch as (action: unknown) => unknown)(endpoint.initiate(arg, { subscribe: false, forceRefetch: true }));
    // `key` stands for `arg`: compared by value.
  }, [dispatch, endpoint, key, skip]);
  return {
    data: entry.data,
    isLoading: !skip && entry.data === undefined && entry.error === undefined,
    error: entry.error as SerializedApiError | undefined,
    refetch,
  };
}

const ep = <Arg, T>(endpoint: unknown) => endpoint as Endpoint<Arg, CacheEntry<T>>;

/**
 * The tenant's cities.
 *
 * @example
 * const { data: cities, isLoading } = useCities();
 */
export function useCities(): QueryView<City[]> {
  return useQueryView(ep<undefined, City[]>(citiesApi.endpoints.getCities), undefined);
}

/** Restos of a city; `null` waits. */
export function useRestos(cityId: number | null): QueryView<Resto[]> {
  return useQueryView(
    ep<{ cityId: number }, Resto[]>(restosApi.endpoints.getRestos),
    { cityId: cityId ?? 0 },
    cityId == null,
  );
}

/** One resto; `null` waits. */
export function useResto(restoId: number | null): QueryView<Resto> {
  return useQueryView(ep<number, Resto>(restosApi.endpoints.getResto), restoId ?? 0, restoId == null);
}

/** Delivery zones of a city (client field names); `null` waits. */
export function useCityZones(cityId: number | null): QueryView<DeliveryZone[]> {
  return useQueryView(ep<number, DeliveryZone[]>(zonesApi.endpoints.getCityZones), cityId ?? 0, cityId == null);
}

/** Groups of a menu; `null` waits. */
export function useMenuGroups(menuId: number | null): QueryView<PositionGroup[]> {
  return useQueryView(ep<number, PositionGroup[]>(menusApi.endpoints.getMenuGroups), menuId ?? 0, menuId == null);
}

/** Positions of a menu; `null` waits. */
export function useMenuPositions(menuId: number | null): QueryView<Position[]> {
  return useQueryView(ep<number, Position[]>(menusApi.endpoints.getMenuPositions), menuId ?? 0, menuId == null);
}

/** Modifier groups of a resto; `null` waits. */
export function useModifiers(restoId: number | null): QueryView<ModifierGroup[]> {
  return useQueryView(
    ep<number, ModifierGroup[]>(restoCatalogApi.endpoints.getRestoModifiers),
    restoId ?? 0,
    restoId == null,
  );
}

/** Promotions of a resto; `null` waits. */
export function usePromotions(restoId: number | null): QueryView<Promotion[]> {
  return useQueryView(ep<number, Promotion[]>(restoCatalogApi.endpoints.getPromotions), restoId ?? 0, restoId == null);
}

const NO_SLOTS: PositionTimeSlot[] = [];

/** The time slots the boot loaded for a resto (the store keys them by the time they were asked for). */
export function useTimeSlots(restoId: number | null): PositionTimeSlot[] {
  return useAppSelector((state) => {
    if (restoId == null) return NO_SLOTS;
    const args = restoCatalogApi.util.selectCachedArgsForQuery(state, 'getPositionTimeSlots');
    const arg = [...args].reverse().find((a) => a.restoId === restoId);
    return arg ? (restoCatalogApi.endpoints.getPositionTimeSlots.select(arg)(state).data ?? NO_SLOTS) : NO_SLOTS;
  });
}
