import { isMenuAvailableFor, serverNow, type DeliveryType } from '@tarelka/domain';
import { menusApi } from '../api/menus';
import { restoCatalogApi } from '../api/resto-catalog';
import { restosApi } from '../api/restos';
import type { RootState } from '../root-reducer';
import { unwrapFatal } from './fetch';
import { nextTask } from './next-task';
import type { StoreDispatch } from './listener-types';

interface Held {
  unsubscribe(): void;
}

/** The server time rounded down to the minute: a stable time-slot query argument within a minute. */
function slotTime(state: RootState, clientNow: number): string {
  const at = serverNow(clientNow, state.timeSync.offset);
  return new Date(at - (at % 60_000)).toISOString();
}

type Target = { restoId: number; deliveryType: DeliveryType };
type Request = Held & PromiseLike<{ data?: unknown; error?: unknown }>;

/**
 * Starts the part of a resto's menu data that needs no server time: the resto, then for each of its
 * menus that serves the delivery type the groups and positions, the resto's modifiers and promotions.
 * Resolves to those requests once the resto is in (rejects when it failed); every request is `hold`en.
 */
function startCatalog(dispatch: StoreDispatch, target: Target, hold: <P extends Held>(request: P) => P) {
  const restoRequest = hold(dispatch(restosApi.endpoints.getResto.initiate(target.restoId)));
  return (async (): Promise<Request[]> => {
    const resto = unwrapFatal(await restoRequest);
    const menus = resto.menus.filter((menu) => isMenuAvailableFor(menu, target.deliveryType));
    // A task per menu (see nextTask): all still go out within a few milliseconds.
    const requests: Request[] = [];
    for (const menu of menus) {
      requests.push(
        hold(dispatch(menusApi.endpoints.getMenuPositions.initiate(menu.id))),
        hold(dispatch(menusApi.endpoints.getMenuGroups.initiate(menu.id))),
      );
      await nextTask();
    }
    requests.push(
      hold(dispatch(restoCatalogApi.endpoints.getRestoModifiers.initiate(target.restoId))),
      hold(dispatch(restoCatalogApi.endpoints.getPromotions.initiate(target.restoId))),
    );
    return requests;
  })();
}

/**
 * Loads the menu data of the chosen resto (spec §4, §7): the resto, then for each of its menus that
 * serves the delivery type the groups and positions, and the resto's modifiers, time slots and
 * promotions, all at once. Subscriptions are held while the resto stays chosen, so the UI reads the
 * cache without fetching again; loading another resto releases the previous one's.
 *
 * `prefetch` starts the stored resto's data while the boot's earlier steps run (time sync, cities,
 * zones); the `load` of the same resto then awaits those very requests, so a failure among them
 * still surfaces at the menu step, as the fatal error of that step.
 */
export function createMenuDataLoader() {
  let held: Held[] = [];
  let early: { key: string; next: Held[]; catalog: Promise<Request[]> } | null = null;
  const keyOf = (target: Target) => `${target.restoId}:${target.deliveryType}`;
  const dropEarly = () => {
    for (const request of early?.next ?? []) request.unsubscribe();
    early = null;
  };

  return {
    /** Starts the resto's data that needs no server time (see above); replaces an earlier prefetch. */
    prefetch(dispatch: StoreDispatch, target: Target): void {
      const next: Held[] = [];
      const hold = <P extends Held>(request: P): P => {
        next.push(request);
        return request;
      };
      const catalog = startCatalog(dispatch, target, hold);
      catalog.catch(() => undefined);
      const previous = early;
      early = { key: keyOf(target), next, catalog };
      for (const request of previous?.next ?? []) request.unsubscribe();
    },
    async load(
      dispatch: StoreDispatch,
      getState: () => RootState,
      now: () => number,
      target: Target,
      onProgress: (fraction: number) => void,
    ): Promise<void> {
      let next: Held[] = [];
      const hold = <P extends Held>(request: P): P => {
        next.push(request);
        return request;
      };
      let catalog: Promise<Request[]>;
      if (early?.key === keyOf(target)) {
        ({ next, catalog } = early);
        early = null;
      } else {
        dropEarly();
        catalog = startCatalog(dispatch, target, hold);
      }
      try {
        const slots = hold(
          dispatch(
            restoCatalogApi.endpoints.getPositionTimeSlots.initiate({
              restoId: target.restoId,
              time: slotTime(getState(), now()),
            }),
          ),
        );
        const requests = [...(await catalog), slots];
        const total = requests.length + 1;
        let done = 1;
        onProgress(done / total);
        await Promise.all(
          requests.map(async (request) => {
            unwrapFatal<unknown>(await request);
            onProgress(++done / total);
          }),
        );
      } catch (error) {
        for (const request of next) request.unsubscribe();
        throw error;
      }
      for (const request of held) request.unsubscribe();
      held = next;
    },
    release() {
      dropEarly();
      for (const request of held) request.unsubscribe();
      held = [];
    },
  };
}

/** The loader of one store. */
export type MenuDataLoader = ReturnType<typeof createMenuDataLoader>;
