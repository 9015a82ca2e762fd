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

  it('offers the saved addresses first and reports the one picked', async () => {
    const onSavedPick = vi.fn();
    renderWithTheme(
      <AddressForm
        {...props}
        saved={[
          { id: 'a', title: 'Дом', address: 'улица Тверская, 12, Москва' },
          { id: 'b', title: null, address: 'Тверской бульвар, 26, Москва' },
        ]}
        onSavedPick={onSavedPick}
        labels={{ ...addressFormLabels, saved: 'Сохранённые адреса' }}
      />,
    );
    const saved = screen.getByRole('region', { name: 'Сохранённые адреса' });
    expect(saved.compareDocumentPosition(screen.getByRole('combobox'))).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    await userEvent.click(screen.getByRole('button', { name: 'Дом улица Тверская, 12, Москва' }));
    expect(onSavedPick).toHaveBeenCalledWith('a');
    await userEvent.click(screen.getByRole('button', { name: 'Тверской бульвар, 26, Москва' }));
    expect(onSavedPick).toHaveBeenLastCalledWith('b');
  });

  it('shows no saved addresses when there are none', () => {
    renderWithTheme(<AddressForm {...props} saved={[]} />);
    expect(screen.queryByTestId('saved-places')).not.toBeInTheDocument();
  });
});
