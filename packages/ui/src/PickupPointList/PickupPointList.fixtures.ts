import type { PickupPointListLabels } from './PickupPointList';

/** Russian texts of {@link PickupPointList} for stories and tests (spec §2, §5). */
export const pickupPointListLabels: PickupPointListLabels = {
  legend: 'Пункты самовывоза',
  onMap: 'Выбрать на карте',
  empty: 'Нет доступных пунктов самовывоза',
  hours: (hours) => `Часы работы: ${hours}`,
};
