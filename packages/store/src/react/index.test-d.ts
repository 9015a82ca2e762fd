import { expectTypeOf, test } from 'vitest';
import type { Position } from '@tarelka/api-client';
import { menusApi } from '../api/menus';
import type { AppDispatch } from '../create-store';
import type { RootState } from '../root-reducer';
import { useApiQuery, useAppDispatch, useAppSelector } from './index';

// Type-level only (tsc checks this file; vitest does not run it).
test('the hooks are typed for the store', () => {
  expectTypeOf(useAppDispatch).returns.toEqualTypeOf<AppDispatch>();
  expectTypeOf(useAppSelector).toBeCallableWith((state: RootState) => state.boot.progress);
  const entry = useApiQuery(menusApi.endpoints.getMenuPositions, 1);
  expectTypeOf(entry.data).toEqualTypeOf<Position[] | undefined>();
  // @ts-expect-error the argument must be the endpoint's (a menu id)
  useApiQuery(menusApi.endpoints.getMenuPositions, 'menu-1');
});
