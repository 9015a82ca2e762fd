import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { appConfig } from '../../../config/tenant';
import { whenPageShown } from '../../../lib/page-shown';
import { selectCookiesConsentAccepted } from '@tarelka/store';
import type { AnalyticsLayer } from '@tarelka/store/analytics';
import { useAppSelector, useAppStore } from '@tarelka/store/react';

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
 * Starts the tenant's analytics (`@tarelka/store/analytics`: the e-commerce funnel and page views to
 * Metrica and/or GA4) only when configured and only after cookie consent; without consent nothing
 * of it loads. The counters' scripts wait until the app has shown the page's own content (not the
 * prerendered shell), the document has loaded and the main thread is idle; events wait until then.
 */
export function AnalyticsConsent() {
  const cookiesAccepted = useAppSelector(selectCookiesConsentAccepted);
  const store = useAppStore();
  const { pathname } = useLocation();
  const [analytics, setAnalytics] = useState<AnalyticsLayer | null>(null);
  const { metrikaId, ga4Id, scriptOrigin } = appConfig.analytics;

  useEffect(() => {
    if (!cookiesAccepted || (metrikaId == null && !ga4Id)) return;
    let cancelled = false;
    let stop = () => {};
    void import('@tarelka/store/analytics').then(({ startAnalytics }) => {
      if (cancelled) return;
      const options = { currency: appConfig.currency, metrikaId, ga4Id, scriptOrigin, storage: localStorage };
      const layer = startAnalytics(store, options);
      const cancelCounters = whenIdleAfterLoad(layer.startCounters);
      stop = () => {
        cancelCounters();
        layer.stop();
        setAnalytics(null);
      };
      setAnalytics(layer);
    });
    return () => {
      cancelled = true;
      stop();
    };
  }, [cookiesAccepted, metrikaId, ga4Id, scriptOrigin, store]);

  useEffect(() => {
    // After the title effect of the new route has run.
    const id = window.setTimeout(() => analytics?.pageView(window.location.href, document.title, document.referrer), 0);
    return () => window.clearTimeout(id);
  }, [analytics, pathname]);

  return null;
}
