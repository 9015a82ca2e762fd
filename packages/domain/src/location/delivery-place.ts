// The zone lookup of a chosen delivery place, apart from the location dialog's reducer
// (location.ts): the reducer's module loads with every page (the store's slice), this one with the
// dialog that picks places, and with it the zone index.
import type { Zone } from '../zones/types';
import { findZone } from '../zones/zone-index';
import type { LocationFlowEvent } from './location';
import type { DeliveryPlace } from './types';

/**
 * The location dialog's event for a chosen delivery place (spec §4): the resto becomes the one of
 * the zone containing its point, or none (no point, or outside every zone).
 *
 * @example
 * state = locationFlow(state, deliveryPlaceChanged({ address: 'Тверская, 7', location }, zones));
 */
export function deliveryPlaceChanged(
  deliveryPlace: DeliveryPlace,
  zones: readonly Zone[],
): Extract<LocationFlowEvent, { type: 'deliveryPlaceChanged' }> {
  const zone = deliveryPlace.location ? findZone(zones, deliveryPlace.location) : null;
  return { type: 'deliveryPlaceChanged', deliveryPlace, restoId: zone ? zone.restoId : null };
}
