import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../testing/render';
import { DeliveryConditionsTable } from './DeliveryConditionsTable';
import { conditionsLabelsRu as labels } from './DeliveryConditionsTable.fixtures';

const rows = [
  { from: 0, to: 100000, deliveryCost: 19900, deliveryTime: 60 },
  { from: 150000, to: null, deliveryCost: 0, deliveryTime: 0 },
];
const clean = (s: string | null) => s?.replace(/\u00a0/g, ' ');

describe('<DeliveryConditionsTable />', () => {
  it('has the spec columns', () => {
    renderWithTheme(<DeliveryConditionsTable rows={rows} labels={labels} />);
    expect(screen.getByRole('table', { name: 'Условия доставки' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Сумма заказа' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Доставка' })).toBeInTheDocument();
  });

  it('shows ranges, prices with minutes, and free delivery without 0 minutes', () => {
    renderWithTheme(<DeliveryConditionsTable rows={rows} labels={labels} />);
    const [, first, second] = screen.getAllByRole('row');
    expect(clean(first!.textContent)).toBe('от 0 ₽ до 1 000 ₽199 ₽ • 60 мин');
    expect(clean(second!.textContent)).toBe('от 1 500 ₽Бесплатно');
  });

  it('shows its caption when asked (one table per zone)', () => {
    renderWithTheme(<DeliveryConditionsTable rows={rows} labels={{ ...labels, caption: 'Центр' }} showCaption />);
    const table = screen.getByRole('table', { name: 'Центр' });
    expect(table.querySelector('caption')).toHaveTextContent('Центр');
  });
});
