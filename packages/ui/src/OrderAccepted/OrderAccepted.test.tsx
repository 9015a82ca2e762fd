import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../testing/render';
import { OrderAccepted } from './OrderAccepted';
import { orderAcceptedLabels } from './OrderAccepted.fixtures';

describe('<OrderAccepted />', () => {
  it('says the order is accepted with its number, total and the call note', async () => {
    const onBackToMenu = vi.fn();
    renderWithTheme(<OrderAccepted labels={orderAcceptedLabels} onBackToMenu={onBackToMenu} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Ваш заказ принят' })).toBeInTheDocument();
    expect(screen.getByTestId('order-number')).toHaveTextContent('Заказ № 1042');
    expect(screen.getByTestId('order-result')).toHaveTextContent('Оператор позвонит вам');
    expect(screen.queryByRole('button', { name: 'Оплатить' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Вернуться в меню' }));
    expect(onBackToMenu).toHaveBeenCalledOnce();
  });

  it('names the time an order for later is placed for', () => {
    renderWithTheme(
      <OrderAccepted
        labels={{ ...orderAcceptedLabels, scheduled: 'Ко времени: чт, 5 марта, 12:15' }}
        onBackToMenu={() => {}}
      />,
    );
    expect(screen.getByTestId('order-scheduled')).toHaveTextContent('Ко времени: чт, 5 марта, 12:15');
  });

  it('offers the payment page for an order awaiting its payment', async () => {
    const onPay = vi.fn();
    renderWithTheme(<OrderAccepted labels={orderAcceptedLabels} onBackToMenu={() => {}} onPay={onPay} />);
    expect(screen.getByRole('status')).toHaveTextContent('Заказ ждёт оплаты.');
    await userEvent.click(screen.getByRole('button', { name: 'Оплатить' }));
    expect(onPay).toHaveBeenCalledOnce();
  });
});
