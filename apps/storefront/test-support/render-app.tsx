import { render } from '@testing-library/react';
import { createMemoryStorage, createStore } from '@tarelka/store';
import { MemoryRouter } from 'react-router';
import { App } from '../src/app/App';
import { appConfig, appTheme, storeTenant } from '../src/config/tenant';
import { createI18n } from '../src/lib/i18n/i18n';

/**
 * Renders the whole storefront at `path` with a real store over the given `fetch`, in memory
 * (no storage shared between tests).
 *
 * @example
 * await renderApp({ fetch: fakeApi() });
 */
export async function renderApp({
  fetch,
  path = '/',
  locale = 'ru',
}: {
  fetch: typeof globalThis.fetch;
  path?: string;
  locale?: 'ru' | 'en';
}) {
  const store = createStore({
    tenant: storeTenant,
    appVersion: '0.0.0-test',
    api: { baseUrl: 'http://api.test', fetch },
    storage: createMemoryStorage(),
    storageEvents: null,
    warn: () => {},
  });
  const i18n = await createI18n(appConfig, locale);
  const view = render(
    <App
      theme={appTheme}
      store={store}
      i18n={i18n}
      router={(children) => <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>}
    />,
  );
  return { ...view, store, i18n };
}
