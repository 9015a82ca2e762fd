/**
 * Yandex Metrica and GA4 adapters (INTEGRATIONS §7): both fed from one event, loaded lazily after
 * cookie consent. Money goes out in major units, as the counters expect.
 */
import type { AnalyticsEvent, AnalyticsItem, AnalyticsSink } from './events';

type DataLayer = Array<Record<string, unknown>>;
interface CounterWindow {
  dataLayer?: DataLayer;
  ym?: ((...args: unknown[]) => void) & { a?: unknown[] };
  gtag?: (...args: unknown[]) => void;
}

const major = (minor: number) => minor / 100;

function loadScript(src: string): void {
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  document.head.appendChild(script);
}

const METRICA_ACTION = {
  view_item: 'detail',
  add_to_cart: 'add',
  remove_from_cart: 'remove',
  purchase: 'purchase',
} as const;

/** The Metrica e-commerce object of an event, or null (page views, begin_checkout). */
export function toMetricaEcommerce(event: AnalyticsEvent): Record<string, unknown> | null {
  if (event.type === 'page_view' || event.type === 'begin_checkout') return null;
  const products = event.items.map((item: AnalyticsItem) => ({
    id: String(item.id),
    name: item.name,
    price: major(item.price),
    quantity: item.quantity,
    ...(item.category ? { category: item.category } : {}),
    ...(item.variant ? { variant: item.variant } : {}),
  }));
  const action = METRICA_ACTION[event.type];
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

/** The GA4 dataLayer object of an event, or null (page views go through gtag config). */
export function toGa4Ecommerce(event: AnalyticsEvent): Record<string, unknown> | null {
  if (event.type === 'page_view') return null;
  const items = event.items.slice(0, 200).map((item, index) => ({
    item_id: String(item.id),
    item_name: item.name,
    price: major(item.price),
    quantity: item.quantity,
    index,
    ...(item.category ? { item_category: item.category } : {}),
    ...(item.variant ? { item_variant: item.variant } : {}),
    ...(item.discount ? { discount: major(item.discount) } : {}),
  }));
  const value = event.type === 'purchase' ? event.value : event.items.reduce((s, i) => s + i.price * i.quantity, 0);
  return {
    event: event.type,
    ecommerce: {
      currency: event.currency,
      value: major(value),
      items,
      ...(event.type === 'purchase'
        ? { transaction_id: event.transactionId, ...(event.coupon ? { coupon: event.coupon } : {}) }
        : {}),
    },
  };
}

/** Starts Yandex Metrica (SPA mode: `defer`, hits on route changes). */
export function createMetricaSink(counterId: number): AnalyticsSink {
  const w = window as unknown as CounterWindow;
  w.dataLayer = w.dataLayer ?? [];
  const ym = w.ym ?? Object.assign((...args: unknown[]) => (ym.a = ym.a ?? []).push(args), { a: [] as unknown[] });
  w.ym = ym;
  ym(counterId, 'init', {
    defer: true,
    clickmap: true,
    trackLinks: true,
    accurateTrackBounce: true,
    ecommerce: 'dataLayer',
  });
  loadScript('https://mc.yandex.ru/metrika/tag.js');
  return (event) => {
    if (event.type === 'page_view') {
      w.ym?.(counterId, 'hit', event.url, { title: event.title, referer: event.referrer });
      return;
    }
    const ecommerce = toMetricaEcommerce(event);
    if (ecommerce) w.dataLayer?.push(ecommerce);
  };
}

/** Starts GA4 through gtag.js. */
export function createGa4Sink(measurementId: string): AnalyticsSink {
  const w = window as unknown as CounterWindow;
  w.dataLayer = w.dataLayer ?? [];
  w.gtag = (...args: unknown[]) => w.dataLayer?.push(args as unknown as Record<string, unknown>);
  w.gtag('js', new Date());
  w.gtag('config', measurementId, { send_page_view: false });
  loadScript(`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`);
  return (event) => {
    if (event.type === 'page_view') {
      w.gtag?.('event', 'page_view', { page_location: event.url, page_title: event.title });
      return;
    }
    const data = toGa4Ecommerce(event);
    if (data) {
      w.dataLayer?.push({ ecommerce: null });
      w.dataLayer?.push(data);
    }
  };
}
