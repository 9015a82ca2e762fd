import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../testing/render';
import { CartSummary } from './CartSummary';
import { cartSummaryLabels } from './CartSummary.fixtures';

const clean = (s: string | null | undefined) => s?.replace(/\u00a0/g, ' ');

describe('<CartSummary />', () => {
  it('lists goods, discount, free delivery and the total', () => {
    renderWithTheme(
      <CartSummary
        labels={cartSummaryLabels}
        count={3}
        subtotal={159700}
        discount={15000}
        deliveryPrice={0}
        total={144700}
      />,
    );
    const summary = screen.getByRole('region', { name: 'Ваш заказ' });
    expect(clean(summary.textContent)).toContain('Товары (3)1 597 ₽');
    expect(clean(summary.textContent)).toContain('Скидка−150 ₽');
    expect(clean(summary.textContent)).toContain('ДоставкаБесплатно');
    expect(clean(summary.textContent)).toContain('Итого1 447 ₽');
  });

  it('names the time the order is placed for, when it is not as soon as possible', () => {
    const props = { labels: cartSummaryLabels, count: 1, subtotal: 50000, total: 50000 };
    const { unmount } = renderWithTheme(
      <CartSummary {...props} when={{ label: 'Ко времени', value: 'чт, 5 марта, 12:15' }} />,
    );
    expect(screen.getByRole('region', { name: 'Ваш заказ' })).toHaveTextContent('Ко времени');
    expect(screen.getByTestId('summary-when')).toHaveTextContent('чт, 5 марта, 12:15');
    unmount();
    renderWithTheme(<CartSummary {...props} />);
    expect(screen.queryByTestId('summary-when')).toBeNull();
  });

  it('shows no sum while a preflight runs, keeping the rows, with the button busy', () => {
    renderWithTheme(
      <CartSummary
        labels={cartSummaryLabels}
        count={3}
        subtotal={159700}
        discount={0}
        deliveryPrice={0}
        total={144700}
        onCheckout={() => {}}
        pending
      />,
    );
    const summary = screen.getByRole('region', { name: 'Ваш заказ' });
    expect(summary).toHaveAttribute('aria-busy', 'true');
    expect(clean(summary.textContent)).not.toMatch(/₽|Бесплатно/);
    expect(screen.getByText('Скидка')).toBeInTheDocument();
    expect(screen.getByText('Доставка')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Оформить заказ' })).toBeDisabled();
  });

  it('checks out', async () => {
    const onCheckout = vi.fn();
    renderWithTheme(
      <CartSummary labels={cartSummaryLabels} count={1} subtotal={100} total={100} onCheckout={onCheckout} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Оформить заказ' }));
    expect(onCheckout).toHaveBeenCalledOnce();
  });

  it('blocks checkout with the reason', () => {
    renderWithTheme(
      <CartSummary
        labels={cartSummaryLabels}
        count={1}
        subtotal={100}
        total={100}
        onCheckout={() => {}}
        blockedReason="Минимальная сумма заказа 700 ₽"
      />,
    );
    const button = screen.getByRole('button', { name: 'Оформить заказ' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription('Минимальная сумма заказа 700 ₽');
  });

  it('lists the dishes with their counts and sums above the totals', () => {
    renderWithTheme(
      <CartSummary
        labels={cartSummaryLabels}
        count={3}
        subtotal={159700}
        total={159700}
        lines={[
          { key: 'm', name: 'Маргарита', count: 2, sum: 99800 },
          { key: 'c', name: 'Цезарь', count: 1, sum: 59900 },
        ]}
      />,
    );
    const items = screen.getAllByRole('listitem');
    expect(items.map((item) => clean(item.textContent))).toEqual(['Маргарита × 2998 ₽', 'Цезарь × 1599 ₽']);
  });
});
