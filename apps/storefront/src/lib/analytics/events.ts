/**
 * The one analytics event layer (spec §7, INTEGRATIONS §7): features call {@link track}; counters
 * (Yandex Metrica, GA4) plug in as sinks. Nothing is sent until a sink is attached, which happens
 * only after cookie consent; events before that wait in a short queue.
 */

/** One item of an e-commerce event. */
export interface AnalyticsItem {
  id: number | string;
  name: string;
  /** Unit price in minor units. */
  price: number;
  quantity: number;
  category?: string;
  variant?: string;
  coupon?: string;
  discount?: number;
}

/** Every event the storefront emits. */
export type AnalyticsEvent =
  | { type: 'page_view'; url: string; title: string; referrer?: string }
  | {
      type: 'view_item' | 'add_to_cart' | 'remove_from_cart' | 'begin_checkout';
      currency: string;
      items: AnalyticsItem[];
    }
  | {
      type: 'purchase';
      currency: string;
      transactionId: string;
      value: number;
      coupon?: string;
      items: AnalyticsItem[];
    };

/** A counter adapter. */
export type AnalyticsSink = (event: AnalyticsEvent) => void;

const sinks = new Set<AnalyticsSink>();
const queue: AnalyticsEvent[] = [];
const QUEUE_LIMIT = 50;

/**
 * Emits an event to every attached counter (or queues it until one is attached).
 *
 * @example
 * track({ type: 'add_to_cart', currency: 'RUB', items: [{ id: 7, name: 'Борщ', price: 35000, quantity: 1 }] });
 */
export function track(event: AnalyticsEvent): void {
  if (sinks.size === 0) {
    if (queue.length < QUEUE_LIMIT) queue.push(event);
    return;
  }
  for (const sink of sinks) {
    try {
      sink(event);
    } catch {
      // A counter's failure never breaks the storefront.
    }
  }
}

/** Attaches a counter and flushes the queue into it; returns the detach function. */
export function attachSink(sink: AnalyticsSink): () => void {
  sinks.add(sink);
  for (const event of queue.splice(0)) sink(event);
  return () => sinks.delete(sink);
}

/** Drops every sink and queued event (tests). */
export function resetAnalytics(): void {
  sinks.clear();
  queue.length = 0;
}
