/**
 * `@tarelka/store/analytics`: the storefront's one analytics layer (issue 30), loaded only after
 * cookie consent. It reports the e-commerce funnel of the store's actions (`registerAnalyticsFunnel`)
 * and the app's page views to the tenant's counters, Yandex Metrica and/or GA4; events wait in
 * the page until the counters start, and each order's purchase goes out once. The funnel starts
 * with the actions the store kept since consent while this chunk loaded (`analyticsBacklog`).
 */
import type { AppStore } from '../create-store';
import type { StorageLike } from '../persistence/persistence';
import { ga4Counter, metricaCounter, type AnalyticsSink } from './counters';
import type { AnalyticsEvent } from './events';
import { registerAnalyticsFunnel, sentOrders } from './funnel';

export { ga4Counter, metricaCounter, GTAG_SCRIPT, METRICA_SCRIPT } from './counters';
export type { AnalyticsSink } from './counters';
export { major, toGa4Event, toMetricaEcommerce, unitPrice } from './events';
export type { AnalyticsEvent, AnalyticsItem, FunnelStep } from './events';
export { cartChanges, cartItems, purchaseOf, registerAnalyticsFunnel, SENT_ORDERS_KEY, sentOrders } from './funnel';
export type { FunnelOptions } from './funnel';

/** Options of {@link startAnalytics}. */
export interface AnalyticsOptions {
  /** The tenant's currency (ISO 4217). */
  currency: string;
  /** Yandex Metrica counter id (`tenant.json` `analytics.yandexMetrikaId`). */
  metrikaId?: number;
  /** GA4 measurement id (`analytics.ga4MeasurementId`). */
  ga4Id?: string;
  /** Where the counters' scripts load from instead of their vendors' (`analytics.scriptOrigin`). */
  scriptOrigin?: string;
  /** Keeps the ids of the orders already reported (local storage). */
  storage: StorageLike;
  /** The counters to start (tests); defaults to the configured Metrica and GA4. */
  counters?: () => AnalyticsSink[];
}

/** What {@link startAnalytics} answers. */
export interface AnalyticsLayer {
  /** Reports a page view. */
  pageView(url: string, title: string, referrer?: string): void;
  /** Starts the counters (their stubs and scripts) and sends them the events so far. */
  startCounters(): void;
  /** Stops reporting. */
  stop(): void;
}

const QUEUE_LIMIT = 100;

/**
 * Starts the analytics layer on `store`: call it only once the visitor has accepted cookies. The
 * funnel begins with the store's backlog (`createStore({ analyticsBacklog })`), then follows live.
 * Nothing reaches the page's `dataLayer` and no counter script loads until `startCounters`.
 *
 * @example
 * const analytics = startAnalytics(store, { currency: 'RUB', metrikaId: 98765432, storage: localStorage });
 * requestIdleCallback(analytics.startCounters);
 */
export function startAnalytics(
  store: Pick<AppStore, 'registerFlow' | 'takeAnalyticsBacklog'>,
  options: AnalyticsOptions,
): AnalyticsLayer {
  const sent = sentOrders(options.storage);
  const queue: AnalyticsEvent[] = [];
  let sinks: AnalyticsSink[] | null = null;
  let stopped = false;

  const deliver = (event: AnalyticsEvent) => {
    if (event.type === 'purchase' && !sent.add(event.orderId)) return;
    for (const sink of sinks ?? []) {
      try {
        sink(event);
      } catch {
        // A counter's failure never breaks the storefront.
      }
    }
  };
  const emit = (event: AnalyticsEvent) => {
    if (stopped) return;
    if (sinks) deliver(event);
    else if (queue.length < QUEUE_LIMIT) queue.push(event);
  };

  let stopFunnel = () => {};
  store.registerFlow((startListening) => {
    // First what happened since consent while this code loaded (`analyticsBacklog` of createStore).
    stopFunnel = registerAnalyticsFunnel(
      startListening,
      { currency: options.currency, emit },
      store.takeAnalyticsBacklog(),
    );
  });

  return {
    pageView: (url, title, referrer) => emit({ type: 'page_view', url, title, ...(referrer ? { referrer } : {}) }),
    startCounters() {
      if (sinks || stopped) return;
      sinks =
        options.counters?.() ??
        [
          options.metrikaId != null ? metricaCounter(options.metrikaId, options.scriptOrigin) : null,
          options.ga4Id ? ga4Counter(options.ga4Id, options.scriptOrigin) : null,
        ].filter((sink): sink is AnalyticsSink => sink !== null);
      queue.splice(0).forEach(deliver);
    },
    stop() {
      stopped = true;
      stopFunnel();
      queue.length = 0;
    },
  };
}
