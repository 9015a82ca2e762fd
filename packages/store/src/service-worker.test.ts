// @vitest-environment jsdom
// The page's side of the service worker (issue 30): the connection state and the reprice on return.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { selectAppNotice } from './slices/connection-state';
import { positionAdded } from './slices/cart';
import { locationCommitted } from './slices/location';
import { selectOnline, selectUpdateReady, startServiceWorker } from './service-worker';
import { cartItem, createTestStore } from './testing/factories';

afterEach(() => vi.restoreAllMocks());

describe('startServiceWorker', () => {
  it('keeps the connection state, and back online prices the cart again by a preflight', async () => {
    const calls: string[] = [];
    const store = createTestStore({
      api: {
        baseUrl: 'http://127.0.0.1:9',
        fetch: (input: RequestInfo | URL) => {
          calls.push(String(input instanceof Request ? input.url : input));
          return Promise.reject(new TypeError('Failed to fetch'));
        },
      },
    });
    store.dispatch(
      locationCommitted({ cityId: 1, deliveryType: 'TAKE_AWAY', restoId: 1, deliveryPlace: null, payType: null }),
    );
    store.dispatch(positionAdded(cartItem()));
    // Until the module runs, the page counts as online with nothing waiting.
    expect(selectOnline(store.getState())).toBe(true);
    expect(selectAppNotice(store.getState())).toBe(false);

    // jsdom has no service workers: the connection is kept all the same.
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect(await startServiceWorker(store)).toBeNull();
    expect(selectOnline(store.getState())).toBe(false);
    expect(selectAppNotice(store.getState())).toBe(true);
    expect(selectUpdateReady(store.getState())).toBe(false);

    onLine.mockReturnValue(true);
    calls.length = 0;
    window.dispatchEvent(new Event('online'));
    expect(selectOnline(store.getState())).toBe(true);
    await vi.waitFor(() => expect(calls.some((url) => url.includes('/orders/preflight'))).toBe(true));
  });
});
