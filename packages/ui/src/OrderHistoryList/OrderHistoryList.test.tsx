import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../testing/render';
import { OrderHistoryList } from './OrderHistoryList';
import { historyLabels, historyOrders } from './OrderHistoryList.fixtures';

describe('<OrderHistoryList />', () => {
  it('lists each order with its link, date, status, total, place and positions, and loads more', async () => {
    const onLoadMore = vi.fn();
    const onOpen = vi.fn((_order: unknown, event: { preventDefault: () => void }) => event.preventDefault());
    renderWithTheme(
      <OrderHistoryList
        orders={historyOrders}
        hasMore
        onLoadMore={onLoadMore}
        onOpen={onOpen}
        labels={historyLabels}
      />,
    );
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Заказ № 1025');
    expect(items[0]).toHaveTextContent('Готовится');
    expect(items[0]).toHaveTextContent('26 ноября, 14:05 · 1 329 ₽');
    expect(items[0]).toHaveTextContent('Доставка: Москва, Тверская ул., 1, кв. 15');
    expect(items[0]).toHaveTextContent('Борщ × 2, Бефстроганов');
    expect(items[0]).not.toHaveTextContent('Ко времени');
    expect(items[1]).toHaveTextContent('Ко времени: пт, 20 ноября, 20:30');
    const link = screen.getByRole('link', { name: 'Заказ № 1024' });
    expect(link).toHaveAttribute('href', '/orders/a');
    await userEvent.click(link);
    expect(onOpen).toHaveBeenCalledWith(historyOrders[1], expect.anything());
    await userEvent.click(screen.getByRole('button', { name: 'Показать ещё' }));
    expect(onLoadMore).toHaveBeenCalledOnce();
  });

  it('hides the button on the last page and says when there are no orders', () => {
    const { rerender } = renderWithTheme(<OrderHistoryList orders={historyOrders} labels={historyLabels} />);
    expect(screen.queryByRole('button', { name: 'Показать ещё' })).not.toBeInTheDocument();
    rerender(<OrderHistoryList orders={[]} labels={historyLabels} />);
    expect(screen.getByText('Заказов пока нет')).toBeInTheDocument();
  });

  it('shows what each card offers under it (the reorder button)', () => {
    renderWithTheme(
      <OrderHistoryList
        orders={historyOrders.map((order) => ({ ...order, action: <button type="button">Повторить заказ</button> }))}
        labels={historyLabels}
      />,
    );
    expect(screen.getAllByRole('listitem')[1]).toContainElement(
      screen.getAllByRole('button', { name: 'Повторить заказ' })[1]!,
    );
  });

  it('offers a retry when the first page failed', async () => {
    const onLoadMore = vi.fn();
    renderWithTheme(<OrderHistoryList orders={[]} failed onLoadMore={onLoadMore} labels={historyLabels} />);
    expect(screen.getByText('Не удалось загрузить заказы')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(onLoadMore).toHaveBeenCalledOnce();
  });
});
