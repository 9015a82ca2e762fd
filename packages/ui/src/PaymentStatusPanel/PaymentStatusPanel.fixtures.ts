import type { PaymentStatusPanelLabels } from './PaymentStatusPanel';

/** Russian texts of {@link PaymentStatusPanel} for stories and tests. */
export const paymentStatusLabels: PaymentStatusPanelLabels = {
  paid: 'Заказ оплачен',
  pending: 'Ждём подтверждения оплаты…',
  pendingNote: 'Статус обновится сам, страницу можно не перезагружать.',
  continue: 'Перейти к оплате',
  failed: 'Оплата не прошла',
  canceled: 'Оплата отменена',
  declined: 'Банк отклонил платёж. Попробуйте ещё раз или другую карту.',
  failedNote: 'Деньги не списаны. Заказ сохранён — его можно оплатить снова.',
  retry: 'Оплатить снова',
  loading: 'Проверяем оплату…',
  loadFailed: 'Не удалось узнать статус оплаты',
  refresh: 'Обновить',
};
