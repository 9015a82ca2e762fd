import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../testing/render';
import { DeliveryHint } from './DeliveryHint';
import { deliveryHintLabels } from './DeliveryHint.fixtures';

const clean = (s: string | null | undefined) => s?.replace(/\u00a0/g, ' ');

describe('<DeliveryHint />', () => {
  it('states the minimum order sum and what is missing', () => {
    renderWithTheme(
      <DeliveryHint
        labels={deliveryHintLabels}
        hint={{ kind: 'BELOW_MINIMUM', minimum: 70000, missing: 35000 }}
        cartTotal={35000}
      />,
    );
    expect(clean(screen.getByRole('status').textContent)).toBe('Минимальная сумма заказа 700 ₽. Добавьте ещё на 350 ₽');
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '50');
  });

  it('tells the amount left to free delivery', () => {
    renderWithTheme(<DeliveryHint labels={deliveryHintLabels} hint={{ kind: 'LEFT_TO_FREE_DELIVERY', left: 20000 }} />);
    expect(clean(screen.getByRole('status').textContent)).toBe('До бесплатной доставки осталось 200 ₽');
  });

  it('tells both the next cheaper price and free delivery when they differ', () => {
    renderWithTheme(
      <DeliveryHint
        labels={deliveryHintLabels}
        hint={{ kind: 'LEFT_TO_DELIVERY_PRICE', left: 91100, deliveryCost: 9900, leftToFree: 241100 }}
        cartTotal={108900}
      />,
    );
    expect(clean(screen.getByRole('status').textContent)).toBe(
      'Добавьте ещё на 911 ₽, и доставка будет стоить 99 ₽До бесплатной доставки осталось 2 411 ₽',
    );
  });

  it('asks to split an order above the maximum', () => {
    renderWithTheme(<DeliveryHint labels={deliveryHintLabels} hint={{ kind: 'ABOVE_MAXIMUM', maximum: 3000000 }} />);
    expect(clean(screen.getByRole('status').textContent)).toBe(
      'Максимальная сумма заказа 30 000 ₽. Разделите заказ на несколько',
    );
  });

  it('renders nothing for no hint', () => {
    const { container } = renderWithTheme(<DeliveryHint labels={deliveryHintLabels} hint={{ kind: 'NONE' }} />);
    expect(container).toBeEmptyDOMElement();
  });
});
