import { isMenuAvailableFor, menuSections } from '@tarelka/domain';
import { menusApi, selectLocation } from '@tarelka/store';
import { useAppSelector } from '@tarelka/store/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { shallowEqual } from 'react-redux';
import { useModifiers, useResto, useTimeSlots, type Menu, type Position, type PositionGroup } from './hooks';

/** A group with its positions, in display order. */
export interface MenuSection {
  group: Pick<PositionGroup, 'id' | 'menuId' | 'name' | 'order'> & { adult?: boolean };
  positions: Position[];
}

/** A menu of the chosen resto with its sections. */
export interface RestoMenu {
  menu: Menu;
  sections: MenuSection[];
}

/**
 * The chosen resto's menus for the chosen delivery type, each with its groups (plus the synthetic
 * 'Прочее') and positions, as the store's boot sequence loaded them.
 *
 * @example
 * const { resto, menus } = useRestoMenus();
 */
export function useRestoMenus() {
  const { t } = useTranslation();
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
  const otherName = t('menu.other');

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
    slots: slots,
    isLoading: resto.isLoading || loaded.some((entry) => !entry.groups || !entry.positions),
    error: resto.error,
    refetch: resto.refetch,
  };
}
