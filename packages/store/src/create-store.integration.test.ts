// The store against the real reference API (apps/api on PGlite, started as a child process).
import { createApiClient, type DeliveryZone } from '@tarelka/api-client';
import { findZone, type LatLng } from '@tarelka/domain';
import { afterAll, afterEach, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { menusApi } from './api/menus';
import { personApi } from './api/person';
import { signInApi } from './api/sign-in';
import { restoCatalogApi } from './api/resto-catalog';
import { createStore, type AppStore } from './create-store';
import { startLocationSaveFlow } from './listeners/location-save';
import { createMemoryStorage } from './persistence/persistence';
import { selectIsAuthorized } from './slices/auth';
import { positionAdded, positionCountChanged } from './slices/cart';
import { selectCartTotals, selectCities, selectCurrentMenus, selectOrderTotal, selectPricedCart } from './selectors';
import { selectCurrentZone, selectDeliveryHint, selectDraftCityOffer, selectOrderSumCheck } from './zone-selectors';
import { selectCartBlock } from './checkout-selectors';
import {
  addressConfirmationAnswered,
  cartConflictAnswered,
  draftPickupPointPicked,
  locationSaveRequested,
  selectLocationSelection,
} from './slices/location-selection';
import { promoCodeSubmitted } from './slices/order-draft';
import type { CartItem } from './slices/cart';
import { middayInMoscow, startReferenceApi, type ReferenceApi } from './testing/reference-api';
import { cartItem, waitForState } from './testing/factories';
import { openLocationSelection } from './thunks/location';
import { changeDraftDeliveryPlace, changeDraftDeliveryType } from './thunks/location-draft';

const TENANT = { id: 'demo', defaults: { cityId: 1, deliveryType: 'DELIVERY' as const } };
const VERSION = { app_version: '"1.0.0"', app_white_label: '"demo"' };

let api: ReferenceApi;
/** The server clock minus the wall clock: the API runs at 13:00 Moscow time whenever the suite runs. */
let serverOffsetMs = 0;
let zones: DeliveryZone[];
const stores: AppStore[] = [];

/** A point well inside a zone: the vertex average, checked with the domain's point-in-polygon. */
function pointIn(restoId: number): LatLng {
  const zone = zones.find((candidate) => candidate.restoId === restoId)!;
  const ring = zone.polygon;
  const point = {
    lat: ring.reduce((sum, p) => sum + p.lat, 0) / ring.length,
    lng: ring.reduce((sum, p) => sum + p.lng, 0) / ring.length,
  };
  expect(findZone(zones, point)?.restoId).toBe(restoId);
  return point;
}

function placeIn(restoId: number) {
  return { address: `Тестовая улица, ${restoId}`, location: pointIn(restoId) };
}

function storedDelivery(restoId: number, extra: Record<string, string> = {}) {
  return createMemoryStorage({
    ...VERSION,
    app_city_id: '1',
    app_resto_id: String(restoId),
    app_order_draft: JSON.stringify({
      deliveryType: 'DELIVERY',
      deliveryPlace: placeIn(restoId),
      payType: 'CARD_ONLINE',
    }),
    ...extra,
  });
}

function makeStore(storage = createMemoryStorage(), fetchImpl?: typeof fetch): AppStore {
  onTestFailed(() => {
    const errors = api
      .log()
      .split('\n')
      .filter((line) => /"level":(40|50)/.test(line));
    console.error(`server warnings and errors:\n${errors.join('\n').slice(-4000)}`);
  });
  const store = createStore({
    tenant: TENANT,
    appVersion: '1.0.0',
    api: { baseUrl: api.baseUrl, fetch: fetchImpl },
    storage,
    storageEvents: null,
    preflightDebounceMs: 20,
    warn: () => {},
  });
  // As the location dialog does when its code loads.
  startLocationSaveFlow(store);
  stores.push(store);
  return store;
}

beforeAll(async () => {
  // Restos 2–4 close at night: the API's clock reads midday, so the journeys hold at any hour.
  api = await startReferenceApi({ clockStartsAt: middayInMoscow() });
  const { utc_time } = (await (await fetch(`${api.baseUrl}/1/now`)).json()) as { utc_time: string };
  serverOffsetMs = Date.parse(utc_time) - Date.now();
  zones = (await createApiClient({ baseUrl: api.baseUrl, whiteLabel: 'demo' }).getCityDeliveries(1)).content;
}, 180_000);

afterEach(() => {
  for (const store of stores.splice(0)) store.dispose();
});

afterAll(async () => {
  await api?.stop();
});

describe('createStore against the reference API', { timeout: 40_000 }, () => {
  it("boots from empty storage: the location popup, then the chosen resto's menu", async () => {
    const store = makeStore();
    const waiting = await waitForState(store, (state) => state.boot.status === 'awaitingLocation');
    expect(waiting.timeSync.synced).toBe(true);
    expect(waiting.ui).toMatchObject({ locationSelectionOpen: true, locationSelectionClosable: false });
    expect(selectLocationSelection(waiting).flow).toMatchObject({
      step: 'deliveryTypeSelection',
      draft: { cityId: 1 },
    });
    expect(waiting.boot.progress).toBeGreaterThan(0);

    store.dispatch(changeDraftDeliveryType('DELIVERY'));
    store.dispatch(changeDraftDeliveryPlace(placeIn(2), '5'));
    expect(selectLocationSelection(store.getState()).flow.draft.restoId).toBe(2);
    store.dispatch(locationSaveRequested());

    const ready = await waitForState(store, (state) => state.boot.status === 'ready');
    expect(ready.boot.progress).toBe(100);
    expect(ready.location).toMatchObject({ cityId: 1, deliveryType: 'DELIVERY', restoId: 2 });
    expect(ready.ui.locationSelectionOpen).toBe(false);
    expect(ready.orderDraft.payType).toBe('CARD_ONLINE');
    const positions = menusApi.endpoints.getMenuPositions.select(2)(ready);
    expect(positions.data?.length).toBeGreaterThan(100);
    expect(menusApi.endpoints.getMenuGroups.select(2)(ready).data?.length).toBeGreaterThan(0);
    expect(restoCatalogApi.endpoints.getRestoModifiers.select(2)(ready).isSuccess).toBe(true);
    expect(restoCatalogApi.endpoints.getPromotions.select(2)(ready).isSuccess).toBe(true);
  });

  it('a single-city tenant without defaults starts the popup at the delivery type step', async () => {
    const store = createStore({
      tenant: { id: 'sever' },
      appVersion: '1.0.0',
      api: { baseUrl: api.baseUrl },
      storage: createMemoryStorage(),
      storageEvents: null,
      warn: () => {},
    });
    stores.push(store);
    const waiting = await waitForState(store, (state) => state.boot.status === 'awaitingLocation');
    expect(waiting.location.cityId).toBe(11);
    expect(selectLocationSelection(waiting).flow).toMatchObject({
      step: 'deliveryTypeSelection',
      cityCount: 1,
      draft: { cityId: 11 },
    });
    expect(selectDraftCityOffer(waiting)).toMatchObject({ ok: true, deliveryTypes: ['DELIVERY'] });
  });

  it('asks for the house number once when geocoding found none', async () => {
    const store = makeStore();
    await waitForState(store, (state) => state.boot.status === 'awaitingLocation');
    store.dispatch(changeDraftDeliveryPlace(placeIn(1), null));
    store.dispatch(locationSaveRequested());
    await waitForState(store, (state) => selectLocationSelection(state).popup === 'confirmAddress');
    store.dispatch(addressConfirmationAnswered(true));
    const ready = await waitForState(store, (state) => state.boot.status === 'ready');
    expect(ready.location.restoId).toBe(1);
  });

  it('boots with a stored selection straight to the menu, without the popup', async () => {
    const store = makeStore(storedDelivery(3));
    const ready = await waitForState(store, (state) => state.boot.status === 'ready');
    expect(ready.ui.locationSelectionOpen).toBe(false);
    expect(ready.location).toMatchObject({ cityId: 1, deliveryType: 'DELIVERY', restoId: 3 });
    expect(menusApi.endpoints.getMenuPositions.select(3)(ready).data?.length).toBeGreaterThan(100);
    expect(selectCities(ready).map((city) => city.id)).toEqual([1, 2]);
    expect(selectCurrentMenus(ready).map((menu) => menu.id)).toEqual([3]);
    expect(selectCurrentZone(ready)?.restoId).toBe(3);
    // An empty cart is below the zone's minimum order sum.
    expect(selectOrderSumCheck(ready)).toMatchObject({ ok: false, reason: 'BELOW_MINIMUM', minimum: 120000 });

    store.dispatch(openLocationSelection());
    const offer = selectDraftCityOffer(store.getState());
    expect(offer).toMatchObject({
      ok: true,
      deliveryTypes: ['DELIVERY', 'TAKE_AWAY'],
      defaultDeliveryType: 'DELIVERY',
    });
  });

  it("'Упс!': moving to another resto's zone with positions it does not sell", async () => {
    const storage = storedDelivery(1, {
      app_cart_positions: JSON.stringify([{ ...cartItem({ count: 5 }), sum: 130000, discounts: [], promoCodes: [] }]),
    });
    const store = makeStore(storage);
    await waitForState(store, (state) => state.boot.status === 'ready' && state.cart.pricing.status === 'fulfilled');

    store.dispatch(openLocationSelection());
    expect(store.getState().ui.locationSelectionClosable).toBe(true);
    store.dispatch(changeDraftDeliveryPlace(placeIn(2), '3'));
    store.dispatch(locationSaveRequested());
    await waitForState(store, (state) => selectLocationSelection(state).popup === 'cartConflict');

    // Cancelling closes the popup and keeps everything as it was.
    store.dispatch(cartConflictAnswered(false));
    let state = store.getState();
    expect(state.locationSelection).toMatchObject({ popup: null, saving: false });
    expect(state.location.restoId).toBe(1);
    expect(state.cart.positions).toHaveLength(1);

    // Confirming clears the cart and saves the new address.
    store.dispatch(locationSaveRequested());
    await waitForState(store, (s) => selectLocationSelection(s).popup === 'cartConflict');
    store.dispatch(cartConflictAnswered(true));
    state = await waitForState(store, (s) => s.location.restoId === 2);
    expect(state.cart.positions).toEqual([]);
    expect(state.ui.locationSelectionOpen).toBe(false);
    await waitForState(store, (s) => menusApi.endpoints.getMenuPositions.select(2)(s).isSuccess);
  });

  it('a promo code applies, then switching to TAKE_AWAY invalidates and clears it', async () => {
    const storage = storedDelivery(1, {
      app_cart_positions: JSON.stringify([{ ...cartItem({ count: 10 }), sum: 260000, discounts: [], promoCodes: [] }]),
    });
    const store = makeStore(storage);
    await waitForState(store, (state) => state.boot.status === 'ready' && state.cart.pricing.status === 'fulfilled');

    store.dispatch(promoCodeSubmitted('DOSTAVKA15'));
    let state = await waitForState(store, (s) => s.orderDraft.promoCode.active);
    expect(state.orderDraft.promoCode.code).toBe('DOSTAVKA15');
    const discount = state.cart.positions[0]!.promoCodes.reduce((sum, p) => sum + p.calculated, 0);
    expect(discount).toBeGreaterThan(0);

    store.dispatch(openLocationSelection());
    store.dispatch(changeDraftDeliveryType('TAKE_AWAY'));
    store.dispatch(draftPickupPointPicked(1));
    store.dispatch(locationSaveRequested());
    state = await waitForState(store, (s) => s.location.deliveryType === 'TAKE_AWAY');
    expect(state.orderDraft.promoCode).toEqual({
      active: false,
      code: null,
      maxDiscountAmount: null,
      minOrderAmount: null,
    });
    expect(state.orderDraft.promoCodeError).toBeNull();
    expect(state.location.deliveryPlace).toBeNull();
    state = await waitForState(
      store,
      (s) => s.cart.pricing.status === 'fulfilled' && s.cart.positions[0]!.promoCodes.length === 0,
    );
    expect(state.cart.pricing.deliveryPrice).toBe(0);
  });

  it('boots a ~150-position resto with a bounded number of requests and no duplicates', async () => {
    const requests: string[] = [];
    const counting: typeof fetch = (input, init) => {
      const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
      requests.push(`${init?.method ?? 'GET'} ${url.pathname}${url.search}`);
      return fetch(input, init);
    };
    const store = makeStore(storedDelivery(1), counting);
    const ready = await waitForState(store, (state) => state.boot.status === 'ready');
    const menus = [1, 5];
    const positionCount = menus.reduce(
      (sum, id) => sum + (menusApi.endpoints.getMenuPositions.select(id)(ready).data?.length ?? 0),
      0,
    );
    expect(positionCount).toBeGreaterThanOrEqual(140);
    // now, cities, city zones, restos, resto, groups and positions per menu, modifiers, time slots, promotions.
    expect(requests.length).toBeLessThanOrEqual(5 + 2 * menus.length + 3);
    expect(new Set(requests).size).toBe(requests.length);
    expect(requests.map((request) => request.split('?')[0])).toEqual(
      expect.arrayContaining([
        'GET /1/now',
        'GET /1/p/cities',
        'GET /1/p/cities/1/deliveries',
        'GET /1/p/restos',
        'GET /1/p/restos/1',
        'GET /1/p/menus/1/positions',
        'GET /1/p/menus/5/position-groups',
        'GET /1/restos/1/positions/modifiers',
        'GET /1/restos/1/position-time-slots',
        'GET /1/restos/1/promotions',
      ]),
    );
  });

  it("a returning customer's boot starts the stored selection's data alongside the time sync", async () => {
    const started: string[] = [];
    let answerNow: () => void = () => {};
    const nowAnswered = new Promise<void>((resolve) => (answerNow = resolve));
    const holdingNow: typeof fetch = async (input, init) => {
      const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
      started.push(url.pathname);
      if (url.pathname === '/1/now') await nowAnswered;
      return fetch(input, init);
    };
    const store = makeStore(storedDelivery(1), holdingNow);
    // While the server time is still on its way, the cities, the stored city's zones and restos and
    // the stored resto's menus are requested; the time slots need the server time, so they wait.
    await expect
      .poll(() => started, { timeout: 10_000 })
      .toEqual(
        expect.arrayContaining([
          '/1/now',
          '/1/p/cities',
          '/1/p/cities/1/deliveries',
          '/1/p/restos',
          '/1/p/restos/1',
          '/1/p/menus/1/positions',
          '/1/p/menus/5/position-groups',
          '/1/restos/1/promotions',
        ]),
      );
    expect(started).not.toContain('/1/restos/1/position-time-slots');
    expect(store.getState().boot.status).toBe('loading');
    answerNow();
    const ready = await waitForState(store, (state) => state.boot.status === 'ready');
    expect(ready.location).toMatchObject({ cityId: 1, deliveryType: 'DELIVERY', restoId: 1 });
    expect(restoCatalogApi.endpoints.getPromotions.select(1)(ready).isSuccess).toBe(true);
    expect(new Set(started).size).toBe(started.length);
  });

  it('a request started early that fails still fails the boot at its step; the retry loads it', async () => {
    let failures = 0;
    const failingPositionsOnce: typeof fetch = (input, init) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      if (url.includes('/1/p/menus/1/positions') && failures === 0) {
        failures += 1;
        return Promise.resolve(
          new Response(JSON.stringify({ errors: [{ code: 'internal', message: 'Внутренняя ошибка' }] }), {
            status: 500,
            headers: { 'content-type': 'application/json' },
          }),
        );
      }
      return fetch(input, init);
    };
    const store = makeStore(storedDelivery(1), failingPositionsOnce);
    const failed = await waitForState(store, (state) => state.boot.status === 'failed');
    expect(failures).toBe(1);
    expect(failed.boot.error).toMatchObject({ status: 500 });
    expect(failed.timeSync.synced).toBe(true);
    store.dispatch({ type: 'boot/bootRequested' });
    const ready = await waitForState(store, (state) => state.boot.status === 'ready');
    expect(menusApi.endpoints.getMenuPositions.select(1)(ready).data?.length).toBeGreaterThan(50);
  });

  it('shows a fatal error when the API is unreachable, and retries', async () => {
    let reachable = false;
    const flaky: typeof fetch = (input, init) =>
      reachable ? fetch(input, init) : Promise.reject(new TypeError('Failed to fetch'));
    const store = makeStore(storedDelivery(2), flaky);
    const failed = await waitForState(store, (state) => state.boot.status === 'failed');
    expect(failed.boot.error).toEqual({ message: 'Failed to fetch', status: 500, code: 'network' });
    reachable = true;
    store.dispatch({ type: 'boot/bootRequested' });
    await waitForState(store, (state) => state.boot.status === 'ready');
  });
});

describe('preflight triggers against the reference API', { timeout: 40_000 }, () => {
  function recording(delayFirstMs = 0) {
    const preflights: Array<{ count: number }> = [];
    const fetchImpl: typeof fetch = async (input, init) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      if (!url.includes('/orders/preflight')) return fetch(input, init);
      const body = JSON.parse(String(init?.body)) as { positions: Array<{ count: number }> };
      preflights.push({ count: body.positions.reduce((sum, line) => sum + line.count, 0) });
      const response = await fetch(input, init);
      if (preflights.length === 1 && delayFirstMs > 0)
        await new Promise((resolve) => setTimeout(resolve, delayFirstMs));
      return response;
    };
    return { preflights, fetchImpl };
  }

  it('runs on load with a non-empty cart', async () => {
    const { preflights, fetchImpl } = recording();
    const store = makeStore(
      storedDelivery(1, {
        app_cart_positions: JSON.stringify([{ ...cartItem({ count: 5 }), sum: 130000, discounts: [], promoCodes: [] }]),
      }),
      fetchImpl,
    );
    const state = await waitForState(store, (s) => s.cart.pricing.status === 'fulfilled');
    expect(preflights).toEqual([{ count: 5 }]);
    expect(state.cart.pricing.deliveryPrice).toBe(24900);
    expect(selectOrderTotal(state)).toBe(selectCartTotals(state).total + 24900);
    expect(selectDeliveryHint(state)).toMatchObject({
      kind: expect.stringMatching(/^LEFT_TO_/),
      left: expect.any(Number),
    });
  });

  it('debounces a burst of cart changes into one request', async () => {
    const { preflights, fetchImpl } = recording();
    const store = makeStore(storedDelivery(1), fetchImpl);
    await waitForState(store, (s) => s.boot.status === 'ready');
    for (let i = 0; i < 5; i++) store.dispatch(positionAdded(cartItem()));
    await waitForState(store, (s) => s.cart.pricing.status === 'fulfilled');
    expect(preflights).toEqual([{ count: 5 }]);
  });

  it('a newer trigger cancels the running preflight: its stale answer is never applied', async () => {
    const { preflights, fetchImpl } = recording(800);
    const store = makeStore(storedDelivery(1), fetchImpl);
    await waitForState(store, (s) => s.boot.status === 'ready');
    store.dispatch(positionAdded(cartItem({ count: 4 })));
    await waitForState(store, (s) => s.cart.pricing.status === 'pending');
    store.dispatch(positionCountChanged({ line: { id: 1025, menuId: 1, modifiers: [] }, count: 6 }));
    const state = await waitForState(store, (s) => s.cart.pricing.status === 'fulfilled');
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(preflights).toEqual([{ count: 4 }, { count: 6 }]);
    expect(store.getState().cart.positions[0]).toMatchObject({ count: 6, sum: 156000 });
    expect(state.cart.positions[0]!.sum).toBe(156000);
  });
});

describe("the cart shows the server's truth, against the reference API (issue 25)", { timeout: 40_000 }, () => {
  const borscht = (count: number) => cartItem({ id: 1039, name: 'Борщ со сметаной', price: 39000, count });
  const nigiri = cartItem({ id: 1025, count: 1 });
  const borschtRef = { id: 1039, menuId: 1, modifiers: [] };
  const shown = (state: ReturnType<AppStore['getState']>) =>
    selectPricedCart(state).positions.map(({ id, count, sum, discounts, promoCodes }) => ({
      id,
      count,
      sum,
      discount: [...discounts, ...promoCodes].reduce((total, d) => total + d.calculated, 0),
    }));

  async function pricedDelivery(...items: CartItem[]) {
    const store = makeStore(storedDelivery(1));
    await waitForState(store, (s) => s.boot.status === 'ready');
    for (const item of items) store.dispatch(positionAdded(item));
    await waitForState(store, (s) => selectPricedCart(s).status === 'confirmed');
    return store;
  }

  it('refused after a count change: the lines show menu prices, the minimum names the promo code', async () => {
    // Центр: minimum 1 000 ₽. 3 × 390 + 260 with WELCOME10 passes; 2 × 390 + 260 − 10 % does not.
    const store = await pricedDelivery(borscht(3), nigiri);
    store.dispatch(promoCodeSubmitted('WELCOME10'));
    let state = await waitForState(
      store,
      (s) => s.orderDraft.promoCode.active && selectPricedCart(s).status === 'confirmed',
    );
    expect(selectCartTotals(state).discount).toBeGreaterThan(0);

    store.dispatch(positionCountChanged({ line: borschtRef, count: 2 }));
    // Not priced yet: nothing of the old answer is shown, and the order waits.
    state = store.getState();
    expect(selectPricedCart(state)).toMatchObject({ status: 'pending', deliveryPrice: null });
    expect(shown(state)[0]).toEqual({ id: 1039, count: 2, sum: 78000, discount: 0 });
    expect(selectCartBlock(state, Date.now())).toEqual({ kind: 'PRICING' });

    state = await waitForState(store, (s) => selectPricedCart(s).status === 'refused');
    expect(state.cart.pricing.errorCode).toBe('delivery.order-sum-not-enough.range');
    expect(shown(state)).toEqual([
      { id: 1039, count: 2, sum: 78000, discount: 0 },
      { id: 1025, count: 1, sum: 26000, discount: 0 },
    ]);
    expect(selectCartTotals(state)).toMatchObject({ discount: 0, total: 104000 });
    expect(selectOrderTotal(state)).toBe(104000);
    expect(selectDeliveryHint(state)).toEqual({ kind: 'NONE' });
    // 2 × 390 + 260 − 15 % on sushi = 1 001 ₽, − 10 % = 900,90 ₽: 99,10 ₽ left.
    expect(selectCartBlock(state, Date.now())).toEqual({
      kind: 'BELOW_MINIMUM',
      minimum: 100000,
      missing: 9910,
      promoCode: { code: 'WELCOME10', orderSum: 90090 },
    });
  });

  it('refused after a promo code: a refused code leaves the cart exactly as before, the code kept', async () => {
    const store = await pricedDelivery(borscht(2), nigiri);
    const before = selectPricedCart(store.getState());
    expect(before.status).toBe('confirmed');

    store.dispatch(promoCodeSubmitted('NO-SUCH-CODE'));
    const state = await waitForState(store, (s) => s.orderDraft.promoCodeError !== null);
    expect(state.orderDraft.promoCodeError?.code).toBe('promo-code.not-found');
    expect(state.orderDraft.promoCode.code).toBe('NO-SUCH-CODE');
    expect(selectPricedCart(state)).toEqual(before);
    expect(selectCartBlock(state, Date.now())).toBeNull();

    // A code the server accepts but that takes the sum below the minimum is a sum refusal.
    store.dispatch(promoCodeSubmitted('WELCOME10'));
    const refused = await waitForState(store, (s) => selectPricedCart(s).status === 'refused');
    expect(refused.orderDraft.promoCode).toMatchObject({ code: 'WELCOME10', active: false });
    expect(selectCartTotals(refused)).toMatchObject({ discount: 0, total: 104000 });
    expect(selectCartBlock(refused, Date.now())).toMatchObject({
      kind: 'BELOW_MINIMUM',
      promoCode: { code: 'WELCOME10' },
    });
  });

  it('refused after a delivery-type switch: the pickup discount goes, the minimum is told', async () => {
    const storage = createMemoryStorage({
      ...VERSION,
      app_city_id: '1',
      app_resto_id: '1',
      app_order_draft: JSON.stringify({ deliveryType: 'TAKE_AWAY', deliveryPlace: null, payType: 'CARD_ONLINE' }),
    });
    const store = makeStore(storage);
    await waitForState(store, (s) => s.boot.status === 'ready');
    store.dispatch(positionAdded(borscht(2)));
    let state = await waitForState(store, (s) => selectPricedCart(s).status === 'confirmed');
    // Самовывоз −10 %.
    expect(selectCartTotals(state)).toMatchObject({ discount: 7800, total: 70200 });

    store.dispatch(openLocationSelection());
    store.dispatch(changeDraftDeliveryType('DELIVERY'));
    store.dispatch(changeDraftDeliveryPlace(placeIn(1), '15'));
    store.dispatch(locationSaveRequested());
    state = await waitForState(store, (s) => s.location.deliveryType === 'DELIVERY');
    expect(selectCartTotals(state)).toMatchObject({ discount: 0, total: 78000 });

    state = await waitForState(store, (s) => selectPricedCart(s).status === 'refused');
    expect(shown(state)).toEqual([{ id: 1039, count: 2, sum: 78000, discount: 0 }]);
    expect(selectPricedCart(state).deliveryPrice).toBeNull();
    expect(selectCartBlock(state, Date.now())).toEqual({ kind: 'BELOW_MINIMUM', minimum: 100000, missing: 22000 });
  });
});

describe('startup tokens against the reference API', { timeout: 40_000 }, () => {
  const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const jwt = (exp: number) => `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64({ sub: 'p-1', exp })}.signature`;
  const inSeconds = (seconds: number) => Math.floor((Date.now() + serverOffsetMs) / 1000) + seconds;
  const person = {
    id: 'p-1',
    accountIds: [],
    avatar: null,
    deliveries: [],
    email: null,
    firstName: 'Анна',
    lastName: null,
    patronymic: null,
    phone: '+79990000000',
  };

  it('signs out at startup when the refresh token has expired', async () => {
    const storage = storedDelivery(1, {
      app_person: JSON.stringify(person),
      app_token_set: JSON.stringify({
        accessToken: jwt(inSeconds(-600)),
        refreshToken: jwt(inSeconds(-60)),
        source: 'PHONE',
      }),
    });
    const store = makeStore(storage);
    const ready = await waitForState(store, (state) => state.boot.status === 'ready');
    expect(ready.auth).toEqual({ profile: null, tokenSet: null });
    store.flushPersistence();
    expect(storage.getItem('app_token_set')).toBeNull();
    expect(storage.getItem('app_person')).toBeNull();
  });

  /** Signs in by phone through the store, reading the code from the API's development SMS outbox. */
  async function signInByPhone(store: AppStore, phone: string) {
    const captcha = { apiKey: 'web', captchaToken: 'test' };
    await store
      .dispatch(signInApi.endpoints.requestPhoneCode.initiate({ ...captcha, mode: 'WEB', phone, whiteLabel: 'demo' }))
      .unwrap();
    const outbox = (await (await fetch(`${api.baseUrl}/dev/sms-outbox?phone=${encodeURIComponent(phone)}`)).json()) as {
      messages: Array<{ text: string }>;
    };
    const code = /\d{4,6}/.exec(outbox.messages.at(-1)!.text)![0];
    await store.dispatch(signInApi.endpoints.signInPhone.initiate({ ...captcha, code, phone })).unwrap();
  }

  it('a phone sign-in stores the tokens, fetches the profile and prices the cart personally', async () => {
    const preflights: string[] = [];
    const recording: typeof fetch = (input, init) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      if (url.includes('preflight')) preflights.push(new URL(url).pathname);
      return fetch(input, init);
    };
    const storage = storedDelivery(1, {
      app_cart_positions: JSON.stringify([{ ...cartItem({ count: 5 }), sum: 130000, discounts: [], promoCodes: [] }]),
    });
    const store = makeStore(storage, recording);
    await waitForState(store, (state) => state.boot.status === 'ready' && state.cart.pricing.status === 'fulfilled');
    await signInByPhone(store, '+79990001122');
    const signedIn = await waitForState(store, (state) => selectIsAuthorized(state));
    expect(signedIn.auth.tokenSet).toMatchObject({ source: 'PHONE' });
    expect(signedIn.auth.profile?.phone).toBe('+79990001122');
    const priced = await waitForState(store, () => preflights.length === 2);
    expect(preflights[1]).toBe(`/1/persons/${priced.auth.profile!.id}/orders/preflight`);
    store.flushPersistence();
    expect(JSON.parse(storage.getItem('app_token_set')!)).toEqual(signedIn.auth.tokenSet);
  });

  it('refreshes an expired access token at startup; a refused refresh signs out', async () => {
    const first = makeStore(storedDelivery(1));
    await waitForState(first, (state) => state.boot.status === 'ready');
    await signInByPhone(first, '+79990003344');
    const session = await waitForState(first, (state) => selectIsAuthorized(state));
    first.dispose();

    const expired = { ...session.auth.tokenSet!, accessToken: jwt(inSeconds(-5)) };
    const storage = storedDelivery(1, {
      app_person: JSON.stringify(session.auth.profile),
      app_token_set: JSON.stringify(expired),
    });
    const refreshed = await waitForState(makeStore(storage), (state) => state.boot.status === 'ready');
    expect(refreshed.auth.profile).toEqual(session.auth.profile);
    expect(refreshed.auth.tokenSet?.accessToken).not.toBe(expired.accessToken);
    expect(refreshed.auth.tokenSet?.refreshToken).not.toBe(expired.refreshToken);

    // A refresh token the server does not recognise is refused, and the person is signed out.
    const forged = { ...expired, refreshToken: jwt(inSeconds(3600)) };
    const refused = storedDelivery(1, {
      app_person: JSON.stringify(session.auth.profile),
      app_token_set: JSON.stringify(forged),
    });
    const signedOut = await waitForState(makeStore(refused), (state) => state.boot.status === 'ready');
    expect(signedOut.auth).toEqual({ profile: null, tokenSet: null });
  });
  it('edits the profile and signs out on the server too: the old refresh token is refused (issue 26)', async () => {
    const store = makeStore(storedDelivery(1));
    await waitForState(store, (state) => state.boot.status === 'ready');
    await signInByPhone(store, '+79990005566');
    const session = await waitForState(store, (state) => selectIsAuthorized(state));

    const bad = await store.dispatch(personApi.endpoints.updateMe.initiate({ email: 'anna@' }));
    expect(bad.error).toMatchObject({ status: 400, message: 'Укажите корректный email' });
    await store
      .dispatch(personApi.endpoints.updateMe.initiate({ firstName: 'Анна', email: 'anna@example.test' }))
      .unwrap();
    expect(store.getState().auth.profile).toMatchObject({ firstName: 'Анна', email: 'anna@example.test' });

    await store.dispatch(personApi.endpoints.signOut.initiate({ everywhere: true })).unwrap();
    expect(store.getState().auth).toEqual({ profile: null, tokenSet: null });
    const refresh = await fetch(`${api.baseUrl}/api/v1/sign/refresh`, {
      method: 'POST',
      headers: { authorization: `Bearer ${session.auth.tokenSet!.refreshToken}` },
    });
    expect(refresh.status).toBe(401);
  });
});
