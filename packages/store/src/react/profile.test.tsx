// @vitest-environment jsdom
// The profile's hooks against a real store whose API answers at the fetch boundary (canned answers
// of the reference API's /api/v1/me routes).
import type { Person } from '@tarelka/api-client';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { describe, expect, it } from 'vitest';
import { selectCheckoutInitialValues } from '../checkout-selectors';
import type { AppStore } from '../create-store';
import { signedIn } from '../slices/auth';
import { createTestStore, person } from '../testing/factories';
import { zonesApi } from '../api/zones';
import { locationSelectionOpened } from '../slices/location-selection-opened';
import { useAddressSaveOffer, useProfile, useProfileForm, useSavedAddresses, useSavedPlaces } from './index';

const b64 = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
/** A token the client takes as valid for an hour (it reads only `exp`). */
const token = `${b64({ alg: 'none' })}.${b64({ exp: Math.floor(Date.now() / 1000) + 3600 })}.x`;

const place = (address: string) => ({ address, location: { lat: 55.76, lng: 37.6 }, apartment: '15' });
const anna = (): Person =>
  person({
    id: '7',
    firstName: 'Анна',
    email: 'anna@example.ru',
    phone: '+79161234567',
    accountIds: ['phone:+79161234567', 'google:1'],
    deliveries: [
      {
        id: 'd1',
        title: null,
        email: 'work@example.ru',
        personName: 'Аня',
        phone: '+79160000000',
        place: place('Тверская, 1'),
      },
      { id: 'd2', title: 'Дом', email: null, personName: null, phone: null, place: place('Арбат, 2') },
      { id: 'd3', title: null, email: null, personName: 'Аня', phone: null, place: place('Тверская, 1') },
      { id: 'd4', title: null, email: null, personName: 'Аня', phone: null, place: null },
    ],
  });

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A signed-in store over a fake /api/v1/me that keeps the person and records each call. */
function signedInStore() {
  let me = anna();
  const calls: string[] = [];
  const store = createTestStore({
    api: {
      baseUrl: 'http://api.test',
      fetch: async (input: RequestInfo | URL, init?: RequestInit) => {
        const request = input instanceof Request ? input : new Request(String(input), init);
        const url = new URL(request.url);
        const body = request.method === 'GET' || request.method === 'DELETE' ? null : await request.json();
        calls.push(`${request.method} ${url.pathname}`);
        if (url.pathname === '/api/v1/me' && request.method === 'PATCH') {
          if (String(body.email).includes('@example.org'))
            return json(
              { errors: [{ code: 'request.invalid', message: 'Укажите корректный email', field: '/body/email' }] },
              400,
            );
          me = { ...me, ...body };
        }
        const delivery = /^\/api\/v1\/me\/deliveries\/(.+)$/.exec(url.pathname)?.[1];
        if (delivery && request.method === 'PATCH')
          me = { ...me, deliveries: me.deliveries.map((d) => (d.id === delivery ? { ...d, title: body.title } : d)) };
        if (delivery && request.method === 'DELETE')
          me = { ...me, deliveries: me.deliveries.filter((d) => d.id !== delivery) };
        return json(me);
      },
    },
  });
  store.dispatch(signedIn({ tokenSet: { accessToken: token, refreshToken: token, source: 'PHONE' }, profile: anna() }));
  return { store, calls, me: () => me };
}

const wrapper =
  (store: AppStore) =>
  ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;

describe('useProfileForm', () => {
  it('opens with the person, the phone read-only and the linked methods; null when signed out', () => {
    const { store } = signedInStore();
    const { result } = renderHook(() => useProfileForm('ru'), { wrapper: wrapper(store) });
    expect(result.current).toMatchObject({
      values: { firstName: 'Анна', lastName: '', email: 'anna@example.ru' },
      phone: '+79161234567',
      methods: ['phone', 'google'],
      saving: false,
      saved: false,
    });
    const signedOut = renderHook(() => useProfile('ru'), { wrapper: wrapper(createTestStore()) });
    expect(signedOut.result.current).toBeNull();
    expect(renderHook(() => useProfile('ru'), { wrapper: wrapper(store) }).result.current).toMatchObject({
      form: { phone: '+79161234567' },
      saved: { addresses: [{ id: 'd1' }, { id: 'd2' }] },
    });
  });

  it("refuses a bad e-mail with the domain's message before sending anything", async () => {
    const { store, calls } = signedInStore();
    const { result } = renderHook(() => useProfileForm('ru'), { wrapper: wrapper(store) });
    act(() => result.current!.onChange('email', 'anna@'));
    act(() => result.current!.onSubmit());
    await waitFor(() => expect(result.current!.errors.email).toBe('Укажите корректный email'));
    expect(calls.filter((call) => call.startsWith('PATCH'))).toEqual([]);
  });

  it('saves through PATCH /api/v1/me: the stored person follows; the server refusal shows under its field', async () => {
    const { store } = signedInStore();
    const { result } = renderHook(() => useProfileForm('ru'), { wrapper: wrapper(store) });
    act(() => result.current!.onChange('lastName', 'Петрова'));
    act(() => result.current!.onSubmit());
    await waitFor(() => expect(result.current!.saved).toBe(true));
    expect(store.getState().auth.profile).toMatchObject({ firstName: 'Анна', lastName: 'Петрова' });
    expect(result.current!.values.lastName).toBe('Петрова');

    act(() => result.current!.onChange('email', 'anna@example.org'));
    act(() => result.current!.onSubmit());
    await waitFor(() => expect(result.current!.errors.email).toBe('Укажите корректный email'));
    expect(result.current!.saved).toBe(false);
    expect(result.current!.failed).toBe(false);
    act(() => result.current!.onChange('email', 'anna@example.net'));
    expect(result.current!.errors.email).toBeUndefined();
  });

  it("keeps spec §3's rule: the first delivery's contact still fills the checkout after a profile edit", async () => {
    const { store } = signedInStore();
    const { result } = renderHook(() => useProfileForm('ru'), { wrapper: wrapper(store) });
    act(() => result.current!.onChange('firstName', 'Мария'));
    act(() => result.current!.onSubmit());
    await waitFor(() => expect(result.current!.saved).toBe(true));
    expect(selectCheckoutInitialValues(store.getState())).toMatchObject({
      name: 'Аня',
      email: 'work@example.ru',
      phone: '+79160000000',
    });
  });
});

describe('useSavedAddresses', () => {
  it('lists one address per place (pickup contacts left out), renames and deletes every delivery to it', async () => {
    const { store, calls, me } = signedInStore();
    const { result } = renderHook(() => useSavedAddresses('ru'), { wrapper: wrapper(store) });
    expect(result.current.addresses.map(({ id, title, address }) => ({ id, title, address }))).toEqual([
      { id: 'd1', title: null, address: 'Тверская, 1' },
      { id: 'd2', title: 'Дом', address: 'Арбат, 2' },
    ]);
    expect(await act(() => result.current.onRename('d1', ' '))).toBe('Обязательное поле');
    expect(await act(() => result.current.onRename('d1', ' Работа '))).toBeNull();
    await waitFor(() => expect(result.current.addresses[0]!.title).toBe('Работа'));
    expect(await act(() => result.current.onDelete('d1'))).toBe(true);
    expect(calls).toEqual(
      expect.arrayContaining(['DELETE /api/v1/me/deliveries/d1', 'DELETE /api/v1/me/deliveries/d3']),
    );
    await waitFor(() => expect(result.current.addresses.map((a) => a.title)).toEqual(['Дом']));
    expect(me().deliveries.map((d) => d.id)).toEqual(['d2', 'd4']);
  });
});

describe('useAddressSaveOffer', () => {
  const order = (address: string) =>
    ({ id: 'o1', deliveryType: 'DELIVERY', deliveryPlace: place(address) }) as Parameters<
      typeof useAddressSaveOffer
    >[0];

  it('offers to name an address the person has not named, then confirms; none for a named one', async () => {
    const { store } = signedInStore();
    const { result } = renderHook(() => useAddressSaveOffer(order('Тверская, 1')), { wrapper: wrapper(store) });
    await waitFor(() => expect(result.current).toMatchObject({ address: 'Тверская, 1', savedTitle: null }));
    expect(await act(() => result.current!.onSave('Работа'))).toBeNull();
    await waitFor(() => expect(result.current!.savedTitle).toBe('Работа'));
    expect(store.getState().auth.profile!.deliveries.find((d) => d.id === 'd1')!.title).toBe('Работа');
    const named = renderHook(() => useAddressSaveOffer(order('Арбат, 2')), { wrapper: wrapper(store) });
    expect(named.result.current).toBeNull();
  });
});

describe('useSavedPlaces', () => {
  it("offers the saved addresses inside the dialog city's zones; picking one sets the draft's place and resto", async () => {
    const { store } = signedInStore();
    const square = [
      { lat: 55.7, lng: 37.5 },
      { lat: 55.8, lng: 37.5 },
      { lat: 55.8, lng: 37.7 },
      { lat: 55.7, lng: 37.7 },
    ];
    await store.dispatch(
      zonesApi.util.upsertQueryData('getCityZones', 1, [
        { id: 1, name: 'Центр', polygon: square, restoId: 5, thresholds: [] },
      ]) as never,
    );
    store.dispatch(
      locationSelectionOpened({ stored: { ...store.getState().location, cityId: 1 }, cityIds: [1], closable: true }),
    );
    const { result } = renderHook(() => useSavedPlaces(), { wrapper: wrapper(store) });
    expect(result.current.saved).toEqual([
      { id: 'd1', title: null, address: 'Тверская, 1' },
      { id: 'd2', title: 'Дом', address: 'Арбат, 2' },
    ]);
    act(() => result.current.onSavedPick('d2'));
    const selection = store.getState().locationSelection!;
    expect(selection.flow.draft.deliveryPlace).toMatchObject({ address: 'Арбат, 2', apartment: '15' });
    expect(selection.flow.draft.restoId).toBe(5);
  });
});
