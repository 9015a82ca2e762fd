import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { appConfig } from '../../../config/tenant';
import { attachSink, track } from '../../../lib/analytics/events';
import { whenPageShown } from '../../../lib/page-shown';
import { selectCookiesConsentAccepted } from '@tarelka/store';
import { useAppSelector } from '@tarelka/store/react';

/**
 * Runs `start` once the app has shown the page's own content, the document has loaded and the main
 * thread is idle (at most `timeoutMs` after that); returns a function that cancels it.
 */
function whenIdleAfterLoad(start: () => void, timeoutMs = 3000): () => void {
  let cancel = () => {};
  const schedule = () => {
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(start, { timeout: timeoutMs });
      cancel = () => window.cancelIdleCallback(id);
    } else {
      const id = window.setTimeout(start, 1000);
      cancel = () => window.clearTimeout(id);
    }
  };
  const stopWaiting = whenPageShown(() => {
    if (document.readyState === 'complete') schedule();
    else {
      window.addEventListener('load', schedule, { once: true });
      cancel = () => window.removeEventListener('load', schedule);
    }
  });
  return () => {
    stopWaiting();
    cancel();
  };
}

/**
 * Starts the tenant's counters (Metrica, GA4) only when configured and only after cookie consent,
 * loading their code lazily, and sends a page view on every route change (spec §7). The counters'
 * code and the third-party tags it loads wait until the app has shown the page's own content (not
 * the prerendered shell: on the checkout that content comes after the boot), the document has
 * loaded and the main thread is idle, so they never compete with the first screen's code and data;
 * events wait in the queue of `lib/analytics/events` until then.
 */
export function AnalyticsConsent() {
  const cookiesAccepted = useAppSelector(selectCookiesConsentAccepted);
  const location = useLocation();
  const { metrikaId, ga4Id } = appConfig.analytics;

  useEffect(() => {
    if (!cookiesAccepted || (metrikaId == null && !ga4Id)) return;
    let detach: Array<() => void> = [];
    let cancelled = false;
    const cancelStart = whenIdleAfterLoad(() => {
      void import('../../../lib/analytics/counters').then((counters) => {
        if (cancelled) return;
        if (metrikaId != null) detach.push(attachSink(counters.createMetricaSink(metrikaId)));
        if (ga4Id) detach.push(attachSink(counters.createGa4Sink(ga4Id)));
      });
    });
    return () => {
      cancelStart();
      cancelled = true;
      detach.forEach((d) => d());
      detach = [];
    };
  }, [cookiesAccepted, metrikaId, ga4Id]);

  useEffect(() => {
    // After the title effect of the new route has run.
    const id = window.setTimeout(
      () => track({ type: 'page_view', url: window.location.href, title: document.title, referrer: document.referrer }),
      0,
    );
    return () => window.clearTimeout(id);
  }, [location.pathname]);

  return null;
}
