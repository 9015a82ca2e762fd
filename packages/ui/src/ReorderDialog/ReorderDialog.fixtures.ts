import type { ReorderProblem } from '@tarelka/domain';
import type { ReorderDialogLabels, ReorderProblemText } from './ReorderDialog';

const problemRu = (problem: ReorderProblemText): string => {
  switch (problem.kind) {
    case 'unavailable':
      return `«${problem.name}» больше не продаётся`;
    case 'choose':
      return `«${problem.name}»: добавки изменились, выберите их в меню заново`;
    case 'modifiers':
      return `«${problem.name}» будет без: ${problem.modifiers}`;
    case 'price':
      return `«${problem.name}» стоит ${problem.now} вместо ${problem.was}`;
    case 'resto':
      return `Сегодня по вашему адресу готовит ресторан «${problem.name}»`;
  }
};

export const reorderLabelsRu: ReorderDialogLabels = {
  title: 'Повторить заказ',
  changed: 'С тех пор кое-что изменилось:',
  problem: problemRu,
  empty: 'Ни одно блюдо заказа сейчас не продаётся',
  merge: 'В корзине уже есть блюда: заменить их или добавить к ним?',
  failed: 'Не удалось проверить меню. Попробуйте ещё раз',
  confirm: 'В корзину',
  replace: 'Заменить корзину',
  add: 'Добавить к корзине',
  cancel: 'Отмена',
};

export const reorderProblems: ReorderProblem[] = [
  { kind: 'resto', name: 'На Арбате' },
  { kind: 'unavailable', name: 'Поке с лососем' },
  { kind: 'modifiers', name: 'Пицца Маргарита', modifiers: ['Халапеньо', 'Бекон'] },
  { kind: 'price', name: 'Борщ со сметаной', was: 39000, now: 42000 },
];
