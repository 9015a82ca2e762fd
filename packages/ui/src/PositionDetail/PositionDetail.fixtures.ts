import { pictures } from '../testing/pictures';
import type { PositionDetailData } from './PositionDetail';

/** Builds a position with modifier groups for stories and tests. */
export function makePositionDetail(overrides: Partial<PositionDetailData> = {}): PositionDetailData {
  return {
    id: 'margherita',
    name: 'Маргарита',
    description: 'Томатный соус, моцарелла, базилик, оливковое масло. Готовим на тонком тесте в дровяной печи.',
    price: 49900,
    weight: 450,
    unit: 'g',
    photos: [pictures.pizza, pictures.salad],
    modifierGroups: [
      {
        id: 'size',
        name: 'Размер',
        min: 1,
        max: 1,
        options: [
          { id: 'small', name: '25 см', price: 0 },
          { id: 'big', name: '33 см', price: 20000 },
        ],
      },
      {
        id: 'extras',
        name: 'Добавки',
        min: 0,
        max: 2,
        options: [
          { id: 'cheese', name: 'Сырный бортик', price: 9000 },
          { id: 'jalapeno', name: 'Халапеньо', price: 5000 },
          { id: 'bacon', name: 'Бекон', price: 9900 },
        ],
      },
    ],
    ...overrides,
  };
}
