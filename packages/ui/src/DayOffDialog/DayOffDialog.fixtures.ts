import type { DayOffDialogLabels } from './DayOffDialog';

/** The storefront's Russian texts, for stories and tests. */
export const dayOffLabelsRu: DayOffDialogLabels = {
  title: 'Сейчас заказы не принимаются',
  text: 'Ресторан закрыт. Приходите в часы работы: сегодня с 10:00 до 22:00',
  ok: 'Понятно',
};
