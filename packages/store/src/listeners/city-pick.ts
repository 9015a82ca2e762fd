import { bootFailed } from '../slices/boot';
import { locationSelectionOpened } from '../slices/location-selection-opened';
import type { CityDataLoader } from './city-data';
import { FatalLoadError } from './fetch';
import type { AppStartListening } from './listener-types';

/** Choosing a city fetches its zones and restos; failing to is fatal (spec §4, §8). */
export function registerCityPickFlow(startListening: AppStartListening, loaders: { city: CityDataLoader }): void {
  startListening({
    // `locationSelection/draftCityPicked` by its type: the dialog's slice loads with the dialog.
    predicate: (action) => action.type === 'locationSelection/draftCityPicked' || locationSelectionOpened.match(action),
    effect: async (_action, listenerApi) => {
      // Before the dialog's code is in, its state is not there yet; the opening is replayed then.
      const cityId = listenerApi.getState().locationSelection?.flow.draft.cityId ?? null;
      if (cityId === null) return;
      try {
        await listenerApi.pause(loaders.city.load(listenerApi.dispatch, cityId));
        loaders.city.keepOnly([cityId, listenerApi.getState().location.cityId]);
      } catch (error) {
        if (listenerApi.signal.aborted) return;
        const fatal = error instanceof FatalLoadError ? error : new FatalLoadError('Не удалось выполнить запрос', 500);
        listenerApi.dispatch(bootFailed({ message: fatal.message, status: fatal.status }));
      }
    },
  });
}
