import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../testing/render';
import { EmptyCart } from './EmptyCart';

describe('<EmptyCart />', () => {
  it('says the cart is empty and leads back to the menu', async () => {
    const onBackToMenu = vi.fn();
    renderWithTheme(
      <EmptyCart
        onBackToMenu={onBackToMenu}
        labels={{ title: 'Корзина пуста', text: 'Добавьте блюда из меню', backToMenu: 'Вернуться в меню' }}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Корзина пуста' })).toBeInTheDocument();
    expect(screen.getByText('Добавьте блюда из меню')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Вернуться в меню' }));
    expect(onBackToMenu).toHaveBeenCalledOnce();
  });
});
