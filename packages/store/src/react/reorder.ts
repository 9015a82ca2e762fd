// "Повторить заказ" (issue 26), in a module of its own: only the history and the order's page load it.
import type { Order, PreflightResponse } from '@tarelka/api-client';
import {
  isMenuAvailableFor,
  planReorder,
  reorderRefusal,
  toPreflightPositions,
  unitPrice,
  type NewCartPosition,
  type PreflightRequest,
  type ReorderInput,
  type ReorderPlan,
  type ReorderProblem,
  type ReorderRefusal,
} from '@tarelka/domain';
import { useCallback, useRef, useState } from 'react';
import { menusApi } from '../api/menus';
import { preflightApi } from '../api/preflight';
import { restoCatalogApi } from '../api/resto-catalog';
import { restosApi } from '../api/restos';
import type { SerializedApiError } from '../bridge/api-client';
import type { AppDispatch } from '../create-store';
import { personIdOf } from '../pricing';
import type { RootState } from '../root-reducer';
import { cartCleared, positionAdded } from '../slices/cart';
import { useAppDispatch, useAppStore } from './hooks';

/** The part of an order a reorder reads. */
export type ReorderSource = Pick<Order, 'restoId' | 'deliveryType' | 'deliveryPlace' | 'positions'>;

/** What {@link useReorder} gives. */
export interface Reorder {
  /** idle; checking (today's menu and the preflight); review (the customer answers); failed. */
  status: 'idle' | 'checking' | 'review' | 'failed';
  /** What changed since the order, named before the cart changes. */
  problems: ReorderProblem[];
  /** The cart already holds something: ask whether to replace it or add to it. */
  merge: boolean;
  /** Nothing of the order is sold today: nothing to put in the cart. */
  empty: boolean;
  /** Checks the order against today's menu and prices; with nothing to tell and an empty cart, fills it at once. */
  start: () => void;
  /** Puts the order's lines in place of the cart's. */
  replace: () => void;
  /** Adds the order's lines to the cart. */
  add: () => void;
  /** Leaves the cart as it is. */
  cancel: () => void;
}

const lineOf = (line: NewCartPosition) => ({
  ...line,
  sum: unitPrice(line) * line.count,
  discounts: [],
  promoCodes: [],
});

/** Today's menu of the resto that serves the cart's location (else the order's), as the rule reads it. */
async function todaysMenu(dispatch: AppDispatch, restoId: number, deliveryType: Order['deliveryType']) {
  const once = { subscribe: false } as const;
  const resto = await dispatch(restosApi.endpoints.getResto.initiate(restoId, once)).unwrap();
  const menus = resto.menus.filter((menu) => isMenuAvailableFor(menu, deliveryType));
  const [groups, ...lists] = await Promise.all([
    dispatch(restoCatalogApi.endpoints.getRestoModifiers.initiate(restoId, once)).unwrap(),
    ...menus.map((menu) => dispatch(menusApi.endpoints.getMenuPositions.initiate(menu.id, once)).unwrap()),
  ]);
  return {
    restoId,
    restoName: resto.name,
    positions: lists.flat().map(({ id, menu, name, price, modifierGroupIds }) => ({
      id,
      menuId: menu.id,
      name,
      price,
      modifierGroupIds,
    })),
    modifierGroups: groups,
  };
}

/**
 * Diffs the order against today's menu (`planReorder`), then asks the server for today's prices
 * (the personal preflight, at the cart's location); a line the server refuses is left out and named,
 * and the rest asked about again. Another refusal (the sum under the zone's minimum, a closed resto)
 * leaves the menu's prices: the cart tells about those itself.
 */
async function checkReorder(dispatch: AppDispatch, state: RootState, order: ReorderSource): Promise<ReorderPlan> {
  const { location } = state;
  const restoId = location.restoId ?? order.restoId;
  const deliveryType = location.deliveryType ?? order.deliveryType;
  const place = location.deliveryPlace ?? order.deliveryPlace;
  const input: ReorderInput = { order, today: await todaysMenu(dispatch, restoId, deliveryType) };
  const refused = new Map<number, ReorderRefusal>();
  let plan = planReorder(input);
  for (let tries = 0; plan.lines.length > 0 && tries < order.positions.length; tries++) {
    const body: PreflightRequest = { deliveryType, restoId, positions: toPreflightPositions(plan.lines.map(lineOf)) };
    if (deliveryType === 'DELIVERY' && place) {
      body.address = place.address;
      if (place.location) body.location = place.location;
    }
    const request = dispatch(preflightApi.endpoints.preflight.initiate({ personId: personIdOf(state), body }));
    const result = (await request) as { data?: PreflightResponse; error?: SerializedApiError };
    request.reset();
    if (result.data) {
      const priced = result.data.positions.filter((line) => !line.specials.includes('DELIVERY_PRICE'));
      const prices = new Map(priced.map((line, i) => [plan.sources[i] ?? -1, line.price]));
      return planReorder({ ...input, refused, prices });
    }
    const refusal = reorderRefusal((result.error?.errors[0] as { field?: string } | undefined)?.field, plan.sources);
    if (!refusal) break;
    refused.set(refusal.index, refusal.refusal);
    plan = planReorder({ ...input, refused });
  }
  return plan;
}

/**
 * "Повторить заказ": the order's lines at today's prices (spec §4 cart, issue 26). `start` checks
 * them; what changed (a position no longer sold, options gone, a changed price, another resto for
 * today's address) is in `problems` for the customer to read before `replace` or `add` changes the
 * cart; an order with nothing to tell fills an empty cart at once. `onDone` runs once the cart
 * changed (go to the cart).
 *
 * @example
 * const reorder = useReorder(order, () => navigate('/cart'));
 * <Button onClick={reorder.start}>Повторить заказ</Button>
 */
export function useReorder(order: ReorderSource | null | undefined, onDone?: () => void): Reorder {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const [status, setStatus] = useState<Reorder['status']>('idle');
  const [plan, setPlan] = useState<ReorderPlan | null>(null);
  const [merge, setMerge] = useState(false);
  const done = useRef(onDone);
  done.current = onDone;

  const apply = useCallback(
    (lines: readonly NewCartPosition[], replace: boolean) => {
      if (replace) dispatch(cartCleared());
      for (const line of lines) dispatch(positionAdded(line));
      setStatus('idle');
      setPlan(null);
      done.current?.();
    },
    [dispatch],
  );

  const start = useCallback(() => {
    if (!order) return;
    setStatus('checking');
    void checkReorder(dispatch, store.getState(), order).then(
      (checked) => {
        const filled = store.getState().cart.positions.some((line) => line.count > 0);
        if (checked.problems.length === 0 && !filled && checked.lines.length > 0) return apply(checked.lines, true);
        setPlan(checked);
        setMerge(filled);
        setStatus('review');
      },
      () => setStatus('failed'),
    );
  }, [apply, dispatch, order, store]);

  return {
    status,
    problems: plan?.problems ?? [],
    merge,
    empty: plan !== null && plan.lines.length === 0,
    start,
    replace: () => apply(plan?.lines ?? [], true),
    add: () => apply(plan?.lines ?? [], false),
    cancel: () => {
      setStatus('idle');
      setPlan(null);
    },
  };
}
