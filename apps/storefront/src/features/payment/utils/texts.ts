/**
 * Default texts of the payment status, per locale. They are i18next defaults: a `payment.*` key in
 * the locale files or the tenant's string overrides wins over them.
 */
export const PAYMENT_TEXTS = {
  ru: {
    'payment.paid': 'Заказ оплачен',
    'payment.pending': 'Ждём подтверждения оплаты…',
    'payment.pendingNote': 'Статус обновится сам, страницу можно не перезагружать.',
    'payment.continue': 'Перейти к оплате',
    'payment.failed': 'Оплата не прошла',
    'payment.canceled': 'Оплата отменена',
    'payment.declined': 'Банк отклонил платёж. Попробуйте ещё раз или другую карту.',
    'payment.failedNote': 'Деньги не списаны. Заказ сохранён — его можно оплатить снова.',
    'payment.retry': 'Оплатить снова',
    'payment.loading': 'Проверяем оплату…',
    'payment.loadFailed': 'Не удалось узнать статус оплаты',
    'payment.refresh': 'Обновить',
  },
  en: {
    'payment.paid': 'Order paid',
    'payment.pending': 'Waiting for the payment to be confirmed…',
    'payment.pendingNote': 'The status updates by itself; there is no need to reload the page.',
    'payment.continue': 'Continue to payment',
    'payment.failed': 'Payment failed',
    'payment.canceled': 'Payment canceled',
    'payment.declined': 'The bank declined the payment. Try again or use another card.',
    'payment.failedNote': 'No money was taken. The order is saved and can be paid again.',
    'payment.retry': 'Retry payment',
    'payment.loading': 'Checking the payment…',
    'payment.loadFailed': 'Could not get the payment status',
    'payment.refresh': 'Refresh',
  },
} as const;

/** A key of the payment texts. */
export type PaymentTextKey = keyof (typeof PAYMENT_TEXTS)['ru'];

/** The default text of a key in a language (Montenegrin falls back to English, then Russian). */
export function paymentText(language: string, key: PaymentTextKey): string {
  const texts =
    language === 'ru'
      ? PAYMENT_TEXTS.ru
      : language === 'en' || language === 'cnr'
        ? PAYMENT_TEXTS.en
        : PAYMENT_TEXTS.ru;
  return texts[key];
}
