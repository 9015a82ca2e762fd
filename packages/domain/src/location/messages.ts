/** Location validation messages (spec §5). */
export const LOCATION_MESSAGES = {
  ADDRESS_REQUIRED: 'Укажите адрес доставки',
  ADDRESS_OUTSIDE_ZONES: 'Адрес не входит в зону доставки',
  PICKUP_POINT_REQUIRED: 'Выберите точку самовывоза',
  NO_PICKUP_POINTS: 'Нет доступных пунктов самовывоза',
  ADDRESS_NOT_FOUND: 'Адрес не найден',
} as const;

/** English twins of {@link LOCATION_MESSAGES}. */
export const LOCATION_MESSAGES_EN = {
  ADDRESS_REQUIRED: 'Enter the delivery address',
  ADDRESS_OUTSIDE_ZONES: 'The address is outside the delivery area',
  PICKUP_POINT_REQUIRED: 'Choose a pickup point',
  NO_PICKUP_POINTS: 'No pickup points available',
  ADDRESS_NOT_FOUND: 'Address not found',
} as const;

/** Montenegrin (Latin script) twins of {@link LOCATION_MESSAGES}. */
export const LOCATION_MESSAGES_CNR = {
  ADDRESS_REQUIRED: 'Unesite adresu dostave',
  ADDRESS_OUTSIDE_ZONES: 'Adresa nije u zoni dostave',
  PICKUP_POINT_REQUIRED: 'Izaberite mjesto preuzimanja',
  NO_PICKUP_POINTS: 'Nema dostupnih mjesta preuzimanja',
  ADDRESS_NOT_FOUND: 'Adresa nije pronađena',
} as const;
