import type { CartSummaryLabels } from './CartSummary';

/** Russian texts of {@link CartSummary} for stories and tests. */
export const cartSummaryLabels: CartSummaryLabels = {
  title: 'Ваш заказ',
  items: (count) => `Товары (${count})`,
  discount: 'Скидка',
  delivery: 'Доставка',
  free: 'Бесплатно',
  total: 'Итого',
  checkout: 'Оформить заказ',
};
