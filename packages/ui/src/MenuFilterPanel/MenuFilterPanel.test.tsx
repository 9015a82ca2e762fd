import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DietFilter } from '@tarelka/domain';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../testing/render';
import { MenuFilterPanel } from './MenuFilterPanel';
import { menuFilterLabelsRu as labels } from './MenuFilterPanel.fixtures';

function Harness({ initial = {}, onChange }: { initial?: DietFilter; onChange: (filter: DietFilter) => void }) {
  const [filter, setFilter] = useState(initial);
  const change = (next: DietFilter) => {
    setFilter(next);
    onChange(next);
  };
  return <MenuFilterPanel filter={filter} onFilterChange={change} onDone={() => {}} labels={labels} />;
}

describe('<MenuFilterPanel />', () => {
  it('offers the 14 allergens to leave out and the 6 diet marks, by their names', () => {
    renderWithTheme(<Harness onChange={vi.fn()} />);
    const allergens = screen.getByRole('group', { name: 'Без аллергенов' });
    expect(within(allergens).getAllByRole('checkbox')).toHaveLength(14);
    expect(within(allergens).getByRole('checkbox', { name: 'Глютен' })).not.toBeChecked();
    expect(within(screen.getByRole('group', { name: 'Особенности' })).getAllByRole('checkbox')).toHaveLength(6);
  });

  // Five taps among twenty checkboxes: role queries are the slow part in jsdom, so each box is found
  // once (the same element across renders), and the test has the time a loaded 2-core machine needs
  // (16.7 s once, past the 15 s limit, in a fresh-clone run with the whole suite beside it).
  it('reports each tap as the whole filter, and clears it', { timeout: 30_000 }, async () => {
    const onChange = vi.fn();
    renderWithTheme(<Harness onChange={onChange} />);
    const clear = screen.getByRole('button', { name: 'Сбросить фильтры' });
    const [gluten, milk, vegan] = ['Глютен', 'Молоко', 'Веганское'].map((name) =>
      screen.getByRole('checkbox', { name }),
    );
    expect(clear).toBeDisabled();
    await userEvent.click(gluten!);
    await userEvent.click(milk!);
    await userEvent.click(vegan!);
    expect(onChange).toHaveBeenLastCalledWith({ excludeAllergens: ['gluten', 'milk'], diets: ['vegan'] });
    await userEvent.click(gluten!);
    expect(onChange).toHaveBeenLastCalledWith({ excludeAllergens: ['milk'], diets: ['vegan'] });
    await userEvent.click(clear);
    expect(onChange).toHaveBeenLastCalledWith({});
    expect(milk).not.toBeChecked();
  });

  it('closes with its done button', async () => {
    const onDone = vi.fn();
    renderWithTheme(
      <MenuFilterPanel filter={{ diets: ['halal'] }} onFilterChange={vi.fn()} onDone={onDone} labels={labels} />,
    );
    expect(screen.getByRole('checkbox', { name: 'Халяль' })).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Показать блюда' }));
    expect(onDone).toHaveBeenCalledOnce();
  });
});
