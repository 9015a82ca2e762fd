import { afterEach, describe, expect, it } from 'vitest';
import { restosApi } from './api/restos';
import { createStore } from './create-store';
import { createMemoryStorage } from './persistence/persistence';
import { positionAdded } from './slices/cart';
import { cartItem } from './testing/factories';

const options = {
  tenant: { id: 'demo', defaults: { cityId: 1, deliveryType: 'DELIVERY' as const } },
  appVersion: '1.0.0',
  // Never called: the boot is not started.
  api: { baseUrl: 'http://127.0.0.1:9' },
  boot: false,
};

afterEach(() => {
  // Immer's setting is global: leave it as every other test expects it.
  createStore({ ...options, storage: createMemoryStorage() });
});

describe('createStore: frozen state', () => {
  it('freezes new state by default: a mutation outside a reducer throws', () => {
    const store = createStore({ ...options, storage: createMemoryStorage() });
    store.dispatch(positionAdded(cartItem()));
    const positions = store.getState().cart.positions;
    expect(Object.isFrozen(positions)).toBe(true);
    expect(() => (positions as unknown[]).push(cartItem())).toThrow(TypeError);
  });

  it('leaves new state unfrozen with freezeState: false (a production build: no deep walk of each answer)', () => {
    const store = createStore({ ...options, storage: createMemoryStorage(), freezeState: false });
    store.dispatch(positionAdded(cartItem()));
    expect(Object.isFrozen(store.getState().cart.positions)).toBe(false);
    expect(store.getState().cart.positions).toHaveLength(1);
  });

  it('freezes the top of each API answer even then: Immer takes it as it is instead of walking it', async () => {
    const restos = [{ id: 1, name: 'Тарелка на Тверской', menus: [{ id: 1 }] }];
    const fetch = async () => new Response(JSON.stringify(restos), { headers: { 'content-type': 'application/json' } });
    const store = createStore({
      ...options,
      api: { ...options.api, fetch },
      storage: createMemoryStorage(),
      freezeState: false,
    });
    const answer = await store.dispatch(restosApi.endpoints.getRestos.initiate({ cityId: 1 })).unwrap();
    expect(answer).toEqual(restos);
    expect(Object.isFrozen(answer)).toBe(true);
    // Only the top: the rest of the state stays as freezeState says.
    expect(Object.isFrozen(answer[0])).toBe(false);
    store.dispatch(positionAdded(cartItem()));
    expect(Object.isFrozen(store.getState().cart.positions)).toBe(false);
  });
});
