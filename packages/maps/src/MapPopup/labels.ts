import type { MapPopupLabels } from './map-popup-types';

/** Russian defaults of the map popup's texts (spec §2, §5). */
export const MAP_POPUP_LABELS: MapPopupLabels = {
  search: 'Введите адрес',
  notFound: 'Адрес не найден',
  fallbackTitle: 'Точка на карте',
  deliveryConditions: 'Условия доставки',
  confirm: 'Подтвердить',
  outsideZone: 'Адрес не входит в зону доставки',
  close: 'Закрыть',
  back: 'Назад',
  zoomIn: 'Приблизить',
  zoomOut: 'Отдалить',
  marker: 'Точка доставки',
  hours: 'Часы работы:',
  map: 'Карта',
  suggestions: 'Подсказки адресов',
  loading: 'Загрузка…',
  error: 'Не удалось выполнить запрос',
};
