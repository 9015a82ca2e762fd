import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../testing/render';
import { CheckoutSummary } from './CheckoutSummary';
import { checkoutSummaryLabels } from './CheckoutSummary.fixtures';

describe('<CheckoutSummary />', () => {
  it('names its region, places the order through the form and opens the rules', async () => {
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    const onRules = vi.fn();
    renderWithTheme(
      <form onSubmit={onSubmit}>
        <CheckoutSummary onRules={onRules} labels={checkoutSummaryLabels}>
          <p>Итого 1 796 ₽</p>
        </CheckoutSummary>
      </form>,
    );
    expect(screen.getByRole('region', { name: 'Что входит в стоимость' })).toHaveTextContent('Итого 1 796 ₽');
    fireEvent.click(screen.getByRole('button', { name: 'Оформить заказ · 1 796 ₽' }));
    expect(onSubmit).toHaveBeenCalledOnce();
    await userEvent.click(screen.getByRole('button', { name: 'Правила доставки заказа' }));
    expect(onRules).toHaveBeenCalledOnce();
    expect(onSubmit).toHaveBeenCalledOnce();
  });

  it('says why ordering is blocked and disables the button', () => {
    renderWithTheme(
      <CheckoutSummary
        blockedReason="Минимальная сумма заказа 2 000 ₽"
        disabled
        onRules={() => {}}
        labels={checkoutSummaryLabels}
      >
        <p>Итого</p>
      </CheckoutSummary>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Минимальная сумма заказа 2 000 ₽');
    expect(screen.getByTestId('place-order')).toBeDisabled();
  });

  it('shows the failure with a retry that submits again', () => {
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    renderWithTheme(
      <form onSubmit={onSubmit}>
        <CheckoutSummary error="Network error" onRules={() => {}} labels={checkoutSummaryLabels}>
          <p>Итого</p>
        </CheckoutSummary>
      </form>,
    );
    expect(screen.getByTestId('checkout-error')).toHaveAttribute('role', 'alert');
    fireEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(onSubmit).toHaveBeenCalledOnce();
  });
});
