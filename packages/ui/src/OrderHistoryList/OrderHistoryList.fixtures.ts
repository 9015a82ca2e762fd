import type { OrderHistoryItem } from './OrderHistoryList';

export const historyLabels = {
  empty: 'Заказов пока нет',
  loadMore: 'Показать ещё',
  failed: 'Не удалось загрузить заказы',
  retry: 'Повторить',
};

export const historyOrders: OrderHistoryItem[] = [
  {
    id: 'b',
    href: '/orders/b',
    title: 'Заказ № 1025',
    date: '26 ноября, 14:05',
    status: 'Готовится',
    total: '1 329 ₽',
    place: 'Доставка: Москва, Тверская ул., 1, кв. 15',
    positions: [
      { name: 'Борщ', count: 2 },
      { name: 'Бефстроганов', count: 1 },
    ],
  },
  {
    id: 'a',
    href: '/orders/a',
    title: 'Заказ № 1024',
    date: '20 ноября, 19:40',
    status: 'Выполнен',
    total: '690 ₽',
    place: 'Самовывоз: Тарелка на Пятницкой',
    positions: [{ name: 'Бефстроганов', count: 1 }],
    scheduled: 'Ко времени: пт, 20 ноября, 20:30',
  },
];
