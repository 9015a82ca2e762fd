import type { SavedAddressItem, SavedAddressListLabels } from './SavedAddressList';

/** Russian texts of {@link SavedAddressList} for stories and tests. */
export const savedAddressListLabels: SavedAddressListLabels = {
  title: 'Сохранённые адреса',
  empty: 'Сохранённых адресов пока нет',
  emptyText: 'Адрес сохранится, когда вы закажете доставку',
  failed: 'Не удалось загрузить адреса',
  retry: 'Повторить',
  rename: 'Переименовать',
  name: 'Название',
  namePlaceholder: 'Например, Дом или Работа',
  save: 'Сохранить',
  cancel: 'Отмена',
  delete: 'Удалить',
  deleteTitle: 'Удалить адрес?',
  actionFailed: 'Не удалось выполнить. Попробуйте ещё раз',
};

/** Two saved addresses, one named. */
export const savedAddresses: readonly SavedAddressItem[] = [
  { id: 'a', title: 'Дом', address: 'Москва, улица Тверская, 12' },
  { id: 'b', title: null, address: 'Москва, Тверской бульвар, 26' },
];
