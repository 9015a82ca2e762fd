import { AddressCombobox, createTheme } from '@tarelka/ui';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it, vi } from 'vitest';
import { createMemoryGeocoder } from '../geocoder/memory-geocoder';
import { gazetteer } from '../MapPopup/MapPopup.fixtures';
import { createOfflineProvider } from '../offline/offline-provider';
import type { MapProvider } from '../provider';
import { useAddressField } from './use-address-field';

const labels = {
  placeholder: 'Введите адрес',
  suggestions: 'Подсказки адресов',
  notFound: 'Адрес не найден',
  loading: 'Загрузка…',
  error: 'Не удалось выполнить запрос',
};

function Field({ provider, onPick }: { provider: MapProvider | null; onPick: () => void }) {
  const field = useAddressField(provider, { cityId: 1, locale: 'ru' }, onPick);
  return <AddressCombobox {...field} labels={labels} />;
}

function renderField(
  provider: MapProvider | null = createOfflineProvider({ geocoder: createMemoryGeocoder(gazetteer) }),
) {
  const onPick = vi.fn();
  const view = render(
    <ThemeProvider theme={createTheme()}>
      <Field provider={provider} onPick={onPick} />
    </ThemeProvider>,
  );
  return { onPick, view, field: screen.getByRole('combobox', { name: 'Введите адрес' }) };
}

describe('useAddressField', () => {
  it("offers the geocoder's addresses from the third character and resolves the picked one", async () => {
    const { onPick, field } = renderField();
    await userEvent.type(field, 'Ар');
    expect(screen.queryByRole('option')).toBeNull();
    await userEvent.type(field, 'б');
    expect(await screen.findByRole('option', { name: /улица Арбат, 10/ })).toBeInTheDocument();

    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(onPick).toHaveBeenCalledOnce());
    expect(onPick.mock.calls[0]![0]).toMatchObject({ street: 'улица Арбат', houseNumber: '10' });
    expect(onPick.mock.calls[0]![1]).toMatchObject({ mainText: 'улица Арбат, 10' });
    expect(field).toHaveValue('улица Арбат, 10');
    expect(field).toHaveAttribute('aria-expanded', 'false');
  });

  it("says 'Адрес не найден' when the geocoder finds nothing", async () => {
    const { field } = renderField();
    await userEvent.type(field, 'Несуществующая');
    expect(await screen.findByText('Адрес не найден')).toBeInTheDocument();
  });

  it('keeps the field disabled until the provider has loaded', () => {
    expect(renderField(null).field).toBeDisabled();
  });
});
