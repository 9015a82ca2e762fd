import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../testing/render';
import { PromotionCard } from './PromotionCard';

const promotion = { id: 'p1', title: 'Пицца дня', period: 'до 31 декабря' };

describe('<PromotionCard />', () => {
  it('links to the promotion', () => {
    renderWithTheme(<PromotionCard promotion={promotion} href="/promotions/p1" />);
    expect(screen.getByRole('link', { name: 'Пицца дня' })).toHaveAttribute('href', '/promotions/p1');
    expect(screen.getByText('до 31 декабря')).toBeInTheDocument();
  });

  it('opens through a button without a link', async () => {
    const onOpen = vi.fn();
    renderWithTheme(<PromotionCard promotion={promotion} onOpen={onOpen} />);
    await userEvent.click(screen.getByRole('button', { name: 'Пицца дня' }));
    expect(onOpen).toHaveBeenCalledWith('p1');
  });
});
