import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../testing/render';
import { PromotionCard } from './PromotionCard';

const promotion = { id: 'p1', title: 'Пицца дня', period: 'до 31 декабря', photo: '/promo.jpg' };

describe('<PromotionCard />', () => {
  it('links to the promotion', () => {
    renderWithTheme(<PromotionCard promotion={promotion} href="/promotions/p1" testId="promotion-card" />);
    expect(screen.getByRole('link', { name: 'Пицца дня' })).toHaveAttribute('href', '/promotions/p1');
    expect(screen.getByRole('heading', { level: 3, name: 'Пицца дня' })).toBeInTheDocument();
    expect(screen.getByText('до 31 декабря')).toBeInTheDocument();
    expect(screen.getByRole('article')).toHaveAttribute('data-testid', 'promotion-card');
  });

  it('lets the caller route a click on the link itself', async () => {
    const onOpen = vi.fn((_id: string, event: { preventDefault: () => void }) => event.preventDefault());
    renderWithTheme(<PromotionCard promotion={promotion} href="/promotions/p1" onOpen={onOpen} />);
    await userEvent.click(screen.getByRole('link', { name: 'Пицца дня' }));
    expect(onOpen).toHaveBeenCalledWith('p1', expect.objectContaining({ defaultPrevented: true }));
  });

  it('opens through a button without a link', async () => {
    const onOpen = vi.fn();
    renderWithTheme(<PromotionCard promotion={promotion} onOpen={onOpen} />);
    await userEvent.click(screen.getByRole('button', { name: 'Пицца дня' }));
    expect(onOpen).toHaveBeenCalledWith('p1', expect.anything());
  });

  it('loads the picture first when it is the page’s main one, at the heading level asked', () => {
    const { container } = renderWithTheme(<PromotionCard promotion={promotion} priority headingLevel={2} />);
    const img = container.querySelector('img');
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
    expect(screen.getByRole('heading', { level: 2 })).toBeInTheDocument();
  });
});
