import type { CheckoutSummaryLabels } from './CheckoutSummary';

/** Russian texts of {@link CheckoutSummary} for stories and tests. */
export const checkoutSummaryLabels: CheckoutSummaryLabels = {
  title: 'Что входит в стоимость',
  place: 'Оформить заказ · 1 796 ₽',
  retry: 'Повторить',
  rules: 'Правила доставки заказа',
};
