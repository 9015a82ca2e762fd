import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../testing/render';
import { Panel } from './Panel';

describe('<Panel />', () => {
  it('is a region named by its heading, with the heading id given', () => {
    renderWithTheme(
      <Panel title="Контакты" headingId="checkout-contacts">
        <p>Анна</p>
      </Panel>,
    );
    const region = screen.getByRole('region', { name: 'Контакты' });
    expect(region).toHaveAttribute('aria-labelledby', 'checkout-contacts');
    expect(screen.getByRole('heading', { level: 2, name: 'Контакты' })).toHaveAttribute('id', 'checkout-contacts');
    expect(region).toHaveTextContent('Анна');
  });

  it('gives a page its first-level heading', () => {
    renderWithTheme(<Panel title="Ваш заказ принят" headingLevel={1} $centered />);
    expect(screen.getByRole('heading', { level: 1, name: 'Ваш заказ принят' })).toBeInTheDocument();
  });

  it('passes test ids and busy state through', () => {
    renderWithTheme(<Panel data-testid="summary" aria-busy="true" $tone="danger" />);
    expect(screen.getByTestId('summary')).toHaveAttribute('aria-busy', 'true');
  });
});
