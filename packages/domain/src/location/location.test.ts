import { describe, expect, it } from 'vitest';
import { classifyCartCheckError } from '../preflight/errors';
import type { Zone } from '../zones/types';
import { deliveryPlaceChanged } from './delivery-place';
import { canGoBackToCities, initLocationFlow, locationFlow, locationStartStep } from './location';
import {
  CONFIRM_ADDRESS_POPUP,
  decideLocationSave,
  isLocationUnchanged,
  needsAddressConfirmation,
  placeLocationErrors,
  validateLocation,
  type LocationSaveInput,
} from './save';
import type { LocationSelection } from './types';

const zone: Zone = {
  id: 1,
  name: 'Центр',
  restoId: 10,
  thresholds: [],
  polygon: [
    { lat: 55.7, lng: 37.5 },
    { lat: 55.7, lng: 37.7 },
    { lat: 55.8, lng: 37.7 },
    { lat: 55.8, lng: 37.5 },
  ],
};
const inside = { lat: 55.75, lng: 37.6 };
const outside = { lat: 56.5, lng: 37.6 };
const none: LocationSelection = { cityId: null, deliveryType: null, restoId: null, deliveryPlace: null };
const delivered: LocationSelection = {
  cityId: 1,
  deliveryType: 'DELIVERY',
  restoId: 10,
  deliveryPlace: { address: 'Тверская ул., 7', location: inside },
};

describe('the location step machine', () => {
  it('starts at the city step with several cities and nothing chosen', () => {
    expect(locationStartStep({ cityCount: 3, cityId: null })).toBe('citySelection');
  });

  it('skips the city step with one city or a city already chosen', () => {
    expect(locationStartStep({ cityCount: 1, cityId: null })).toBe('deliveryTypeSelection');
    expect(locationStartStep({ cityCount: 3, cityId: 2 })).toBe('deliveryTypeSelection');
    expect(initLocationFlow(none, 1, 5).draft.cityId).toBe(5);
  });

  it('goes to the delivery type step on picking a city, and back only with several cities', () => {
    let s = initLocationFlow(none, 3);
    s = locationFlow(s, { type: 'cityPicked', cityId: 2 });
    expect(s.step).toBe('deliveryTypeSelection');
    expect(canGoBackToCities(s)).toBe(true);
    expect(locationFlow(s, { type: 'backRequested' }).step).toBe('citySelection');
    const single = initLocationFlow(none, 1, 5);
    expect(canGoBackToCities(single)).toBe(false);
    expect(locationFlow(single, { type: 'backRequested' })).toBe(single);
  });

  it('drops the resto and place when another city is picked', () => {
    let s = initLocationFlow(delivered, 3);
    s = locationFlow(s, { type: 'backRequested' });
    s = locationFlow(s, { type: 'cityPicked', cityId: 2 });
    expect(s.draft).toMatchObject({ cityId: 2, restoId: null, deliveryPlace: null, deliveryType: 'DELIVERY' });
  });

  it('restores the stored selection on reset', () => {
    let s = initLocationFlow(delivered, 3);
    s = locationFlow(s, { type: 'deliveryTypeChanged', deliveryType: 'TAKE_AWAY', firstPickupPointId: 4 });
    expect(s.draft).toMatchObject({ deliveryType: 'TAKE_AWAY', restoId: 4 });
    s = locationFlow(s, { type: 'resetRequested', stored: delivered });
    expect(s.draft).toBe(delivered);
    expect(s.step).toBe('deliveryTypeSelection');
  });

  it('selects the resto of the zone containing the place, or none', () => {
    let s = initLocationFlow({ ...delivered, restoId: null, deliveryPlace: null }, 1);
    s = locationFlow(s, deliveryPlaceChanged({ address: 'x', location: inside }, [zone]));
    expect(s.draft).toMatchObject({ restoId: 10, deliveryPlace: { address: 'x' } });
    s = locationFlow(s, deliveryPlaceChanged({ address: 'y', location: outside }, [zone]));
    expect(s.draft.restoId).toBeNull();
    s = locationFlow(s, { type: 'pickupPointPicked', restoId: 10 });
    s = locationFlow(s, deliveryPlaceChanged({ address: 'z', location: null }, [zone]));
    expect(s.draft).toMatchObject({ restoId: null, deliveryPlace: { address: 'z' } });
  });
});

describe('save step 1: the house number', () => {
  it("asks to confirm an address without a house number once, with the spec's texts", () => {
    const base = { deliveryType: 'DELIVERY' as const, address: 'Тверская ул.', houseNumber: null, confirmed: false };
    expect(needsAddressConfirmation(base)).toBe(true);
    expect(needsAddressConfirmation({ ...base, confirmed: true })).toBe(false);
    expect(needsAddressConfirmation({ ...base, houseNumber: '7' })).toBe(false);
    expect(needsAddressConfirmation({ ...base, deliveryType: 'TAKE_AWAY' })).toBe(false);
    expect(needsAddressConfirmation({ ...base, address: '' })).toBe(false);
    expect(CONFIRM_ADDRESS_POPUP).toEqual({
      title: 'Подтвердите адрес',
      text: 'Уточните номер дома для доставки. Если его нет на карте, уточните его в комментарии к заказу.',
      edit: 'Уточнить данные',
      proceed: 'Продолжить без номера',
    });
  });
});

describe('save step 2: validation', () => {
  it('needs an address inside a zone for delivery', () => {
    const ctx = { zones: [zone], pickupPointIds: [] };
    expect(validateLocation(delivered, ctx)).toEqual([]);
    expect(validateLocation({ ...delivered, deliveryPlace: null }, ctx)).toEqual(['ADDRESS_REQUIRED']);
    expect(validateLocation({ ...delivered, deliveryPlace: { address: 'x', location: outside } }, ctx)).toEqual([
      'ADDRESS_OUTSIDE_ZONES',
    ]);
  });

  it('needs a chosen pickup point for take-away', () => {
    const takeAway: LocationSelection = { cityId: 1, deliveryType: 'TAKE_AWAY', restoId: null, deliveryPlace: null };
    expect(validateLocation(takeAway, { zones: [], pickupPointIds: [3] })).toEqual(['PICKUP_POINT_REQUIRED']);
    expect(validateLocation({ ...takeAway, restoId: 3 }, { zones: [], pickupPointIds: [3] })).toEqual([]);
    expect(validateLocation(takeAway, { zones: [], pickupPointIds: [] })).toEqual(['NO_PICKUP_POINTS']);
  });

  it('sees an unchanged location', () => {
    expect(
      isLocationUnchanged(delivered, { ...delivered, deliveryPlace: { ...delivered.deliveryPlace!, apartment: '5' } }),
    ).toBe(true);
    expect(
      isLocationUnchanged(delivered, { ...delivered, deliveryPlace: { address: 'Другой', location: inside } }),
    ).toBe(false);
    expect(isLocationUnchanged(delivered, { ...delivered, deliveryType: 'TAKE_AWAY' })).toBe(false);
  });
});

describe('placeLocationErrors', () => {
  it('puts the first address error under the address field for delivery', () => {
    expect(placeLocationErrors(['ADDRESS_REQUIRED', 'ADDRESS_NOT_FOUND'], 'DELIVERY')).toEqual({
      field: 'ADDRESS_REQUIRED',
      alerts: [],
    });
  });

  it('puts a pickup error under the list for take-away and the rest in alerts', () => {
    expect(placeLocationErrors(['ADDRESS_REQUIRED', 'PICKUP_POINT_REQUIRED'], 'TAKE_AWAY')).toEqual({
      field: 'PICKUP_POINT_REQUIRED',
      alerts: ['ADDRESS_REQUIRED'],
    });
    expect(placeLocationErrors(['NO_PICKUP_POINTS'], 'DELIVERY')).toEqual({
      field: null,
      alerts: ['NO_PICKUP_POINTS'],
    });
  });
});

describe('decideLocationSave', () => {
  const base: LocationSaveInput = {
    draft: delivered,
    stored: none,
    houseNumber: '7',
    addressConfirmed: false,
    zones: [zone],
    pickupPointIds: [3],
    cartEmpty: false,
    currentPayType: 'CARD_ONLINE',
    availablePayTypes: ['CASH_UPON_RECEIPT'],
  };

  it('walks the four steps, saying what the UI must do next', () => {
    expect(decideLocationSave({ ...base, houseNumber: null })).toEqual({ next: 'CONFIRM_ADDRESS' });
    expect(decideLocationSave({ ...base, houseNumber: null, addressConfirmed: true })).toEqual({ next: 'CHECK_CART' });
    const bad = { ...delivered, deliveryPlace: { address: 'Далеко, 1', location: outside } };
    expect(decideLocationSave({ ...base, draft: bad })).toEqual({
      next: 'SHOW_ERRORS',
      errors: ['ADDRESS_OUTSIDE_ZONES'],
    });
    const failed = classifyCartCheckError({ code: 'person-order.position-not-found-in-resto' });
    expect(decideLocationSave({ ...base, cartCheck: failed })).toEqual({ next: 'CONFIRM_CART_CLEAR' });
    expect(decideLocationSave({ ...base, cartCheck: failed, cartClearConfirmed: false })).toEqual({
      next: 'CLOSE_CONFLICT',
    });
    expect(decideLocationSave({ ...base, cartCheck: failed, cartClearConfirmed: true })).toEqual({
      next: 'COMMIT',
      commit: { ...delivered, payType: 'CASH_UPON_RECEIPT', clearCart: true },
    });
  });

  it('commits with the pay type kept when valid and no cart check for an empty cart', () => {
    expect(decideLocationSave({ ...base, cartEmpty: true, availablePayTypes: ['CARD_ONLINE'] })).toEqual({
      next: 'COMMIT',
      commit: { ...delivered, payType: 'CARD_ONLINE', clearCart: false },
    });
  });

  it('commits a valid cart check and stores no delivery place for take-away', () => {
    const takeAway: LocationSelection = {
      cityId: 1,
      deliveryType: 'TAKE_AWAY',
      restoId: 3,
      deliveryPlace: delivered.deliveryPlace,
    };
    const ok = classifyCartCheckError({ code: 'delivery.order-sum-not-enough.range' });
    expect(decideLocationSave({ ...base, draft: takeAway, cartCheck: ok, availablePayTypes: [] })).toEqual({
      next: 'COMMIT',
      commit: {
        cityId: 1,
        deliveryType: 'TAKE_AWAY',
        restoId: 3,
        deliveryPlace: null,
        payType: null,
        clearCart: false,
      },
    });
  });

  it('skips validation and the cart check when nothing changed', () => {
    const stale = { ...delivered, restoId: 10 };
    const step = decideLocationSave({ ...base, draft: stale, stored: stale, zones: [] });
    expect(step.next).toBe('COMMIT');
  });
});
