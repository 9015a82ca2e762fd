import { getMenuPositionGroups, getMenuPositions, type Position, type PositionGroup } from '@tarelka/api-client';
import { baseApi, call, listTags } from './base-api';

/** Position groups and positions, per menu (spec §7); each menu is fetched once. */
export const menusApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getMenuGroups: build.query<PositionGroup[], number>({
      query: (menuId) => call(getMenuPositionGroups, menuId),
      providesTags: (groups, _error, menuId) => [
        { type: 'PositionGroup', id: `menu-${menuId}` },
        ...listTags('PositionGroup', groups),
      ],
    }),
    getMenuPositions: build.query<Position[], number>({
      query: (menuId) => call(getMenuPositions, menuId),
      providesTags: (positions, _error, menuId) => [
        { type: 'Position', id: `menu-${menuId}` },
        ...listTags('Position', positions),
      ],
    }),
  }),
});
