import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../testing/render';
import { PickupPointList } from './PickupPointList';
import { pickupPointListLabels as labels } from './PickupPointList.fixtures';

const points = [
  { id: 'r1', street: 'ул. Тверская, 12', hours: '10:00–23:00' },
  { id: 'r2', street: 'пр. Мира, 45' },
];

describe('<PickupPointList />', () => {
  it('lists points by street with hours and reports a choice', async () => {
    const onValueChange = vi.fn();
    renderWithTheme(<PickupPointList points={points} value="r1" onValueChange={onValueChange} labels={labels} />);
    expect(screen.getByRole('radio', { name: /ул. Тверская, 12/ })).toBeChecked();
    expect(screen.getByText('Часы работы: 10:00–23:00')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: /пр. Мира, 45/ }));
    expect(onValueChange).toHaveBeenCalledWith('r2');
  });

  it('opens the map', async () => {
    const onOpenMap = vi.fn();
    renderWithTheme(
      <PickupPointList points={points} value={null} onValueChange={() => {}} onOpenMap={onOpenMap} labels={labels} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Выбрать на карте' }));
    expect(onOpenMap).toHaveBeenCalledOnce();
  });

  it('says when there are no points', () => {
    renderWithTheme(<PickupPointList points={[]} value={null} onValueChange={() => {}} labels={labels} />);
    expect(screen.getByRole('status')).toHaveTextContent('Нет доступных пунктов самовывоза');
  });
});
