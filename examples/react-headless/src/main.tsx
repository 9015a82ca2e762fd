import { ApiError } from '@tarelka/api-client';
import { createStore } from '@tarelka/store';
import { createTheme, ErrorState, GlobalStyle } from '@tarelka/ui';
import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { ThemeProvider } from 'styled-components';
import { App } from './App';
import { errorLabels } from './labels';
import { API_URL, findPickupLocation, WHITE_LABEL } from './location';

// The demo tenant's brand colour (tenants/demo/tenant.json): the kit derives every other colour.
const theme = createTheme({ primary: '#5bd0a4', scheme: 'dark' });

function render(root: HTMLElement, content: ReactNode) {
  createRoot(root).render(
    <StrictMode>
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        {content}
      </ThemeProvider>
    </StrictMode>,
  );
}

async function start(root: HTMLElement) {
  let location;
  try {
    location = await findPickupLocation();
  } catch (error) {
    // The client's one error type: a message fit for the customer and the HTTP status.
    const message = error instanceof ApiError ? `${error.message} (${error.status})` : String(error);
    return render(root, <ErrorState message={message} labels={errorLabels} />);
  }
  if (!location) return render(root, <ErrorState message="Нет ресторанов с самовывозом" labels={errorLabels} />);

  // The whole storefront state: the boot (time sync, cities, the resto and its menus), the cart
  // and its server pricing (preflight), persisted to localStorage like the storefront's.
  const store = createStore({
    tenant: { id: WHITE_LABEL, defaults: { ...location, deliveryType: 'TAKE_AWAY' } },
    appVersion: '1.0.0',
    api: { baseUrl: API_URL },
  });
  render(
    root,
    <Provider store={store}>
      <App />
    </Provider>,
  );
}

const root = document.getElementById('root');
if (root) void start(root);
