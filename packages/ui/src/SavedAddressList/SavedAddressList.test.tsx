import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../testing/render';
import { SavedAddressList, type SavedAddressListProps } from './SavedAddressList';
import { savedAddresses, savedAddressListLabels } from './SavedAddressList.fixtures';

const props: SavedAddressListProps = {
  addresses: savedAddresses,
  onRename: async () => null,
  onDelete: async () => true,
  labels: savedAddressListLabels,
};

describe('<SavedAddressList />', () => {
  it('lists each address under its name, or the address alone', () => {
    renderWithTheme(<SavedAddressList {...props} />);
    expect(screen.getByRole('region', { name: 'Сохранённые адреса' })).toBeInTheDocument();
    const [home, other] = screen.getAllByRole('listitem');
    expect(within(home!).getByRole('heading', { name: 'Дом' })).toBeInTheDocument();
    expect(home).toHaveTextContent('Москва, улица Тверская, 12');
    expect(within(other!).getByRole('heading', { name: 'Москва, Тверской бульвар, 26' })).toBeInTheDocument();
    expect(within(other!).getByRole('button', { name: 'Переименовать' })).toHaveAccessibleDescription(
      'Москва, Тверской бульвар, 26',
    );
  });

  it('renames in place: the name is sent, its error shows under the field, success closes the field', async () => {
    const onRename = vi.fn(async (_id: string, title: string) => (title.trim() ? null : 'Обязательное поле'));
    renderWithTheme(<SavedAddressList {...props} onRename={onRename} />);
    const other = screen.getAllByRole('listitem')[1]!;
    await userEvent.click(within(other).getByRole('button', { name: 'Переименовать' }));
    const name = within(other).getByRole('textbox', { name: 'Название' });
    expect(name).toHaveFocus();
    await userEvent.click(within(other).getByRole('button', { name: 'Сохранить' }));
    expect(onRename).toHaveBeenLastCalledWith('b', '');
    expect(await within(other).findByText('Обязательное поле')).toBeInTheDocument();
    await userEvent.type(name, 'Работа{Enter}');
    expect(onRename).toHaveBeenLastCalledWith('b', 'Работа');
    await waitFor(() => expect(within(other).queryByRole('textbox')).not.toBeInTheDocument());
  });

  it('shows its own text when a rename fails without a message, and cancels', async () => {
    renderWithTheme(<SavedAddressList {...props} onRename={async () => ''} />);
    const home = screen.getAllByRole('listitem')[0]!;
    await userEvent.click(within(home).getByRole('button', { name: 'Переименовать' }));
    expect(within(home).getByRole('textbox', { name: 'Название' })).toHaveValue('Дом');
    await userEvent.click(within(home).getByRole('button', { name: 'Сохранить' }));
    expect(await within(home).findByText('Не удалось выполнить. Попробуйте ещё раз')).toBeInTheDocument();
    await userEvent.click(within(home).getByRole('button', { name: 'Отмена' }));
    expect(within(home).queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('deletes only after the confirmation', async () => {
    const onDelete = vi.fn(async () => true);
    renderWithTheme(<SavedAddressList {...props} onDelete={onDelete} />);
    const home = screen.getAllByRole('listitem')[0]!;
    await userEvent.click(within(home).getByRole('button', { name: 'Удалить' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Удалить адрес?' });
    expect(dialog).toHaveTextContent('Дом (Москва, улица Тверская, 12)');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Отмена' }));
    expect(onDelete).not.toHaveBeenCalled();
    await userEvent.click(within(home).getByRole('button', { name: 'Удалить' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Удалить' }));
    expect(onDelete).toHaveBeenCalledWith('a');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('holds a place while loading, offers a retry on failure, and says when there is none', async () => {
    const onRetry = vi.fn();
    const { rerender } = renderWithTheme(<SavedAddressList {...props} loading />);
    expect(screen.getByTestId('saved-addresses')).toHaveAttribute('aria-busy', 'true');
    rerender(<SavedAddressList {...props} failed onRetry={onRetry} />);
    await userEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(onRetry).toHaveBeenCalledOnce();
    rerender(<SavedAddressList {...props} addresses={[]} />);
    expect(screen.getByText('Сохранённых адресов пока нет')).toBeInTheDocument();
  });
});
