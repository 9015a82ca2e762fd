import { pictures } from '../testing/pictures';
import type { LightboxLabels, LightboxPhoto } from './Lightbox';

/** The storefront's Russian texts of the lightbox. */
export const lightboxLabelsRu: LightboxLabels = {
  close: 'Закрыть',
  loading: 'Загрузка фото',
  error: 'Не удалось загрузить фото',
  previous: 'Предыдущее фото',
  next: 'Следующее фото',
};

/** Two photos of a dish. */
export const lightboxPhotos: readonly LightboxPhoto[] = [
  { src: pictures.pizza, alt: 'Маргарита', width: 640, height: 480 },
  { src: pictures.salad, alt: 'Маргарита в разрезе', width: 640, height: 480 },
];
