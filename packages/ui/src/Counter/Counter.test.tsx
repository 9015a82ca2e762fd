import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../testing/render';
import { Counter } from './Counter';

const ru = { decrease: 'Уменьшить количество', increase: 'Увеличить количество' };

describe('<Counter />', () => {
  it('steps up and down', async () => {
    const onValueChange = vi.fn();
    renderWithTheme(<Counter label="Маргарита" labels={ru} value={2} onValueChange={onValueChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Увеличить количество' }));
    expect(onValueChange).toHaveBeenLastCalledWith(3);
    await userEvent.click(screen.getByRole('button', { name: 'Уменьшить количество' }));
    expect(onValueChange).toHaveBeenLastCalledWith(1);
  });

  it('disables the buttons at the bounds', () => {
    renderWithTheme(<Counter label="Маргарита" labels={ru} value={1} min={1} max={1} onValueChange={() => {}} />);
    expect(screen.getByRole('button', { name: 'Уменьшить количество' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Увеличить количество' })).toBeDisabled();
  });

  it('shows the count inside a group named after the item and takes translated labels', () => {
    renderWithTheme(
      <Counter
        label="Margherita"
        value={4}
        onValueChange={() => {}}
        labels={{ increase: 'Add one', decrease: 'Remove one' }}
      />,
    );
    expect(screen.getByRole('group', { name: 'Margherita' })).toHaveTextContent('4');
    expect(screen.getByRole('button', { name: 'Add one' })).toBeInTheDocument();
  });
});
