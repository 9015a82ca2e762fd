import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { appConfig } from '../../../config/tenant';
import { attachSink, track } from '../../../lib/analytics/events';
import { selectCookiesConsentAccepted } from '@tarelka/store';
import { useAppSelector } from '@tarelka/store/react';

/**
 * Starts the tenant's counters (Metrica, GA4) only when configured and only after cookie consent,
 * loading their code lazily, and sends a page view on every route change (spec §7).
 */
export function AnalyticsConsent() {
  const cookiesAccepted = useAppSelector(selectCookiesConsentAccepted);
  const location = useLocation();
  const { metrikaId, ga4Id } = appConfig.analytics;

  useEffect(() => {
    if (!cookiesAccepted || (metrikaId == null && !ga4Id)) return;
    let detach: Array<() => void> = [];
    let cancelled = false;
    void import('../../../lib/analytics/counters').then((counters) => {
      if (cancelled) return;
      if (metrikaId != null) detach.push(attachSink(counters.createMetricaSink(metrikaId)));
      if (ga4Id) detach.push(attachSink(counters.createGa4Sink(ga4Id)));
    });
    return () => {
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
