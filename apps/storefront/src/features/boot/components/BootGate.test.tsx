import { act, render, screen } from '@testing-library/react';
import {
  bootAwaitingLocation,
  bootProgressed,
  bootRequested,
  bootSucceeded,
  createMemoryStorage,
  createStore,
} from '@tarelka/store';
import { createTheme } from '@tarelka/ui';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it } from 'vitest';
import { appConfig, storeTenant } from '../../../config/tenant';
import { createI18n } from '../../../lib/i18n/i18n';
import { BootGate } from './BootGate';

async function renderGate() {
  const store = createStore({
    tenant: storeTenant,
    appVersion: '0.0.0-test',
    api: { baseUrl: 'http://api.test', fetch: (() => new Promise(() => {})) as typeof fetch },
    storage: createMemoryStorage(),
    storageEvents: null,
    warn: () => {},
    boot: false,
  });
  const i18n = await createI18n(appConfig, 'ru');
  render(
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <ThemeProvider theme={createTheme()}>
          <BootGate>
            <div role="dialog" aria-label="Адрес" />
          </BootGate>
        </ThemeProvider>
      </I18nextProvider>
    </Provider>,
  );
  return store;
}

describe('<BootGate />', () => {
  it('shows the splash with its progress bar, then the first location popup over it, until the menu is in', async () => {
    const store = await renderGate();
    act(() => {
      store.dispatch(bootRequested());
      store.dispatch(bootProgressed({ step: 'cities', progress: 40 }));
    });
    expect(screen.getByTestId('splash')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Загружаем меню' })).toHaveAttribute('aria-valuenow', '40');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    // Nothing chosen: the app renders with its location popup, the splash stays beneath it.
    act(() => {
      store.dispatch(bootAwaitingLocation());
    });
    expect(screen.getByRole('dialog', { name: 'Адрес' })).toBeInTheDocument();
    expect(screen.getByTestId('splash')).toBeInTheDocument();

    act(() => {
      store.dispatch(bootSucceeded());
    });
    expect(screen.queryByTestId('splash')).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Адрес' })).toBeInTheDocument();
  });
});
