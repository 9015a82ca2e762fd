import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  createMemoryStorage,
  createStore,
  locationCommitted,
  positionAdded,
  repriceCart,
  type AppStore,
} from '@tarelka/store';
import { createTheme } from '@tarelka/ui';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it, vi } from 'vitest';
import { appConfig, storeTenant } from '../../../config/tenant';
import { createI18n } from '../../../lib/i18n/i18n';
import { CartSheet } from './CartSheet';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The API at the fetch edge: the preflight prices every line at its price, no delivery. */
const api: typeof fetch = async (input, init) => {
  const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
  if (url.pathname !== '/1/persons/orders/preflight') return json({ errors: [{ code: 'x', message: 'no fake' }] }, 404);
  const body = JSON.parse(String(init?.body)) as { positions: Array<{ id: number; count: number; price: number }> };
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
};

const borscht = {
  id: 1039,
  menuId: 1,
  name: 'Борщ со сметаной',
  price: 39000,
  count: 1,
  hasModifiers: false,
  modifiers: [],
};

async function renderSheet() {
  const store: AppStore = createStore({
    tenant: storeTenant,
    appVersion: '0.0.0-test',
    api: { baseUrl: 'http://api.test', fetch: api },
    storage: createMemoryStorage(),
    storageEvents: null,
    boot: false,
    warn: () => {},
  });
  store.dispatch(
    locationCommitted({ cityId: 1, deliveryType: 'TAKE_AWAY', restoId: 1, deliveryPlace: null, payType: null }),
  );
  const i18n = await createI18n(appConfig, 'ru');
  const onCheckout = vi.fn();
  const onBackToMenu = vi.fn();
  const onGoToCart = vi.fn();
  render(
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <ThemeProvider theme={createTheme(appConfig.branding)}>
          <main>menu</main>
          <CartSheet currency="RUB" onCheckout={onCheckout} onBackToMenu={onBackToMenu} onGoToCart={onGoToCart} />
        </ThemeProvider>
      </I18nextProvider>
    </Provider>,
  );
  return { store, onCheckout, onBackToMenu, onGoToCart, user: userEvent.setup() };
}

/** The bar's accessible name: what it shows, in words ('Корзина · 2 позиции, 780 ₽'). */
const barName = (count: string, sum: string) => new RegExp(`^Корзина · ${count}, ${sum.replace(' ', '\\s')}\\s₽$`);

describe('<CartSheet />', () => {
  it('shows nothing while the cart is empty', async () => {
    await renderSheet();
    expect(screen.queryByRole('button', { name: /^Корзина ·/ })).not.toBeInTheDocument();
  });

  it('shows a labelled bar with the count and sum that opens the cart sheet, keyboard first', async () => {
    const { store, user } = await renderSheet();
    act(() => {
      store.dispatch(positionAdded(borscht));
    });
    const bar = screen.getByRole('button', { name: barName('1 позиция', '390') });
    expect(bar).toHaveTextContent('Корзина · 1 позиция');
    expect(bar).toHaveAttribute('aria-haspopup', 'dialog');

    await user.tab();
    expect(bar).toHaveFocus();
    await user.keyboard('{Enter}');
    const sheet = await screen.findByRole('dialog', { name: 'Корзина' });
    expect(within(sheet).getByText('Борщ со сметаной')).toBeInTheDocument();
    expect(within(sheet).getByText('1 позиция')).toBeInTheDocument();
    // The bar hides while the sheet is open.
    expect(screen.queryByTestId('cart-bar')).not.toBeInTheDocument();

    const lines = within(sheet).getByRole('list', { name: 'Блюда в корзине' });
    await user.click(within(lines).getByRole('button', { name: /Больше|Увеличить/ }));
    expect(store.getState().cart.positions[0]!.count).toBe(2);
    expect(within(sheet).getByText('2 позиции')).toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: barName('2 позиции', '780') })).toHaveTextContent('Корзина · 2 позиции');
  });

  it('goes to the cart screen or to checkout from the sheet, closing it', async () => {
    const { store, user, onGoToCart, onCheckout } = await renderSheet();
    act(() => {
      store.dispatch(positionAdded(borscht));
    });
    // The store's triggers do not run without a boot: price the cart as they would.
    await act(() => store.dispatch(repriceCart()));
    await user.click(screen.getByTestId('cart-bar'));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Перейти в корзину' }));
    expect(onGoToCart).toHaveBeenCalledOnce();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByTestId('cart-bar'));
    const checkout = within(await screen.findByRole('dialog')).getByRole('button', { name: /Оформить заказ/ });
    await vi.waitFor(() => expect(checkout).toBeEnabled());
    await user.click(checkout);
    expect(onCheckout).toHaveBeenCalledOnce();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the empty state in the sheet when the last dish is removed there', async () => {
    const { store, user, onBackToMenu } = await renderSheet();
    act(() => {
      store.dispatch(positionAdded(borscht));
    });
    await user.click(screen.getByTestId('cart-bar'));
    const sheet = await screen.findByRole('dialog');
    await user.click(within(sheet).getByRole('button', { name: 'Удалить «Борщ со сметаной»' }));
    expect(await within(sheet).findByRole('heading', { name: 'Корзина пуста' })).toBeInTheDocument();
    expect(within(sheet).queryByRole('button', { name: 'Перейти в корзину' })).not.toBeInTheDocument();
    await user.click(within(sheet).getByRole('button', { name: 'Вернуться в меню' }));
    expect(onBackToMenu).toHaveBeenCalledOnce();
    expect(screen.queryByTestId('cart-bar')).not.toBeInTheDocument();
  });
});
