import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  createMemoryStorage,
  createStore,
  locationCommitted,
  positionAdded,
  preflightFailed,
  pricingKey,
  promoCodeSubmitted,
  repriceCart,
  type AppStore,
} from '@tarelka/store';
import { createTheme } from '@tarelka/ui';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { ThemeProvider } from 'styled-components';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { appConfig, storeTenant } from '../../../config/tenant';
import { createI18n } from '../../../lib/i18n/i18n';
import { CartView } from './CartView';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The API at the fetch edge: the preflight prices every line at its price, no delivery. */
function api(): typeof fetch {
  return async (input, init) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    if (url.pathname === '/1/persons/orders/preflight') {
      const body = JSON.parse(String(init?.body)) as {
        positions: Array<{ id: number; count: number; price: number; name: string }>;
      };
      const positions = body.positions.map((p) => ({
        ...p,
        sum: p.price * p.count,
        modifiers: [],
        discounts: [],
        promoCodes: [],
        specials: [],
        payableAmount: p.price * p.count,
      }));
      const total = positions.reduce((s, p) => s + p.sum, 0);
      return json({
        positions,
        promoCode: null,
        promoCodeMaxDiscountAmount: null,
        promoCodeMinOrderAmount: null,
        subtotal: total,
        discountTotal: 0,
        deliveryPrice: 0,
        total,
        zoneId: null,
        deliveryTime: null,
      });
    }
    return json({ errors: [{ code: 'not-found', message: 'no fake' }] }, 404);
  };
}

async function renderCart(fill: (store: AppStore) => void = () => {}, { priced = false } = {}) {
  const store = createStore({
    tenant: storeTenant,
    appVersion: '0.0.0-test',
    api: { baseUrl: 'http://api.test', fetch: api() },
    storage: createMemoryStorage(),
    storageEvents: null,
    boot: false,
    warn: () => {},
  });
  store.dispatch(
    locationCommitted({ cityId: 1, deliveryType: 'TAKE_AWAY', restoId: 1, deliveryPlace: null, payType: null }),
  );
  fill(store);
  // The store's triggers do not run without a boot: price the cart as they would.
  if (priced) await store.dispatch(repriceCart());
  const i18n = await createI18n(appConfig, 'ru');
  const onCheckout = vi.fn();
  const onBackToMenu = vi.fn();
  render(
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <ThemeProvider theme={createTheme(appConfig.branding)}>
          <CartView currency="RUB" onCheckout={onCheckout} onBackToMenu={onBackToMenu} />
        </ThemeProvider>
      </I18nextProvider>
    </Provider>,
  );
  return { store, onCheckout, onBackToMenu, user: userEvent.setup() };
}

const borscht = {
  id: 1039,
  menuId: 1,
  name: 'Борщ со сметаной',
  price: 39000,
  count: 1,
  hasModifiers: false,
  modifiers: [],
};
const caesar = {
  id: 1049,
  menuId: 1,
  name: 'Цезарь с курицей',
  price: 49000,
  count: 2,
  hasModifiers: false,
  modifiers: [],
};

describe('<CartView />', { timeout: 45_000 }, () => {
  // The confirm dialog's code loads lazily, as in the app; load it once up front so that a cold
  // transform of the kit on a busy 2-core machine is not counted in the first test's time.
  beforeAll(() => import('../../../lib/lazy/ui-dialogs'), 60_000);

  it('shows the empty state whose button goes back to the menu', async () => {
    const { onBackToMenu, user } = await renderCart();
    expect(screen.getByRole('heading', { name: 'Корзина пуста' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Вернуться в меню' }));
    expect(onBackToMenu).toHaveBeenCalledOnce();
  });

  it('lists the lines with the positions count, changes counts, removes a line and clears the cart after confirming', async () => {
    const { store, user } = await renderCart((s) => {
      s.dispatch(positionAdded(borscht));
      s.dispatch(positionAdded(caesar));
    });
    expect(screen.getByText('3 позиции')).toBeInTheDocument();
    const lines = within(screen.getByRole('list', { name: 'Блюда в корзине' })).getAllByRole('listitem');
    expect(lines).toHaveLength(2);

    await user.click(within(lines[0]!).getByRole('button', { name: /Больше|Увеличить/ }));
    expect(store.getState().cart.positions[0]!.count).toBe(2);
    expect(screen.getByText('4 позиции')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Удалить «Цезарь с курицей»' }));
    expect(store.getState().cart.positions.map((p) => p.id)).toEqual([1039]);

    await user.click(screen.getByRole('button', { name: 'Очистить корзину' }));
    const confirm = await screen.findByRole('alertdialog');
    await user.click(within(confirm).getByRole('button', { name: 'Очистить' }));
    expect(await screen.findByRole('heading', { name: 'Корзина пуста' })).toBeInTheDocument();
  });

  it('shows the person count and the promo code field the tenant enables, with the refused code message', async () => {
    const { store } = await renderCart((s) => s.dispatch(positionAdded(borscht)));
    expect(screen.getByText('Количество персон')).toBeInTheDocument();
    store.dispatch(promoCodeSubmitted('NOSUCH'));
    store.dispatch(preflightFailed({ code: 'promo-code.not-found', message: 'Промокод не найден' }));
    expect(await screen.findByText('Промокод не найден')).toBeInTheDocument();
  });

  it('shows a failed pricing with the network message and prices again on retry', async () => {
    const { store, user } = await renderCart((s) => s.dispatch(positionAdded(caesar)));
    store.dispatch(preflightFailed({ code: 'network', message: 'Network error', key: pricingKey(store.getState()) }));
    expect(screen.getByRole('button', { name: 'Оформить заказ' })).toBeDisabled();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Network error');
    await user.click(within(alert).getByRole('button', { name: 'Повторить' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(store.getState().cart.pricing.status).toBe('fulfilled');
  });

  it('says so when a promo code the customer did not remove is cleared for the delivery type', async () => {
    const { store } = await renderCart((s) => {
      s.dispatch(positionAdded(borscht));
      s.dispatch(promoCodeSubmitted('DOSTAVKA15'));
    });
    store.dispatch(preflightFailed({ code: 'promo-code.invalid-delivery-type', message: 'Промокод не действует' }));
    expect(
      await screen.findByText('Промокод DOSTAVKA15 не действует для этого способа получения и удалён'),
    ).toBeInTheDocument();
  });

  it('shows sums as pending and holds the order until the server priced the cart as it is now', async () => {
    const { store } = await renderCart((s) => s.dispatch(positionAdded(caesar)), { priced: true });
    expect(screen.getByRole('region', { name: 'Ваш заказ' })).toHaveTextContent(/980/);
    act(() => {
      store.dispatch(positionAdded(borscht));
    });
    const summary = screen.getByRole('region', { name: 'Ваш заказ' });
    expect(summary).toHaveAttribute('aria-busy', 'true');
    expect(summary).not.toHaveTextContent(/₽/);
    expect(screen.getByRole('button', { name: 'Оформить заказ' })).toBeDisabled();
    await act(() => store.dispatch(repriceCart()));
    expect(await screen.findByRole('region', { name: 'Ваш заказ' })).toHaveTextContent(/1\s370/);
  });

  it('sends the customer on to checkout', async () => {
    const { onCheckout, user } = await renderCart((s) => s.dispatch(positionAdded(caesar)), { priced: true });
    await user.click(screen.getByRole('button', { name: 'Оформить заказ' }));
    expect(onCheckout).toHaveBeenCalledOnce();
  });
});
