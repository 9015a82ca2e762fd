import { pictures } from '../testing/pictures';
import type { PositionCardData } from './PositionCard';

/** Builds a position for stories and tests. */
export function makePosition(overrides: Partial<PositionCardData> = {}): PositionCardData {
  return {
    id: 'margherita',
    name: 'Маргарита',
    description: 'Томатный соус, моцарелла, базилик, оливковое масло',
    price: 49900,
    weight: 450,
    unit: 'g',
    photo: pictures.pizza,
    ...overrides,
  };
}
