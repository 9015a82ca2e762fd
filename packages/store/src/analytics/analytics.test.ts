// @vitest-environment jsdom
// The analytics layer against a real store: the funnel from its actions, each event's Metrica and
// GA4 shapes on the page's dataLayer, money from minor units, one purchase per order.
import type { Order } from '@tarelka/api-client';
import type { CheckoutFormValues } from '@tarelka/domain/forms';
import { afterEach, describe, expect, it } from 'vitest';
import { ordersApi } from '../api/orders';
import { createMemoryStorage } from '../persistence/persistence';
import { signedIn } from '../slices/auth';
import { positionAdded, positionCountChanged, positionRemoved } from '../slices/cart';
import { locationCommitted } from '../slices/location';
import { cookiesConsentAccepted, cookiesConsentDeclined } from '../slices/ui';
import { cartItem, createTestStore, person } from '../testing/factories';
import { placeOrder } from '../thunks/place-order';
import { checkoutStarted, itemListViewed, itemViewed } from './actions';
import { startAnalytics, toGa4Event, toMetricaEcommerce, type AnalyticsEvent } from './index';

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const token = `${b64({ alg: 'none' })}.${b64({ exp: Math.floor(Date.now() / 1000) + 3600 })}.x`;
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const values: CheckoutFormValues = {
  name: 'Анна',
  email: 'anna@example.ru',
  phone: '',
  comment: '',
  apartment: '',
  entrance: '',
  floor: '',
  intercom: '',
  placeComment: '',
  payType: 'CASH_UPON_RECEIPT',
};

/** The order the server answers: its own totals (a delivery line, a discount), not the cart's. */
const order: Order = {
  id: '0b7c1a52-5d2e-4c55-9a39-8f0f3a2f5e11',
  number: 'A-1042',
  status: 'NEW',
  createdAt: '2026-11-26T12:00:00Z',
  restoId: 1,
  deliveryType: 'DELIVERY',
  payType: 'CASH_UPON_RECEIPT',
  positions: [
    {
      id: 1025,
      name: 'Нигири с лососем',
      count: 2,
      price: 26000,
      sum: 52000,
      modifiers: [],
      discounts: [],
      promoCodes: [],
      specials: [],
      payableAmount: 46800,
    },
    {
      id: 0,
      name: 'Доставка',
      count: 1,
      price: 19900,
      sum: 19900,
      modifiers: [],
      discounts: [],
      promoCodes: [],
      specials: [],
      payableAmount: 19900,
    },
  ],
  promoCode: 'WELCOME10',
  subtotal: 52000,
  discountTotal: 5200,
  deliveryPrice: 19900,
  total: 66700,
  personCount: 1,
  comment: '',
  person: { name: 'Анна', email: 'anna@example.ru' },
  deliveryPlace: null,
  payment: null,
};

/** A signed-in store on an API whose reads of the order answer `statuses` in turn (then NEW). */
function shop(storage = createMemoryStorage(), statuses: Order['status'][] = []) {
  const fetch: typeof globalThis.fetch = async (input) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    if (url.pathname === '/api/v1/persons/7/orders') return json(order, 201);
    if (url.pathname === `/api/v1/persons/7/orders/${order.id}`)
      return json({
        ...order,
        status: statuses.shift() ?? 'NEW',
        paymentStatus: null,
        timeline: [],
        cancelReason: null,
        estimatedArrival: null,
      });
    return json({ errors: [{ code: 'not-found', message: url.pathname }] }, 404);
  };
  const store = createTestStore({ api: { baseUrl: 'http://api.test', fetch } });
  store.dispatch(
    locationCommitted({ cityId: 1, deliveryType: 'TAKE_AWAY', restoId: 1, deliveryPlace: null, payType: null }),
  );
  store.dispatch(
    signedIn({ tokenSet: { accessToken: token, refreshToken: token, source: 'PHONE' }, profile: person() }),
  );
  const events: AnalyticsEvent[] = [];
  const analytics = startAnalytics(store, {
    currency: 'RUB',
    storage,
    counters: () => [(event) => events.push(event)],
  });
  return { store, analytics, events, storage };
}

/** The result page's read of the order. */
const readOrder = (store: ReturnType<typeof shop>['store']) =>
  store.dispatch(
    ordersApi.endpoints.getOrderPayment.initiate({ personId: '7', orderId: order.id }, { forceRefetch: true }),
  );

afterEach(() => {
  document.head.querySelectorAll('script').forEach((script) => script.remove());
  delete (window as { dataLayer?: unknown }).dataLayer;
  delete (window as { ym?: unknown }).ym;
  delete (window as { gtag?: unknown }).gtag;
});

describe('the funnel of one order', () => {
  it('reports every step in order, the purchase with the order number and the server totals, once', async () => {
    const { store, analytics, events } = shop();
    store.dispatch(
      itemListViewed({ id: 'menu-1', name: 'Суши', items: [{ id: 1025, name: 'Нигири с лососем', price: 26000 }] }),
    );
    store.dispatch(itemViewed({ id: 1025, name: 'Нигири с лососем', price: 26000 }));
    store.dispatch(positionAdded(cartItem({ count: 1 })));
    store.dispatch(positionAdded(cartItem({ id: 7, name: 'Мисо', price: 15000, count: 1 })));
    store.dispatch(positionRemoved({ id: 7, menuId: 1, modifiers: [] }));
    store.dispatch(positionCountChanged({ line: { id: 1025, menuId: 1, modifiers: [] }, count: 2 }));
    store.dispatch(checkoutStarted());
    // Events wait in the page until the counters start.
    expect(events).toEqual([]);
    analytics.startCounters();
    await store.dispatch(placeOrder({ values, returnUrl: 'https://shop.test/orders/return' }));
    await readOrder(store);

    expect(events.map((event) => event.type)).toEqual([
      'view_item_list',
      'view_item',
      'add_to_cart',
      'add_to_cart',
      'remove_from_cart',
      'add_to_cart',
      'begin_checkout',
      'add_payment_info',
      'purchase',
    ]);
    expect(events.find((event) => event.type === 'remove_from_cart')).toMatchObject({
      items: [{ id: 7, price: 15000, quantity: 1 }],
    });
    expect(events.find((event) => event.type === 'begin_checkout')).toMatchObject({
      items: [{ id: 1025, price: 26000, quantity: 2 }],
    });
    expect(events.find((event) => event.type === 'add_payment_info')).toMatchObject({
      paymentType: 'CASH_UPON_RECEIPT',
    });
    expect(events.at(-1)).toEqual({
      type: 'purchase',
      currency: 'RUB',
      orderId: order.id,
      transactionId: 'A-1042',
      value: 66700,
      shipping: 19900,
      coupon: 'WELCOME10',
      items: [{ id: 1025, name: 'Нигири с лососем', price: 26000, quantity: 2 }],
    });
  });

  it('reports no purchase again after a reload: the order ids already sent are in storage', async () => {
    const storage = createMemoryStorage();
    const first = shop(storage);
    first.analytics.startCounters();
    await readOrder(first.store);
    first.analytics.stop();
    const reloaded = shop(storage);
    reloaded.analytics.startCounters();
    await readOrder(reloaded.store);
    expect(first.events.map((event) => event.type)).toEqual(['purchase']);
    expect(reloaded.events).toEqual([]);
  });

  it('reports the purchase of an online order once it is paid, not while it waits for the payment', async () => {
    const { store, analytics, events } = shop(createMemoryStorage(), ['AWAITING_PAYMENT']);
    analytics.startCounters();
    await readOrder(store);
    expect(events).toEqual([]);
    await readOrder(store);
    expect(events.map((event) => event.type)).toEqual(['purchase']);
  });
});

const items = [{ id: 1025, name: 'Нигири с лососем', price: 26050, quantity: 2 }];

describe('Metrica e-commerce (dataLayer)', () => {
  it('has detail, add, remove and purchase, prices in roubles', () => {
    expect(toMetricaEcommerce({ type: 'view_item', currency: 'RUB', items: [{ ...items[0]!, quantity: 1 }] })).toEqual({
      ecommerce: {
        currencyCode: 'RUB',
        detail: { products: [{ id: '1025', name: 'Нигири с лососем', price: 260.5, quantity: 1 }] },
      },
    });
    expect(toMetricaEcommerce({ type: 'add_to_cart', currency: 'RUB', items })).toEqual({
      ecommerce: {
        currencyCode: 'RUB',
        add: { products: [{ id: '1025', name: 'Нигири с лососем', price: 260.5, quantity: 2 }] },
      },
    });
    expect(toMetricaEcommerce({ type: 'remove_from_cart', currency: 'RUB', items })).toMatchObject({
      ecommerce: { remove: { products: [{ id: '1025', quantity: 2 }] } },
    });
    expect(
      toMetricaEcommerce({
        type: 'purchase',
        currency: 'RUB',
        orderId: 'x',
        transactionId: 'A-1042',
        value: 66700,
        shipping: 19900,
        coupon: 'WELCOME10',
        items,
      }),
    ).toEqual({
      ecommerce: {
        currencyCode: 'RUB',
        purchase: {
          actionField: { id: 'A-1042', revenue: 667, coupon: 'WELCOME10' },
          products: [{ id: '1025', name: 'Нигири с лососем', price: 260.5, quantity: 2 }],
        },
      },
    });
  });

  it('has no action for lists, checkout and payment', () => {
    expect(
      toMetricaEcommerce({ type: 'view_item_list', currency: 'RUB', listId: 'm', listName: 'M', items }),
    ).toBeNull();
    expect(toMetricaEcommerce({ type: 'begin_checkout', currency: 'RUB', items })).toBeNull();
    expect(
      toMetricaEcommerce({ type: 'add_payment_info', currency: 'RUB', paymentType: 'CARD_ONLINE', items }),
    ).toBeNull();
  });
});

describe('GA4 (gtag event)', () => {
  const item = { item_id: '1025', item_name: 'Нигири с лососем', price: 260.5, quantity: 2, index: 0 };

  it('gives each step its event with the value of its items', () => {
    expect(toGa4Event({ type: 'add_to_cart', currency: 'RUB', items })).toEqual([
      'event',
      'add_to_cart',
      { currency: 'RUB', value: 521, items: [item] },
    ]);
    for (const type of ['view_item', 'remove_from_cart', 'begin_checkout'] as const) {
      expect(toGa4Event({ type, currency: 'RUB', items })).toEqual([
        'event',
        type,
        { currency: 'RUB', value: 521, items: [item] },
      ]);
    }
    expect(toGa4Event({ type: 'add_payment_info', currency: 'RUB', paymentType: 'CARD_ONLINE', items })).toEqual([
      'event',
      'add_payment_info',
      { currency: 'RUB', value: 521, payment_type: 'CARD_ONLINE', items: [item] },
    ]);
    expect(toGa4Event({ type: 'view_item_list', currency: 'RUB', listId: 'menu-1', listName: 'Суши', items })).toEqual([
      'event',
      'view_item_list',
      {
        currency: 'RUB',
        item_list_id: 'menu-1',
        item_list_name: 'Суши',
        items: [{ ...item, item_list_id: 'menu-1', item_list_name: 'Суши' }],
      },
    ]);
  });

  it('gives purchase the order number as transaction id and the server total as value', () => {
    expect(
      toGa4Event({
        type: 'purchase',
        currency: 'RUB',
        orderId: 'x',
        transactionId: 'A-1042',
        value: 66700,
        shipping: 19900,
        items,
      }),
    ).toEqual([
      'event',
      'purchase',
      { currency: 'RUB', transaction_id: 'A-1042', value: 667, shipping: 199, items: [item] },
    ]);
  });

  it('sends at most 200 items', () => {
    const many = Array.from({ length: 250 }, (_, i) => ({ id: i, name: `#${i}`, price: 100, quantity: 1 }));
    const call = toGa4Event({ type: 'view_item_list', currency: 'RUB', listId: 'm', listName: 'M', items: many });
    expect((call?.[2].items as unknown[]).length).toBe(200);
  });
});

describe('what happened while the layer loaded', () => {
  const sushi = { id: 'menu-1', name: 'Суши', items: [{ id: 1025, name: 'Нигири с лососем', price: 26000 }] };
  const layerOn = (store: ReturnType<typeof createTestStore>) => {
    const events: AnalyticsEvent[] = [];
    const analytics = startAnalytics(store, {
      currency: 'RUB',
      storage: createMemoryStorage(),
      counters: () => [(event) => events.push(event)],
    });
    return { analytics, events };
  };

  it('is reported first, in order, from consent on: what came before consent never is', () => {
    const store = createTestStore({ analyticsBacklog: 100 });
    store.dispatch(positionAdded(cartItem({ id: 7, name: 'Мисо', price: 15000 })));
    store.dispatch(cookiesConsentAccepted());
    store.dispatch(itemListViewed(sushi));
    store.dispatch(positionAdded(cartItem()));
    store.dispatch(positionCountChanged({ line: { id: 7, menuId: 1, modifiers: [] }, count: 0 }));

    const { analytics, events } = layerOn(store);
    store.dispatch(itemViewed({ id: 1025, name: 'Нигири с лососем', price: 26000 }));
    analytics.startCounters();

    expect(events.map((event) => event.type)).toEqual([
      'view_item_list',
      'add_to_cart',
      'remove_from_cart',
      'view_item',
    ]);
    expect(events[1]).toMatchObject({ items: [{ id: 1025, name: 'Нигири с лососем', price: 26000, quantity: 1 }] });
    expect(events[2]).toMatchObject({ items: [{ id: 7, name: 'Мисо', quantity: 1 }] });
  });

  it("is kept up to the store's analyticsBacklog, taken once, and not at all without it or once declined", () => {
    const bounded = createTestStore({ analyticsBacklog: 2 });
    // Kept: the consent itself and the first list; the second is over the limit.
    bounded.dispatch(cookiesConsentAccepted());
    bounded.dispatch(itemListViewed(sushi));
    bounded.dispatch(itemListViewed({ ...sushi, id: 'menu-2' }));
    const { analytics, events } = layerOn(bounded);
    analytics.startCounters();
    expect(events.map((event) => (event.type === 'view_item_list' ? event.listId : event.type))).toEqual(['menu-1']);
    expect(bounded.takeAnalyticsBacklog()).toEqual([]);

    const none = createTestStore();
    none.dispatch(cookiesConsentAccepted());
    none.dispatch(itemListViewed(sushi));
    expect(none.takeAnalyticsBacklog()).toEqual([]);

    const declined = createTestStore({ analyticsBacklog: 100 });
    declined.dispatch(cookiesConsentDeclined());
    declined.dispatch(itemListViewed(sushi));
    expect(declined.takeAnalyticsBacklog()).toEqual([]);
  });
});

describe('the counters on the page', () => {
  it('load their scripts and fill the dataLayer only once started, in both formats', () => {
    const store = createTestStore();
    const analytics = startAnalytics(store, {
      currency: 'RUB',
      metrikaId: 98765432,
      ga4Id: 'G-ABC123XYZ9',
      scriptOrigin: 'http://127.0.0.1:8200',
      storage: createMemoryStorage(),
    });
    store.dispatch(positionAdded(cartItem()));
    expect(document.head.querySelector('script')).toBeNull();
    expect((window as { dataLayer?: unknown }).dataLayer).toBeUndefined();

    analytics.startCounters();
    expect([...document.head.querySelectorAll('script')].map((script) => script.src)).toEqual([
      'http://127.0.0.1:8200/metrika/tag.js',
      'http://127.0.0.1:8200/gtag/js?id=G-ABC123XYZ9',
    ]);
    const layer = (window as unknown as { dataLayer: unknown[] }).dataLayer.map((entry) =>
      Object.prototype.toString.call(entry) === '[object Arguments]' ? Array.from(entry as ArrayLike<unknown>) : entry,
    );
    expect(layer).toContainEqual({
      ecommerce: {
        currencyCode: 'RUB',
        add: { products: [{ id: '1025', name: 'Нигири с лососем', price: 260, quantity: 1 }] },
      },
    });
    expect(layer).toContainEqual(['config', 'G-ABC123XYZ9', { send_page_view: false }]);
    expect(layer).toContainEqual([
      'event',
      'add_to_cart',
      {
        currency: 'RUB',
        value: 260,
        items: [{ item_id: '1025', item_name: 'Нигири с лососем', price: 260, quantity: 1, index: 0 }],
      },
    ]);
  });

  it('stop reporting when stopped', () => {
    const store = createTestStore();
    const events: AnalyticsEvent[] = [];
    const analytics = startAnalytics(store, {
      currency: 'RUB',
      storage: createMemoryStorage(),
      counters: () => [(e) => events.push(e)],
    });
    analytics.startCounters();
    analytics.stop();
    store.dispatch(positionAdded(cartItem()));
    expect(events).toEqual([]);
  });
});
