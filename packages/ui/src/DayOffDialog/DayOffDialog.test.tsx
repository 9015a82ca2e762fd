import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../testing/render';
import { DayOffDialog } from './DayOffDialog';

describe('<DayOffDialog />', () => {
  it('says orders are not accepted and closes', async () => {
    const onClose = vi.fn();
    renderWithTheme(<DayOffDialog open onClose={onClose} hours="Сегодня с 10:00" />);
    const dialog = screen.getByRole('dialog', { name: 'Сейчас заказы не принимаются' });
    expect(dialog).toHaveTextContent('Сегодня с 10:00');
    await userEvent.click(screen.getByRole('button', { name: 'Понятно' }));
    expect(onClose).toHaveBeenCalledOnce();
  });
});
