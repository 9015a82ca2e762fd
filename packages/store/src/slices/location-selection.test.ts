import { deliveryPlaceChanged, type DeliveryPlace } from '@tarelka/domain';
import { describe, expect, it } from 'vitest';
import { createTestStore } from '../testing/factories';
import { locationCommitted } from './location';
import {
  draftBackRequested,
  draftCityPicked,
  draftDeliveryPlaceChanged,
  draftDeliveryTypeChanged,
  locationSelectionOpened,
  locationSelectionReset,
} from './location-selection';
import { locationSelectionClosed } from './ui';

const empty = { cityId: null, deliveryType: null, restoId: null, deliveryPlace: null };
const zone = {
  id: 1,
  name: 'Центр',
  restoId: 7,
  polygon: [
    { lat: 55.7, lng: 37.5 },
    { lat: 55.8, lng: 37.5 },
    { lat: 55.8, lng: 37.7 },
    { lat: 55.7, lng: 37.7 },
  ],
  thresholds: [],
};

describe('location selection slice', () => {
  it('starts at the city step with several cities and goes back only then', () => {
    const store = createTestStore();
    store.dispatch(locationSelectionOpened({ stored: empty, cityIds: [1, 2], closable: false }));
    expect(store.getState().locationSelection.flow.step).toBe('citySelection');
    expect(store.getState().ui).toMatchObject({ locationSelectionOpen: true, locationSelectionClosable: false });
    store.dispatch(locationSelectionClosed());
    expect(store.getState().ui.locationSelectionOpen).toBe(true);
    store.dispatch(draftCityPicked(2));
    expect(store.getState().locationSelection.flow).toMatchObject({
      step: 'deliveryTypeSelection',
      draft: { cityId: 2 },
    });
    store.dispatch(draftBackRequested());
    expect(store.getState().locationSelection.flow.step).toBe('citySelection');
  });

  it('skips the city step with one city', () => {
    const store = createTestStore();
    store.dispatch(locationSelectionOpened({ stored: empty, cityIds: [5], closable: false }));
    expect(store.getState().locationSelection.flow).toMatchObject({
      step: 'deliveryTypeSelection',
      draft: { cityId: 5 },
    });
    store.dispatch(draftBackRequested());
    expect(store.getState().locationSelection.flow.step).toBe('deliveryTypeSelection');
  });

  it('selects the resto of the zone containing the address, none outside every zone', () => {
    const store = createTestStore();
    store.dispatch(locationSelectionOpened({ stored: { ...empty, cityId: 1 }, cityIds: [1, 2], closable: true }));
    store.dispatch(draftDeliveryTypeChanged({ deliveryType: 'DELIVERY', firstPickupPointId: 3 }));
    // As `changeDraftDeliveryPlace` does: the domain finds the zone's resto, the slice records it.
    const place = (deliveryPlace: DeliveryPlace, houseNumber: string | null) =>
      draftDeliveryPlaceChanged({
        deliveryPlace,
        houseNumber,
        restoId: deliveryPlaceChanged(deliveryPlace, [zone]).restoId,
      });
    store.dispatch(place({ address: 'Тверская, 7', location: { lat: 55.75, lng: 37.6 } }, '7'));
    expect(store.getState().locationSelection.flow.draft.restoId).toBe(7);
    store.dispatch(place({ address: 'Химки', location: { lat: 55.9, lng: 37.4 } }, null));
    expect(store.getState().locationSelection.flow.draft.restoId).toBeNull();
    store.dispatch(draftDeliveryTypeChanged({ deliveryType: 'TAKE_AWAY', firstPickupPointId: 3 }));
    expect(store.getState().locationSelection.flow.draft).toMatchObject({ deliveryType: 'TAKE_AWAY', restoId: 3 });
  });

  it('a reset restores the stored selection; a commit closes the dialog', () => {
    const store = createTestStore();
    const stored = { cityId: 1, deliveryType: 'TAKE_AWAY' as const, restoId: 3, deliveryPlace: null };
    store.dispatch(locationSelectionOpened({ stored, cityIds: [1, 2], closable: true }));
    store.dispatch(draftDeliveryTypeChanged({ deliveryType: 'DELIVERY', firstPickupPointId: null }));
    store.dispatch(locationSelectionReset(stored));
    expect(store.getState().locationSelection.flow.draft).toEqual(stored);
    store.dispatch(locationCommitted({ ...stored, restoId: 3, payType: null }));
    expect(store.getState().ui.locationSelectionOpen).toBe(false);
  });
});
