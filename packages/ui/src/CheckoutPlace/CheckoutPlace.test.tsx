import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../testing/render';
import { CheckoutPlace } from './CheckoutPlace';
import type { CheckoutPlaceDetail, CheckoutPlaceField } from './CheckoutPlace';
import { checkoutPlaceLabels } from './CheckoutPlace.fixtures';

const details = (onValueChange: (detail: CheckoutPlaceDetail, value: string) => void) => {
  const field = (detail: CheckoutPlaceDetail): CheckoutPlaceField => ({
    value: '',
    onValueChange: (value) => onValueChange(detail, value),
    ...(detail === 'floor' ? { error: 'Не более 100 символов' } : {}),
  });
  return {
    apartment: field('apartment'),
    entrance: field('entrance'),
    floor: field('floor'),
    intercom: field('intercom'),
    comment: field('comment'),
  };
};

describe('<CheckoutPlace />', () => {
  it('names its section by the heading and offers to change the place', async () => {
    const onChange = vi.fn();
    renderWithTheme(<CheckoutPlace address="ул. Тверская, 7" onChange={onChange} labels={checkoutPlaceLabels} />);
    const section = screen.getByRole('region', { name: 'Адрес доставки' });
    expect(within(section).getByTestId('checkout-address')).toHaveTextContent('ул. Тверская, 7');
    expect(within(section).queryByRole('textbox')).toBeNull();
    await userEvent.click(within(section).getByRole('button', { name: 'Изменить' }));
    expect(onChange).toHaveBeenCalledOnce();
  });

  it('takes the delivery details and shows their errors', async () => {
    const onValueChange = vi.fn();
    renderWithTheme(
      <CheckoutPlace
        address="ул. Тверская, 7"
        onChange={() => {}}
        fields={details(onValueChange)}
        labels={checkoutPlaceLabels}
      />,
    );
    expect(screen.getAllByRole('textbox')).toHaveLength(5);
    expect(screen.getByRole('textbox', { name: 'Квартира / офис' })).toHaveAttribute('autocomplete', 'address-line2');
    expect(screen.getByRole('textbox', { name: 'Этаж' })).toHaveAccessibleDescription('Не более 100 символов');
    await userEvent.type(screen.getByRole('textbox', { name: 'Домофон' }), '5');
    expect(onValueChange).toHaveBeenCalledWith('intercom', '5');
  });
});
