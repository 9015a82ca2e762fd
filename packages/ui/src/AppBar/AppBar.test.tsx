import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../testing/render';
import { AppBar } from './AppBar';
import { appBarLabels, appBarLinks } from './AppBar.fixtures';

describe('<AppBar />', () => {
  it('shows the navigation with the current page and a new-tab franchise link', async () => {
    const onNavigate = vi.fn((_link: unknown, event: { preventDefault: () => void }) => event.preventDefault());
    const { container } = renderWithTheme(
      <AppBar logo="Тарелка" links={appBarLinks} onNavigate={onNavigate} labels={appBarLabels} />,
    );
    expect(screen.getByTestId('app-bar').tagName).toBe('HEADER');
    // The navigation is desktop-only CSS; find it by its label attribute.
    const nav = container.querySelector<HTMLElement>('nav[aria-label="Основная навигация"]')!;
    expect(within(nav).getByText('Меню').closest('a')).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByText('Франшиза').closest('a')).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(nav).getByText('Франшиза').closest('a')).toHaveAttribute('target', '_blank');
    await userEvent.click(within(nav).getByText('Акции'));
    expect(onNavigate).toHaveBeenCalledWith(appBarLinks[1], expect.anything());
  });

  it('names the cart with the visible count outside parentheses and links to the cart', async () => {
    const onCartClick = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    renderWithTheme(
      <AppBar logo="Тарелка" cartCount={2} cartHref="/cart" onCartClick={onCartClick} labels={appBarLabels} />,
    );
    const cart = screen.getByRole('link', { name: 'Корзина · 2' });
    expect(cart).toHaveAttribute('href', '/cart');
    await userEvent.click(cart);
    expect(onCartClick).toHaveBeenCalledOnce();
  });

  it('reads the total with the count on a cart button', async () => {
    const onCartClick = vi.fn();
    renderWithTheme(
      <AppBar logo="Тарелка" cartCount={3} cartTotal="1 250 ₽" onCartClick={onCartClick} labels={appBarLabels} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Корзина · 3, 1 250 ₽' }));
    expect(onCartClick).toHaveBeenCalledOnce();
  });

  it('opens the drawer from the menu button of the mobile layout (the data-mobile flag), not on desktop', async () => {
    const onMenuClick = vi.fn();
    renderWithTheme(<AppBar logo="Тарелка" onMenuClick={onMenuClick} labels={appBarLabels} />);
    expect(screen.queryByRole('button', { name: 'Открыть меню' })).not.toBeInTheDocument();
    document.documentElement.setAttribute('data-mobile', '');
    try {
      await userEvent.click(screen.getByRole('button', { name: 'Открыть меню' }));
      expect(onMenuClick).toHaveBeenCalledOnce();
    } finally {
      document.documentElement.removeAttribute('data-mobile');
    }
  });

  it('is the logo row only when compact', () => {
    const { container } = renderWithTheme(<AppBar logo="Тарелка" links={appBarLinks} compact labels={appBarLabels} />);
    expect(container.querySelector('nav')).toBeNull();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
