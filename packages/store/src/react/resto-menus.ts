// The chosen resto's menus as the pages show them: the boot's loaded groups and positions, put in
// display order by the domain's `menuSections`.
import type { Position, PositionGroup, Resto } from '@tarelka/api-client/contract';
import { isMenuAvailableFor, menuSections } from '@tarelka/domain';
import { useMemo } from 'react';
import { shallowEqual } from 'react-redux';
import { menusApi } from '../api/menus';
import { selectLocation } from '../slices/location';
import { useAppSelector } from './hooks';
import { useModifiers, useResto, useTimeSlots } from './queries';

/** A group with its positions, in display order. */
export interface MenuSection {
  group: Pick<PositionGroup, 'id' | 'menuId' | 'name' | 'order'> & { adult?: boolean };
  positions: Position[];
}

/** A menu of the chosen resto with its sections. */
export interface RestoMenu {
  menu: Resto['menus'][number];
  sections: MenuSection[];
}

/**
 * The chosen resto's menus for the chosen delivery type, each with its groups (plus the synthetic
 * group of positions in none, named `otherName`: 'Прочее' in Russian) and positions, as the
 * store's boot sequence loaded them; with the resto, its modifiers and time slots.
 *
 * @example
 * const { resto, menus } = useRestoMenus(t('menu.other'));
 */
export function useRestoMenus(otherName: string) {
  const location = useAppSelector(selectLocation);
  const resto = useResto(location.restoId);
  const menuList = useMemo(() => {
    const all = [...(resto.data?.menus ?? [])].sort((a, b) => a.order - b.order);
    const kind = location.deliveryType;
    return kind ? all.filter((m) => isMenuAvailableFor(m, kind)) : all;
  }, [resto.data, location.deliveryType]);
  const loaded = useAppSelector(
    (state) =>
      menuList.map((menu) => ({
        groups: menusApi.endpoints.getMenuGroups.select(menu.id)(state).data,
        positions: menusApi.endpoints.getMenuPositions.select(menu.id)(state).data,
      })),
    (a, b) => a.length === b.length && a.every((x, i) => shallowEqual(x, b[i])),
  );
  const modifiers = useModifiers(location.restoId);
  const slots = useTimeSlots(location.restoId);

  const menus = useMemo<RestoMenu[]>(
    () =>
      menuList.flatMap((menu, i) => {
        const entry = loaded[i];
        if (!entry?.groups || !entry.positions) return [];
        return [{ menu, sections: menuSections(menu.id, entry.groups, entry.positions, otherName) }];
      }),
    [menuList, loaded, otherName],
  );

  return {
    resto: resto.data,
    menus,
    modifiers: modifiers.data ?? [],
    slots,
    isLoading: resto.isLoading || loaded.some((entry) => !entry.groups || !entry.positions),
    error: resto.error,
    refetch: resto.refetch,
  };
}
