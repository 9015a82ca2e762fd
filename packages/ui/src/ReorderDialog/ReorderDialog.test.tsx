import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../testing/render';
import { ReorderDialog, type ReorderDialogProps } from './ReorderDialog';
import { reorderLabelsRu, reorderProblems } from './ReorderDialog.fixtures';

const props = (overrides: Partial<ReorderDialogProps> = {}): ReorderDialogProps => ({
  status: 'review',
  problems: reorderProblems,
  merge: true,
  empty: false,
  start: vi.fn(),
  replace: vi.fn(),
  add: vi.fn(),
  cancel: vi.fn(),
  currency: 'RUB',
  locale: 'ru',
  labels: reorderLabelsRu,
  ...overrides,
});

describe('<ReorderDialog />', () => {
  it('starts the check from its button, which is busy while it runs', async () => {
    const start = vi.fn();
    const { rerender } = renderWithTheme(<ReorderDialog {...props({ status: 'idle', start })} />);
    expect(screen.queryByTestId('reorder-dialog')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Повторить заказ' }));
    expect(start).toHaveBeenCalledOnce();
    rerender(<ReorderDialog {...props({ status: 'checking' })} />);
    expect(screen.getByRole('button', { name: /Повторить заказ/ })).toHaveAttribute('aria-busy', 'true');
  });

  it('names every problem, prices in money, before asking to replace the cart or add to it', async () => {
    const p = props();
    renderWithTheme(<ReorderDialog {...p} />);
    const dialog = screen.getByRole('dialog', { name: 'Повторить заказ' });
    const items = within(dialog)
      .getAllByRole('listitem')
      .map((item) => item.textContent?.replace(/\s/g, ' '));
    expect(items).toEqual([
      'Сегодня по вашему адресу готовит ресторан «На Арбате»',
      '«Поке с лососем» больше не продаётся',
      '«Пицца Маргарита» будет без: Халапеньо, Бекон',
      '«Борщ со сметаной» стоит 420 ₽ вместо 390 ₽',
    ]);
    expect(dialog).toHaveTextContent('заменить их или добавить к ним?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Добавить к корзине' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Заменить корзину' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Отмена' }));
    expect(p.add).toHaveBeenCalledOnce();
    expect(p.replace).toHaveBeenCalledOnce();
    expect(p.cancel).toHaveBeenCalledOnce();
  });

  it('with an empty cart only confirms; with nothing sold only closes', () => {
    const { rerender } = renderWithTheme(<ReorderDialog {...props({ merge: false })} />);
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByRole('button', { name: 'В корзину' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Добавить к корзине' })).not.toBeInTheDocument();
    rerender(<ReorderDialog {...props({ empty: true })} />);
    expect(screen.getByRole('dialog')).toHaveTextContent('Ни одно блюдо заказа сейчас не продаётся');
    expect(
      within(screen.getByRole('dialog'))
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).not.toContain('Заменить корзину');
  });

  it('says when the check failed', () => {
    renderWithTheme(<ReorderDialog {...props({ status: 'failed', problems: [] })} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Не удалось проверить меню');
  });

  it('takes translated texts', () => {
    renderWithTheme(
      <ReorderDialog
        {...props({
          locale: 'en',
          problems: reorderProblems.slice(3),
          labels: { ...reorderLabelsRu, title: 'Order again', problem: (p) => `${p.name}: ${'now' in p ? p.now : ''}` },
        })}
      />,
    );
    expect(screen.getByRole('dialog', { name: 'Order again' })).toHaveTextContent('Борщ со сметаной: RUB 420');
  });
});
