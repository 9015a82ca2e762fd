import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../testing/render';
import { RestoCard } from './RestoCard';

describe('<RestoCard />', () => {
  it('shows the restaurant with a callable phone and its status', () => {
    renderWithTheme(
      <RestoCard
        resto={{
          id: 'r1',
          name: 'Тарелка',
          address: 'ул. Тверская, 12',
          phones: ['+7 (495) 123-45-67'],
          averageCheck: 120000,
        }}
        href="/restos/r1"
        status={{ open: false, text: 'Закрыто' }}
      />,
    );
    expect(screen.getByRole('link', { name: 'Тарелка' })).toHaveAttribute('href', '/restos/r1');
    expect(screen.getByRole('link', { name: '+7 (495) 123-45-67' })).toHaveAttribute('href', 'tel:+74951234567');
    expect(screen.getByText('Закрыто')).toBeInTheDocument();
    expect(screen.getByRole('article').textContent?.replace(/\u00a0/g, ' ')).toContain('Средний чек: 1 200 ₽');
  });
});
