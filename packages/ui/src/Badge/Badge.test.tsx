import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../testing/render';
import { Badge } from './Badge';

describe('<Badge />', () => {
  it('shows its content', () => {
    renderWithTheme(<Badge>Хит</Badge>);
    expect(screen.getByText('Хит')).toBeInTheDocument();
  });

  it('is named by its label for screen readers', () => {
    renderWithTheme(<Badge label="3 товара в корзине">3</Badge>);
    expect(screen.getByRole('img', { name: '3 товара в корзине' })).toHaveTextContent('3');
  });
});
