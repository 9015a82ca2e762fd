import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../testing/render';
import { Schedule } from './Schedule';
import { makeWeek, scheduleLabels as labels } from './Schedule.fixtures';

describe('<Schedule />', () => {
  it('shows hours, days off and round-the-clock days', () => {
    renderWithTheme(<Schedule days={makeWeek()} labels={labels} />);
    expect(screen.getByRole('table', { name: 'Часы работы' })).toBeInTheDocument();
    expect(screen.getByRole('row', { name: 'Понедельник Выходной' })).toBeInTheDocument();
    expect(screen.getByRole('row', { name: 'Пятница Круглосуточно' })).toBeInTheDocument();
    expect(screen.getByRole('row', { name: 'Вторник 10:00–22:00' })).toBeInTheDocument();
  });

  it('marks today', () => {
    renderWithTheme(<Schedule days={makeWeek(2)} labels={labels} />);
    expect(screen.getByRole('row', { name: /Среда/ })).toHaveAttribute('aria-current', 'date');
  });
});
