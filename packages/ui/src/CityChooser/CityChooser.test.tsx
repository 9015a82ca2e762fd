import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../testing/render';
import { CityChooser } from './CityChooser';
import { cityChooserLabels as labels } from './CityChooser.fixtures';

const cities = ['Москва', 'Казань', 'Самара'].map((name, i) => ({ id: `c${i}`, name }));

describe('<CityChooser />', () => {
  it('marks the chosen city and reports a choice', async () => {
    const onChoose = vi.fn();
    renderWithTheme(<CityChooser cities={cities} value="c0" onChoose={onChoose} labels={labels} />);
    expect(screen.getByRole('button', { name: 'Москва' })).toHaveAttribute('aria-current', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Казань' }));
    expect(onChoose).toHaveBeenCalledWith('c1');
  });

  it('filters long lists by search', async () => {
    renderWithTheme(<CityChooser cities={cities} value={null} onChoose={() => {}} searchFrom={3} labels={labels} />);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Поиск города' }), 'каз');
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    await userEvent.type(screen.getByRole('searchbox'), 'ххх');
    expect(screen.getByRole('status')).toHaveTextContent('Город не найден');
  });
});
