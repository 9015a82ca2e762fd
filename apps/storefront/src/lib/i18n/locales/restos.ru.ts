/**
 * Russian strings of the restos list and a resto's page (spec §2 `restos.*`). They ship with those screens: RestosList and RestoPage merge them in with
 * `useLazyTranslation` (lib/i18n/lazy-strings.ts); the keys the first route shows stay in ru.ts.
 */
export const restosRu = {
  restos: {
    address: 'Адрес',
    phones: 'Телефоны',
    emails: 'Почта',
    links: 'Ссылки',
    schedule: 'Режим работы',
    showOnMap: 'Показать на карте',
    averageCheck: 'Средний чек {{price}}',
    open: 'Открыто',
    closed: 'Закрыто',
    notFound: 'Ресторан не найден',
    days: {
      MONDAY: 'Понедельник',
      TUESDAY: 'Вторник',
      WEDNESDAY: 'Среда',
      THURSDAY: 'Четверг',
      FRIDAY: 'Пятница',
      SATURDAY: 'Суббота',
      SUNDAY: 'Воскресенье',
    },
  },
};
