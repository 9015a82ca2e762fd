import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../testing/render';
import { Select } from './Select';

const options = [
  { value: 'a', label: 'Как можно скорее' },
  { value: 'b', label: '18:00–18:30' },
];

describe('<Select />', () => {
  it('reports the chosen option', async () => {
    const onValueChange = vi.fn();
    renderWithTheme(<Select label="Время" options={options} value="a" onValueChange={onValueChange} />);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Время' }), '18:00–18:30');
    expect(onValueChange).toHaveBeenCalledWith('b');
  });

  it('describes itself with the error', () => {
    renderWithTheme(
      <Select label="Время" options={options} value="" onValueChange={() => {}} error="Обязательное поле" />,
    );
    expect(screen.getByRole('combobox')).toHaveAccessibleDescription('Обязательное поле');
  });
});
