import type { CheckoutPlaceLabels } from './CheckoutPlace';

/** Russian texts of {@link CheckoutPlace} for stories and tests. */
export const checkoutPlaceLabels: CheckoutPlaceLabels = {
  title: 'Адрес доставки',
  change: 'Изменить',
  fields: {
    apartment: 'Квартира / офис',
    entrance: 'Подъезд',
    floor: 'Этаж',
    intercom: 'Домофон',
    comment: 'Комментарий для курьера',
  },
};
