import { afterEach, describe, expect, it } from 'vitest';
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
});
