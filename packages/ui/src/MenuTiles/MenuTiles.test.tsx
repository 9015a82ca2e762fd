import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../testing/render';
import { MenuTiles } from './MenuTiles';
import { menuTiles } from './MenuTiles.fixtures';

describe('<MenuTiles />', () => {
  it('lists the menus as links with their dish counts under the heading', () => {
    renderWithTheme(<MenuTiles title="Тарелка" label="Меню" menus={menuTiles} tileTestId="menu-tile" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Тарелка' })).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Меню' });
    expect(list.querySelectorAll('li')).toHaveLength(3);
    expect(screen.getByRole('link', { name: /Бар/ })).toHaveAttribute('href', '/menus/2');
    expect(screen.getByText('12 позиций')).toBeInTheDocument();
    expect(screen.getAllByTestId('menu-tile')).toHaveLength(3);
  });

  it('hands the pressed menu to onOpen', async () => {
    const onOpen = vi.fn((_menu: unknown, event: { preventDefault: () => void }) => event.preventDefault());
    renderWithTheme(<MenuTiles title="Тарелка" label="Меню" menus={menuTiles} onOpen={onOpen} />);
    await userEvent.click(screen.getByRole('link', { name: /Кухня/ }));
    expect(onOpen).toHaveBeenCalledWith(menuTiles[0], expect.anything());
  });

  it('shows the fallback instead of the tiles', () => {
    renderWithTheme(
      <MenuTiles title="Тарелка" label="Меню" menus={menuTiles} fallback={<p>Не удалось загрузить</p>} />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Тарелка' })).toBeInTheDocument();
    expect(screen.getByText('Не удалось загрузить')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });
});
