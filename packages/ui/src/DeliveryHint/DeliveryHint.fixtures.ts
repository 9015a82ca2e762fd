import type { DeliveryHintLabels } from './DeliveryHint';

/** Russian texts of {@link DeliveryHint} for stories and tests (amounts come formatted). */
export const deliveryHintLabels: DeliveryHintLabels = {
  belowMinimum: (minimum, missing) => `Минимальная сумма заказа ${minimum}. Добавьте ещё на ${missing}`,
  aboveMaximum: (maximum) => `Максимальная сумма заказа ${maximum}. Разделите заказ на несколько`,
  leftToFree: (left) => `До бесплатной доставки осталось ${left}`,
  leftToPrice: (left, cost) => `Добавьте ещё на ${left}, и доставка будет стоить ${cost}`,
  priceFrom: (cost, from) => `Доставка ${cost} при заказе от ${from}`,
  free: 'Доставка бесплатно',
  progress: 'Прогресс до следующего порога',
};
