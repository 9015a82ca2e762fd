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
  needsLocationSelectionSync,
  selectLocationSelection,
  syncLocationSelection,
} from './location-selection';
import { locationSelectionClosed, locationSelectionToggled } from './ui';

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
    expect(selectLocationSelection(store.getState()).flow.step).toBe('citySelection');
    expect(store.getState().ui).toMatchObject({ locationSelectionOpen: true, locationSelectionClosable: false });
    store.dispatch(locationSelectionClosed());
    expect(store.getState().ui.locationSelectionOpen).toBe(true);
    store.dispatch(draftCityPicked(2));
    expect(selectLocationSelection(store.getState()).flow).toMatchObject({
      step: 'deliveryTypeSelection',
      draft: { cityId: 2 },
    });
    store.dispatch(draftBackRequested());
    expect(selectLocationSelection(store.getState()).flow.step).toBe('citySelection');
  });

  it('skips the city step with one city', () => {
    const store = createTestStore();
    store.dispatch(locationSelectionOpened({ stored: empty, cityIds: [5], closable: false }));
    expect(selectLocationSelection(store.getState()).flow).toMatchObject({
      step: 'deliveryTypeSelection',
      draft: { cityId: 5 },
    });
    store.dispatch(draftBackRequested());
    expect(selectLocationSelection(store.getState()).flow.step).toBe('deliveryTypeSelection');
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
    expect(selectLocationSelection(store.getState()).flow.draft.restoId).toBe(7);
    store.dispatch(place({ address: 'Химки', location: { lat: 55.9, lng: 37.4 } }, null));
    expect(selectLocationSelection(store.getState()).flow.draft.restoId).toBeNull();
    store.dispatch(draftDeliveryTypeChanged({ deliveryType: 'TAKE_AWAY', firstPickupPointId: 3 }));
    expect(selectLocationSelection(store.getState()).flow.draft).toMatchObject({
      deliveryType: 'TAKE_AWAY',
      restoId: 3,
    });
  });

  it('a reset restores the stored selection; a commit closes the dialog', () => {
    const store = createTestStore();
    const stored = { cityId: 1, deliveryType: 'TAKE_AWAY' as const, restoId: 3, deliveryPlace: null };
    store.dispatch(locationSelectionOpened({ stored, cityIds: [1, 2], closable: true }));
    store.dispatch(draftDeliveryTypeChanged({ deliveryType: 'DELIVERY', firstPickupPointId: null }));
    store.dispatch(locationSelectionReset(stored));
    expect(selectLocationSelection(store.getState()).flow.draft).toEqual(stored);
    store.dispatch(locationCommitted({ ...stored, restoId: 3, payType: null }));
    expect(store.getState().ui.locationSelectionOpen).toBe(false);
  });

  it('replays an opening that came before the dialog state loaded, once, on the stored selection', () => {
    const stored = { cityId: 1, deliveryType: 'TAKE_AWAY' as const, restoId: 3, deliveryPlace: null };
    const store = createTestStore();
    store.dispatch(locationCommitted({ ...stored, payType: null }));
    expect(needsLocationSelectionSync(store.getState())).toBe(false);
    // The dialog opened (ui) while its state had not seen the opening: what the first-visit popup
    // and the first click look like in the app, where the slice loads with the dialog's code.
    store.dispatch(locationSelectionToggled(true));
    expect(needsLocationSelectionSync(store.getState())).toBe(true);
    expect(selectLocationSelection(store.getState()).flow.draft.cityId).toBeNull();
    syncLocationSelection(store);
    expect(selectLocationSelection(store.getState()).flow).toMatchObject({
      step: 'deliveryTypeSelection',
      draft: stored,
    });
    expect(store.getState().ui).toMatchObject({ locationSelectionOpen: true, locationSelectionClosable: true });
    expect(needsLocationSelectionSync(store.getState())).toBe(false);
    // A later opening goes straight to the slice; nothing is replayed over the customer's edits.
    store.dispatch(draftDeliveryTypeChanged({ deliveryType: 'DELIVERY', firstPickupPointId: null }));
    syncLocationSelection(store);
    expect(selectLocationSelection(store.getState()).flow.draft.deliveryType).toBe('DELIVERY');
  });
});
