import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryStorage, createStore } from '@tarelka/store';
import { createTheme } from '@tarelka/ui';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it, vi } from 'vitest';
import { appConfig, storeTenant } from '../../../config/tenant';
import { createI18n } from '../../../lib/i18n/i18n';
import { SignIn, type SignInConfig } from './SignIn';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const jwt = (claims: object) =>
  `${btoa(JSON.stringify({ alg: 'HS256' }))}.${btoa(JSON.stringify(claims)).replace(/=+$/, '')}.sig`;

/** The sign-in API at the fetch edge: one right code, '4321'; every call recorded. */
function api(calls: string[]): typeof fetch {
  return async (input, init) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    calls.push(`${init?.method ?? 'GET'} ${url.pathname} ${String(init?.body ?? '')}`);
    if (url.pathname === '/api/v1/sign/in/phone/code') return json({ resendAfterSeconds: 90 });
    if (url.pathname === '/api/v1/sign/in/phone') {
      const { code } = JSON.parse(String(init?.body)) as { code: string };
      if (code !== '4321')
        return json({ errors: [{ code: 'sms.code-invalid', message: 'Неверный код. Осталось попыток: 4' }] }, 422);
      const exp = Math.floor(Date.now() / 1000) + 900;
      return json({ accessToken: jwt({ exp }), refreshToken: jwt({ exp: exp + 86400 }), source: 'PHONE' });
    }
    if (url.pathname === '/api/v1/me') {
      return json({
        id: 'p1',
        accountIds: [],
        avatar: null,
        deliveries: [],
        email: null,
        firstName: null,
        lastName: null,
        patronymic: null,
        phone: '+79161234567',
      });
    }
    return json({ errors: [{ code: 'not-found', message: 'no fake' }] }, 404);
  };
}

async function renderSignIn(config: SignInConfig, fromCheckout = false) {
  const calls: string[] = [];
  const store = createStore({
    tenant: storeTenant,
    appVersion: '0.0.0-test',
    api: { baseUrl: 'http://api.test', fetch: api(calls) },
    storage: createMemoryStorage(),
    storageEvents: null,
    boot: false,
    warn: () => {},
  });
  const i18n = await createI18n(appConfig, 'ru');
  const onAuthorized = vi.fn();
  render(
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <ThemeProvider theme={createTheme(appConfig.branding)}>
          <SignIn config={config} whiteLabel="demo" fromCheckout={fromCheckout} onAuthorized={onAuthorized} />
        </ThemeProvider>
      </I18nextProvider>
    </Provider>,
  );
  return { calls, onAuthorized, user: userEvent.setup() };
}

describe('<SignIn />', () => {
  it('asks for a valid phone, then the SMS code with a visible countdown to a new one', async () => {
    const { calls, onAuthorized, user } = await renderSignIn({ methods: ['PHONE'] }, true);
    expect(screen.getByText('Чтобы оформить заказ, авторизуйтесь')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Google|Apple|VK/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Получить код' }));
    expect(await screen.findByText('Введите номер телефона')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Номер телефона'), '916123');
    await user.click(screen.getByRole('button', { name: 'Получить код' }));
    expect(await screen.findByText('Укажите корректный номер')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Номер телефона'), '4567');
    expect(screen.getByLabelText('Номер телефона')).toHaveValue('+7 (916) 123-45-67');
    await user.click(screen.getByRole('button', { name: 'Получить код' }));
    expect(await screen.findByText('Мы отправили код на номер +7 (916) 123-45-67')).toBeInTheDocument();
    expect(screen.getByTestId('resend-countdown')).toHaveTextContent('Запросить код повторно можно через 1:30');
    expect(
      calls.some(
        (call) =>
          call.includes('/api/v1/sign/in/phone/code') &&
          call.includes('"phone":"+79161234567"') &&
          call.includes('"mode":"WEB"'),
      ),
    ).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Войти' }));
    expect(await screen.findByText('Введите код из СМС')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Код из СМС'), '12');
    await user.click(screen.getByRole('button', { name: 'Войти' }));
    expect(await screen.findByText('Слишком короткий SMS-код')).toBeInTheDocument();
    // The wrong and the right code against the real API: e2e/auth-phone.spec.ts.
    expect(onAuthorized).not.toHaveBeenCalled();
  });

  it('shows a provider button only when the tenant enables it and gives it a client id', async () => {
    await renderSignIn({
      methods: ['PHONE', 'GOOGLE', 'APPLE', 'VK'],
      google: { clientId: 'g.apps.googleusercontent.com' },
      vk: { appId: 51000000 },
    });
    expect(screen.getByRole('button', { name: 'Войти через Google' })).toBeInTheDocument();
    // VK ID's button stands where its OneTap widget will load, on the first interaction with the
    // page (e2e/auth-providers.spec.ts): no placeholder, nothing of VK ID loading yet.
    expect(screen.getByRole('button', { name: 'Войти через VK ID' })).toBeInTheDocument();
    expect(screen.queryByText('Загружаем вход через VK ID')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Войти через Apple' })).not.toBeInTheDocument();
    expect(document.querySelectorAll('script[src*="google"], script[src*="apple"]')).toHaveLength(0);
  });
});
