// The person's order history (issue 26), in a module of its own: only the history's route loads it.
import type { Order, OrderPage } from '@tarelka/api-client';
import { useCallback, useEffect, useState } from 'react';
import { ordersApi } from '../api/orders';
import { selectPersonId } from '../slices/auth';
import { useAppDispatch, useAppSelector } from './hooks';

/** What {@link useOrderHistory} gives. */
export interface OrderHistory {
  /** The orders loaded so far, newest first. */
  orders: Order[];
  /** A page is loading. */
  loading: boolean;
  /** The last page failed to load (`loadMore` tries it again). */
  failed: boolean;
  /** Older orders remain. */
  hasMore: boolean;
  /** Loads the next page (by the last page's cursor), or the first again after a failure. */
  loadMore: () => void;
}

/**
 * The signed-in person's orders, newest first, `size` a page (20), the next page by the server's
 * cursor; empty while signed out.
 *
 * @example
 * const { orders, hasMore, loadMore } = useOrderHistory();
 */
export function useOrderHistory(size = 20): OrderHistory {
  const dispatch = useAppDispatch();
  const personId = useAppSelector(selectPersonId);
  const [pages, setPages] = useState<OrderPage[]>([]);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);

  const load = useCallback(
    async (cursor?: string) => {
      if (!personId) return;
      setLoading(true);
      setFailed(false);
      const request = dispatch(
        ordersApi.endpoints.getOrders.initiate(
          { personId, size, ...(cursor ? { cursor } : {}) },
          { forceRefetch: true },
        ),
      );
      try {
        const page = await request.unwrap();
        setPages((loaded) => (cursor ? [...loaded, page] : [page]));
      } catch {
        setFailed(true);
      } finally {
        request.unsubscribe();
        setLoading(false);
      }
    },
    [dispatch, personId, size],
  );
  useEffect(() => {
    setPages([]);
    void load();
  }, [load]);

  const next = pages.at(-1)?.nextCursor ?? null;
  return {
    orders: personId ? pages.flatMap((page) => page.content) : [],
    loading,
    failed,
    hasMore: Boolean(personId) && next !== null,
    loadMore: () => void (failed && pages.length === 0 ? load() : next ? load(next) : undefined),
  };
}
