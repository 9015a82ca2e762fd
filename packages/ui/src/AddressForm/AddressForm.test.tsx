import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../testing/render';
import { AddressForm } from './AddressForm';
import type { AddressFormProps } from './AddressForm';
import { addressFormLabels } from './AddressForm.fixtures';

const props: AddressFormProps = {
  value: '',
  onValueChange: () => {},
  suggestions: [],
  onSuggestionSelect: () => {},
  details: {},
  onDetailsChange: () => {},
  labels: addressFormLabels,
};

describe('<AddressForm />', () => {
  it('has the spec fields, each named by its visible label', () => {
    renderWithTheme(<AddressForm {...props} />);
    // The caption names the address field; the placeholder stays a hint.
    const address = screen.getByRole('combobox', { name: 'Адрес' });
    expect(address).toHaveAttribute('placeholder', 'Введите адрес');
    expect(screen.getByText('Адрес')).toBeVisible();
    for (const name of ['Квартира / офис', 'Подъезд', 'Этаж', 'Домофон', 'Комментарий']) {
      expect(screen.getByRole('textbox', { name })).toBeInTheDocument();
    }
  });

  it('shows the chosen address and the details', () => {
    renderWithTheme(
      <AddressForm {...props} chosen="улица Тверская, 12, Москва" details={{ apartment: '45', comment: null }} />,
    );
    expect(screen.getByText('улица Тверская, 12, Москва')).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Квартира / офис' })).toHaveValue('45');
    expect(screen.getByRole('textbox', { name: 'Комментарий' })).toHaveValue('');
  });

  it('reports a changed detail', async () => {
    const onDetailsChange = vi.fn();
    renderWithTheme(<AddressForm {...props} onDetailsChange={onDetailsChange} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Этаж' }), '7');
    expect(onDetailsChange).toHaveBeenCalledWith({ floor: '7' });
  });
});
