// A small Moscow used by the popup's tests and stories: two zones, a gazetteer with streets inside
// and outside them, and two pickup points.
import type { GazetteerEntry } from '../geocoder/memory-geocoder';
import type { MapPickupPoint } from '../provider';
import type { MapPopupCity, MapPopupLabels, MapPopupZone } from './map-popup-types';

export const moscow: MapPopupCity = {
  id: 1,
  center: { lat: 55.752, lng: 37.6175 },
  zoom: 12,
  bounds: { south: 55.55, north: 55.95, west: 37.3, east: 37.9 },
  outline: Array.from({ length: 16 }, (_, i) => {
    const angle = (i / 16) * 2 * Math.PI;
    return { lat: 55.752 + 0.15 * Math.sin(angle), lng: 37.6175 + 0.26 * Math.cos(angle) };
  }),
};

export const centreZone: MapPopupZone = {
  id: 10,
  name: 'Центр',
  restoId: 1,
  polygon: [
    { lat: 55.735, lng: 37.58 },
    { lat: 55.775, lng: 37.58 },
    { lat: 55.775, lng: 37.66 },
    { lat: 55.735, lng: 37.66 },
  ],
};

export const khamovnikiZone: MapPopupZone = {
  id: 11,
  name: 'Хамовники',
  restoId: 2,
  polygon: [
    { lat: 55.715, lng: 37.55 },
    { lat: 55.735, lng: 37.55 },
    { lat: 55.735, lng: 37.61 },
    { lat: 55.715, lng: 37.61 },
  ],
};

export const zones: MapPopupZone[] = [centreZone, khamovnikiZone];

const entry = (placeId: string, street: string, houseNumber: string, lat: number, lng: number): GazetteerEntry => ({
  placeId,
  street,
  houseNumber,
  city: 'Москва',
  region: 'Москва',
  country: 'Россия',
  cityId: 1,
  location: { lat, lng },
});

export const gazetteer: GazetteerEntry[] = [
  entry('tverskaya-7', 'улица Тверская', '7', 55.7575, 37.6131),
  entry('tverskaya-12', 'улица Тверская', '12', 55.762, 37.608),
  entry('tverskoy-26', 'Тверской бульвар', '26', 55.7605, 37.601),
  entry('arbat-10', 'улица Арбат', '10', 55.751, 37.596),
  entry('tolstogo-16', 'улица Льва Толстого', '16', 55.7337, 37.5877),
  entry('profsoyuznaya-56', 'Профсоюзная улица', '56', 55.67, 37.553),
];

export const pickupPoints: MapPickupPoint[] = [
  {
    id: 1,
    name: 'Тарелка на Тверской',
    street: 'улица Тверская, 7',
    hours: 'ежедневно 10:00–23:00',
    location: { lat: 55.7575, lng: 37.6131 },
  },
  {
    id: 2,
    name: 'Тарелка на Арбате',
    street: 'улица Арбат, 10',
    hours: 'пн–пт 09:00–22:00, сб–вс 10:00–23:00',
    location: { lat: 55.751, lng: 37.596 },
  },
];

/** Russian texts of the map popup for stories and tests (spec §2, §5). */
export const mapPopupLabels: MapPopupLabels = {
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
