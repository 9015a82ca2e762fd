import type { DeliveryType } from '../pay/types';
import type { DeliveryPlace, LocationSelection, LocationStep } from './types';

/** The state of the location dialog: the step and the selection being edited. */
export interface LocationFlowState {
  step: LocationStep;
  draft: LocationSelection;
  cityCount: number;
}

/** Events of the location dialog, named after what happened. */
export type LocationFlowEvent =
  | { type: 'cityPicked'; cityId: number }
  | { type: 'backRequested' }
  | { type: 'resetRequested'; stored: LocationSelection }
  | { type: 'deliveryTypeChanged'; deliveryType: DeliveryType; firstPickupPointId?: number | null }
  | { type: 'pickupPointPicked'; restoId: number }
  /** `restoId`: the resto of the zone containing the place, or null (`deliveryPlaceChanged` finds it). */
  | { type: 'deliveryPlaceChanged'; deliveryPlace: DeliveryPlace; restoId: number | null };

/**
 * The step the dialog starts at (spec §4): deliveryTypeSelection with one city or an already
 * selected city, otherwise citySelection.
 *
 * @example
 * locationStartStep({ cityCount: 1, cityId: null }); // 'deliveryTypeSelection'
 */
export function locationStartStep(input: { cityCount: number; cityId: number | null }): LocationStep {
  return input.cityCount <= 1 || input.cityId !== null ? 'deliveryTypeSelection' : 'citySelection';
}

/**
 * Whether the dialog may go back to the city step (spec §4: only with several cities).
 *
 * @example
 * canGoBackToCities({ step: 'deliveryTypeSelection', cityCount: 1 }); // false
 */
export function canGoBackToCities(state: { step: LocationStep; cityCount: number }): boolean {
  return state.step === 'deliveryTypeSelection' && state.cityCount > 1;
}

/**
 * The dialog's initial state for a stored selection. With one city the draft takes it.
 *
 * @example
 * const state = initLocationFlow(stored, cities.length === 1 ? cities[0].id : null, cities.length);
 */
export function initLocationFlow(
  stored: LocationSelection,
  cityCount: number,
  onlyCityId: number | null = null,
): LocationFlowState {
  const draft =
    stored.cityId === null && cityCount === 1 && onlyCityId !== null ? { ...stored, cityId: onlyCityId } : stored;
  return { step: locationStartStep({ cityCount, cityId: draft.cityId }), draft, cityCount };
}

/**
 * The location dialog's transitions (spec §4): picking a city goes to deliveryTypeSelection
 * (another city drops the resto and place); back works only with several cities; reset restores
 * the stored selection; switching to TAKE_AWAY selects the first pickup point; a delivery place
 * selects the resto of the zone containing it, or none (the event names it: see
 * `deliveryPlaceChanged`, which keeps the zone lookup out of this reducer's module). Unknown moves
 * leave the state as is.
 *
 * @example
 * let s = initLocationFlow(stored, 3);
 * s = locationFlow(s, { type: 'cityPicked', cityId: 2 }); // s.step === 'deliveryTypeSelection'
 */
export function locationFlow(state: LocationFlowState, event: LocationFlowEvent): LocationFlowState {
  switch (event.type) {
    case 'cityPicked': {
      if (state.step !== 'citySelection') return state;
      const same = state.draft.cityId === event.cityId;
      const draft: LocationSelection = same
        ? state.draft
        : { ...state.draft, cityId: event.cityId, restoId: null, deliveryPlace: null };
      return { ...state, step: 'deliveryTypeSelection', draft };
    }
    case 'backRequested':
      return canGoBackToCities(state) ? { ...state, step: 'citySelection' } : state;
    case 'resetRequested':
      return {
        ...state,
        step: locationStartStep({ cityCount: state.cityCount, cityId: event.stored.cityId }),
        draft: event.stored,
      };
    case 'deliveryTypeChanged': {
      if (state.draft.deliveryType === event.deliveryType) return state;
      const restoId = event.deliveryType === 'TAKE_AWAY' ? (event.firstPickupPointId ?? null) : null;
      return { ...state, draft: { ...state.draft, deliveryType: event.deliveryType, restoId } };
    }
    case 'pickupPointPicked':
      return { ...state, draft: { ...state.draft, restoId: event.restoId } };
    case 'deliveryPlaceChanged':
      return { ...state, draft: { ...state.draft, deliveryPlace: event.deliveryPlace, restoId: event.restoId } };
  }
}
