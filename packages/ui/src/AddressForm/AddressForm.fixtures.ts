import type { AddressComboboxLabels, AddressSuggestion } from './AddressCombobox';
import type { AddressFormLabels } from './AddressForm';

/** Russian texts of {@link AddressCombobox} for stories and tests (spec §2, §5). */
export const addressComboboxLabels: AddressComboboxLabels = {
  placeholder: 'Введите адрес',
  suggestions: 'Подсказки адресов',
  notFound: 'Адрес не найден',
  loading: 'Загрузка…',
  error: 'Не удалось выполнить запрос',
};

/** Russian texts of {@link AddressForm} for stories and tests. */
export const addressFormLabels: AddressFormLabels = {
  ...addressComboboxLabels,
  address: 'Адрес',
  apartment: 'Квартира / офис',
  entrance: 'Подъезд',
  floor: 'Этаж',
  intercom: 'Домофон',
  comment: 'Комментарий',
};

/** Streets of Moscow the stories' and tests' fake geocoder knows. */
export const streets: readonly AddressSuggestion[] = [
  { id: 'tv12', title: 'улица Тверская, 12', subtitle: 'Москва' },
  { id: 'tv14', title: 'улица Тверская, 14с1', subtitle: 'Москва' },
  { id: 'tv-yam', title: '1-я Тверская-Ямская улица, 2', subtitle: 'Москва' },
  { id: 'tv-blvd', title: 'Тверской бульвар, 26', subtitle: 'Москва' },
];

/** What the fake geocoder suggests for `text`: nothing below 3 characters. */
export function suggest(text: string): readonly AddressSuggestion[] {
  const needle = text.trim().toLocaleLowerCase('ru');
  return needle.length < 3 ? [] : streets.filter((s) => s.title.toLocaleLowerCase('ru').includes(needle));
}
