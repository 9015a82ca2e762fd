import type { MouseEvent, ReactNode } from 'react';
import { Button } from '../Button/Button';
import { EmptyState } from '../EmptyState/EmptyState';
import { ErrorState } from '../ErrorState/ErrorState';
import { Card, List, Status } from './OrderHistoryList.styles';

/** One past order as the history shows it; every text already formatted by the caller. */
export interface OrderHistoryItem {
  id: string;
  /** The order page's URL. */
  href: string;
  /** 'Заказ № 1024'. */
  title: string;
  /** The date and time on the resto's clock. */
  date: string;
  /** The status in words ('Готовится'). */
  status: string;
  /** The total in money. */
  total: string;
  /** Delivery type and place ('Доставка: Тверская, 1'). */
  place: string;
  /** The positions, shown as 'Борщ × 2, Бефстроганов'. */
  positions: readonly { name: string; count: number }[];
  /** The time the order is placed for, on the resto's clock ('Ко времени: чт, 5 марта, 12:15'); absent: as soon as possible. */
  scheduled?: string | null;
  /** What the card offers under it (the reorder button). */
  action?: ReactNode;
}

/** Texts of {@link OrderHistoryList}. */
export interface OrderHistoryListLabels {
  /** Shown with no orders ('Заказов пока нет'). */
  empty: string;
  /** The next page's button ('Показать ещё'). */
  loadMore: string;
  /** The first page failed ('Не удалось загрузить заказы'). */
  failed: string;
  /** Its retry button ('Повторить'). */
  retry: string;
}

/** Props of {@link OrderHistoryList}. */
export interface OrderHistoryListProps {
  orders: readonly OrderHistoryItem[];
  /** Whether older orders remain (the button shows). */
  hasMore?: boolean;
  /** A page is loading (the button spins; no empty state yet). */
  loading?: boolean;
  /** The last page failed to load: with no orders yet an error with a retry (`onLoadMore`). */
  failed?: boolean;
  onLoadMore?: () => void;
  /** Called when an order is opened (it may prevent the default to route in-app). */
  onOpen?: (order: OrderHistoryItem, event: MouseEvent<HTMLAnchorElement>) => void;
  labels: OrderHistoryListLabels;
}

/**
 * The person's orders, newest first (`data-testid="order-history"`), each a card whose title links
 * to its page, with a button for the next page.
 *
 * @example
 * <OrderHistoryList orders={items} hasMore onLoadMore={next} labels={{ empty: 'Заказов пока нет', loadMore: 'Показать ещё' }} />
 */
export function OrderHistoryList({
  orders,
  hasMore,
  loading,
  failed,
  onLoadMore,
  onOpen,
  labels,
}: OrderHistoryListProps) {
  if (orders.length === 0 && failed && !loading)
    return <ErrorState labels={{ title: labels.failed, retry: labels.retry }} onRetry={onLoadMore} />;
  if (orders.length === 0 && !loading) return <EmptyState title={labels.empty} />;
  return (
    <div data-testid="order-history">
      <List>
        {orders.map((order) => (
          <Card key={order.id}>
            <h2>
              <a href={order.href} onClick={onOpen && ((event) => onOpen(order, event))}>
                {order.title}
              </a>
              <Status>{order.status}</Status>
            </h2>
            <p>
              <time>{order.date}</time> · {order.total}
            </p>
            {order.scheduled && <p>{order.scheduled}</p>}
            <p>{order.place}</p>
            <p>{order.positions.map(({ name, count }) => (count > 1 ? `${name} × ${count}` : name)).join(', ')}</p>
            {order.action}
          </Card>
        ))}
      </List>
      {(hasMore || loading) && (
        <Button variant="secondary" loading={loading} onClick={onLoadMore}>
          {labels.loadMore}
        </Button>
      )}
    </div>
  );
}
