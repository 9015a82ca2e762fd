/**
 * Thin hooks over the store's RTK Query endpoints: the storefront reads server data only through
 * these, so the containers never name an endpoint or its arguments twice.
 */
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
import { citiesApi, menusApi, restoCatalogApi, restosApi, zonesApi, type SerializedApiError } from '@tarelka/store';
import { useApiQuery, useAppDispatch, useAppSelector } from '@tarelka/store/react';
import { useCallback } from 'react';
import { apiUrl } from '../../config/tenant';

export type { City, DeliveryZone, ModifierGroup, Position, PositionGroup, PositionTimeSlot, Promotion, Resto };
/** A menu of a resto (spec §3). */
export type Menu = Resto['menus'][number];
/** A photo of the catalog. */
export type Photo = Position['photos'][number];

/** What every hook returns: the data, and whether it is loading or failed. */
export interface QueryView<T> {
  data: T | undefined;
  isLoading: boolean;
  error: SerializedApiError | undefined;
  refetch: () => void;
}

interface CacheEntry<T> {
  data?: T;
  isLoading?: boolean;
  isUninitialized?: boolean;
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
  const refetch = useCallback(() => {
    if (!skip)
      (dispatch as (action: unknown) => unknown)(endpoint.initiate(arg, { subscribe: false, forceRefetch: true }));
    // `arg` is compared by value through its JSON.
  }, [dispatch, endpoint, JSON.stringify(arg), skip]);
  return {
    data: entry.data,
    isLoading: !skip && entry.data === undefined && entry.error === undefined,
    error: entry.error as SerializedApiError | undefined,
    refetch,
  };
}

const ep = <Arg, T>(endpoint: unknown) => endpoint as Endpoint<Arg, CacheEntry<T>>;

/** The tenant's cities. */
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

/** The time slots the boot loaded for a resto (the store keys them by the time they were asked for). */
export function useTimeSlots(restoId: number | null): PositionTimeSlot[] {
  return useAppSelector((state) => {
    if (restoId == null) return EMPTY;
    const args = restoCatalogApi.util.selectCachedArgsForQuery(state, 'getPositionTimeSlots');
    const arg = [...args].reverse().find((a) => a.restoId === restoId);
    return arg ? (restoCatalogApi.endpoints.getPositionTimeSlots.select(arg)(state).data ?? EMPTY) : EMPTY;
  });
}
const EMPTY: PositionTimeSlot[] = [];

/**
 * A catalog photo's URL: the API serves photos under its own origin.
 *
 * @example
 * assetUrl('/assets/demo/img/pizza.webp'); // 'http://127.0.0.1:8787/assets/demo/img/pizza.webp'
 */
export function assetUrl(src: string): string {
  return /^(https?:|data:)/.test(src) ? src : `${apiUrl.replace(/\/+$/, '')}${src.startsWith('/') ? '' : '/'}${src}`;
}
