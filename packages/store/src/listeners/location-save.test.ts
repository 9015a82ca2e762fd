import { describe, expect, it } from 'vitest';
import { createTestStore } from '../testing/factories';
import { locationSaveFailed, locationSaveRequested, locationSelectionOpened } from '../slices/location-selection';
import { startLocationSaveFlow } from './location-save';

const stored = { cityId: 1, deliveryType: 'TAKE_AWAY' as const, restoId: 2, deliveryPlace: null };

describe('startLocationSaveFlow', () => {
  it('the save runs only once the flow is started, and once however often it is started', async () => {
    // The test store's API is unreachable: a started save fails with the network message.
    const store = createTestStore();
    let failures = 0;
    store.registerFlow((startListening) =>
      startListening({ actionCreator: locationSaveFailed, effect: () => void (failures += 1) }),
    );
    store.dispatch(locationSelectionOpened({ stored, cityIds: [1, 2], closable: true }));

    store.dispatch(locationSaveRequested());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(store.getState().locationSelection).toMatchObject({ saving: true, message: null });
    expect(failures).toBe(0);

    startLocationSaveFlow(store);
    startLocationSaveFlow(store);
    store.dispatch(locationSaveRequested());
    await expect
      .poll(() => store.getState().locationSelection)
      .toMatchObject({ saving: false, message: expect.stringMatching(/\S/) });
    expect(failures).toBe(1);
    store.dispose();
  });
});
