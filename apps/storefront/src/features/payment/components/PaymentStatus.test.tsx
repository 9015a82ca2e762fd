import type { OrderPaymentStatus } from '@tarelka/api-client';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryStorage, createStore, signedIn } from '@tarelka/store';
import { createTheme } from '@tarelka/ui';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it, vi } from 'vitest';
import { appConfig, storeTenant } from '../../../config/tenant';
import { createI18n } from '../../../lib/i18n/i18n';
import { PaymentStatus } from './PaymentStatus';

const ORDER_ID = '6f1c2a7e-0c4b-4a55-9f3e-1d2c3b4a5e6f';

/** An unsigned token that expires in a year (the client only reads `exp`). */
function token(): string {
  const part = (value: object) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${part({ alg: 'HS256' })}.${part({ sub: 'p-1', exp: Math.floor(Date.now() / 1000) + 365 * 86400 })}.sig`;
}

const status = (overrides: Partial<OrderPaymentStatus>): OrderPaymentStatus => ({
  status: 'PENDING',
  payable: false,
  amount: 150000,
  currency: 'RUB',
  attempts: 1,
  failureReason: null,
  url: '/1/payments/test/tp_1',
  updatedAt: '2026-03-04T09:00:00.000Z',
  ...overrides,
});

/** The API at the network edge: each GET of the order answers the next status (the last one repeats). */
function fakeApi(statuses: Array<OrderPaymentStatus | null>, retryAnswer?: OrderPaymentStatus) {
  const calls: string[] = [];
  let index = 0;
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    calls.push(`${init?.method ?? 'GET'} ${url.pathname}`);
    if (url.pathname === `/api/v1/persons/p-1/orders/${ORDER_ID}` && (init?.method ?? 'GET') === 'GET') {
      const paymentStatus = statuses[Math.min(index++, statuses.length - 1)];
      return Response.json({ id: ORDER_ID, number: '1001', status: 'AWAITING_PAYMENT', total: 150000, paymentStatus });
    }
    if (url.pathname === `/api/v1/persons/p-1/orders/${ORDER_ID}/payments` && init?.method === 'POST' && retryAnswer) {
      return Response.json(retryAnswer, { status: 201 });
    }
    return Response.json({ errors: [{ code: 'not-found', message: 'Not found' }] }, { status: 404 });
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
}

async function renderStatus(api: ReturnType<typeof fakeApi>, locale: 'ru' | 'en' = 'ru') {
  const store = createStore({
    tenant: storeTenant,
    appVersion: '0.0.0-test',
    api: { baseUrl: 'http://api.test', fetch: api.fetch },
    storage: createMemoryStorage(),
    storageEvents: null,
    warn: () => {},
  });
  store.dispatch(
    signedIn({
      tokenSet: { accessToken: token(), refreshToken: token(), vkAccessToken: null, source: 'PHONE' },
      profile: {
        id: 'p-1',
        accountIds: [],
        avatar: null,
        deliveries: [],
        email: null,
        firstName: 'Анна',
        lastName: null,
        patronymic: null,
        phone: '+79990000000',
      } as never,
    }),
  );
  const i18n = await createI18n(appConfig, locale);
  const onPay = vi.fn();
  const view = render(
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <ThemeProvider theme={createTheme()}>
          <PaymentStatus personId="p-1" orderId={ORDER_ID} onPay={onPay} pollMs={20} />
        </ThemeProvider>
      </I18nextProvider>
    </Provider>,
  );
  return { ...view, onPay };
}

describe('<PaymentStatus />', () => {
  it('polls a pending payment until it is paid', async () => {
    const api = fakeApi([status({}), status({}), status({ status: 'PAID', url: null })]);
    await renderStatus(api);
    expect(await screen.findByText('Заказ оплачен', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(api.calls.filter((call) => call.startsWith('GET')).length).toBeGreaterThanOrEqual(3);
    const polls = api.calls.length;
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(api.calls.length).toBe(polls);
  });

  it('offers the payment page again while the payment is pending', async () => {
    const { onPay } = await renderStatus(fakeApi([status({})]));
    expect(await screen.findByText('Ждём подтверждения оплаты…')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Перейти к оплате' }));
    expect(onPay).toHaveBeenCalledWith('/1/payments/test/tp_1');
  });

  it('shows a decline with "retry payment", which sends the customer to the new payment', async () => {
    const declined = status({ status: 'FAILED', payable: true, failureReason: 'card-declined', url: null });
    const api = fakeApi([declined], status({ url: '/1/payments/test/tp_2', attempts: 2 }));
    const { onPay } = await renderStatus(api);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Оплата не прошла');
    expect(alert).toHaveTextContent('Банк отклонил платёж');
    await userEvent.click(screen.getByRole('button', { name: 'Оплатить снова' }));
    await waitFor(() => expect(onPay).toHaveBeenCalledWith('/1/payments/test/tp_2'));
    expect(api.calls).toContain(`POST /api/v1/persons/p-1/orders/${ORDER_ID}/payments`);
  });

  it('speaks English and says a canceled payment was canceled', async () => {
    await renderStatus(
      fakeApi([status({ status: 'CANCELED', payable: true, failureReason: 'canceled-by-customer', url: null })]),
      'en',
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Payment canceled');
    expect(screen.getByRole('button', { name: 'Retry payment' })).toBeInTheDocument();
  });

  it('renders nothing for an order not paid online', async () => {
    const { container } = await renderStatus(fakeApi([null]));
    await waitFor(() => expect(container).toBeEmptyDOMElement());
  });
});
