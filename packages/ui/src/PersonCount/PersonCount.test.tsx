import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../testing/render';
import { PersonCount } from './PersonCount';

describe('<PersonCount />', () => {
  it('steps the number of people within bounds', async () => {
    const onValueChange = vi.fn();
    renderWithTheme(
      <PersonCount
        value={1}
        onValueChange={onValueChange}
        label="Количество персон"
        counterLabels={{ decrease: 'Уменьшить количество', increase: 'Увеличить количество' }}
      />,
    );
    const group = screen.getByRole('group', { name: 'Количество персон' });
    expect(group).toHaveTextContent('1');
    expect(screen.getByRole('button', { name: 'Уменьшить количество' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Увеличить количество' }));
    expect(onValueChange).toHaveBeenCalledWith(2);
  });
});
