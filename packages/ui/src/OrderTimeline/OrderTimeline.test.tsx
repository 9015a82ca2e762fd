import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../testing/render';
import { OrderTimeline } from './OrderTimeline';
import { timelineSteps } from './OrderTimeline.fixtures';

describe('<OrderTimeline />', () => {
  it('lists the statuses in order with their times, the current one marked, and the arrival note', () => {
    renderWithTheme(
      <OrderTimeline title="Статус заказа" steps={timelineSteps} note="Ожидаемое время доставки: 14:50" />,
    );
    const region = screen.getByRole('region', { name: 'Статус заказа' });
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByText('Ожидаемое время доставки: 14:50')).toBeInTheDocument();
    const steps = screen.getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      'Новый14:05',
      'Принят14:06',
      'Готовится14:10',
      'В пути',
      'Выполнен',
    ]);
    expect(steps[2]).toHaveAttribute('aria-current', 'step');
    expect(steps[1]).not.toHaveAttribute('aria-current');
  });
});
