import { createTheme } from '@tarelka/ui';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it, vi } from 'vitest';
import { createMemoryGeocoder } from '../geocoder/memory-geocoder';
import { gazetteer } from '../MapPopup/MapPopup.fixtures';
import { createOfflineProvider } from '../offline/offline-provider';
import { AddressSearch, type AddressSearchProps } from './AddressSearch';

function renderSearch(props: Partial<AddressSearchProps> = {}) {
  const onPick = vi.fn();
  const onCancel = vi.fn();
  const provider = createOfflineProvider({ geocoder: createMemoryGeocoder(gazetteer) });
  render(
    <ThemeProvider theme={createTheme()}>
      <AddressSearch
        provider={provider}
        scope={{ cityId: 1, locale: 'ru' }}
        onPick={onPick}
        onCancel={onCancel}
        {...props}
      />
    </ThemeProvider>,
  );
  return { onPick, onCancel, field: screen.getByRole('combobox') };
}

describe('<AddressSearch />', () => {
  it('offers addresses from the third character and picks one with the keyboard', async () => {
    const { onPick, field } = renderSearch();
    expect(field).toHaveAccessibleName('Введите адрес');
    await userEvent.type(field, 'Ар');
    expect(screen.queryByRole('option')).toBeNull();
    await userEvent.type(field, 'б');
    expect(await screen.findByRole('option', { name: /улица Арбат, 10/ })).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-expanded', 'true');

    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(onPick).toHaveBeenCalledOnce());
    expect(onPick.mock.calls[0]![0]).toMatchObject({ street: 'улица Арбат', houseNumber: '10' });
    expect(field).toHaveValue('улица Арбат, 10');
    expect(field).toHaveAttribute('aria-expanded', 'false');
  });

  it("says 'Адрес не найден' when nothing matches", async () => {
    const { field } = renderSearch();
    await userEvent.type(field, 'Несуществующая');
    expect(await screen.findByText('Адрес не найден')).toBeInTheDocument();
  });

  it('takes its texts from labels', async () => {
    const { onCancel } = renderSearch({ labels: { placeholder: 'Enter address', notFound: 'Address not found' } });
    const field = screen.getByRole('combobox', { name: 'Enter address' });
    await userEvent.type(field, 'Zzz');
    expect(await screen.findByText('Address not found')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledOnce();
  });
});
