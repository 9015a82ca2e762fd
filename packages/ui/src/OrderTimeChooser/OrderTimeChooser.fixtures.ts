import type { OrderTimeChoice, OrderTimeChooserLabels } from './OrderTimeChooser';

/** The storefront's Russian texts, for stories and tests. */
export const orderTimeLabelsRu: OrderTimeChooserLabels = {
  legend: 'Когда',
  asap: 'Как можно скорее',
  asapClosed: 'Сейчас заведение закрыто',
  scheduled: 'Ко времени',
  day: 'День',
  time: 'Время',
  noSlots: 'На этот день время заказа не осталось. Выберите другой день',
  unavailable: (names) => `нет: ${names}`,
};

/** English texts. */
export const orderTimeLabelsEn: OrderTimeChooserLabels = {
  legend: 'When',
  asap: 'As soon as possible',
  asapClosed: 'The restaurant is closed now',
  scheduled: 'At a time',
  day: 'Day',
  time: 'Time',
  noSlots: 'No time is left on this day. Choose another day',
  unavailable: (names) => `not sold: ${names}`,
};

/** Three bookable days. */
export const orderTimeDays: OrderTimeChoice[] = [
  { value: '2026-03-05', label: 'чт, 5 марта' },
  { value: '2026-03-06', label: 'пт, 6 марта' },
  { value: '2026-03-07', label: 'сб, 7 марта' },
];

/** A day's times; 16:15 does not sell the business lunch. */
export const orderTimeSlots: OrderTimeChoice[] = [
  { value: '2026-03-05T12:15:00+03:00', label: '12:15' },
  { value: '2026-03-05T12:30:00+03:00', label: '12:30' },
  { value: '2026-03-05T16:15:00+03:00', label: '16:15', disabled: true, missing: ['Бизнес-ланч'] },
];
