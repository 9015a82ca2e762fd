import { formatMoney, type ReorderProblem } from '@tarelka/domain';
import { Button } from '../Button/Button';
import { Modal } from '../Modal/Modal';
import { Problems } from './ReorderDialog.styles';

/** A problem as {@link ReorderDialogLabels.problem} words it: money and lists already formatted. */
export type ReorderProblemText =
  | { kind: 'unavailable' | 'choose' | 'resto'; name: string }
  | { kind: 'modifiers'; name: string; modifiers: string }
  | { kind: 'price'; name: string; was: string; now: string };

/** Texts of {@link ReorderDialog}, in the page's language. */
export interface ReorderDialogLabels {
  /** The button and the dialog's heading ('Повторить заказ'). */
  title: string;
  /** Over the problems ('С тех пор кое-что изменилось:'). */
  changed: string;
  /** One problem in words ('Поке с лососем больше не продаётся'). */
  problem: (problem: ReorderProblemText) => string;
  /** Nothing of the order is sold today ('Ни одно блюдо заказа сейчас не продаётся'). */
  empty: string;
  /** The cart holds something: the question ('В корзине уже есть блюда: заменить их или добавить к ним?'). */
  merge: string;
  /** The check failed ('Не удалось проверить меню. Попробуйте ещё раз'). */
  failed: string;
  /** Puts the order in an empty cart ('В корзину'). */
  confirm: string;
  /** Replaces the cart ('Заменить корзину'). */
  replace: string;
  /** Adds to the cart ('Добавить к корзине'). */
  add: string;
  /** Leaves the cart as it is ('Отмена'). */
  cancel: string;
}

/** Props of {@link ReorderDialog}: the state and actions of the store's `useReorder`, and the texts. */
export interface ReorderDialogProps {
  /** idle; checking (the button spins); review (the dialog asks); failed (the dialog says so). */
  status: 'idle' | 'checking' | 'review' | 'failed';
  /** What changed since the order, each named. */
  problems: readonly ReorderProblem[];
  /** The cart holds something: ask whether to replace it or add to it. */
  merge: boolean;
  /** Nothing of the order can be put in the cart. */
  empty: boolean;
  /** The button: check the order against today's menu. */
  start: () => void;
  replace: () => void;
  add: () => void;
  cancel: () => void;
  /** ISO 4217 code of the prices ('RUB'). */
  currency?: string;
  locale?: string;
  labels: ReorderDialogLabels;
}

/**
 * "Повторить заказ": a button, then (`data-testid="reorder-dialog"`) every problem named before the
 * cart changes — a position no longer sold, options gone, a changed price, another resto — and,
 * when the cart holds something, whether to replace it or add to it.
 *
 * @example
 * <ReorderDialog {...useReorder(order, toCart)} currency="RUB" locale="ru" labels={reorderLabels} />
 */
export function ReorderDialog({
  status,
  problems,
  merge,
  empty,
  start,
  replace,
  add,
  cancel,
  currency,
  locale,
  labels: text,
}: ReorderDialogProps) {
  const money = (amount: number) => formatMoney(amount, { currency, locale });
  const words = (problem: ReorderProblem): ReorderProblemText =>
    problem.kind === 'price'
      ? { ...problem, was: money(problem.was), now: money(problem.now) }
      : problem.kind === 'modifiers'
        ? { ...problem, modifiers: problem.modifiers.join(', ') }
        : problem;
  const failed = status === 'failed';
  const able = !failed && !empty;
  return (
    <>
      <Button variant="secondary" loading={status === 'checking'} onClick={start}>
        {text.title}
      </Button>
      <Modal
        open={status === 'review' || failed}
        title={text.title}
        onClose={cancel}
        closeLabel={text.cancel}
        $maxWidth="md"
        testId="reorder-dialog"
        hideCloseButton
        footer={
          <>
            <Button variant="secondary" onClick={cancel}>
              {text.cancel}
            </Button>
            {able && merge && (
              <Button variant="secondary" onClick={add}>
                {text.add}
              </Button>
            )}
            {able && <Button onClick={replace}>{merge ? text.replace : text.confirm}</Button>}
          </>
        }
      >
        {failed && <p role="alert">{text.failed}</p>}
        {!failed && problems.length > 0 && (
          <>
            <p>{text.changed}</p>
            <Problems>
              {problems.map((problem, i) => (
                <li key={i}>{text.problem(words(problem))}</li>
              ))}
            </Problems>
          </>
        )}
        {!failed && empty && <p>{text.empty}</p>}
        {able && merge && <p>{text.merge}</p>}
      </Modal>
    </>
  );
}
