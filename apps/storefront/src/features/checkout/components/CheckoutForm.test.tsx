import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  createMemoryStorage,
  createStore,
  locationCommitted,
  orderPersonChanged,
  positionAdded,
  type AppStore,
} from '@tarelka/store';
import { createTheme } from '@tarelka/ui';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, restoFixture } from '../../../../test-support/fake-api';
import { appConfig, storeTenant } from '../../../config/tenant';
import { createI18n } from '../../../lib/i18n/i18n';
import { CheckoutForm } from './CheckoutForm';

const place = { address: 'Москва, Тверская улица, 7', location: { lat: 55.76, lng: 37.61 }, apartment: '12' };

const slot = (at: string) => ({ at, time: at.slice(11, 16), available: true, unavailablePositions: [] });
const orderSlots = {
  date: '2030-03-05',
  timezone: '+03:00',
  step: 15,
  days: ['2030-03-05', '2030-03-06'],
  slots: [slot('2030-03-05T12:15:00+03:00'), slot('2030-03-05T12:30:00+03:00')],
  nextSlot: slot('2030-03-05T12:15:00+03:00'),
};

async function renderCheckout(fill: (store: AppStore) => void, catalog: Parameters<typeof fakeApi>[0] = {}) {
  const store = createStore({
    tenant: storeTenant,
    appVersion: '0.0.0-test',
    api: { baseUrl: 'http://api.test', fetch: fakeApi({ restos: [restoFixture()], ...catalog }) },
    storage: createMemoryStorage(),
    storageEvents: null,
    boot: false,
    warn: () => {},
  });
  store.dispatch(
    positionAdded({ id: 1039, menuId: 10, name: 'Борщ', price: 39000, count: 1, hasModifiers: false, modifiers: [] }),
  );
  fill(store);
  const i18n = await createI18n(appConfig, 'ru');
  const reprice = vi.fn(async () => ({ ok: false as const, error: null }));
  render(
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <ThemeProvider theme={createTheme(appConfig.branding)}>
          <CheckoutForm
            reprice={reprice}
            onPlaced={() => {}}
            onUnauthorized={() => {}}
            currency="RUB"
            apiUrl="http://api.test"
          />
        </ThemeProvider>
      </I18nextProvider>
    </Provider>,
  );
  return { store, reprice, user: userEvent.setup() };
}

describe('<CheckoutForm />', { timeout: 45_000 }, () => {
  it("shows the pickup point, restores the draft and keeps the resto's default pay type", async () => {
    const { store } = await renderCheckout((s) => {
      s.dispatch(
        locationCommitted({ cityId: 1, deliveryType: 'TAKE_AWAY', restoId: 1, deliveryPlace: null, payType: null }),
      );
      s.dispatch(orderPersonChanged({ name: 'Анна', email: 'anna@example.ru' }));
    });
    const section = screen.getByRole('region', { name: 'Где забрать' });
    await waitFor(() =>
      expect(within(section).getByTestId('checkout-address')).toHaveTextContent(
        'Тарелка на Тверской, Москва, Тверская улица, 12с1',
      ),
    );
    expect(within(section).queryByRole('textbox')).toBeNull();
    expect(screen.getByRole('textbox', { name: /Имя/ })).toHaveValue('Анна');
    expect(await screen.findByRole('radio', { name: 'Картой при получении' })).toBeChecked();
    expect(store.getState().orderDraft.payType).toBe('CARD_UPON_RECEIPT');
  });

  it('keeps the delivery details with the saved place as they are left', async () => {
    const { store, user } = await renderCheckout((s) =>
      s.dispatch(
        locationCommitted({ cityId: 1, deliveryType: 'DELIVERY', restoId: 1, deliveryPlace: place, payType: null }),
      ),
    );
    expect(screen.getByRole('textbox', { name: 'Квартира / офис' })).toHaveValue('12');
    await user.type(screen.getByRole('textbox', { name: 'Этаж' }), ' 5 ');
    await user.tab();
    expect(store.getState().location.deliveryPlace).toMatchObject({ apartment: '12', floor: '5' });
  });

  it("offers as soon as possible or a time of the resto's days, kept in the draft and named in the summary", async () => {
    const { store, user } = await renderCheckout(
      (s) =>
        s.dispatch(
          locationCommitted({ cityId: 1, deliveryType: 'TAKE_AWAY', restoId: 1, deliveryPlace: null, payType: null }),
        ),
      { orderSlots },
    );
    const when = await screen.findByRole('group', { name: 'Когда' });
    expect(within(when).getByRole('radio', { name: 'Как можно скорее' })).toBeChecked();
    await user.click(within(when).getByRole('radio', { name: 'Ко времени' }));
    expect(store.getState().orderDraft.scheduledFor).toBe('2030-03-05T12:15:00+03:00');
    expect(screen.getByRole('combobox', { name: 'День' })).toHaveDisplayValue('вт, 5 марта');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Время' }), '12:30');
    expect(store.getState().orderDraft.scheduledFor).toBe('2030-03-05T12:30:00+03:00');
    expect(screen.getByTestId('summary-when')).toHaveTextContent('вт, 5 марта, 12:30');
  });

  it('has no time chooser where the tenant takes no orders for a later time', async () => {
    await renderCheckout((s) =>
      s.dispatch(
        locationCommitted({ cityId: 1, deliveryType: 'TAKE_AWAY', restoId: 1, deliveryPlace: null, payType: null }),
      ),
    );
    expect(await screen.findByRole('radio', { name: 'Картой при получении' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Когда' })).toBeNull());
  });

  it('checks the contacts before pricing and placing the order', async () => {
    const { reprice, user } = await renderCheckout((s) =>
      s.dispatch(
        locationCommitted({ cityId: 1, deliveryType: 'TAKE_AWAY', restoId: 1, deliveryPlace: null, payType: null }),
      ),
    );
    await user.click(screen.getByTestId('place-order'));
    expect(await screen.findByText('Введите ваше имя')).toBeInTheDocument();
    expect(screen.getByText('Укажите email для получения чека')).toBeInTheDocument();
    expect(reprice).not.toHaveBeenCalled();
  });
});
