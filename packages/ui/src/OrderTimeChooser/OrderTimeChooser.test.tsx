import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../testing/render';
import { OrderTimeChooser, type OrderTimeChooserProps } from './OrderTimeChooser';
import { orderTimeDays, orderTimeLabelsEn, orderTimeLabelsRu, orderTimeSlots } from './OrderTimeChooser.fixtures';

const props = (overrides: Partial<OrderTimeChooserProps> = {}): OrderTimeChooserProps => ({
  mode: 'scheduled',
  asapAvailable: true,
  days: orderTimeDays,
  day: '2026-03-05',
  slots: orderTimeSlots,
  slot: '2026-03-05T12:15:00+03:00',
  onModeChange: vi.fn(),
  onDayChange: vi.fn(),
  onSlotChange: vi.fn(),
  labels: orderTimeLabelsRu,
  ...overrides,
});

describe('<OrderTimeChooser />', () => {
  it('is a named group: as soon as possible or at a time, with a labelled day and time', () => {
    renderWithTheme(<OrderTimeChooser {...props()} />);
    expect(screen.getByRole('group', { name: 'Когда' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Ко времени' })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'День' })).toHaveDisplayValue('чт, 5 марта');
    expect(screen.getByRole('combobox', { name: 'Время' })).toHaveDisplayValue('12:15');
  });

  it('hides the pickers for as soon as possible', () => {
    renderWithTheme(<OrderTimeChooser {...props({ mode: 'asap' })} />);
    expect(screen.getByRole('radio', { name: 'Как можно скорее' })).toBeChecked();
    expect(screen.queryByRole('combobox')).toBeNull();
  });

  it('offers as soon as possible only while the resto is open, saying why', () => {
    renderWithTheme(<OrderTimeChooser {...props({ asapAvailable: false })} />);
    expect(screen.getByRole('radio', { name: /Как можно скорее/ })).toBeDisabled();
    expect(screen.getByText('Сейчас заведение закрыто')).toBeInTheDocument();
  });

  it('is used with the keyboard: arrows move the choice, the pickers report a day and a time', async () => {
    const onModeChange = vi.fn();
    const onDayChange = vi.fn();
    const onSlotChange = vi.fn();
    renderWithTheme(<OrderTimeChooser {...props({ mode: 'asap', onModeChange })} />);
    await userEvent.tab();
    expect(screen.getByRole('radio', { name: 'Как можно скорее' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(onModeChange).toHaveBeenCalledWith('scheduled');

    renderWithTheme(<OrderTimeChooser {...props({ onDayChange, onSlotChange })} />);
    await userEvent.selectOptions(screen.getAllByRole('combobox', { name: 'День' }).at(-1)!, 'пт, 6 марта');
    expect(onDayChange).toHaveBeenCalledWith('2026-03-06');
    await userEvent.selectOptions(screen.getAllByRole('combobox', { name: 'Время' }).at(-1)!, '12:30');
    expect(onSlotChange).toHaveBeenCalledWith('2026-03-05T12:30:00+03:00');
  });

  it('lists a time at which a dish is not sold, disabled and naming it', () => {
    renderWithTheme(<OrderTimeChooser {...props()} />);
    const option = screen.getByRole('option', { name: '16:15 (нет: Бизнес-ланч)' });
    expect(option).toBeDisabled();
  });

  it('says when a day has no time left, and announces a refusal', () => {
    const { unmount } = renderWithTheme(<OrderTimeChooser {...props({ slots: [], slot: null })} />);
    expect(screen.getByRole('combobox', { name: 'Время' })).toBeDisabled();
    expect(screen.getByRole('combobox', { name: 'Время' })).toHaveAccessibleDescription(orderTimeLabelsRu.noSlots);
    unmount();
    renderWithTheme(<OrderTimeChooser {...props({ error: 'Выберите другое время' })} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Выберите другое время');
    expect(screen.getByRole('combobox', { name: 'Время' })).toBeInvalid();
  });

  it('takes every text from the caller', () => {
    renderWithTheme(<OrderTimeChooser {...props({ labels: orderTimeLabelsEn })} />);
    expect(screen.getByRole('group', { name: 'When' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'At a time' })).toBeChecked();
    expect(screen.getByRole('option', { name: '16:15 (not sold: Бизнес-ланч)' })).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/Когда|Ко времени/);
  });
});
