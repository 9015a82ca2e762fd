import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../testing/render';
import { Checkbox } from './Checkbox';

describe('<Checkbox />', () => {
  it('toggles when its label is clicked', async () => {
    const onCheckedChange = vi.fn();
    renderWithTheme(<Checkbox label="Сырный бортик" checked={false} onCheckedChange={onCheckedChange} />);
    await userEvent.click(screen.getByText('Сырный бортик'));
    expect(onCheckedChange).toHaveBeenCalledWith(true);
  });

  it('cannot be toggled when disabled', async () => {
    const onCheckedChange = vi.fn();
    renderWithTheme(<Checkbox label="Соус" checked onCheckedChange={onCheckedChange} disabled />);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Соус' }));
    expect(onCheckedChange).not.toHaveBeenCalled();
    expect(screen.getByRole('checkbox')).toBeChecked();
  });
});
