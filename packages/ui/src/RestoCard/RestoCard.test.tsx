import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../testing/render';
import { RestoCard } from './RestoCard';
import { restoCardLabels as labels } from './RestoCard.fixtures';

const resto = {
  id: 'r1',
  name: 'Тарелка',
  address: 'ул. Тверская, 12',
  phones: ['+7 (495) 123-45-67'],
  averageCheck: 120000,
};

describe('<RestoCard />', () => {
  it('shows the restaurant with a callable phone and its status', () => {
    renderWithTheme(
      <RestoCard resto={resto} href="/restos/r1" status={{ open: false, text: 'Закрыто' }} labels={labels} />,
    );
    expect(screen.getByRole('link', { name: 'Тарелка' })).toHaveAttribute('href', '/restos/r1');
    expect(screen.getByRole('heading', { level: 3, name: 'Тарелка' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '+7 (495) 123-45-67' })).toHaveAttribute('href', 'tel:+74951234567');
    expect(screen.getByText('Закрыто')).toBeInTheDocument();
    expect(screen.getByRole('article').textContent?.replace(/\u00a0/g, ' ')).toContain('Средний чек: 1 200 ₽');
  });

  it('lets the caller route the link and choose the heading level', async () => {
    const onOpen = vi.fn((_id: string, event: { preventDefault: () => void }) => event.preventDefault());
    renderWithTheme(<RestoCard resto={resto} href="/restos/r1" onOpen={onOpen} headingLevel={2} labels={labels} />);
    await userEvent.click(screen.getByRole('link', { name: 'Тарелка' }));
    expect(onOpen).toHaveBeenCalledWith('r1', expect.objectContaining({ defaultPrevented: true }));
    expect(screen.getByRole('heading', { level: 2, name: 'Тарелка' })).toBeInTheDocument();
  });

  it("loads a list's first photo eagerly and first, the others lazily", () => {
    const { container } = renderWithTheme(
      <ul>
        <li>
          <RestoCard resto={{ ...resto, photo: '/r1.jpg' }} priority labels={labels} />
        </li>
        <li>
          <RestoCard resto={{ ...resto, id: 'r2', photo: '/r2.jpg' }} labels={labels} />
        </li>
      </ul>,
    );
    const [first, second] = container.querySelectorAll('img');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(first).toHaveAttribute('loading', 'eager');
    expect(second).toHaveAttribute('loading', 'lazy');
    expect(second).not.toHaveAttribute('fetchpriority');
  });
});
