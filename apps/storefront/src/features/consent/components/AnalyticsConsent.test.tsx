import { render, waitFor } from '@testing-library/react';
import { cookiesConsentAccepted, createMemoryStorage, createStore } from '@tarelka/store';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { storeTenant } from '../../../config/tenant';
import { markPageShown, resetPageShown } from '../../../lib/page-shown';
import { AnalyticsConsent } from './AnalyticsConsent';

const METRICA = 'script[src="https://mc.yandex.ru/metrika/tag.js"]';
const COUNTERS = 'script[src^="https://mc.yandex.ru/"], script[src^="https://www.googletagmanager.com/"]';

function renderConsent({ accepted }: { accepted: boolean }) {
  const store = createStore({
    tenant: storeTenant,
    appVersion: '0.0.0-test',
    api: { baseUrl: 'http://api.test', fetch: () => new Promise<Response>(() => {}) },
    storage: createMemoryStorage(),
    storageEvents: null,
    boot: false,
    warn: () => {},
  });
  if (accepted) store.dispatch(cookiesConsentAccepted());
  return render(
    <Provider store={store}>
      <MemoryRouter>
        <AnalyticsConsent />
      </MemoryRouter>
    </Provider>,
  );
}

afterEach(() => {
  resetPageShown();
  document.querySelectorAll(COUNTERS).forEach((script) => script.remove());
  for (const name of ['dataLayer', 'ym', 'gtag']) delete (window as unknown as Record<string, unknown>)[name];
});

// The demo tenant has a Yandex Metrica and a GA4 counter (tenants/demo/tenant.json).
describe('<AnalyticsConsent />', () => {
  it("loads the tenant's counter only after consent and once the app has shown the page", async () => {
    renderConsent({ accepted: true });
    // The document has loaded (jsdom) and the thread is idle, but the page is still the shell.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(document.querySelector(METRICA)).toBeNull();
    markPageShown();
    await waitFor(() => expect(document.querySelector(METRICA)).not.toBeNull(), { timeout: 3000 });
  });

  it('loads no counter without consent', async () => {
    markPageShown();
    renderConsent({ accepted: false });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(document.querySelector(COUNTERS)).toBeNull();
    expect((window as { dataLayer?: unknown }).dataLayer).toBeUndefined();
  });
});
