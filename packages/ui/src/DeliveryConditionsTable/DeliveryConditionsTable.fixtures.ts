import type { DeliveryConditionsRow, DeliveryConditionsTableLabels } from './DeliveryConditionsTable';

/** The spec's Russian texts (§2), for stories and tests. */
export const conditionsLabelsRu: DeliveryConditionsTableLabels = {
  caption: 'Условия доставки',
  orderSum: 'Сумма заказа',
  delivery: 'Доставка',
  free: 'Бесплатно',
  from: 'от',
  to: 'до',
  minutes: (n) => `${n} мин`,
};

/** Three thresholds: paid with a time, cheaper, then free. */
export const conditionRows: DeliveryConditionsRow[] = [
  { from: 0, to: 100000, deliveryCost: 19900, deliveryTime: 60 },
  { from: 100000, to: 150000, deliveryCost: 9900, deliveryTime: 45 },
  { from: 150000, to: null, deliveryCost: 0, deliveryTime: 0 },
];
