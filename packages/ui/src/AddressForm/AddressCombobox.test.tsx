import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../testing/render';
import { AddressCombobox } from './AddressCombobox';
import type { AddressComboboxProps } from './AddressCombobox';
import { addressComboboxLabels, suggest } from './AddressForm.fixtures';

/** The field over the fixtures' fake geocoder, as a caller wires it. */
function Search(props: Partial<AddressComboboxProps>) {
  const [value, setValue] = useState('');
  const suggestions = suggest(value);
  return (
    <AddressCombobox
      value={value}
      onValueChange={setValue}
      suggestions={suggestions}
      status={value.length >= 3 && suggestions.length === 0 ? 'empty' : 'idle'}
      labels={addressComboboxLabels}
      {...props}
      onSuggestionSelect={(suggestion) => {
        setValue(suggestion.title);
        props.onSuggestionSelect?.(suggestion);
      }}
    />
  );
}

describe('<AddressCombobox />', () => {
  it('offers addresses from the third character and picks one with the keyboard', async () => {
    const onSelect = vi.fn();
    renderWithTheme(<Search onSuggestionSelect={onSelect} />);
    const field = screen.getByRole('combobox', { name: 'Введите адрес' });
    await userEvent.type(field, 'Тв');
    expect(screen.queryByRole('option')).toBeNull();
    expect(field).toHaveAttribute('aria-expanded', 'false');
    await userEvent.type(field, 'е');
    expect(field).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('option')).toHaveLength(4);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(field).toHaveAttribute('aria-activedescendant', screen.getAllByRole('option')[1]!.id);
    await userEvent.keyboard('{Enter}');
    expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ id: 'tv14' }));
    expect(field).toHaveValue('улица Тверская, 14с1');
    expect(field).toHaveAttribute('aria-expanded', 'false');
  });

  it('wraps at both ends of the list', async () => {
    renderWithTheme(<Search />);
    const field = screen.getByRole('combobox');
    await userEvent.type(field, 'Тве');
    await userEvent.keyboard('{ArrowUp}');
    expect(screen.getAllByRole('option')[3]).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getAllByRole('option')[0]).toHaveAttribute('aria-selected', 'true');
  });

  it('picks the only suggestion with Enter', async () => {
    const onSelect = vi.fn();
    renderWithTheme(<Search onSuggestionSelect={onSelect} />);
    await userEvent.type(screen.getByRole('combobox'), 'бульвар{Enter}');
    expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ id: 'tv-blvd' }));
  });

  it('picks a suggestion with the mouse and keeps focus in the field', async () => {
    const onSelect = vi.fn();
    renderWithTheme(<Search onSuggestionSelect={onSelect} />);
    const field = screen.getByRole('combobox');
    await userEvent.type(field, 'Тве');
    await userEvent.click(screen.getByRole('option', { name: /улица Тверская, 12/ }));
    expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ id: 'tv12' }));
    expect(field).toHaveFocus();
  });

  it("says 'Адрес не найден' when nothing matches, and announces loading and failures", () => {
    const props = { value: 'Несуществующая', onValueChange: () => {}, suggestions: [], onSuggestionSelect: () => {} };
    const { rerender } = renderWithTheme(<AddressCombobox {...props} status="empty" labels={addressComboboxLabels} />);
    expect(screen.getByRole('status')).toHaveTextContent('Адрес не найден');
    rerender(<AddressCombobox {...props} status="loading" labels={addressComboboxLabels} />);
    expect(screen.getByRole('status')).toHaveTextContent('Загрузка…');
    rerender(<AddressCombobox {...props} status="error" labels={addressComboboxLabels} />);
    expect(screen.getByRole('status')).toHaveTextContent('Не удалось выполнить запрос');
  });

  it('closes the list with Escape first, then cancels, without letting Escape reach a dialog', async () => {
    const onCancel = vi.fn();
    // A dialog around the field listens on the document, as the kit's Modal does.
    const onDialogKey = vi.fn();
    const listener = (event: KeyboardEvent) => event.key === 'Escape' && onDialogKey();
    document.addEventListener('keydown', listener);
    renderWithTheme(<Search onCancel={onCancel} />);
    const field = screen.getByRole('combobox');
    await userEvent.type(field, 'Тве');
    await userEvent.keyboard('{Escape}');
    expect(field).toHaveAttribute('aria-expanded', 'false');
    expect(onCancel).not.toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledOnce();
    expect(onDialogKey).not.toHaveBeenCalled();
    document.removeEventListener('keydown', listener);
  });

  it('takes its texts from labels and shows an error', () => {
    renderWithTheme(
      <AddressCombobox
        value=""
        onValueChange={() => {}}
        suggestions={[]}
        onSuggestionSelect={() => {}}
        error="Enter the delivery address"
        labels={{ ...addressComboboxLabels, placeholder: 'Enter an address' }}
        focusOnMount
      />,
    );
    const field = screen.getByRole('combobox', { name: 'Enter an address' });
    expect(field).toHaveFocus();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('Enter the delivery address');
  });
});
