// @vitest-environment jsdom
// The query hooks against a real store whose API answers at the fetch boundary (the reference API
// is another process; here its answers are canned).
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { describe, expect, it } from 'vitest';
import type { AppStore } from '../create-store';
import { createTestStore } from '../testing/factories';
import { useCities, useResto } from './index';

const cities = [{ id: 1, name: 'Москва', order: 1, location: { lat: 55.75, lng: 37.62 }, deliveryTypes: ['DELIVERY'] }];

/** A store whose API answers /cities with `cities` (counting the calls) and fails everything else. */
function storeAnswering(): { store: AppStore; calls: () => number; failNext: () => void } {
  let count = 0;
  let fail = false;
  const store = createTestStore({
    api: {
      baseUrl: 'http://127.0.0.1:9',
      fetch: async (input: RequestInfo | URL) => {
        const url = String(input instanceof Request ? input.url : input);
        if (!url.includes('/cities')) return new Response('{"errors":[]}', { status: 404 });
        count += 1;
        if (fail) {
          fail = false;
          return new Response(JSON.stringify({ errors: [{ code: 'server.error', message: 'Ошибка' }] }), {
            status: 500,
            headers: { 'content-type': 'application/json' },
          });
        }
        return new Response(JSON.stringify(cities), { headers: { 'content-type': 'application/json' } });
      },
    },
  });
  return { store, calls: () => count, failNext: () => (fail = true) };
}

const wrapper =
  (store: AppStore) =>
  ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;

describe('query hooks', () => {
  it('load while mounted: loading first, then the data; refetch asks the API again', async () => {
    const { store, calls } = storeAnswering();
    const { result } = renderHook(() => useCities(), { wrapper: wrapper(store) });
    expect(result.current).toMatchObject({ data: undefined, isLoading: true, error: undefined });
    await waitFor(() => expect(result.current.data).toEqual(cities));
    expect(result.current.isLoading).toBe(false);
    expect(calls()).toBe(1);
    act(() => result.current.refetch());
    await waitFor(() => expect(calls()).toBe(2));
  });

  it('a failed request is an error, not an endless loading state', async () => {
    const { store, failNext } = storeAnswering();
    failNext();
    const { result } = renderHook(() => useCities(), { wrapper: wrapper(store) });
    await waitFor(() => expect(result.current.error).toBeDefined());
    expect(result.current).toMatchObject({ data: undefined, isLoading: false });
  });

  it('a null id waits: nothing is requested and nothing is loading', () => {
    const { store, calls } = storeAnswering();
    const { result } = renderHook(() => useResto(null), { wrapper: wrapper(store) });
    expect(result.current).toMatchObject({ data: undefined, isLoading: false, error: undefined });
    result.current.refetch();
    expect(calls()).toBe(0);
  });
});
