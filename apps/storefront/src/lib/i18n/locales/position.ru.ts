/**
 * Russian strings of the position detail (spec §2 `menus.positions.show`) and its photo lightbox. They ship with those screens: PositionDetail and Lightbox merge them in with
 * `useLazyTranslation` (lib/i18n/lazy-strings.ts); the keys the first route shows stay in ru.ts.
 */
export const positionRu = {
  position: {
    description: 'Описание',
    modifiers: 'Дополнительно',
    required: 'Обязательно',
    optional: 'По желанию',
    chooseUpTo: 'Можно выбрать до {{count}}',
    chooseAtLeast_one: 'Выберите хотя бы {{count}} вариант',
    chooseAtLeast_few: 'Выберите хотя бы {{count}} варианта',
    chooseAtLeast_many: 'Выберите хотя бы {{count}} вариантов',
    chooseAtLeast_other: 'Выберите хотя бы {{count}} варианта',
    count: 'Количество',
    decrease: 'Меньше',
    increase: 'Больше',
    add: 'Добавить за {{price}}',
    added: 'Добавлено в корзину',
    photo: 'Фото {{index}} из {{total}}',
    openPhoto: 'Открыть фото',
    photoLoading: 'Загрузка фото',
    photoError: 'Не удалось загрузить фото',
    previousPhoto: 'Предыдущее фото',
    nextPhoto: 'Следующее фото',
    notFound: 'Блюдо не найдено',
    nutrition: 'Пищевая ценность на 100 г',
    kcal: '{{value}} ккал',
  },
};
