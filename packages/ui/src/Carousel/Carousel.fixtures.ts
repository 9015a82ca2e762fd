import type { CarouselLabels } from './Carousel';

/** Russian texts of the carousel. */
export const carouselLabels: CarouselLabels = {
  previous: 'Предыдущий слайд',
  next: 'Следующий слайд',
  slide: (position, total) => `${position} из ${total}`,
  goTo: (position) => `Показать слайд ${position}`,
  viewport: 'Слайды',
};
