import { computeTimeOffset, isMenuAvailableFor, serverNow } from '@tarelka/domain';
import { citiesApi } from '../api/cities';
import { toSerializedApiError } from '../bridge/api-client';
import { decideStartupTokens } from '../bridge/domain';
import { signedOut } from '../slices/auth';
import {
  bootAwaitingLocation,
  bootFailed,
  bootProgressed,
  bootRequested,
  bootSucceeded,
  type BootStep,
} from '../slices/boot';
import { locationCommitted, locationDefaultsApplied, locationInvalidated } from '../slices/location';
import { locationSelectionOpened } from '../slices/location-selection-opened';
import { timeSynced } from '../slices/time-sync';
import type { CityDataLoader } from './city-data';
import { FatalLoadError, unwrapFatal } from './fetch';
import type { AppStartListening } from './listener-types';
import type { MenuDataLoader } from './menu-data';

/** Progress (0–100) at the end of each step; the menu data fills the rest. */
const PROGRESS: Record<Exclude<BootStep, 'menu'>, number> = {
  storage: 5,
  timeSync: 15,
  tokens: 25,
  cities: 40,
  location: 55,
};

function fatal(error: unknown): { message: string; status: number; code?: string } {
  const { message, status, code } = error instanceof FatalLoadError ? error : toSerializedApiError(error);
  return code === undefined ? { message, status } : { message, status, code };
}

/**
 * The boot sequence of spec §4 as a listener flow, started by `bootRequested` (and again by it as
 * the retry after a fatal error): time sync (fatal), the startup token refresh or sign-out, cities,
 * configuration defaults on first boot or the stored selection's zones and restos, the location
 * popup when nothing is chosen, then the chosen resto's menu data. Storage was read (and reset on a
 * version or white-label change) by `createStore` before the first action.
 */
export function registerBootFlow(
  startListening: AppStartListening,
  loaders: { city: CityDataLoader; menu: MenuDataLoader },
): void {
  startListening({
    actionCreator: bootRequested,
    effect: async (_action, listenerApi) => {
      listenerApi.cancelActiveListeners();
      const { dispatch, getState, extra } = listenerApi;
      const { api, now } = extra;
      const progress = (step: BootStep, value: number) => dispatch(bootProgressed({ step, progress: value }));
      let citiesRequest: { unsubscribe(): void } | undefined;
      try {
        progress('storage', PROGRESS.storage);

        // Time sync first, as every step below waits for it: fatal on failure; the client carries
        // §8's message and status (awaited below, where its failure surfaces).
        const sentAt = now();
        const timeRequest = api.getNow();
        timeRequest.catch(() => undefined);

        // The cities and the stored selection's zones, restos and menu data start now, alongside the
        // time sync: each result is still used, and its failure still surfaces, at its own step below,
        // but a returning customer waits for one round of requests instead of five in a row.
        // Starting them is the first run of much of the store's code: the browser gets a turn between
        // the groups (`delay(0)`, a new task), so none of them blocks input or paint for long.
        const cityList = dispatch(citiesApi.endpoints.getCities.initiate());
        citiesRequest = cityList;
        const stored = getState().location;
        if (stored.cityId !== null) {
          await listenerApi.delay(0);
          loaders.city.prefetch(dispatch, stored.cityId);
        }
        if (stored.cityId !== null && stored.restoId !== null && stored.deliveryType !== null) {
          await listenerApi.delay(0);
          loaders.menu.prefetch(dispatch, { restoId: stored.restoId, deliveryType: stored.deliveryType });
        }

        const { utc_time } = await listenerApi.pause(timeRequest);
        const offset = computeTimeOffset({ utcTime: utc_time, sentAt, receivedAt: now() });
        if (!offset.ok) throw new FatalLoadError(offset.message, 500);
        dispatch(timeSynced(offset.offsetMs));
        progress('timeSync', PROGRESS.timeSync);

        // Tokens: refresh when the access token expired; sign out when the refresh token did.
        const decision = decideStartupTokens(getState().auth.tokenSet, serverNow(now(), offset.offsetMs));
        if (decision.action === 'REFRESH' || decision.action === 'SIGN_OUT') {
          // The client refreshes (calling onTokens) or signs out (VK first, then onSignOut).
          const tokens = await listenerApi.pause(api.refreshTokens().catch(() => undefined));
          if (tokens === null) dispatch(signedOut());
        }
        progress('tokens', PROGRESS.tokens);

        const cities = unwrapFatal(await listenerApi.pause(cityList));
        cityList.unsubscribe();
        citiesRequest = undefined;
        progress('cities', PROGRESS.cities);

        // First boot: configuration defaults preset the location; one city is chosen by itself.
        let location = getState().location;
        if (location.cityId === null) {
          const defaults = getState().tenantConfig.defaults;
          const only = cities.length === 1 ? cities[0]!.id : null;
          const cityId = cities.some((city) => city.id === defaults.cityId) ? defaults.cityId : only;
          dispatch(
            locationDefaultsApplied({
              cityId,
              deliveryType: cityId === null ? null : defaults.deliveryType,
              restoId: cityId === null ? null : defaults.restoId,
            }),
          );
        } else if (!cities.some((city) => city.id === location.cityId)) {
          dispatch(locationDefaultsApplied({ cityId: null, deliveryType: null, restoId: null }));
        }
        location = getState().location;
        if (location.cityId !== null) {
          const { restos } = await listenerApi.pause(loaders.city.load(dispatch, location.cityId));
          const resto = restos.find((candidate) => candidate.id === location.restoId);
          const served =
            resto &&
            location.deliveryType &&
            resto.menus.some((menu) => isMenuAvailableFor(menu, location.deliveryType!));
          if (location.restoId !== null && !served) dispatch(locationInvalidated());
        }
        progress('location', PROGRESS.location);

        location = getState().location;
        if (location.cityId === null || location.deliveryType === null || location.restoId === null) {
          dispatch(
            locationSelectionOpened({ stored: location, cityIds: cities.map((city) => city.id), closable: false }),
          );
          dispatch(bootAwaitingLocation());
          await listenerApi.take(locationCommitted.match);
          location = getState().location;
        }

        const base = PROGRESS.location;
        await listenerApi.pause(
          loaders.menu.load(
            dispatch,
            getState,
            now,
            { restoId: location.restoId!, deliveryType: location.deliveryType! },
            (fraction) => progress('menu', base + (100 - base) * fraction),
          ),
        );
        dispatch(bootSucceeded());
      } catch (error) {
        citiesRequest?.unsubscribe();
        if (listenerApi.signal.aborted) return;
        dispatch(bootFailed(fatal(error)));
      }
    },
  });

  // After boot, a saved resto or delivery type change loads that resto's menu data (fatal on failure).
  startListening({
    actionCreator: locationCommitted,
    effect: async (action, listenerApi) => {
      if (listenerApi.getState().boot.status !== 'ready') return;
      listenerApi.cancelActiveListeners();
      const { restoId, deliveryType } = action.payload;
      try {
        await listenerApi.pause(
          loaders.menu.load(
            listenerApi.dispatch,
            listenerApi.getState,
            listenerApi.extra.now,
            { restoId, deliveryType },
            () => {},
          ),
        );
      } catch (error) {
        if (listenerApi.signal.aborted) return;
        listenerApi.dispatch(bootFailed(fatal(error)));
      }
    },
  });
}
