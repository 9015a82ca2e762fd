/**
 * The counters on the page (INTEGRATIONS §7): Yandex Metrica's `ym` with its e-commerce read from
 * `window.dataLayer`, and GA4's `gtag`. Each is a sink of {@link AnalyticsEvent}s; creating one puts
 * its stub on the window and its script in the document.
 */
import { toGa4Event, toMetricaEcommerce, type AnalyticsEvent } from './events';

/** A counter: receives every event. */
export type AnalyticsSink = (event: AnalyticsEvent) => void;

type Stub = ((...args: unknown[]) => void) & { a?: unknown[]; l?: number };
interface CounterWindow {
  dataLayer?: unknown[];
  ym?: Stub;
  gtag?: (...args: unknown[]) => void;
}

/** The vendors' script URLs; a `scriptOrigin` replaces their origin (a first-party proxy, a test's fake). */
export const METRICA_SCRIPT = 'https://mc.yandex.ru/metrika/tag.js';
export const GTAG_SCRIPT = 'https://www.googletagmanager.com/gtag/js';

const scriptAt = (url: string, origin: string | undefined) => (origin ? `${origin}${new URL(url).pathname}` : url);

function loadScript(src: string): void {
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  document.head.appendChild(script);
}

/** The window's `dataLayer`, made if missing. */
const dataLayer = (w: CounterWindow) => (w.dataLayer ??= []);

/**
 * Starts Yandex Metrica `counterId` (SPA: `defer`, a hit per page view; e-commerce from
 * `dataLayer`).
 */
export function metricaCounter(counterId: number, scriptOrigin?: string): AnalyticsSink {
  const w = window as unknown as CounterWindow;
  const layer = dataLayer(w);
  if (!w.ym) {
    // The vendor's stub: calls wait in `ym.a` until tag.js runs them.
    const ym: Stub = function (...args: unknown[]) {
      (ym.a ??= []).push(args);
    };
    ym.l = Date.now();
    w.ym = ym;
  }
  w.ym(counterId, 'init', {
    defer: true,
    clickmap: true,
    trackLinks: true,
    accurateTrackBounce: true,
    ecommerce: 'dataLayer',
  });
  loadScript(scriptAt(METRICA_SCRIPT, scriptOrigin));
  return (event) => {
    if (event.type === 'page_view')
      w.ym?.(counterId, 'hit', event.url, { title: event.title, referer: event.referrer });
    else {
      const ecommerce = toMetricaEcommerce(event);
      if (ecommerce) layer.push(ecommerce);
    }
  };
}

/** Starts GA4 `measurementId` through gtag.js (page views sent by the app, not on config). */
export function ga4Counter(measurementId: string, scriptOrigin?: string): AnalyticsSink {
  const w = window as unknown as CounterWindow;
  const layer = dataLayer(w);
  // gtag.js reads `arguments` objects from the dataLayer, not arrays (Google's snippet).
  w.gtag ??= function gtag() {
    // eslint-disable-next-line prefer-rest-params -- gtag.js expects the arguments object itself
    layer.push(arguments);
  };
  const gtag = w.gtag;
  gtag('js', new Date());
  gtag('config', measurementId, { send_page_view: false });
  loadScript(`${scriptAt(GTAG_SCRIPT, scriptOrigin)}?id=${encodeURIComponent(measurementId)}`);
  return (event) => {
    if (event.type === 'page_view') gtag('event', 'page_view', { page_location: event.url, page_title: event.title });
    else {
      const call = toGa4Event(event);
      if (call) gtag(...call);
    }
  };
}
