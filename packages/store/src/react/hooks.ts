// The store's typed React hooks, a module of their own: the hook modules beside it import them from
// here, not from the package's index, so a lazy screen's hook (useOrderTime) is not pulled into the
// first route's chunk through the index's re-export of it.

import { useEffect } from 'react';
import { useDispatch, useSelector, useStore } from 'react-redux';
import type { AppDispatch, AppStore } from '../create-store';
import type { RootState } from '../root-reducer';

/**
 * `useDispatch` typed for the store: thunks and actions.
 *
 * @example
 * const dispatch = useAppDispatch();
 * dispatch(positionAdded(item));
 */
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();

/**
 * `useSelector` typed for the store's state.
 *
 * @example
 * const progress = useAppSelector(selectBootProgress);
 */
export const useAppSelector = useSelector.withTypes<RootState>();

/**
 * `useStore` typed for the store.
 *
 * @example
 * const store = useAppStore();
 */
export const useAppStore = useStore.withTypes<AppStore>();

/** The part of an RTK Query endpoint {@link useApiQuery} needs. */
interface QueryEndpoint<Arg, Result> {
  initiate(arg: Arg): (dispatch: never, getState: never, extra: never) => { unsubscribe(): void };
  select(arg: Arg): (state: RootState) => Result;
}

/**
 * Subscribes to a query of the store's API while the component is mounted and returns its cache
 * entry (`data`, `isLoading`, `error`, …). Pass `skip` as the argument to wait.
 *
 * @example
 * const { data: positions } = useApiQuery(menusApi.endpoints.getMenuPositions, menuId);
 */
export function useApiQuery<Arg, Result>(
  endpoint: QueryEndpoint<Arg, Result>,
  arg: Arg,
  options: { skip?: boolean } = {},
): Result {
  const dispatch = useAppDispatch();
  const key = JSON.stringify(arg);
  useEffect(() => {
    if (options.skip) return;
    const request = (dispatch as unknown as (thunk: unknown) => { unsubscribe(): void })(endpoint.initiate(arg));
    return () => request.unsubscribe();
    // `key` stands for `arg`: a new object with the same content must not resubscribe.
  }, [dispatch, endpoint, key, options.skip]);
  return useAppSelector(endpoint.select(arg));
}
