import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../testing/render';
import { LocationForm } from './LocationForm';
import { locationFormLabels as labels, locationLead as lead } from './LocationForm.fixtures';

describe('<LocationForm />', () => {
  it('shows the chosen city and goes back to the city step', async () => {
    const onChangeCity = vi.fn();
    renderWithTheme(<LocationForm lead={lead} cityName="Москва" onChangeCity={onChangeCity} labels={labels} />);
    expect(screen.getByText('Москва')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Сменить город' }));
    expect(onChangeCity).toHaveBeenCalledOnce();
  });

  it('switches the delivery type only when the city offers both', async () => {
    const onDeliveryTypeChange = vi.fn();
    const { rerender } = renderWithTheme(
      <LocationForm
        lead={lead}
        deliveryTypes={['DELIVERY', 'TAKE_AWAY']}
        deliveryType="DELIVERY"
        onDeliveryTypeChange={onDeliveryTypeChange}
        labels={labels}
      />,
    );
    await userEvent.click(screen.getByRole('radio', { name: 'Самовывоз' }));
    expect(onDeliveryTypeChange).toHaveBeenCalledWith('TAKE_AWAY');
    rerender(<LocationForm lead={lead} deliveryTypes={['TAKE_AWAY']} deliveryType="TAKE_AWAY" labels={labels} />);
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
  });

  it('offers the map, the conditions and the save in its action bar', async () => {
    const onSave = vi.fn();
    const onOpenMap = vi.fn();
    const onOpenConditions = vi.fn();
    renderWithTheme(
      <LocationForm
        lead={lead}
        onSave={onSave}
        onOpenMap={onOpenMap}
        onOpenConditions={onOpenConditions}
        labels={labels}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Выбрать на карте' }));
    await userEvent.click(screen.getByRole('button', { name: 'Условия доставки' }));
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect([onOpenMap, onOpenConditions, onSave].map((f) => f.mock.calls.length)).toEqual([1, 1, 1]);
  });

  it('has no action bar without a save, and says its alerts', () => {
    renderWithTheme(
      <LocationForm lead={lead} heading="Выберите город" alerts={['Нет зон доставки']} labels={labels} />,
    );
    expect(screen.getByRole('heading', { name: 'Выберите город' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Нет зон доставки');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('marks a loading lead busy', () => {
    renderWithTheme(<LocationForm lead="Загрузка…" busy labels={labels} />);
    expect(screen.getByText('Загрузка…')).toHaveAttribute('aria-busy', 'true');
  });
});
