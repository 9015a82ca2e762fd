// @vitest-environment jsdom
// useReorder against a real store whose API answers the preflight at the fetch boundary.
import type { ModifierGroup, Order, Position, Resto } from '@tarelka/api-client';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { describe, expect, it, vi } from 'vitest';
import { menusApi } from '../api/menus';
import { restoCatalogApi } from '../api/resto-catalog';
import { restosApi } from '../api/restos';
import type { AppStore } from '../create-store';
import { positionAdded } from '../slices/cart';
import { locationCommitted } from '../slices/location';
import { cartItem, createTestStore } from '../testing/factories';
import { useReorder } from './reorder';

const resto = {
  id: 1,
  name: 'На Тверской',
  menus: [{ id: 1, restoId: 1, order: 1, isDelivery: true, isTakeAway: true, isOnline: false, isTable: false }],
} as unknown as Resto;
const position = (id: number, name: string, price: number) =>
  ({ id, name, price, menu: { id: 1 }, modifierGroupIds: [] }) as unknown as Position;
const line = (id: number, name: string, price: number, count = 1) => ({
  id,
  name,
  count,
  price,
  sum: price * count,
  modifiers: [],
  discounts: [],
  promoCodes: [],
  specials: [],
  payableAmount: price * count,
});
const order = {
  restoId: 1,
  deliveryType: 'TAKE_AWAY',
  deliveryPlace: null,
  positions: [line(1039, 'Борщ со сметаной', 39000, 2), line(1057, 'Поке с лососем', 65000)],
} as unknown as Order;
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The store at a take-away location of resto 1, whose API prices borscht at 42 000 and no longer sells poke. */
async function reorderStore(): Promise<{ store: AppStore; asked: number[][] }> {
  const asked: number[][] = [];
  const store = createTestStore({
    api: {
      baseUrl: 'http://127.0.0.1:9',
      fetch: async (input: RequestInfo | URL, init?: RequestInit) => {
        const url = new URL(String(input instanceof Request ? input.url : input));
        if (!url.pathname.endsWith('/orders/preflight')) return json({ errors: [] }, 404);
        const body = JSON.parse(String(init?.body ?? (input as Request).body)) as { positions: { id: number }[] };
        asked.push(body.positions.map((p) => p.id));
        const at = body.positions.findIndex((p) => p.id === 1057);
        if (at >= 0)
          return json(
            {
              errors: [
                { code: 'person-order.position-not-found-in-resto', message: 'Нет', field: `/positions/${at}/id` },
              ],
            },
            422,
          );
        const lines = body.positions.map((p) => line(p.id, 'Борщ со сметаной', 42000, 2));
        return json({
          positions: lines,
          promoCode: null,
          subtotal: 84000,
          discountTotal: 0,
          deliveryPrice: 0,
          total: 84000,
        });
      },
    },
  });
  await store.dispatch(restosApi.util.upsertQueryData('getResto', 1, resto));
  await store.dispatch(
    menusApi.util.upsertQueryData('getMenuPositions', 1, [
      position(1039, 'Борщ со сметаной', 39000),
      position(1057, 'Поке с лососем', 65000),
    ]),
  );
  await store.dispatch(restoCatalogApi.util.upsertQueryData('getRestoModifiers', 1, [] as ModifierGroup[]));
  store.dispatch(
    locationCommitted({ cityId: 1, deliveryType: 'TAKE_AWAY', restoId: 1, deliveryPlace: null, payType: null }),
  );
  return { store, asked };
}

const wrapper =
  (store: AppStore) =>
  ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;

describe('useReorder', () => {
  it('names the position the server no longer sells and the changed price, then adds the rest to the cart', async () => {
    const { store, asked } = await reorderStore();
    store.dispatch(positionAdded(cartItem()));
    const onDone = vi.fn();
    const { result } = renderHook(() => useReorder(order, onDone), { wrapper: wrapper(store) });
    act(() => result.current.start());
    await waitFor(() => expect(result.current.status).toBe('review'));
    expect(result.current.problems).toEqual([
      { kind: 'price', name: 'Борщ со сметаной', was: 39000, now: 42000 },
      { kind: 'unavailable', name: 'Поке с лососем' },
    ]);
    expect(asked).toEqual([[1039, 1057], [1039]]);
    expect(result.current.merge).toBe(true);
    expect(store.getState().cart.positions.map((p) => p.id)).toEqual([1025]);

    act(() => result.current.add());
    expect(store.getState().cart.positions.map((p) => [p.id, p.count])).toEqual([
      [1025, 1],
      [1039, 2],
    ]);
    expect(onDone).toHaveBeenCalledOnce();
    expect(result.current.status).toBe('idle');
  });

  it('replaces the cart when asked to', async () => {
    const { store } = await reorderStore();
    store.dispatch(positionAdded(cartItem()));
    const { result } = renderHook(() => useReorder(order), { wrapper: wrapper(store) });
    act(() => result.current.start());
    await waitFor(() => expect(result.current.status).toBe('review'));
    act(() => result.current.replace());
    expect(store.getState().cart.positions.map((p) => [p.id, p.count])).toEqual([[1039, 2]]);
  });

  it('fills an empty cart at once when nothing changed', async () => {
    const { store } = await reorderStore();
    const same = { ...order, positions: [line(1039, 'Борщ со сметаной', 42000, 2)] };
    const onDone = vi.fn();
    const { result } = renderHook(() => useReorder(same, onDone), { wrapper: wrapper(store) });
    act(() => result.current.start());
    await waitFor(() => expect(onDone).toHaveBeenCalledOnce());
    expect(result.current.problems).toEqual([]);
    expect(store.getState().cart.positions.map((p) => [p.id, p.count])).toEqual([[1039, 2]]);
  });
});
