import type { SaveAddressOfferLabels } from './SaveAddressOffer';

/** Russian texts of {@link SaveAddressOffer} for stories and tests. */
export const saveAddressOfferLabels: SaveAddressOfferLabels = {
  title: 'Сохранить адрес?',
  name: 'Название',
  namePlaceholder: 'Например, Дом или Работа',
  save: 'Сохранить адрес',
  saved: 'Адрес сохранён как «{{title}}»',
  failed: 'Не удалось сохранить. Попробуйте ещё раз',
};
