import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../testing/render';
import { RadioList } from './RadioList';

const options = [
  { value: '1', label: 'ул. Ленина, 10' },
  { value: '2', label: 'пр. Мира, 45' },
];

describe('<RadioList />', () => {
  it('is a named group with the current choice checked', () => {
    renderWithTheme(<RadioList legend="Пункт самовывоза" options={options} value="2" onValueChange={() => {}} />);
    expect(screen.getByRole('group', { name: 'Пункт самовывоза' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'пр. Мира, 45' })).toBeChecked();
  });

  it('reports a new choice', async () => {
    const onValueChange = vi.fn();
    renderWithTheme(<RadioList legend="Пункт" options={options} value="2" onValueChange={onValueChange} />);
    await userEvent.click(screen.getByRole('radio', { name: 'ул. Ленина, 10' }));
    expect(onValueChange).toHaveBeenCalledWith('1');
  });

  it('shows the error', () => {
    renderWithTheme(
      <RadioList
        legend="Пункт"
        options={options}
        value={null}
        onValueChange={() => {}}
        error="Выберите точку самовывоза"
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Выберите точку самовывоза');
  });
});
