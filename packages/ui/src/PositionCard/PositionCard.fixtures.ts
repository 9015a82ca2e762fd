import { pictures } from '../testing/pictures';
import type { PositionCardData, PositionCardLabels } from './PositionCard';

/** Builds a position for stories and tests. */
export function makePosition(overrides: Partial<PositionCardData> = {}): PositionCardData {
  return {
    id: 'margherita',
    name: 'Маргарита',
    price: 49900,
    measure: '450 г',
    photo: pictures.pizza,
    ...overrides,
  };
}

/** The storefront's Russian texts of a card of `name`. */
export function positionCardLabelsRu(name = 'Маргарита'): PositionCardLabels {
  return {
    add: `Добавить «${name}» в корзину`,
    choose: 'Выбрать',
    oldPrice: 'Старая цена',
    unavailable: 'Недоступно сейчас',
  };
}
