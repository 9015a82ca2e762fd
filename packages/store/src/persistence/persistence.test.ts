import { describe, expect, it, vi } from 'vitest';
import {
  adulthoodConfirmed,
  cookiesConsentAccepted,
  cookiesConsentDeclined,
  localeChanged,
  menuFilterChanged,
} from '../slices/ui';
import { cartCleared, positionAdded } from '../slices/cart';
import { locationCommitted } from '../slices/location';
import { profileReceived, signedIn, signedOut, tokensReceived } from '../slices/auth';
import { commentChanged, personCountChanged, promoCodeSubmitted } from '../slices/order-draft';
import { cartItem, createTestStore } from '../testing/factories';
import { STORAGE_KEYS } from './keys';
import { createMemoryStorage } from './persistence';

const VERSION = { [STORAGE_KEYS.version]: '"1.0.0"', [STORAGE_KEYS.whiteLabel]: '"demo"' };
const tokens = { accessToken: 'a.b.c', refreshToken: 'd.e.f', source: 'PHONE' as const };
const person = {
  id: 'p-1',
  accountIds: [],
  avatar: null,
  deliveries: [],
  email: 'anna@example.ru',
  firstName: 'Анна',
  lastName: null,
  patronymic: null,
  phone: '+79990000000',
};
const place = { address: 'ул. Тверская, 7', apartment: '12', location: { lat: 55.76, lng: 37.61 } };

function storedStore(values: Record<string, string>, warn = vi.fn()) {
  const storage = createMemoryStorage({ ...VERSION, ...values });
  const store = createTestStore({ storage, warn });
  return { store, storage, warn };
}

describe('persistence: writing each key', () => {
  it('writes the consents and the locale', () => {
    const { store, storage } = storedStore({});
    store.dispatch(adulthoodConfirmed(true));
    store.dispatch(cookiesConsentAccepted());
    store.dispatch(localeChanged('en'));
    store.flushPersistence();
    expect(storage.getItem('app_adulthood_confirmed')).toBe('true');
    expect(storage.getItem('app_cookies_consent_accepted')).toBe('true');
    expect(storage.getItem('app_locale')).toBe('"en"');
  });

  it('keeps a declined cookie banner as false, so it is answered after a reload and not before', () => {
    const { store, storage } = storedStore({});
    expect(store.getState().ui.cookiesConsentAccepted).toBeNull();
    store.dispatch(cookiesConsentDeclined());
    store.flushPersistence();
    expect(storage.getItem('app_cookies_consent_accepted')).toBe('false');
    const reloaded = createTestStore({ storage });
    expect(reloaded.getState().ui.cookiesConsentAccepted).toBe(false);
  });

  it('writes the selected city and resto and the delivery place in the order draft', () => {
    const { store, storage } = storedStore({});
    store.dispatch(
      locationCommitted({
        cityId: 1,
        deliveryType: 'DELIVERY',
        restoId: 2,
        deliveryPlace: place,
        payType: 'CASH_UPON_RECEIPT',
      }),
    );
    store.flushPersistence();
    expect(storage.getItem('app_city_id')).toBe('1');
    expect(storage.getItem('app_resto_id')).toBe('2');
    expect(JSON.parse(storage.getItem('app_order_draft')!)).toMatchObject({
      deliveryType: 'DELIVERY',
      deliveryPlace: place,
      payType: 'CASH_UPON_RECEIPT',
    });
  });

  it('writes the cart positions and removes the key when the cart is cleared', () => {
    const { store, storage } = storedStore({});
    store.dispatch(positionAdded(cartItem({ count: 2 })));
    store.flushPersistence();
    expect(JSON.parse(storage.getItem('app_cart_positions')!)).toEqual([
      expect.objectContaining({ id: 1025, count: 2, sum: 52000 }),
    ]);
    store.dispatch(cartCleared());
    store.flushPersistence();
    expect(storage.getItem('app_cart_positions')).toBeNull();
  });

  it('writes the token set and the profile, and removes both on sign-out', () => {
    const { store, storage } = storedStore({});
    store.dispatch(signedIn({ tokenSet: tokens }));
    store.dispatch(profileReceived(person));
    store.flushPersistence();
    expect(JSON.parse(storage.getItem('app_token_set')!)).toEqual(tokens);
    expect(JSON.parse(storage.getItem('app_person')!)).toEqual(person);
    store.dispatch(signedOut());
    store.flushPersistence();
    expect(storage.getItem('app_token_set')).toBeNull();
    expect(storage.getItem('app_person')).toBeNull();
  });

  it('writes the order draft fields: comment, person count and promo code', () => {
    const { store, storage } = storedStore({});
    store.dispatch(commentChanged('Позвоните за 10 минут'));
    store.dispatch(personCountChanged(3));
    store.dispatch(promoCodeSubmitted('WELCOME10'));
    store.flushPersistence();
    expect(JSON.parse(storage.getItem('app_order_draft')!)).toMatchObject({
      comment: 'Позвоните за 10 минут',
      personCount: 3,
      promoCode: { active: false, code: 'WELCOME10' },
    });
  });

  it('writes the menu filters, and removes the key when they are cleared', () => {
    const { store, storage } = storedStore({});
    store.dispatch(menuFilterChanged({ excludeAllergens: ['gluten', 'milk'], diets: ['vegetarian'] }));
    store.flushPersistence();
    expect(JSON.parse(storage.getItem('app_menu_filter')!)).toEqual({
      excludeAllergens: ['gluten', 'milk'],
      diets: ['vegetarian'],
    });
    store.dispatch(menuFilterChanged({ excludeAllergens: [], diets: [] }));
    store.flushPersistence();
    expect(storage.getItem('app_menu_filter')).toBeNull();
  });

  it('never persists the RTK Query cache', () => {
    const { store, storage } = storedStore({});
    store.dispatch(positionAdded(cartItem()));
    store.flushPersistence();
    const keys = Array.from({ length: storage.length! }, (_, i) => storage.key!(i));
    expect(keys.every((key) => key?.startsWith('app_'))).toBe(true);
    expect(Object.values(Object.fromEntries(keys.map((k) => [k, storage.getItem(k!)]))).join()).not.toContain(
      'queries',
    );
  });

  it('throttles writes: many changes in a burst make one write per key', async () => {
    vi.useFakeTimers();
    try {
      const storage = createMemoryStorage({ ...VERSION });
      const setItem = vi.spyOn(storage, 'setItem');
      const store = createTestStore({ storage, persistThrottleMs: 200 });
      for (let i = 0; i < 20; i++) store.dispatch(positionAdded(cartItem()));
      expect(setItem).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(200);
      expect(setItem.mock.calls.filter(([key]) => key === 'app_cart_positions')).toHaveLength(1);
      expect(JSON.parse(storage.getItem('app_cart_positions')!)[0].count).toBe(20);
    } finally {
      vi.useRealTimers();
    }
  });

  it('writes refreshed tokens at once, not after the throttle: another tab must never read a rotated refresh token', async () => {
    vi.useFakeTimers();
    try {
      const storage = createMemoryStorage({ ...VERSION });
      const store = createTestStore({ storage, persistThrottleMs: 5_000 });
      store.dispatch(positionAdded(cartItem()));
      store.dispatch(profileReceived(person));
      store.dispatch(tokensReceived({ accessToken: 'a.b.c', refreshToken: 'r.s.t' }));
      expect(JSON.parse(storage.getItem('app_token_set')!)).toMatchObject({
        accessToken: 'a.b.c',
        refreshToken: 'r.s.t',
      });
      // The flush writes what else was waiting too; later cart changes are throttled again.
      expect(storage.getItem('app_cart_positions')).not.toBeNull();
      store.dispatch(positionAdded(cartItem()));
      expect(JSON.parse(storage.getItem('app_cart_positions')!)[0].count).toBe(1);
      await vi.advanceTimersByTimeAsync(5_000);
      expect(JSON.parse(storage.getItem('app_cart_positions')!)[0].count).toBe(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps working when the storage refuses a write (quota), with a warning', () => {
    const storage = createMemoryStorage({ ...VERSION });
    storage.setItem = () => {
      throw new DOMException('QuotaExceededError');
    };
    const warn = vi.fn();
    const store = createTestStore({ storage, warn });
    store.dispatch(positionAdded(cartItem()));
    expect(() => store.flushPersistence()).not.toThrow();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('app_cart_positions'));
  });
});

describe('persistence: reading each key', () => {
  it('restores every key', () => {
    const cart = [{ ...cartItem({ count: 2 }), sum: 52000, discounts: [], promoCodes: [] }];
    const { store } = storedStore({
      app_adulthood_confirmed: 'true',
      app_cookies_consent_accepted: 'true',
      app_locale: '"en"',
      app_city_id: '1',
      app_resto_id: '2',
      app_cart_positions: JSON.stringify(cart),
      app_person: JSON.stringify(person),
      app_token_set: JSON.stringify(tokens),
      app_menu_filter: '{"excludeAllergens":["gluten"],"diets":["vegan","halal"]}',
      app_order_draft: JSON.stringify({
        deliveryType: 'DELIVERY',
        deliveryPlace: place,
        payType: 'CARD_ONLINE',
        comment: 'Домофон не работает',
        person: { name: 'Анна', email: 'anna@example.ru', phone: '+79990000000' },
        personCount: 2,
        promoCode: { active: true, code: 'WELCOME10', maxDiscountAmount: null, minOrderAmount: null },
      }),
    });
    const state = store.getState();
    expect(state.ui).toMatchObject({
      adulthoodConfirmed: true,
      cookiesConsentAccepted: true,
      locale: 'en',
      menuFilter: { excludeAllergens: ['gluten'], diets: ['vegan', 'halal'] },
    });
    expect(state.location).toEqual({ cityId: 1, deliveryType: 'DELIVERY', restoId: 2, deliveryPlace: place });
    expect(state.cart.positions).toEqual(cart);
    expect(state.auth).toEqual({ profile: person, tokenSet: tokens });
    expect(state.orderDraft).toMatchObject({
      payType: 'CARD_ONLINE',
      comment: 'Домофон не работает',
      personCount: 2,
      promoCode: { active: true, code: 'WELCOME10' },
    });
  });
});

describe('persistence: corrupt and foreign values', () => {
  it.each([
    ['app_adulthood_confirmed', '"yes"'],
    ['app_cookies_consent_accepted', '1'],
    ['app_locale', '{"ru":true}'],
    ['app_city_id', '-3'],
    ['app_resto_id', '"2"'],
    ['app_cart_positions', '[{"id":"pizza"}]'],
    ['app_person', '{"name":"no id"}'],
    ['app_token_set', '{"accessToken":""}'],
    ['app_order_draft', '[1,2,3]'],
    ['app_cart_positions', '{not json'],
    ['app_menu_filter', '{not json'],
    ['app_menu_filter', '["gluten"]'],
    ['app_menu_filter', '{"excludeAllergens":"gluten"}'],
    ['app_menu_filter', '{"excludeAllergens":["gluten","pineapple"]}'],
    ['app_menu_filter', '{"diets":["keto"]}'],
  ])('drops %s = %s with a warning and starts from the default', (key, value) => {
    const { store, warn } = storedStore({ [key]: value });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining(key));
    const fresh = createTestStore().getState();
    const { api: _a, ...state } = store.getState();
    const { api: _b, ...expected } = fresh;
    expect(state).toEqual(expected);
  });

  it('drops only the bad fields of the order draft', () => {
    const { store, warn } = storedStore({
      app_order_draft: JSON.stringify({
        deliveryType: 'BY_DRONE',
        comment: 'Без лука',
        personCount: 1.5,
        payType: 'CASH_UPON_RECEIPT',
      }),
    });
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/app_order_draft fields: deliveryType, personCount/));
    expect(store.getState().orderDraft).toMatchObject({
      comment: 'Без лука',
      payType: 'CASH_UPON_RECEIPT',
      personCount: 1,
    });
    expect(store.getState().location.deliveryType).toBeNull();
  });

  it('survives a storage that throws on every read', () => {
    const storage = createMemoryStorage();
    storage.getItem = () => {
      throw new DOMException('SecurityError');
    };
    expect(() => createTestStore({ storage })).not.toThrow();
  });
});

describe('persistence: version and white-label reset', () => {
  const previous = {
    app_city_id: '1',
    app_cart_positions: '[]',
    app_token_set: JSON.stringify(tokens),
    app_old_key: '"x"',
  };

  it('clears every app_* key when the app version changed, then writes the new version', () => {
    const storage = createMemoryStorage({
      app_version: '"0.9.0"',
      app_white_label: '"demo"',
      other_site_key: 'kept',
      ...previous,
    });
    const store = createTestStore({ storage });
    expect(store.getState().auth.tokenSet).toBeNull();
    expect(storage.getItem('app_city_id')).toBeNull();
    expect(storage.getItem('app_old_key')).toBeNull();
    expect(storage.getItem('other_site_key')).toBe('kept');
    expect(storage.getItem('app_version')).toBe('"1.0.0"');
    expect(storage.getItem('app_white_label')).toBe('"demo"');
  });

  it('clears the storage when the white label changed', () => {
    const storage = createMemoryStorage({ app_version: '"1.0.0"', app_white_label: '"sever"', ...previous });
    const store = createTestStore({ storage });
    expect(store.getState().location.cityId).toBeNull();
    expect(storage.getItem('app_white_label')).toBe('"demo"');
  });

  it('keeps the storage when both match', () => {
    const { store } = storedStore({ app_city_id: '1' });
    expect(store.getState().location.cityId).toBe(1);
  });
});
