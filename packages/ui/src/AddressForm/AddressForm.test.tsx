import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../testing/render';
import { AddressForm } from './AddressForm';
import type { AddressFormValue } from './AddressForm';

const empty: AddressFormValue = { address: '', flat: '', entrance: '', floor: '', intercom: '', comment: '' };
const suggestions = [
  { id: 'a', title: 'ул. Тверская, 12' },
  { id: 'b', title: 'ул. Тверская, 14' },
];

function Controlled({ onSelect }: { onSelect?: (id: string) => void }) {
  const [value, setValue] = useState(empty);
  return (
    <AddressForm
      value={value}
      onChange={setValue}
      suggestions={value.address.length >= 3 ? suggestions : []}
      onSuggestionSelect={(s) => onSelect?.(s.id)}
    />
  );
}

describe('<AddressForm />', () => {
  it('has the spec fields', () => {
    renderWithTheme(<AddressForm value={empty} onChange={() => {}} />);
    expect(screen.getByRole('combobox', { name: 'Адрес' })).toBeInTheDocument();
    for (const name of ['Квартира / офис', 'Подъезд', 'Этаж', 'Домофон', 'Комментарий']) {
      expect(screen.getByRole('textbox', { name })).toBeInTheDocument();
    }
  });

  it('offers suggestions and picks one with the keyboard', async () => {
    const onSelect = vi.fn();
    renderWithTheme(<Controlled onSelect={onSelect} />);
    const combo = screen.getByRole('combobox', { name: 'Адрес' });
    await userEvent.type(combo, 'Тве');
    expect(combo).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('option')).toHaveLength(2);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(onSelect).toHaveBeenCalledWith('b');
    expect(combo).toHaveValue('ул. Тверская, 14');
    expect(combo).toHaveAttribute('aria-expanded', 'false');
  });

  it('picks a suggestion with the mouse', async () => {
    const onSelect = vi.fn();
    renderWithTheme(<Controlled onSelect={onSelect} />);
    await userEvent.type(screen.getByRole('combobox'), 'Тве');
    await userEvent.click(screen.getByRole('option', { name: 'ул. Тверская, 12' }));
    expect(onSelect).toHaveBeenCalledWith('a');
  });

  it('reports changes of the other fields', async () => {
    const onChange = vi.fn();
    renderWithTheme(<AddressForm value={empty} onChange={onChange} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Этаж' }), '7');
    expect(onChange).toHaveBeenCalledWith({ ...empty, floor: '7' });
  });

  it('shows address errors and not-found', () => {
    const { rerender } = renderWithTheme(
      <AddressForm value={empty} onChange={() => {}} errors={{ address: 'Укажите адрес доставки' }} />,
    );
    expect(screen.getByRole('combobox')).toHaveAccessibleDescription('Укажите адрес доставки');
    rerender(<AddressForm value={empty} onChange={() => {}} notFound />);
    expect(screen.getByRole('status')).toHaveTextContent('Адрес не найден');
  });
});
