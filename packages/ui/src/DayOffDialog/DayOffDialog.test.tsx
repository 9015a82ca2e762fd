import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../testing/render';
import { DayOffDialog } from './DayOffDialog';
import { dayOffLabelsRu } from './DayOffDialog.fixtures';

describe('<DayOffDialog />', () => {
  it('says orders are not accepted and closes on its one button and Escape', async () => {
    const onClose = vi.fn();
    renderWithTheme(
      <DayOffDialog open labels={dayOffLabelsRu} onClose={onClose} hours="Сегодня с 10:00" testId="day-off" />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Сейчас заказы не принимаются' });
    expect(screen.getByTestId('day-off')).toBe(dialog);
    expect(dialog).toHaveTextContent('Ресторан закрыт. Приходите в часы работы: сегодня с 10:00 до 22:00');
    expect(dialog).toHaveTextContent('Сегодня с 10:00');
    expect(screen.getAllByRole('button')).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Понятно' }));
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('offers to order for the next open time, naming it, when the caller can take such an order', async () => {
    const onClose = vi.fn();
    const onSchedule = vi.fn();
    const labels = {
      ...dayOffLabelsRu,
      schedule: 'Заказать ко времени',
      nextSlot: 'Ближайшее время: чт, 5 марта, 12:15',
    };
    renderWithTheme(<DayOffDialog open labels={labels} onClose={onClose} onSchedule={onSchedule} />);
    const dialog = screen.getByRole('dialog', { name: 'Сейчас заказы не принимаются' });
    expect(dialog).toHaveTextContent('Ближайшее время: чт, 5 марта, 12:15');
    await userEvent.click(screen.getByRole('button', { name: 'Заказать ко времени' }));
    expect(onSchedule).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Понятно' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
