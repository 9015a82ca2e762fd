import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../testing/render';
import { NutritionTable } from './NutritionTable';
import { nutritionTableLabelsRu as labels } from './NutritionTable.fixtures';

const per100 = { kcal: 236, proteins: 12, fats: 13, carbohydrates: 18.5 };
const portion = { kcal: 755, proteins: 38.4, fats: 41.6, carbohydrates: 57.6 };
const rowOf = (name: string) =>
  within(screen.getByRole('rowheader', { name }).closest('tr')!)
    .getAllByRole('cell')
    .map((cell) => cell.textContent?.replace(/\u00a0/g, ' '));

describe('<NutritionTable />', () => {
  it('shows КБЖУ per portion and per 100 g with units, under its caption', () => {
    renderWithTheme(<NutritionTable per100={per100} portion={portion} labels={labels} locale="ru" />);
    expect(screen.getByRole('table', { name: 'Пищевая ценность' })).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Нутриент',
      'На порцию',
      'На 100 г',
    ]);
    expect(rowOf('Энергетическая ценность')).toEqual(['755 ккал', '236 ккал']);
    expect(rowOf('Белки')).toEqual(['38,4 г', '12 г']);
    expect(rowOf('Жиры')).toEqual(['41,6 г', '13 г']);
    expect(rowOf('Углеводы')).toEqual(['57,6 г', '18,5 г']);
    expect(screen.queryByRole('rowheader', { name: 'Алкоголь' })).not.toBeInTheDocument();
  });

  it('leaves the portion column out when the portion is unknown (no zeros)', () => {
    renderWithTheme(<NutritionTable per100={per100} labels={labels} locale="ru" />);
    expect(screen.queryByRole('columnheader', { name: 'На порцию' })).not.toBeInTheDocument();
    expect(rowOf('Энергетическая ценность')).toEqual(['236 ккал']);
    expect(screen.queryByText(/^0 /)).not.toBeInTheDocument();
  });

  it('adds the alcohol row for a drink, with the per-100-ml head it is given', () => {
    renderWithTheme(
      <NutritionTable
        per100={{ kcal: 43, proteins: 0.5, fats: 0, carbohydrates: 3.6, alcohol: 3.9 }}
        labels={{ ...labels, per100: 'На 100 мл' }}
        locale="en"
      />,
    );
    expect(screen.getByRole('columnheader', { name: 'На 100 мл' })).toBeInTheDocument();
    expect(rowOf('Алкоголь')).toEqual(['3.9 г']);
  });
});
