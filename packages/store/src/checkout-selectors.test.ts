import type { Resto } from '@tarelka/api-client';
import type { DeliveryPlace } from '@tarelka/domain';
import { describe, expect, it } from 'vitest';
import { restosApi } from './api/restos';
import { zonesApi } from './api/zones';
import {
  selectAvailablePayTypes,
  selectCartBlock,
  selectCheckoutBlock,
  selectCheckoutInitialValues,
  selectCheckoutPayType,
} from './checkout-selectors';
import { pricingKey } from './pricing';
import { positionAdded, preflightFailed, preflightSucceeded } from './slices/cart';
import { locationCommitted } from './slices/location';
import { commentChanged, orderPersonChanged, payTypeChanged } from './slices/order-draft';
import { profileReceived } from './slices/auth';
import { saveDeliveryPlaceDetails } from './thunks/delivery-place';
import { cartItem, createTestStore, person } from './testing/factories';

/** Monday 2 June 2025, 12:00 and 23:30 in Moscow (UTC+3). */
const NOON = Date.parse('2025-06-02T12:00:00+03:00');
const NIGHT = Date.parse('2025-06-02T23:30:00+03:00');

const entry = { cardOnline: 'gateway', cardUponReceipt: true, cashUponReceipt: true };

/** A resto open 10:00–22:00 every day that takes every pay type for delivery, none for pickup. */
function resto(overrides: Partial<Resto> = {}): Resto {
  return {
    id: 1,
    cityId: 1,
    name: 'Тарелка на Тверской',
    address: 'ул. Тверская, 7',
    street: 'Тверская',
    averageCheck: null,
    currency: 'RUB',
    description: '',
    emails: [],
    phones: [],
    links: [],
    location: { lat: 55.76, lng: 37.61 },
    menus: [],
    openingHours: ([1, 2, 3, 4, 5, 6, 7] as const).map((dayOfWeek) => ({
      dayOfWeek,
      active: true,
      open: '10:00',
      close: '22:00',
    })),
    order: 1,
    payConfig: { delivery: entry, takeAway: null },
    payEngine: 'test',
    pays: [],
    photos: [],
    tags: [],
    timezone: '+03:00',
    ...overrides,
  };
}

const place: DeliveryPlace = { address: 'ул. Тверская, 7', location: { lat: 55.76, lng: 37.61 } };

/** A store with a saved DELIVERY location in a zone of 1 000–5 000 ₽ and the resto cached. */
async function checkoutStore(options: { resto?: Resto; deliveryPlace?: DeliveryPlace | null } = {}) {
  const store = createTestStore();
  // Cache entries, as the resto and zone calls would leave them.
  await store.dispatch(restosApi.util.upsertQueryData('getResto', 1, options.resto ?? resto()));
  await store.dispatch(
    zonesApi.util.upsertQueryData('getCityZones', 1, [
      {
        id: 1,
        name: 'Центр',
        restoId: 1,
        polygon: [
          { lat: 55, lng: 37 },
          { lat: 56, lng: 37 },
          { lat: 56, lng: 38 },
          { lat: 55, lng: 38 },
        ],
        thresholds: [{ deliveryCost: 0, deliveryTime: 60, orderPrice: { min: 100000, max: 500000 } }],
      },
    ]),
  );
  store.dispatch(
    locationCommitted({
      cityId: 1,
      deliveryType: 'DELIVERY',
      restoId: 1,
      deliveryPlace: options.deliveryPlace === undefined ? place : options.deliveryPlace,
      payType: null,
    }),
  );
  return store;
}

type TestStore = Awaited<ReturnType<typeof checkoutStore>>;

/** The server priced the cart as it is now, at menu prices. */
function priced(store: TestStore) {
  const state = store.getState();
  const positions = state.cart.positions.map(({ id, name, price, count, sum }) => ({
    id,
    name,
    price,
    count,
    sum,
    modifiers: [],
    discounts: [],
    promoCodes: [],
    specials: [],
    payableAmount: sum,
  }));
  const total = positions.reduce((sum, line) => sum + line.sum, 0);
  const response = {
    positions,
    promoCode: null,
    promoCodeMaxDiscountAmount: null,
    promoCodeMinOrderAmount: null,
    subtotal: total,
    discountTotal: 0,
    deliveryPrice: 0,
    total,
    zoneId: 1,
    deliveryTime: 60,
  };
  store.dispatch(preflightSucceeded(response, pricingKey(state)));
}

/** The server refused the cart as it is now. */
function refused(store: TestStore, code: string, extra: { promoCode?: string; orderSum?: number } = {}) {
  store.dispatch(preflightFailed({ code, message: code, status: 422, key: pricingKey(store.getState()), ...extra }));
}

describe('checkout selectors', () => {
  it("offers the resto's pay types for the delivery type, the saved one kept, else the default", async () => {
    const store = await checkoutStore();
    expect(selectAvailablePayTypes(store.getState())).toEqual([
      'CARD_ONLINE',
      'CARD_UPON_RECEIPT',
      'CASH_UPON_RECEIPT',
    ]);
    expect(selectCheckoutPayType(store.getState())).toBe('CARD_ONLINE');
    store.dispatch(payTypeChanged('CASH_UPON_RECEIPT'));
    expect(selectCheckoutPayType(store.getState())).toBe('CASH_UPON_RECEIPT');
    store.dispatch(
      locationCommitted({ cityId: 1, deliveryType: 'TAKE_AWAY', restoId: 1, deliveryPlace: null, payType: null }),
    );
    expect(selectAvailablePayTypes(store.getState())).toEqual([]);
    expect(selectCheckoutPayType(store.getState())).toBeNull();
  });

  it("blocks the cart without a delivery place, when closed, until priced, then by the server's refusal", async () => {
    const placeless = await checkoutStore({ deliveryPlace: null });
    expect(selectCartBlock(placeless.getState(), NOON)).toEqual({ kind: 'NO_LOCATION' });
    const store = await checkoutStore();
    store.dispatch(positionAdded(cartItem({ price: 50000 })));
    expect(selectCartBlock(store.getState(), NIGHT)).toEqual({ kind: 'CLOSED' });
    expect(selectCartBlock(store.getState(), NOON)).toEqual({ kind: 'PRICING' });
    refused(store, 'delivery.order-sum-not-enough.range');
    expect(selectCartBlock(store.getState(), NOON)).toEqual({ kind: 'BELOW_MINIMUM', minimum: 100000, missing: 50000 });
    store.dispatch(positionAdded(cartItem({ id: 2, price: 600000 })));
    expect(selectCartBlock(store.getState(), NOON)).toEqual({ kind: 'PRICING' });
    refused(store, 'delivery.order-sum-too-much.range');
    expect(selectCartBlock(store.getState(), NOON)).toEqual({ kind: 'ABOVE_MAXIMUM', maximum: 500000 });
    refused(store, 'delivery.zone-not-found');
    expect(selectCartBlock(store.getState(), NOON)).toEqual({ kind: 'PRICING_FAILED' });
  });

  it('names the promo code that took the sum below the minimum, with the sum the server checked', async () => {
    const store = await checkoutStore();
    store.dispatch(positionAdded(cartItem({ price: 108900 })));
    refused(store, 'delivery.order-sum-not-enough.range', { promoCode: 'WELCOME10', orderSum: 98010 });
    expect(selectCartBlock(store.getState(), NOON)).toEqual({
      kind: 'BELOW_MINIMUM',
      minimum: 100000,
      missing: 1990,
      promoCode: { code: 'WELCOME10', orderSum: 98010 },
    });
    // Without the server's sum the menu total passes: the lowest minimum, and no amount left.
    refused(store, 'delivery.order-sum-not-enough.range', { promoCode: 'WELCOME10' });
    expect(selectCartBlock(store.getState(), NOON)).toEqual({
      kind: 'BELOW_MINIMUM',
      minimum: 100000,
      promoCode: { code: 'WELCOME10', orderSum: null },
    });
  });

  it('lets the cart go to checkout once the server priced it, while open', async () => {
    const store = await checkoutStore();
    store.dispatch(positionAdded(cartItem({ price: 150000 })));
    priced(store);
    expect(selectCartBlock(store.getState(), NOON)).toBeNull();
  });

  it("blocks checkout by the server's refusal first, even when closed, then closed, then without pay types", async () => {
    const store = await checkoutStore();
    store.dispatch(positionAdded(cartItem({ price: 50000 })));
    refused(store, 'delivery.order-sum-not-enough.range');
    expect(selectCheckoutBlock(store.getState(), NIGHT)).toEqual({
      closed: true,
      block: { kind: 'BELOW_MINIMUM', minimum: 100000, missing: 50000 },
    });
    store.dispatch(positionAdded(cartItem({ id: 2, price: 100000 })));
    priced(store);
    expect(selectCheckoutBlock(store.getState(), NIGHT)).toEqual({ closed: true, block: { kind: 'CLOSED' } });
    expect(selectCheckoutBlock(store.getState(), NOON)).toEqual({ closed: false, block: null });
    const noPay = await checkoutStore({ resto: resto({ payConfig: { delivery: null, takeAway: null } }) });
    noPay.dispatch(positionAdded(cartItem({ price: 150000 })));
    expect(selectCheckoutBlock(noPay.getState(), NOON)).toEqual({ closed: false, block: { kind: 'NO_PAY_TYPES' } });
  });

  it('opens the form with the draft first, then the first delivery of the profile, and the place details', async () => {
    const store = await checkoutStore({ deliveryPlace: { ...place, apartment: '12', floor: '5' } });
    store.dispatch(
      profileReceived(
        person({
          lastName: 'Иванова',
          email: 'anna@example.ru',
          phone: '+79161234567',
          deliveries: [{ personName: null, email: 'work@example.ru', phone: null }],
        }),
      ),
    );
    expect(selectCheckoutInitialValues(store.getState())).toEqual({
      name: 'Анна Иванова',
      email: 'work@example.ru',
      phone: '+79161234567',
      comment: '',
      apartment: '12',
      entrance: '',
      floor: '5',
      intercom: '',
      placeComment: '',
      payType: '',
    });
    store.dispatch(orderPersonChanged({ name: 'Аня', email: 'anya@example.ru' }));
    store.dispatch(commentChanged('Без лука'));
    expect(selectCheckoutInitialValues(store.getState())).toMatchObject({
      name: 'Аня',
      email: 'anya@example.ru',
      comment: 'Без лука',
    });
  });
});

describe('saveDeliveryPlaceDetails', () => {
  it('keeps the trimmed details with the saved place, empty ones as null', async () => {
    const store = await checkoutStore();
    store.dispatch(
      saveDeliveryPlaceDetails({ apartment: ' 12 ', entrance: '', floor: '5', intercom: '', comment: 'Код 12К' }),
    );
    expect(store.getState().location.deliveryPlace).toEqual({
      ...place,
      apartment: '12',
      entrance: null,
      floor: '5',
      intercom: null,
      comment: 'Код 12К',
    });
  });

  it('commits nothing when no detail changed or the location is a pickup', async () => {
    const store = await checkoutStore();
    const details = { apartment: '12', entrance: '', floor: '', intercom: '', comment: '' };
    store.dispatch(saveDeliveryPlaceDetails(details));
    const saved = store.getState().location;
    store.dispatch(saveDeliveryPlaceDetails({ ...details, apartment: '12 ' }));
    expect(store.getState().location).toBe(saved);

    store.dispatch(
      locationCommitted({ cityId: 1, deliveryType: 'TAKE_AWAY', restoId: 1, deliveryPlace: null, payType: null }),
    );
    store.dispatch(saveDeliveryPlaceDetails({ ...details, apartment: '14' }));
    expect(store.getState().location.deliveryPlace).toBeNull();
  });
});
