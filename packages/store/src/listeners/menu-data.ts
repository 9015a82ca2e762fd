import { isMenuAvailableFor, serverNow, type DeliveryType } from '@tarelka/domain';
import { menusApi } from '../api/menus';
import { restoCatalogApi } from '../api/resto-catalog';
import { restosApi } from '../api/restos';
import type { RootState } from '../root-reducer';
import { unwrapFatal } from './fetch';
import type { StoreDispatch } from './listener-types';

interface Held {
  unsubscribe(): void;
}

/** The server time rounded down to the minute: a stable time-slot query argument within a minute. */
function slotTime(state: RootState, clientNow: number): string {
  const at = serverNow(clientNow, state.timeSync.offset);
  return new Date(at - (at % 60_000)).toISOString();
}

/**
 * Loads the menu data of the chosen resto (spec §4, §7): the resto, then for each of its menus that
 * serves the delivery type the groups and positions, and the resto's modifiers, time slots and
 * promotions, all at once. Subscriptions are held while the resto stays chosen, so the UI reads the
 * cache without fetching again; loading another resto releases the previous one's.
 */
export function createMenuDataLoader() {
  let held: Held[] = [];

  return {
    async load(
      dispatch: StoreDispatch,
      getState: () => RootState,
      now: () => number,
      target: { restoId: number; deliveryType: DeliveryType },
      onProgress: (fraction: number) => void,
    ): Promise<void> {
      const next: Held[] = [];
      const hold = <P extends Held>(request: P): P => {
        next.push(request);
        return request;
      };
      try {
        const resto = unwrapFatal(await hold(dispatch(restosApi.endpoints.getResto.initiate(target.restoId))));
        const menus = resto.menus.filter((menu) => isMenuAvailableFor(menu, target.deliveryType));
        const requests = [
          ...menus.flatMap((menu) => [
            hold(dispatch(menusApi.endpoints.getMenuGroups.initiate(menu.id))),
            hold(dispatch(menusApi.endpoints.getMenuPositions.initiate(menu.id))),
          ]),
          hold(dispatch(restoCatalogApi.endpoints.getRestoModifiers.initiate(target.restoId))),
          hold(
            dispatch(
              restoCatalogApi.endpoints.getPositionTimeSlots.initiate({
                restoId: target.restoId,
                time: slotTime(getState(), now()),
              }),
            ),
          ),
          hold(dispatch(restoCatalogApi.endpoints.getPromotions.initiate(target.restoId))),
        ];
        const total = requests.length + 1;
        let done = 1;
        onProgress(done / total);
        await Promise.all(
          requests.map(async (request) => {
            unwrapFatal<unknown>((await request) as { data?: unknown; error?: unknown });
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
      for (const request of held) request.unsubscribe();
      held = [];
    },
  };
}

/** The loader of one store. */
export type MenuDataLoader = ReturnType<typeof createMenuDataLoader>;
