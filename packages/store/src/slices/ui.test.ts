import { describe, expect, it } from 'vitest';
import { createTestStore } from '../testing/factories';
import { bootFailed, bootProgressed } from './boot';
import { selectIsAuthorized, selectPersonId, signedIn, profileReceived, signedOut } from './auth';
import { selectServerNow, timeSynced } from './time-sync';
import { selectAuthMethods, selectCartOptions, selectConfigDefaults } from './tenant-config';
import { dialogClosed, dialogOpened, navigationToggled, selectIsDialogOpen } from './ui';

describe('ui, auth, boot, time sync and tenant config slices', () => {
  it('opens and closes dialogs and the navigation drawer', () => {
    const store = createTestStore();
    store.dispatch(dialogOpened('deliveryConditions'));
    store.dispatch(dialogOpened('deliveryConditions'));
    store.dispatch(navigationToggled(true));
    expect(store.getState().ui.openDialogs).toEqual(['deliveryConditions']);
    expect(store.getState().ui.navigationOpen).toBe(true);
    store.dispatch(dialogClosed('deliveryConditions'));
    expect(selectIsDialogOpen(store.getState(), 'deliveryConditions')).toBe(false);
  });

  it('is authorized only with a profile and both tokens', () => {
    const store = createTestStore();
    store.dispatch(signedIn({ tokenSet: { accessToken: 'a', refreshToken: 'r', source: 'PHONE' } }));
    expect(selectIsAuthorized(store.getState())).toBe(false);
    store.dispatch(
      profileReceived({
        id: 'p-9',
        accountIds: [],
        avatar: null,
        deliveries: [],
        email: null,
        firstName: 'Анна',
        lastName: null,
        patronymic: null,
        phone: null,
      }),
    );
    expect(selectIsAuthorized(store.getState())).toBe(true);
    expect(selectPersonId(store.getState())).toBe('p-9');
    store.dispatch(signedOut());
    expect(store.getState().auth).toEqual({ profile: null, tokenSet: null });
  });

  it('reports boot progress that never goes back, and a fatal error until a retry', () => {
    const store = createTestStore();
    store.dispatch(bootProgressed({ step: 'cities', progress: 40 }));
    store.dispatch(bootProgressed({ step: 'tokens', progress: 25 }));
    expect(store.getState().boot.progress).toBe(40);
    store.dispatch(bootFailed({ message: 'Failed to fetch UTC time', status: 503 }));
    expect(store.getState().boot).toMatchObject({
      status: 'failed',
      error: { message: 'Failed to fetch UTC time', status: 503 },
    });
  });

  it('gives the server time from the synced offset', () => {
    const store = createTestStore();
    store.dispatch(timeSynced(-1500));
    expect(selectServerNow(store.getState(), 10_000)).toBe(8500);
    expect(store.getState().timeSync.synced).toBe(true);
  });

  it('reads the tenant configuration', () => {
    const store = createTestStore({
      tenant: {
        id: 'sever',
        defaults: { cityId: 3, deliveryType: 'TAKE_AWAY', restoId: 9 },
        features: { auth: { methods: ['PHONE', 'VK'] }, cart: { personCount: false, promoCodes: true } },
        locales: { available: ['ru', 'en'], default: 'en' },
      },
    });
    expect(selectConfigDefaults(store.getState())).toEqual({
      cityId: 3,
      deliveryType: 'TAKE_AWAY',
      restoId: 9,
      locale: 'en',
    });
    expect(selectAuthMethods(store.getState())).toEqual(['PHONE', 'VK']);
    expect(selectCartOptions(store.getState())).toEqual({ personCount: false, promoCodes: true });
    expect(store.getState().tenantConfig.whiteLabel).toBe('sever');
  });
});
