import type { OrderAcceptedLabels } from './OrderAccepted';

/** Russian texts of {@link OrderAccepted} for stories and tests. */
export const orderAcceptedLabels: OrderAcceptedLabels = {
  title: 'Ваш заказ принят',
  number: 'Заказ № 1042',
  total: 'Сумма заказа: 1 597 ₽',
  callNote: 'Оператор позвонит вам, чтобы уточнить детали заказа.',
  awaitingPayment: 'Заказ ждёт оплаты.',
  pay: 'Оплатить',
  toMenu: 'Вернуться в меню',
};
