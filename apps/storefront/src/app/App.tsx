import { selectAppNotice, selectCookiesConsentAccepted, selectNavigationOpen, type AppStore } from '@tarelka/store';
import { useAppSelector } from '@tarelka/store/react';
import { GlobalStyle, type Theme } from '@tarelka/ui';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router';
import { ThemeProvider } from 'styled-components';
import { appConfig } from '../config/tenant';
import { BootGate } from '../features/boot/components/BootGate';
import { LocationDialog } from '../features/location/components/LocationDialog';
import { LocationSummary } from '../features/location/components/LocationSummary';
import { LocaleSwitcher } from '../features/navigation/components/LocaleSwitcher';
import { lazyComponent } from '../lib/lazy/lazy-component';
import { AppRoutes } from './AppRoutes';
import { LocaleSync } from './LocaleSync';
import { ScrollManager } from './ScrollManager';

/** Props of {@link App}. */
export interface AppProps {
  /** The theme of the tenant's branding (`createTheme`; a build computes it, see config/tenant.ts). */
  theme: Theme;
  /** The store (see `createStore` of `@tarelka/store`). */
  store: AppStore;
  /** The i18next instance (see `createI18n`). */
  i18n: I18n;
  /** Wraps the app in a router; the browser router by default (tests pass a MemoryRouter). */
  router?: (children: ReactNode) => ReactNode;
}

// Out of the first route's bundle (`pnpm size`): the drawer loads when it first opens, the cookie
// banner only for a visitor who has not accepted cookies yet, the connection notice when it has news,
// the analytics' start once cookies are accepted.
const Drawer = lazyComponent(() => import('../features/navigation/components/Drawer').then((m) => m.Drawer), {
  useWhen: () => useAppSelector(selectNavigationOpen),
});
const CookieBanner = lazyComponent(
  () => import('../features/consent/components/CookieBanner').then((m) => m.CookieBanner),
  { useWhen: () => useAppSelector(selectCookiesConsentAccepted) === null && Boolean(appConfig.features.cookieBanner) },
);
const ConnectionNotice = lazyComponent(() => import('./ConnectionNotice').then((m) => m.ConnectionNotice), {
  useWhen: () => useAppSelector(selectAppNotice),
});
// What starts the analytics layer draws nothing and waits for an idle moment after load: it loads
// once cookies are accepted, where the tenant has a counter.
const counted = appConfig.analytics.metrikaId != null || Boolean(appConfig.analytics.ga4Id);
const AnalyticsConsent = lazyComponent(
  () => import('../features/consent/components/AnalyticsConsent').then((m) => m.AnalyticsConsent),
  { useWhen: () => useAppSelector(selectCookiesConsentAccepted) === true && counted },
);

const browserRouter = (children: ReactNode) => <BrowserRouter>{children}</BrowserRouter>;

/** The storefront's root: store, theme from the tenant's branding, i18n and the router. */
export function App({ theme, store, i18n, router = browserRouter }: AppProps) {
  return (
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <ThemeProvider theme={theme}>
          <GlobalStyle />
          {router(
            <BootGate>
              <LocaleSync />
              <ScrollManager />
              <AnalyticsConsent />
              <AppRoutes />
              <Drawer location={<LocationSummary />} />
              <LocationDialog toolbar={<LocaleSwitcher />} />
              <CookieBanner />
              <ConnectionNotice />
            </BootGate>,
          )}
        </ThemeProvider>
      </I18nextProvider>
    </Provider>
  );
}
