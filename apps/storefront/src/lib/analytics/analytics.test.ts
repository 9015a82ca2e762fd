import { afterEach, describe, expect, it, vi } from 'vitest';
import { toGa4Ecommerce, toMetricaEcommerce } from './counters';
import { attachSink, resetAnalytics, track, type AnalyticsEvent } from './events';

afterEach(resetAnalytics);

const add: AnalyticsEvent = {
  type: 'add_to_cart',
  currency: 'RUB',
  items: [{ id: 7, name: 'Маргарита', price: 59000, quantity: 2 }],
};

describe('the event layer', () => {
  it('holds events until a counter is attached (after consent), then sends them in order', () => {
    track({ type: 'page_view', url: 'http://x/', title: 'Меню' });
    track(add);
    const sink = vi.fn();
    attachSink(sink);
    expect(sink.mock.calls.map(([event]) => event.type)).toEqual(['page_view', 'add_to_cart']);
    track(add);
    expect(sink).toHaveBeenCalledTimes(3);
  });

  it('never lets a failing counter break the storefront', () => {
    attachSink(() => {
      throw new Error('counter down');
    });
    expect(() => track(add)).not.toThrow();
  });
});

describe('counter payloads', () => {
  it('gives Metrica an `add` action with prices in roubles', () => {
    expect(toMetricaEcommerce(add)).toEqual({
      ecommerce: { currencyCode: 'RUB', add: { products: [{ id: '7', name: 'Маргарита', price: 590, quantity: 2 }] } },
    });
  });

  it('gives GA4 add_to_cart with the value and a purchase with its transaction id', () => {
    expect(toGa4Ecommerce(add)).toMatchObject({ event: 'add_to_cart', ecommerce: { currency: 'RUB', value: 1180 } });
    const purchase: AnalyticsEvent = {
      type: 'purchase',
      currency: 'RUB',
      transactionId: 'A-1',
      value: 118000,
      items: add.items,
    };
    expect(toGa4Ecommerce(purchase)).toMatchObject({ ecommerce: { transaction_id: 'A-1', value: 1180 } });
    expect(toMetricaEcommerce(purchase)).toMatchObject({
      ecommerce: { purchase: { actionField: { id: 'A-1', revenue: 1180 } } },
    });
  });

  it('has no Metrica action for begin_checkout', () => {
    expect(toMetricaEcommerce({ type: 'begin_checkout', currency: 'RUB', items: [] })).toBeNull();
  });
});
