/**
 * The analytics funnel's events and their two outside shapes (INTEGRATIONS §7): Yandex Metrica's
 * e-commerce `dataLayer` object and GA4's `gtag('event', …)` call. Pure: money comes in as integer
 * minor units and goes out in major units, as both counters expect.
 */
import type { CartModifier } from '@tarelka/domain';

/** One item of an e-commerce event. */
export interface AnalyticsItem {
  id: number | string;
  name: string;
  /** Unit price (with its options) in minor units. */
  price: number;
  quantity: number;
}

/** The e-commerce steps, in the funnel's order. */
export type FunnelStep =
  | 'view_item_list'
  | 'view_item'
  | 'add_to_cart'
  | 'remove_from_cart'
  | 'begin_checkout'
  | 'add_payment_info'
  | 'purchase';

/** Every event the storefront reports. */
export type AnalyticsEvent =
  | { type: 'page_view'; url: string; title: string; referrer?: string }
  | { type: 'view_item_list'; currency: string; listId: string; listName: string; items: AnalyticsItem[] }
  | {
      type: 'view_item' | 'add_to_cart' | 'remove_from_cart' | 'begin_checkout';
      currency: string;
      items: AnalyticsItem[];
    }
  | { type: 'add_payment_info'; currency: string; paymentType: string; items: AnalyticsItem[] }
  | {
      type: 'purchase';
      currency: string;
      /** The order's id (reported once per id). */
      orderId: string;
      /** The order's number, as the customer sees it. */
      transactionId: string;
      /** The server's total, minor units. */
      value: number;
      /** The server's delivery price, minor units. */
      shipping: number;
      coupon?: string;
      items: AnalyticsItem[];
    };

/** Minor units to the counters' major units (59000 → 590). */
export const major = (minor: number): number => Math.round(minor) / 100;

/** Sum of an item list in minor units. */
const itemsValue = (items: readonly AnalyticsItem[]) =>
  items.reduce((sum, item) => sum + item.price * item.quantity, 0);

/** Unit price of a cart line with its options (minor units). */
export function unitPrice(line: {
  price: number;
  modifiers?: readonly Pick<CartModifier, 'price' | 'count'>[];
}): number {
  return line.price + (line.modifiers ?? []).reduce((sum, m) => sum + m.price * m.count, 0);
}

/** Metrica's e-commerce action of each step; the others have none (INTEGRATIONS §7 "Mapping"). */
const METRICA_ACTION: Partial<Record<FunnelStep, string>> = {
  view_item: 'detail',
  add_to_cart: 'add',
  remove_from_cart: 'remove',
  purchase: 'purchase',
};

/**
 * The object to push to `window.dataLayer` for Yandex Metrica (`ecommerce: 'dataLayer'`), or null
 * for the events Metrica has no action for (page views, lists, checkout, payment).
 *
 * @example
 * toMetricaEcommerce({ type: 'add_to_cart', currency: 'RUB', items: [{ id: 7, name: 'Борщ', price: 35000, quantity: 1 }] });
 * // { ecommerce: { currencyCode: 'RUB', add: { products: [{ id: '7', name: 'Борщ', price: 350, quantity: 1 }] } } }
 */
export function toMetricaEcommerce(event: AnalyticsEvent): { ecommerce: Record<string, unknown> } | null {
  if (event.type === 'page_view') return null;
  const action = METRICA_ACTION[event.type];
  if (!action) return null;
  const products = event.items.map((item) => ({
    id: String(item.id),
    name: item.name,
    price: major(item.price),
    quantity: item.quantity,
  }));
  const body =
    event.type === 'purchase'
      ? {
          actionField: {
            id: event.transactionId,
            revenue: major(event.value),
            ...(event.coupon ? { coupon: event.coupon } : {}),
          },
          products,
        }
      : { products };
  return { ecommerce: { currencyCode: event.currency, [action]: body } };
}

/**
 * The arguments of GA4's `gtag('event', name, params)` for an event (at most 200 items), or null
 * for page views (sent by the counter itself).
 *
 * @example
 * toGa4Event({ type: 'begin_checkout', currency: 'RUB', items });
 * // ['event', 'begin_checkout', { currency: 'RUB', value: 1180, items: [{ item_id: '7', … }] }]
 */
export function toGa4Event(event: AnalyticsEvent): ['event', FunnelStep, Record<string, unknown>] | null {
  if (event.type === 'page_view') return null;
  const items = event.items.slice(0, 200).map((item, index) => ({
    item_id: String(item.id),
    item_name: item.name,
    price: major(item.price),
    quantity: item.quantity,
    index,
    ...(event.type === 'view_item_list' ? { item_list_id: event.listId, item_list_name: event.listName } : {}),
  }));
  const params: Record<string, unknown> = { currency: event.currency };
  if (event.type === 'purchase') {
    Object.assign(params, {
      transaction_id: event.transactionId,
      value: major(event.value),
      shipping: major(event.shipping),
      ...(event.coupon ? { coupon: event.coupon } : {}),
    });
  } else if (event.type === 'view_item_list') {
    Object.assign(params, { item_list_id: event.listId, item_list_name: event.listName });
  } else {
    params.value = major(itemsValue(event.items));
    if (event.type === 'add_payment_info') params.payment_type = event.paymentType;
  }
  params.items = items;
  return ['event', event.type, params];
}
