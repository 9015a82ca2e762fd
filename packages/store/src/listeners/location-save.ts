import {
  availablePayTypes,
  classifyCartCheckError,
  decideLocationSave,
  getCityOffer,
  isCartEmpty,
  type CartCheckOutcome,
} from '@tarelka/domain';
import type { PreflightResponse } from '@tarelka/api-client';
import { cartCleared, preflightSucceeded } from '../slices/cart';
import { bootFailed } from '../slices/boot';
import { locationCommitted } from '../slices/location';
import {
  addressConfirmationAnswered,
  addressConfirmationRequested,
  cartCheckMessageKept,
  cartConflictAnswered,
  cartConflictFound,
  locationSaveFailed,
  locationSaveRequested,
  locationValidationFailed,
  selectLocationSelection,
} from '../slices/location-selection';
import { promoCodeCleared } from '../slices/order-draft';
import type { CityDataLoader } from './city-data';
import { FatalLoadError } from './fetch';
import type { AppStartListening } from './listener-types';
import type { AppStore } from '../create-store';
import { buildPreflightRequest, personIdOf, requestKey } from '../pricing';
import { runPreflight } from './preflight';

const started = new WeakSet<object>();

/**
 * Starts the location save flow of spec §4 on `store` (once per store; later calls do nothing).
 * The location dialog calls it when its code loads, so the flow, its domain rules and the zone
 * geometry travel with the dialog instead of the first page load. `locationSaveRequested` does
 * nothing until it has been called.
 *
 * @example
 * const store = createStore({ tenant, appVersion, api: { baseUrl } });
 * startLocationSaveFlow(store);
 * store.dispatch(locationSaveRequested());
 */
export function startLocationSaveFlow(store: Pick<AppStore, 'registerFlow'>): void {
  if (started.has(store)) return;
  started.add(store);
  store.registerFlow(registerLocationSaveFlow);
}

/**
 * The location save flow of spec §4, driven by the domain's `decideLocationSave`: it asks again
 * after every answer ('Подтвердите адрес', the cart validity check, 'Упс!') until the decision is
 * to show errors, to close the conflict, or to commit.
 */
export function registerLocationSaveFlow(startListening: AppStartListening, loaders: { city: CityDataLoader }): void {
  startListening({
    actionCreator: locationSaveRequested,
    effect: async (_action, listenerApi) => {
      listenerApi.cancelActiveListeners();
      const { dispatch, getState } = listenerApi;
      let cartCheck: CartCheckOutcome | undefined;
      let cartClearConfirmed: boolean | undefined;
      let checkedResponse: { data: PreflightResponse; key: string } | undefined;
      try {
        for (;;) {
          const state = getState();
          const selection = selectLocationSelection(state);
          const draft = selection.flow.draft;
          const { zones, restos } =
            draft.cityId === null
              ? { zones: [], restos: [] }
              : await listenerApi.pause(loaders.city.load(dispatch, draft.cityId));
          const offer = getCityOffer({ restos, zoneCount: zones.length });
          const resto = restos.find((candidate) => candidate.id === draft.restoId);
          const step = decideLocationSave({
            draft,
            stored: state.location,
            houseNumber: selection.houseNumber,
            addressConfirmed: selection.addressConfirmed,
            zones,
            pickupPointIds: offer.ok ? offer.pickupPoints.map((point) => point.id) : [],
            cartEmpty: isCartEmpty(state.cart.positions),
            cartCheck,
            cartClearConfirmed,
            currentPayType: state.orderDraft.payType,
            availablePayTypes:
              resto && draft.deliveryType ? availablePayTypes(resto.payConfig, draft.deliveryType) : [],
          });
          switch (step.next) {
            case 'CONFIRM_ADDRESS': {
              dispatch(addressConfirmationRequested());
              const [answer] = await listenerApi.take(addressConfirmationAnswered.match);
              if (!answer.payload) return;
              continue;
            }
            case 'SHOW_ERRORS':
              dispatch(locationValidationFailed(step.errors));
              return;
            case 'CHECK_CART': {
              const body = buildPreflightRequest(state, draft);
              const result = body
                ? await listenerApi.pause(runPreflight(dispatch, state, body, listenerApi.signal))
                : {};
              cartCheck = classifyCartCheckError(
                result.error ? { code: result.error.code ?? '', message: result.error.message } : null,
              );
              checkedResponse =
                result.data && body ? { data: result.data, key: requestKey(body, personIdOf(state)) } : undefined;
              if (cartCheck.valid) {
                if (cartCheck.clearPromoCode) dispatch(promoCodeCleared());
                dispatch(cartCheckMessageKept(cartCheck.message));
              }
              continue;
            }
            case 'CONFIRM_CART_CLEAR': {
              dispatch(cartConflictFound());
              const [answer] = await listenerApi.take(cartConflictAnswered.match);
              cartClearConfirmed = answer.payload;
              continue;
            }
            case 'CLOSE_CONFLICT':
              return;
            case 'COMMIT': {
              const { commit } = step;
              if (commit.cityId === null || commit.deliveryType === null || commit.restoId === null) {
                dispatch(locationValidationFailed(['ADDRESS_REQUIRED']));
                return;
              }
              if (commit.clearCart) dispatch(cartCleared());
              dispatch(
                locationCommitted({
                  cityId: commit.cityId,
                  deliveryType: commit.deliveryType,
                  restoId: commit.restoId,
                  deliveryPlace: commit.deliveryPlace,
                  payType: commit.payType,
                }),
              );
              // The check already priced the cart at the new place: no need to wait for a trigger.
              if (checkedResponse && !commit.clearCart)
                dispatch(preflightSucceeded(checkedResponse.data, checkedResponse.key));
              loaders.city.keepOnly([commit.cityId]);
              return;
            }
          }
        }
      } catch (error) {
        if (listenerApi.signal.aborted) return;
        if (error instanceof FatalLoadError) dispatch(bootFailed({ message: error.message, status: error.status }));
        dispatch(locationSaveFailed(error instanceof Error ? error.message : 'Неизвестная ошибка'));
      }
    },
  });
}
