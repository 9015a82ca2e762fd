import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { cartLineLabels } from '../CartLine/CartLine.fixtures';
import { renderWithTheme } from '../testing/render';
import { CartLines } from './CartLines';

describe('<CartLines />', () => {
  it("lists the dishes under the list's name and reports a removal by the line's key", async () => {
    const onRemove = vi.fn();
    renderWithTheme(
      <CartLines
        lines={[
          { key: 'a', name: 'Филадельфия', count: 2, sum: 119800 },
          { key: 'b', name: 'Мисо-суп', count: 1, sum: 39900 },
        ]}
        label="Блюда в корзине"
        onCountChange={() => {}}
        onRemove={onRemove}
        labels={cartLineLabels}
      />,
    );
    const list = screen.getByRole('list', { name: 'Блюда в корзине' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Удалить «Мисо-суп» из корзины' }));
    expect(onRemove).toHaveBeenCalledWith('b');
  });
});
