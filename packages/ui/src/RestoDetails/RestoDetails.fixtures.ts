import { pictures } from '../testing/pictures';
import type { RestoDetailsData, RestoDetailsLabels } from './RestoDetails';

/** A restaurant with every fact filled in. */
export const restoDetails: RestoDetailsData = {
  photos: [{ src: pictures.resto, width: 1280, height: 720, alt: 'Зал на Тверской' }],
  description: 'Уютный зал на 40 мест и летняя веранда.',
  address: 'Москва, Тверская ул., 7',
  mapUrl: 'https://yandex.ru/maps/?pt=37.61,55.75&z=17&l=map',
  phones: ['+7 (495) 000-00-00'],
  emails: ['tverskaya@example.com'],
  links: ['https://vk.com/tarelka'],
  averageCheck: '1 200 ₽',
};

/** Russian texts. */
export const restoDetailsLabels: RestoDetailsLabels = {
  address: 'Адрес',
  showOnMap: 'Показать на карте',
  phones: 'Телефоны',
  emails: 'Почта',
  links: 'Ссылки',
  averageCheck: 'Средний чек',
};
