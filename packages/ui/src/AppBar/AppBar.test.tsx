import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../testing/render';
import { AppBar } from './AppBar';

const links = [
  { label: 'Акции', href: '/promotions', current: true },
  { label: 'Франшиза', href: 'https://example.com', external: true },
];

describe('<AppBar />', () => {
  it('shows the navigation with the current page and a new-tab franchise link', () => {
    const { container } = renderWithTheme(<AppBar logo="Тарелка" links={links} />);
    // jsdom applies no media queries, so the desktop-only navigation is display:none here and has no
    // accessible name; find it by its label attribute instead.
    const nav = container.querySelector<HTMLElement>('nav[aria-label="Основное меню"]')!;
    expect(within(nav).getByText('Акции').closest('a')).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByText('Франшиза').closest('a')).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(nav).getByText('Франшиза').closest('a')).toHaveAttribute('target', '_blank');
  });

  it('names the cart button with the item count and opens the cart', async () => {
    const onCartClick = vi.fn();
    renderWithTheme(<AppBar logo="Тарелка" cartCount={3} cartTotal="1 250 ₽" onCartClick={onCartClick} />);
    await userEvent.click(screen.getByRole('button', { name: 'Корзина, товаров: 3, 1 250 ₽' }));
    expect(onCartClick).toHaveBeenCalledOnce();
  });

  it('opens the drawer from the menu button', async () => {
    const onMenuClick = vi.fn();
    renderWithTheme(<AppBar logo="Тарелка" onMenuClick={onMenuClick} />);
    await userEvent.click(screen.getByRole('button', { name: 'Открыть меню' }));
    expect(onMenuClick).toHaveBeenCalledOnce();
  });
});
