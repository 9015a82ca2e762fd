import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../testing/render';
import { PaymentStatusPanel } from './PaymentStatusPanel';
import { paymentStatusLabels as labels } from './PaymentStatusPanel.fixtures';

describe('<PaymentStatusPanel />', () => {
  it('announces a paid order', () => {
    renderWithTheme(<PaymentStatusPanel status="PAID" labels={labels} />);
    expect(screen.getByRole('status')).toHaveTextContent('Заказ оплачен');
    expect(screen.getByTestId('payment-status')).toHaveAttribute('data-status', 'PAID');
  });

  it('waits for a pending payment and leads back to the payment page', async () => {
    const onContinue = vi.fn();
    renderWithTheme(<PaymentStatusPanel status="PENDING" onContinue={onContinue} labels={labels} />);
    expect(screen.getByRole('status')).toHaveTextContent('Ждём подтверждения оплаты…');
    await userEvent.click(screen.getByRole('button', { name: 'Перейти к оплате' }));
    expect(onContinue).toHaveBeenCalledOnce();
  });

  it("says the bank declined, that no money was taken, and the retry's refusal", async () => {
    const onRetry = vi.fn();
    renderWithTheme(
      <PaymentStatusPanel status="FAILED" declined error="Заказ уже оплачен" onRetry={onRetry} labels={labels} />,
    );
    const [alert, refusal] = screen.getAllByRole('alert');
    expect(alert).toHaveTextContent('Оплата не прошла');
    expect(alert).toHaveTextContent('Банк отклонил платёж');
    expect(alert).toHaveTextContent('Деньги не списаны');
    expect(refusal).toHaveTextContent('Заказ уже оплачен');
    await userEvent.click(screen.getByRole('button', { name: 'Оплатить снова' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('shows a canceled payment without a retry when the order cannot be paid again', () => {
    renderWithTheme(<PaymentStatusPanel status="CANCELED" labels={labels} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Оплата отменена');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('offers a refresh when the status could not be loaded', async () => {
    const onRefresh = vi.fn();
    renderWithTheme(<PaymentStatusPanel status="ERROR" error="Network error" onRefresh={onRefresh} labels={labels} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Не удалось узнать статус оплаты');
    expect(screen.getByRole('alert')).toHaveTextContent('Network error');
    await userEvent.click(screen.getByRole('button', { name: 'Обновить' }));
    expect(onRefresh).toHaveBeenCalledOnce();
  });
});
