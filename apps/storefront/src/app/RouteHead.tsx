import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { appConfig } from '../config/tenant';
import { textFor, type Locale } from '@tarelka/tenant/app-config';
import type { RouteDef } from './routes';

/**
 * Per-route document title and meta description from i18n keys (spec §2), and `lang` on <html>
 * following the locale.
 */
export function RouteHead({ route }: { route: RouteDef | undefined }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language as Locale;
  useEffect(() => {
    const brand = textFor(appConfig.seo.title, locale) || appConfig.name;
    document.title = route?.titleKey ? `${t(route.titleKey)} — ${brand}` : brand;
    const description =
      route?.name === 'home.index'
        ? textFor(appConfig.seo.description, locale) || t('meta.description', { name: appConfig.name })
        : t(route?.descriptionKey ?? 'meta.description', { name: appConfig.name });
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.appendChild(meta);
    }
    meta.content = description;
    document.documentElement.lang = locale;
  }, [route, t, locale]);
  return null;
}
