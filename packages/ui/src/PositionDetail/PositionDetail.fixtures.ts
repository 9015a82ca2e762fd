import { pictures } from '../testing/pictures';
import type { PositionDetailData, PositionDetailLabels } from './PositionDetail';

/** Builds a position with modifier groups for stories and tests. */
export function makePositionDetail(overrides: Partial<PositionDetailData> = {}): PositionDetailData {
  return {
    id: 'margherita',
    name: 'Маргарита',
    description: 'Томатный соус, моцарелла, базилик, оливковое масло. Готовим на тонком тесте в дровяной печи.',
    price: 49900,
    measure: '450 г',
    photos: [
      { src: pictures.pizza, width: 640, height: 480 },
      { src: pictures.salad, width: 640, height: 480, alt: 'Маргарита в разрезе' },
    ],
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

/** The storefront's Russian texts of the detail. */
export const positionDetailLabelsRu: PositionDetailLabels = {
  required: 'Обязательно',
  optional: 'По желанию',
  chooseAtLeast: (min) => (min === 1 ? 'Выберите хотя бы 1 вариант' : `Выберите хотя бы ${min} варианта`),
  upTo: (max) => `Можно выбрать до ${max}`,
  add: (total) => `Добавить за ${total}`,
  openPhoto: 'Открыть фото',
  count: 'Количество',
  decrease: 'Меньше',
  increase: 'Больше',
  unavailable: 'Недоступно сейчас',
};
