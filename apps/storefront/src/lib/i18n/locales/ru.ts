import type { checkoutRu } from './checkout.ru';
import type { extraRu } from './extra.ru';
import type { locationRu } from './location.ru';
import type { positionRu } from './position.ru';
import type { restosRu } from './restos.ru';
/** Russian strings: the default and fallback locale (spec §1). Spec wording is quoted exactly. */
export const ru = {
  app: {
    skipToContent: 'Перейти к содержимому',
    loading: 'Загрузка…',
    loadingMenu: 'Загружаем меню',
    retry: 'Повторить',
    close: 'Закрыть',
    back: 'Назад',
    requestFailed: 'Не удалось выполнить запрос',
    unknownError: 'Неизвестная ошибка',
    networkError: 'Network error',
    home: 'На главную',
  },
  meta: {
    description: 'Доставка и самовывоз из ресторанов {{name}}: меню, акции и адреса.',
    'description.promotions': 'Акции и специальные предложения {{name}}.',
    'description.restos': 'Рестораны {{name}}: адреса, телефоны и часы работы.',
    'description.menu': 'Меню {{name}}: блюда с ценами, составом и весом.',
  },
  nav: {
    menu: 'Меню',
    promotions: 'Акции',
    restos: 'Рестораны',
    franchise: 'Франшиза',
    cart: 'Корзина',
    signIn: 'Войти',
    openMenu: 'Открыть меню',
    closeMenu: 'Закрыть меню',
    primary: 'Основная навигация',
    secondary: 'Информация',
    support: 'Поддержка',
    scrollTop: 'Наверх',
    groups: 'Разделы меню',
    search: 'Поиск',
  },
  locale: {
    label: 'Язык',
    ru: 'Русский',
    en: 'English',
    cnr: 'Crnogorski',
  },
  location: {
    // The rest is in location.ru.ts, with the dialog.
    deliveryTo: 'Доставка: {{address}}',
    takeAwayFrom: 'Самовывоз: {{address}}',
    choose: 'Укажите адрес',
  },
  menu: {
    other: 'Прочее',
    unavailable: 'Недоступно сейчас',
    availableFrom: 'Доступно с {{from}} до {{to}}',
    extendedCooking: 'Готовится 1,5 часа',
    adult: '18+',
    searchPlaceholder: 'Поиск',
    notFound: 'Блюда не найдены',
    add: 'В корзину',
    addPosition: 'Добавить «{{name}}» в корзину',
    oldPrice: 'Старая цена',
    from: 'от {{price}}',
    positions_one: '{{count}} позиция',
    positions_few: '{{count}} позиции',
    positions_many: '{{count}} позиций',
    positions_other: '{{count}} позиции',
    empty: 'В этом меню пока нет блюд',
    menus: 'Меню',
  },
  position: {
    // The rest is in position.ru.ts, with the detail.
    units: { g: '{{value}} г', pc: '{{value}} шт', ml: '{{value}} мл', cm: '{{value}} см' },
  },
  age: {
    title: 'Вам уже исполнилось 18 лет?',
    text: 'Этот раздел содержит товары для лиц старше 18 лет.',
    yes: 'Да',
    no: 'Нет',
  },
  banner: {
    text: 'В приложении удобнее',
    ios: 'Скачать в App Store',
    android: 'Скачать в Google Play',
    dismiss: 'Скрыть',
    open: 'Открыть',
  },
  promotions: {
    headline: 'Акции',
    viewAll: 'Все акции',
    empty: 'Сейчас нет акций',
    carousel: 'Акции',
    previous: 'Предыдущая',
    next: 'Следующая',
    slide: '{{position}} из {{total}}',
    goTo: 'Показать акцию {{position}}',
    slides: 'Слайды акций',
  },
  restos: {
    // The rest is in restos.ru.ts, with the pages.
    headline: 'Рестораны',
    aroundTheClock: 'Круглосуточно',
    dayOff: 'Выходной',
  },
  auth: {
    headline: 'Вход',
  },
  checkout: {
    headline: 'Корзина',
  },
  termsOfSale: {
    headline: 'Условия продажи',
  },
  pages: {
    'informaciya-dlya-klientov': { title: 'Информация для клиентов' },
    'unikalnye-preimushchestva': { title: 'Уникальные преимущества' },
    'pravila-prodazhi': { title: 'Правила продажи' },
    postavshchikam: { title: 'Поставщикам' },
    'postavshchikam-uslug-i-produkcii': { title: 'Поставщикам услуг и продукции' },
    'sovmestnye-promo-akcii': { title: 'Совместные промо-акции' },
    'podarki-ot-partnerov': { title: 'Подарки от партнёров' },
    dostavka: { title: 'Доставка' },
  },
  // Route titles, read before a route's chunk is in; the rest of these two is in checkout.ru.ts.
  orderForm: { headline: 'Оформление заказа' },
  order: { headline: 'Заказ' },
};

/** The shape every locale must have: the Russian keys of the first route and of the lazy bundles. */
export type Resource = typeof ru &
  typeof checkoutRu &
  typeof extraRu &
  typeof locationRu &
  typeof positionRu &
  typeof restosRu;
