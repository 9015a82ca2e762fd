// @vitest-environment jsdom
// useOrderTime against a real store whose API answers the order-slots call at the fetch boundary.
import type { OrderSlotsResponse, Resto } from '@tarelka/api-client';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { describe, expect, it } from 'vitest';
import { restosApi } from '../api/restos';
import type { AppStore } from '../create-store';
import { positionAdded } from '../slices/cart';
import { locationCommitted } from '../slices/location';
import { scheduledForChanged } from '../slices/order-draft';
import { cartItem, createTestStore } from '../testing/factories';
import { useOrderTime, useScheduledText } from './index';

/** Wednesday 4 March 2026 23:00 in Yekaterinburg (+05:00): the resto (10:00–22:00) is closed. */
const NIGHT = Date.parse('2026-03-04T23:00:00+05:00');
const NOON = Date.parse('2026-03-04T12:00:00+05:00');
const slot = (at: string, available = true) => ({
  at,
  time: at.slice(11, 16),
  available,
  unavailablePositions: available ? [] : [{ id: 1025, name: 'Нигири с лососем' }],
});
const days: Record<string, OrderSlotsResponse> = {
  '2026-03-05': {
    date: '2026-03-05',
    timezone: '+05:00',
    step: 15,
    days: ['2026-03-05', '2026-03-06'],
    slots: [slot('2026-03-05T10:45:00+05:00'), slot('2026-03-05T11:00:00+05:00')],
    nextSlot: slot('2026-03-05T10:45:00+05:00'),
  },
  '2026-03-06': {
    date: '2026-03-06',
    timezone: '+05:00',
    step: 15,
    days: ['2026-03-05', '2026-03-06'],
    slots: [slot('2026-03-06T10:45:00+05:00', false), slot('2026-03-06T11:00:00+05:00')],
    nextSlot: slot('2026-03-05T10:45:00+05:00'),
  },
};
const resto = {
  id: 1,
  timezone: '+05:00',
  menus: [],
  openingHours: ([1, 2, 3, 4, 5, 6, 7] as const).map((dayOfWeek) => ({
    dayOfWeek,
    active: true,
    open: '10:00',
    close: '22:00',
  })),
} as unknown as Resto;

async function storeWithSlots(): Promise<{ store: AppStore; asked: string[] }> {
  const asked: string[] = [];
  const store = createTestStore({
    api: {
      baseUrl: 'http://127.0.0.1:9',
      fetch: async (input: RequestInfo | URL) => {
        const url = new URL(String(input instanceof Request ? input.url : input));
        if (!url.pathname.endsWith('/1/p/restos/1/order-slots')) return new Response('{"errors":[]}', { status: 404 });
        asked.push(url.search);
        const body = days[url.searchParams.get('date') ?? '2026-03-05']!;
        return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
      },
    },
  });
  await store.dispatch(restosApi.util.upsertQueryData('getResto', 1, resto));
  store.dispatch(
    locationCommitted({ cityId: 1, deliveryType: 'TAKE_AWAY', restoId: 1, deliveryPlace: null, payType: null }),
  );
  store.dispatch(positionAdded(cartItem()));
  return { store, asked };
}

const wrapper =
  (store: AppStore) =>
  ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;

describe('useOrderTime', () => {
  it('offers only a later time while the resto is closed, with days and slots on its clock', async () => {
    const { store, asked } = await storeWithSlots();
    const { result } = renderHook(() => useOrderTime({ now: NIGHT, locale: 'ru' }), { wrapper: wrapper(store) });
    await waitFor(() => expect(result.current.enabled).toBe(true));
    expect(asked[0]).toContain('deliveryType=TAKE_AWAY');
    expect(asked[0]).toContain('positionIds=1025');
    expect(result.current).toMatchObject({ asapAvailable: false, mode: 'scheduled', scheduledFor: null });
    expect(result.current.nextSlot).toEqual({ at: '2026-03-05T10:45:00+05:00', text: 'чт, 5 марта, 10:45' });
    expect(result.current.days.map((d) => d.label)).toEqual(['чт, 5 марта', 'пт, 6 марта']);
    expect(result.current.slots.map((s) => s.label)).toEqual(['10:45', '11:00']);
  });

  it('chooses the next slot for "at a time", the first available slot of a picked day, and as soon as possible', async () => {
    const { store } = await storeWithSlots();
    const { result } = renderHook(() => useOrderTime({ now: NOON, locale: 'en' }), { wrapper: wrapper(store) });
    await waitFor(() => expect(result.current.enabled).toBe(true));
    expect(result.current).toMatchObject({ asapAvailable: true, mode: 'asap', text: null });
    act(() => result.current.onModeChange('scheduled'));
    expect(result.current).toMatchObject({ mode: 'scheduled', scheduledFor: '2026-03-05T10:45:00+05:00' });
    expect(result.current.text).toBe('Thu, March 5, 10:45');
    act(() => result.current.onDayChange('2026-03-06'));
    // 10:45 on Friday does not sell the cart's dish: it is listed, disabled, naming it.
    await waitFor(() => expect(result.current.scheduledFor).toBe('2026-03-06T11:00:00+05:00'));
    expect(result.current.slots[0]).toEqual({
      value: '2026-03-06T10:45:00+05:00',
      label: '10:45',
      disabled: true,
      missing: ['Нигири с лососем'],
    });
    act(() => result.current.onSlotChange('2026-03-06T11:00:00+05:00'));
    act(() => result.current.onModeChange('asap'));
    expect(result.current).toMatchObject({ mode: 'asap', scheduledFor: null });
    expect(store.getState().orderDraft.scheduledFor).toBeNull();
  });

  it('drops a kept time the clock has reached', async () => {
    const { store } = await storeWithSlots();
    store.dispatch(scheduledForChanged('2026-03-04T11:00:00+05:00'));
    const { result } = renderHook(() => useOrderTime({ now: NOON, locale: 'ru' }), { wrapper: wrapper(store) });
    expect(result.current.scheduledFor).toBeNull();
    await waitFor(() => expect(store.getState().orderDraft.scheduledFor).toBeNull());
  });
});

describe('useScheduledText', () => {
  it("reads an order's UTC time on its resto's clock, and nothing for as soon as possible", async () => {
    const { store } = await storeWithSlots();
    const order = { restoId: 1, scheduledFor: '2026-03-05T05:45:00.000Z' };
    const { result, rerender } = renderHook(({ o }) => useScheduledText(o, 'en'), {
      wrapper: wrapper(store),
      initialProps: { o: order as { restoId: number; scheduledFor: string | null } },
    });
    expect(result.current).toBe('Thu, March 5, 10:45');
    rerender({ o: { restoId: 1, scheduledFor: null } });
    expect(result.current).toBeNull();
  });
});
