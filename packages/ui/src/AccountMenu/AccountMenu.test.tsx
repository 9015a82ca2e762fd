import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../testing/render';
import { AccountMenu, type AccountMenuItem } from './AccountMenu';

const items = (onSignOut = vi.fn()): AccountMenuItem[] => [
  { label: 'Мои заказы', href: '/orders' },
  { label: 'Профиль', href: '/profile' },
  { label: 'Выйти', onSelect: onSignOut },
];

describe('<AccountMenu />', () => {
  it('opens from the person’s name onto the first entry and moves with the arrows, Home and End', async () => {
    renderWithTheme(<AccountMenu name="Анна Иванова" items={items()} />);
    const button = screen.getByRole('button', { name: 'Анна Иванова' });
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    button.focus();
    await userEvent.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('menuitem', { name: 'Мои заказы' })).toHaveFocus();
    expect(screen.getByRole('menuitem', { name: 'Мои заказы' })).toHaveAttribute('href', '/orders');
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Профиль' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('menuitem', { name: 'Выйти' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Мои заказы' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'Выйти' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(screen.getByRole('menuitem', { name: 'Мои заказы' })).toHaveFocus();
  });

  it('opens on the last entry with ↑, and Escape closes it back on the button', async () => {
    renderWithTheme(<AccountMenu name="+7 999 123-45-67" items={items()} />);
    const button = screen.getByRole('button', { name: '+7 999 123-45-67' });
    button.focus();
    await userEvent.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'Выйти' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('runs an action entry and closes; a click outside closes too', async () => {
    const onSignOut = vi.fn();
    renderWithTheme(
      <>
        <AccountMenu name="Анна" items={items(onSignOut)} />
        <p>Снаружи</p>
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Анна' }));
    await userEvent.click(screen.getByText('Снаружи'));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Анна' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Выйти' }));
    expect(onSignOut).toHaveBeenCalledOnce();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('hands a followed link to onNavigate', async () => {
    const onNavigate = vi.fn((_item: unknown, event: { preventDefault: () => void }) => event.preventDefault());
    renderWithTheme(<AccountMenu name="Анна" items={items()} onNavigate={onNavigate} />);
    await userEvent.click(screen.getByRole('button', { name: 'Анна' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Профиль' }));
    expect(onNavigate).toHaveBeenCalledWith(items()[1], expect.anything());
  });

  it('shows the provider’s picture as decoration and, inline, the name over plain entries', async () => {
    const onSignOut = vi.fn();
    renderWithTheme(<AccountMenu variant="inline" name="Анна" avatar="/a.png" items={items(onSignOut)} />);
    expect(screen.getByRole('region', { name: 'Анна' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Анна' }).querySelector('img')).toHaveAttribute('alt', '');
    expect(screen.getByRole('link', { name: 'Профиль' })).toHaveAttribute('href', '/profile');
    await userEvent.click(screen.getByRole('button', { name: 'Выйти' }));
    expect(onSignOut).toHaveBeenCalledOnce();
  });
});
