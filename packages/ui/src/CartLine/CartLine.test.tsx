import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../testing/render';
import { CartLine } from './CartLine';
import { cartLineLabels } from './CartLine.fixtures';

const line = { key: 'k1', name: 'Маргарита', modifiers: ['33 см'], count: 2, sum: 99800, oldSum: 119800 };

describe('<CartLine />', () => {
  it('shows the dish, modifiers and the struck old sum', () => {
    renderWithTheme(
      <ul>
        <CartLine labels={cartLineLabels} line={line} onCountChange={() => {}} onRemove={() => {}} />
      </ul>,
    );
    const item = screen.getByRole('listitem');
    expect(item).toHaveTextContent('Маргарита');
    expect(item).toHaveTextContent('33 см');
    expect(screen.getByRole('deletion').textContent?.replace(/\u00a0/g, ' ')).toContain('1 198 ₽');
  });

  it('changes the count and removes', async () => {
    const onCountChange = vi.fn();
    const onRemove = vi.fn();
    renderWithTheme(
      <ul>
        <CartLine labels={cartLineLabels} line={line} onCountChange={onCountChange} onRemove={onRemove} />
      </ul>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Увеличить количество' }));
    expect(onCountChange).toHaveBeenCalledWith('k1', 3);
    await userEvent.click(screen.getByRole('button', { name: 'Удалить «Маргарита» из корзины' }));
    expect(onRemove).toHaveBeenCalledWith('k1');
  });

  it('names its quantity buttons in the caller’s language, never in Russian by default', () => {
    renderWithTheme(
      <ul>
        <CartLine
          labels={{
            remove: (name) => `Remove ${name}`,
            unavailable: 'Unavailable',
            decrease: 'Decrease quantity',
            increase: 'Increase quantity',
          }}
          line={{ ...line, name: 'Margherita', modifiers: [] }}
          onCountChange={() => {}}
          onRemove={() => {}}
        />
      </ul>,
    );
    expect(screen.getByRole('button', { name: 'Decrease quantity' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Increase quantity' })).toBeInTheDocument();
    expect(screen.getByRole('listitem').textContent).not.toMatch(/[\u0400-\u04ff]/);
  });
});
