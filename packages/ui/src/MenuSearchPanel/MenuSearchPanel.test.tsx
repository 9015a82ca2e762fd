import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Modal } from '../Modal/Modal';
import { renderWithTheme } from '../testing/render';
import { MenuSearchPanel } from './MenuSearchPanel';
import { menuSearchLabelsRu as labels, menuSearchResults as results } from './MenuSearchPanel.fixtures';

describe('<MenuSearchPanel />', () => {
  it('has a search field that takes the focus in its dialog and reports typing', async () => {
    const onQueryChange = vi.fn();
    renderWithTheme(
      <Modal open fullScreen title="Поиск" closeLabel="Закрыть" onClose={() => {}}>
        <MenuSearchPanel query="" onQueryChange={onQueryChange} results={[]} notFound={false} labels={labels} />
      </Modal>,
    );
    const field = screen.getByRole('searchbox', { name: 'Поиск' });
    expect(field).toHaveAttribute('placeholder', 'Поиск');
    expect(field).toHaveFocus();
    await userEvent.type(field, 'п');
    expect(onQueryChange).toHaveBeenCalledWith('п');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('lists the dishes found as links with prices, and reports the one chosen', async () => {
    const onSelect = vi.fn((_, event: { preventDefault: () => void }) => event.preventDefault());
    renderWithTheme(
      <MenuSearchPanel
        query="марг"
        onQueryChange={() => {}}
        results={results}
        notFound={false}
        onSelect={onSelect}
        labels={labels}
      />,
    );
    const link = screen.getByRole('link', { name: /Пицца Маргарита/ });
    expect(link).toHaveAttribute('href', '/menus/1/positions/1');
    expect(link).toHaveTextContent('450 ₽');
    await userEvent.click(link);
    expect(onSelect).toHaveBeenCalledWith(results[0], expect.anything());
  });

  it('says when nothing matches', () => {
    renderWithTheme(<MenuSearchPanel query="zzzz" onQueryChange={() => {}} results={[]} notFound labels={labels} />);
    expect(screen.getByRole('status')).toHaveTextContent('Блюда не найдены');
    expect(screen.queryAllByRole('link')).toHaveLength(0);
  });
});
