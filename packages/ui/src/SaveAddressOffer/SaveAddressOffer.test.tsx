import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../testing/render';
import { SaveAddressOffer } from './SaveAddressOffer';
import { saveAddressOfferLabels } from './SaveAddressOffer.fixtures';

const address = 'Москва, улица Тверская, 12';

describe('<SaveAddressOffer />', () => {
  it('saves the address under the typed name; a refusal shows under the field', async () => {
    const onSave = vi.fn(async (title: string) => (title.trim() ? null : 'Обязательное поле'));
    renderWithTheme(<SaveAddressOffer address={address} onSave={onSave} labels={saveAddressOfferLabels} />);
    expect(screen.getByRole('region', { name: 'Сохранить адрес?' })).toHaveTextContent(address);
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить адрес' }));
    expect(onSave).toHaveBeenLastCalledWith('');
    expect(await screen.findByText('Обязательное поле')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Название' }), 'Дом{Enter}');
    expect(onSave).toHaveBeenLastCalledWith('Дом');
  });

  it('shows its own text when the save fails without a message, and confirms once saved', async () => {
    const { rerender } = renderWithTheme(
      <SaveAddressOffer address={address} onSave={async () => ''} labels={saveAddressOfferLabels} />,
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'Название' }), 'Дом{Enter}');
    expect(await screen.findByText('Не удалось сохранить. Попробуйте ещё раз')).toBeInTheDocument();
    rerender(
      <SaveAddressOffer address={address} savedTitle="Дом" onSave={async () => null} labels={saveAddressOfferLabels} />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Адрес сохранён как «Дом»');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });
});
