// Data and texts of the Screens stories. Texts are the storefront's Russian strings (its i18n
// resources quote the spec), passed explicitly: kit components carry no language of their own.
// Catalog data follows tenants/demo and tenants/sever (names, prices in minor units, photos).
import type {
  AddressFormDetails,
  AddressFormLabels,
  AddressSuggestion,
  AppBarLabels,
  CarouselLabels,
  CartLineData,
  CartLineLabels,
  CartSummaryLabels,
  CityChooserLabels,
  CityOption,
  ConfirmPopupLabels,
  DeliveryHintLabels,
  PayTypeSelectorLabels,
  PickupPoint,
  PickupPointListLabels,
  PositionCardData,
  PositionCardLabels,
  PositionDetailData,
  PositionDetailLabels,
  PromoCodeFieldLabels,
  PromotionCardData,
  RestoCardData,
  RestoCardLabels,
  ScheduleLabels,
  ScheduleRow,
} from '../index';
import { tenantAsset } from './tenants';

const plural = (count: number, one: string, few: string, many: string) => {
  const tens = count % 100;
  const units = count % 10;
  if (tens >= 11 && tens <= 14) return many;
  if (units === 1) return one;
  if (units >= 2 && units <= 4) return few;
  return many;
};

/** Russian texts of every kit component a screen shows, and of the screens themselves. */
export const ru = {
  app: { loadingMenu: 'Загружаем меню' },
  appBar: {
    navigation: 'Основная навигация',
    openMenu: 'Открыть меню',
    cart: (count: number) => (count > 0 ? `Корзина, товаров: ${count}` : 'Корзина'),
  } satisfies AppBarLabels,
  nav: {
    menu: 'Меню',
    promotions: 'Акции',
    restos: 'Рестораны',
    primary: 'Основная навигация',
    secondary: 'Информация',
    closeMenu: 'Закрыть меню',
  },
  navigationBar: { groups: 'Разделы меню', menus: 'Меню' },
  locale: { label: 'Язык', names: { ru: 'Русский', en: 'English', cnr: 'Crnogorski' } },
  location: {
    deliveryTo: (address: string) => `Доставка: ${address}`,
    takeAwayFrom: (address: string) => `Самовывоз: ${address}`,
    title: 'Адрес',
    text: 'Укажите адрес, чтобы мы могли показать вам актуальное меню',
    deliveryType: 'Способ получения',
    delivery: 'Доставка',
    takeAway: 'Самовывоз',
    save: 'Сохранить',
    close: 'Закрыть',
    confirmAddressText: 'Уточните номер дома для доставки. Если его нет на карте, уточните его в комментарии к заказу.',
  },
  cityChooser: {
    search: 'Поиск города',
    notFound: 'Город не найден',
    list: 'Города',
    clear: 'Очистить',
  } satisfies CityChooserLabels,
  pickupPoints: {
    legend: 'Пункты самовывоза',
    onMap: 'Выбрать на карте',
    empty: 'Нет доступных пунктов самовывоза',
    hours: (hours: string) => `Часы работы: ${hours}`,
  } satisfies PickupPointListLabels,
  addressForm: {
    address: 'Адрес доставки',
    placeholder: 'Введите адрес',
    suggestions: 'Подходящие адреса',
    notFound: 'Адрес не найден',
    loading: 'Ищем адрес…',
    error: 'Не удалось найти адрес',
    apartment: 'Квартира / офис',
    entrance: 'Подъезд',
    floor: 'Этаж',
    intercom: 'Домофон',
    comment: 'Комментарий',
  } satisfies AddressFormLabels,
  confirmAddress: {
    title: 'Подтвердите адрес',
    cancel: 'Уточнить данные',
    confirm: 'Продолжить без номера',
  } satisfies ConfirmPopupLabels,
  carousel: {
    previous: 'Предыдущая',
    next: 'Следующая',
    slide: (position: number, total: number) => `${position} из ${total}`,
    goTo: (position: number) => `Показать акцию ${position}`,
    viewport: 'Слайды акций',
  } satisfies CarouselLabels,
  promotions: { headline: 'Акции', carousel: 'Акции', viewAll: 'Все акции' },
  menu: { headline: 'Меню', menus: 'Меню' },
  positionCard: (name: string): PositionCardLabels => ({
    add: `Добавить «${name}» в корзину`,
    oldPrice: 'Старая цена',
    unavailable: 'Недоступно сейчас',
  }),
  positionDetail: {
    required: 'Обязательно',
    optional: 'По желанию',
    chooseAtLeast: (min: number) => (min === 1 ? 'Выберите хотя бы один вариант' : `Выберите не меньше ${min}`),
    upTo: (max: number) => `Не больше ${max}`,
    add: (total: string) => `Добавить за ${total}`,
    openPhoto: 'Открыть фото',
    count: 'Количество',
    decrease: 'Уменьшить количество',
    increase: 'Увеличить количество',
    unavailable: 'Недоступно сейчас',
  } satisfies PositionDetailLabels,
  cart: {
    title: 'Корзина',
    positions: (count: number) => `${count} ${plural(count, 'позиция', 'позиции', 'позиций')}`,
    lines: 'Блюда в корзине',
    clear: 'Очистить корзину',
    personCount: 'Количество персон',
    empty: 'Корзина пуста',
    emptyText: 'Добавьте блюда из меню, чтобы оформить заказ',
    backToMenu: 'Вернуться в меню',
  },
  cartLine: {
    remove: (name: string) => `Удалить «${name}»`,
    unavailable: 'Нельзя заказать',
    decrease: 'Уменьшить количество',
    increase: 'Увеличить количество',
  } satisfies CartLineLabels,
  cartSummary: {
    title: 'Ваш заказ',
    items: (count: number) => `${count} ${plural(count, 'товар', 'товара', 'товаров')}`,
    discount: 'Скидка',
    delivery: 'Доставка',
    free: 'Бесплатно',
    total: 'Итого',
    checkout: 'Оформить заказ',
  } satisfies CartSummaryLabels,
  deliveryHint: {
    belowMinimum: (minimum: string, missing: string) =>
      `Минимальная сумма заказа ${minimum}. Добавьте блюд ещё на ${missing}`,
    aboveMaximum: (maximum: string) => `Максимальная сумма заказа ${maximum}. Разделите заказ на несколько`,
    leftToFree: (left: string) => `Добавьте блюд на ${left} для бесплатной доставки`,
    leftToPrice: (left: string, cost: string) => `Добавьте блюд на ${left}, и доставка будет стоить ${cost}`,
    priceFrom: (cost: string, from: string) => `Доставка ${cost} при заказе от ${from}`,
    free: 'Доставка бесплатно',
    progress: 'Прогресс до следующего условия доставки',
  } satisfies DeliveryHintLabels,
  promoCode: {
    label: 'Промокод',
    apply: 'Применить',
    remove: 'Удалить промокод',
    applied: (code: string) => `Промокод ${code} применён`,
  } satisfies PromoCodeFieldLabels,
  checkout: {
    headline: 'Оформление заказа',
    included: 'Что входит в стоимость',
    deliveryPlace: 'Куда доставить',
    changeAddress: 'Изменить',
    placeComment: 'Комментарий к адресу',
    rules: 'Правила доставки заказа',
    retry: 'Повторить',
    placing: 'Оформляем заказ',
    contacts: 'Контакты',
    name: 'Имя',
    email: 'Email для чека',
    phone: 'Телефон',
    comment: 'Комментарий к заказу',
    place: (total: string) => `Заказать · ${total}`,
  },
  payTypes: {
    legend: 'Способ оплаты',
    types: {
      CARD_ONLINE: 'Картой онлайн',
      CARD_UPON_RECEIPT: 'Картой при получении',
      CASH_UPON_RECEIPT: 'Наличными при получении',
    },
  } satisfies PayTypeSelectorLabels,
  signIn: {
    headline: 'Вход',
    lead: 'Войдите, чтобы оформить заказ и видеть историю заказов',
    phone: 'Номер телефона',
    getCode: 'Получить код',
    code: 'Код из СМС',
    codeSent: (phone: string) => `Мы отправили код на номер ${phone}`,
    confirm: 'Войти',
    changePhone: 'Изменить номер',
    resendIn: (time: string) => `Запросить код повторно можно через ${time}`,
    or: 'или',
    google: 'Войти через Google',
    apple: 'Войти через Apple',
    vk: 'Войти через VK ID',
    captchaNote: 'Сайт защищён reCAPTCHA',
  },
  order: {
    headline: 'Заказ',
    accepted: 'Ваш заказ принят',
    number: (number: string) => `Номер заказа: ${number}`,
    callNote: 'Мы позвоним вам, чтобы уточнить детали заказа.',
    total: (total: string) => `Сумма заказа: ${total}`,
    awaitingPayment: 'Заказ ждёт оплаты',
    pay: 'Оплатить',
    toMenu: 'Вернуться в меню',
  },
  restos: { headline: 'Рестораны', map: 'Рестораны на карте' },
  restoCard: { averageCheck: 'Средний чек' } satisfies RestoCardLabels,
  schedule: { caption: 'Часы работы', dayOff: 'Выходной', roundTheClock: 'Круглосуточно' } satisfies ScheduleLabels,
  back: 'Назад',
  price: { old: 'Старая цена' },
} as const;

/** A menu group with its dishes, in page order. */
export interface GroupFixture {
  /** Section id (the navigation bar links to `#id`). */
  id: string;
  /** Group name. */
  label: string;
  /** Dishes. */
  positions: readonly PositionCardData[];
}

/** Everything a tenant's screens show. */
export interface CatalogFixture {
  /** Cities of the city step. */
  cities: readonly CityOption[];
  /** Menus of the restaurant (a second navigation row when there are several). */
  menus: readonly { id: string; label: string }[];
  /** Menu groups with dishes. */
  groups: readonly GroupFixture[];
  /** The dish of the position screen. */
  detail: PositionDetailData;
  /** Cart lines. */
  cart: readonly CartLineData[];
  /** Promotions. */
  promotions: readonly PromotionCardData[];
  /** Restaurants, also the pickup points. */
  restos: readonly RestoCardData[];
  /** Pickup points of the take-away step. */
  pickupPoints: readonly PickupPoint[];
  /** The restaurant's week. */
  schedule: readonly ScheduleRow[];
  /** The delivery address of the location and checkout screens: street and house, then the details. */
  address: { street: string; details: AddressFormDetails };
  /** Autocomplete suggestions for the typed address. */
  suggestions: readonly AddressSuggestion[];
  /** A static page: title and paragraphs. */
  page: { title: string; paragraphs: readonly string[] };
}

const UNITS = { g: 'г', pc: 'шт', ml: 'мл', cm: 'см' } as const;

const dish = (
  tenant: string,
  id: number,
  name: string,
  price: number,
  weight: number,
  unit: keyof typeof UNITS,
  emoji: string,
  extra: Partial<PositionCardData> = {},
): PositionCardData => ({
  id: String(id),
  name,
  price,
  measure: `${weight} ${UNITS[unit]}`,
  photo: tenantAsset(tenant, `emoji/${emoji}.webp`),
  ...extra,
});

const week = (hours: ScheduleRow['day'], dayOffIndex?: number): ScheduleRow[] =>
  ['Понедельник', 'Вторник', 'Среда', 'Четверг', 'Пятница', 'Суббота', 'Воскресенье'].map((name, index) => ({
    name,
    day: index === dayOffIndex ? { kind: 'DAY_OFF' } : hours,
    today: index === 3,
  }));

const demo: CatalogFixture = {
  cities: [
    { id: '1', name: 'Москва' },
    { id: '2', name: 'Тверь' },
  ],
  menus: [
    { id: '1', label: 'Основное меню' },
    { id: '5', label: 'Бизнес-ланч' },
  ],
  groups: [
    {
      id: 'group-101',
      label: 'Пицца',
      positions: [
        dish('demo', 1001, 'Маргарита', 54900, 25, 'cm', '1f355', {
          tags: ['Хит'],
        }),
        dish('demo', 1002, 'Пепперони', 64900, 25, 'cm', '1f355', {
          tags: ['Хит'],
          oldPrice: 74900,
        }),
        dish('demo', 1003, 'Четыре сыра', 69900, 25, 'cm', '1f9c0'),
        dish('demo', 1004, 'Гавайская', 62900, 25, 'cm', '1f355'),
      ],
    },
    {
      id: 'group-102',
      label: 'Роллы и суши',
      positions: [
        dish('demo', 1013, 'Филадельфия', 69000, 8, 'pc', '1f363', {
          tags: ['Хит'],
        }),
        dish('demo', 1014, 'Калифорния с крабом', 59000, 8, 'pc', '1f363'),
        dish('demo', 1015, 'Канада', 76000, 8, 'pc', '1f363'),
        dish('demo', 1016, 'Дракон', 82000, 8, 'pc', '1f409', {
          tags: ['Новинка'],
        }),
      ],
    },
    {
      id: 'group-104',
      label: 'Супы',
      positions: [
        dish('demo', 1039, 'Борщ со сметаной', 39000, 350, 'g', '1f372'),
        dish('demo', 1040, 'Куриная лапша', 32000, 350, 'g', '1f35c'),
        dish('demo', 1042, 'Том ям с креветками', 59000, 400, 'g', '1f35c', {
          tags: ['Острое'],
        }),
      ],
    },
  ],
  detail: {
    id: '1001',
    name: 'Маргарита',
    description: 'Томатный соус, моцарелла, базилик. Тесто на закваске, печь 400 °C.',
    price: 54900,
    measure: '25 см',
    photos: [{ src: tenantAsset('demo', 'emoji/1f355.webp') ?? '', width: 256, height: 256 }],
    modifierGroups: [
      {
        id: '101',
        name: 'Размер',
        min: 1,
        max: 1,
        options: [
          { id: '25', name: '25 см', price: 0 },
          { id: '30', name: '30 см', price: 15000 },
          { id: '35', name: '35 см', price: 25000 },
        ],
      },
      {
        id: '102',
        name: 'Добавки',
        min: 0,
        max: 3,
        options: [
          { id: 'cheese', name: 'Двойная моцарелла', price: 9000 },
          { id: 'basil', name: 'Свежий базилик', price: 4000 },
          { id: 'chili', name: 'Перец халапеньо', price: 5000 },
        ],
      },
    ],
  },
  cart: [
    {
      key: '1001:25',
      name: 'Маргарита',
      modifiers: ['25 см'],
      count: 1,
      sum: 54900,
      photo: tenantAsset('demo', 'emoji/1f355.webp'),
    },
    {
      key: '1013',
      name: 'Филадельфия',
      count: 2,
      sum: 117300,
      oldSum: 138000,
      photo: tenantAsset('demo', 'emoji/1f363.webp'),
    },
    { key: '1039', name: 'Борщ со сметаной', count: 1, sum: 39000, photo: tenantAsset('demo', 'emoji/1f372.webp') },
  ],
  promotions: [
    {
      id: '11',
      title: '−300 ₽ к заказу от 2000 ₽',
      description: 'Скидка 300 ₽ применяется автоматически, когда сумма заказа от 2000 ₽.',
      photo: tenantAsset('demo', 'promotions/11.svg'),
    },
    {
      id: '12',
      title: '−15% на роллы и суши',
      description: 'Все позиции раздела «Роллы и суши» со скидкой 15%.',
      photo: tenantAsset('demo', 'promotions/12.svg'),
    },
    {
      id: '13',
      title: 'Вторая «Маргарита» за полцены',
      description: 'Каждая вторая пицца «Маргарита» в заказе — со скидкой 50%.',
      photo: tenantAsset('demo', 'promotions/13.svg'),
    },
    {
      id: '14',
      title: 'Самовывоз −10%',
      description: 'Заберите заказ сами и получите скидку 10%.',
      photo: tenantAsset('demo', 'promotions/14.svg'),
    },
  ],
  restos: [
    {
      id: '1',
      name: 'Тарелка на Тверской',
      address: 'Москва, Тверская улица, 12с1',
      photo: tenantAsset('demo', 'restos/1.svg'),
      phones: ['+7 495 120-45-11'],
      averageCheck: 120000,
    },
    {
      id: '2',
      name: 'Тарелка на Пятницкой',
      address: 'Москва, Пятницкая улица, 29',
      photo: tenantAsset('demo', 'restos/2.svg'),
      phones: ['+7 495 120-45-12'],
      averageCheck: 105000,
    },
    {
      id: '3',
      name: 'Тарелка в Сокольниках',
      address: 'Москва, Русаковская улица, 22',
      photo: tenantAsset('demo', 'restos/3.svg'),
      phones: ['+7 495 120-45-13'],
      averageCheck: 98000,
    },
  ],
  pickupPoints: [
    { id: '2', street: 'Пятницкая улица, 29', name: 'Тарелка на Пятницкой', hours: '08:00–23:00' },
    { id: '3', street: 'Русаковская улица, 22', name: 'Тарелка в Сокольниках', hours: '10:00–22:00' },
    { id: '1', street: 'Тверская улица, 12с1', name: 'Тарелка на Тверской', hours: 'круглосуточно' },
  ],
  schedule: week({ kind: 'ROUND_THE_CLOCK' }),
  address: {
    street: 'Тверская улица, 12с1',
    details: { apartment: '14', entrance: '2', floor: '5', intercom: '14К', comment: '' },
  },
  suggestions: [
    { id: 'a', title: 'Тверская улица, 12с1', subtitle: 'Москва' },
    { id: 'b', title: 'Тверская улица, 18', subtitle: 'Москва' },
  ],
  page: {
    title: 'Информация для клиентов',
    paragraphs: [
      'Мы принимаем заказы каждый день. Доставка работает в пределах зон, показанных на карте; стоимость доставки зависит от суммы заказа.',
      'Оплатить заказ можно картой онлайн, картой или наличными при получении. Чек приходит на email, указанный при оформлении.',
      'Если блюдо не понравилось, позвоните в ресторан: мы заменим его или вернём деньги.',
    ],
  },
};

const sever: CatalogFixture = {
  cities: [{ id: '11', name: 'Санкт-Петербург' }],
  menus: [{ id: '11', label: 'Меню' }],
  groups: [
    {
      id: 'group-1101',
      label: 'Пельмени и вареники',
      positions: [
        dish('sever', 11001, 'Пельмени сибирские', 42000, 300, 'g', '1f95f', {
          tags: ['Хит'],
        }),
        dish('sever', 11002, 'Пельмени с олениной', 59000, 300, 'g', '1f95f', {
          tags: ['Новинка'],
        }),
        dish('sever', 11003, 'Пельмени с сёмгой', 56000, 300, 'g', '1f95f', {
          oldPrice: 70000,
        }),
      ],
    },
    {
      id: 'group-1102',
      label: 'Супы',
      positions: [
        dish('sever', 11008, 'Уха по-поморски', 52000, 350, 'g', '1f41f', {
          tags: ['Хит'],
        }),
        dish('sever', 11009, 'Щи суточные', 36000, 350, 'g', '1f372'),
        dish('sever', 11010, 'Грибной суп с перловкой', 39000, 350, 'g', '1f344'),
      ],
    },
    {
      id: 'group-1103',
      label: 'Рыба и мясо',
      positions: [
        dish('sever', 11014, 'Корюшка жареная', 69000, 250, 'g', '1f41f', {
          tags: ['Хит'],
        }),
        dish('sever', 11016, 'Сёмга на гриле', 119000, 200, 'g', '1f41f'),
        dish('sever', 11017, 'Строганина из муксуна', 89000, 150, 'g', '1f9ca'),
      ],
    },
  ],
  detail: {
    id: '11001',
    name: 'Пельмени сибирские',
    description: 'Говядина и свинина, сметана. Лепим вручную каждое утро.',
    price: 42000,
    measure: '300 г',
    photos: [{ src: tenantAsset('sever', 'emoji/1f95f.webp') ?? '', width: 256, height: 256 }],
    modifierGroups: [
      {
        id: '1102',
        name: 'Подача',
        min: 1,
        max: 1,
        options: [
          { id: 'sour-cream', name: 'Со сметаной', price: 0 },
          { id: 'butter', name: 'Со сливочным маслом', price: 0 },
          { id: 'broth', name: 'В бульоне', price: 6000 },
        ],
      },
    ],
  },
  cart: [
    {
      key: '11001:sour-cream',
      name: 'Пельмени сибирские',
      modifiers: ['Со сметаной'],
      count: 2,
      sum: 84000,
      photo: tenantAsset('sever', 'emoji/1f95f.webp'),
    },
    { key: '11008', name: 'Уха по-поморски', count: 1, sum: 52000, photo: tenantAsset('sever', 'emoji/1f41f.webp') },
    { key: '11014', name: 'Корюшка жареная', count: 1, sum: 69000, photo: tenantAsset('sever', 'emoji/1f41f.webp') },
  ],
  promotions: [
    {
      id: '111',
      title: 'Пельмени −20% по средам',
      description: 'Все пельмени и вареники со скидкой 20%.',
      photo: tenantAsset('sever', 'promotions/111.svg'),
    },
    {
      id: '112',
      title: '−500 ₽ к заказу от 3500 ₽',
      description: 'Скидка применяется автоматически.',
      photo: tenantAsset('sever', 'promotions/112.svg'),
    },
  ],
  restos: [
    {
      id: '11',
      name: 'Северная Кухня на Петроградской',
      address: 'Санкт-Петербург, Большой проспект П.С., 48',
      photo: tenantAsset('sever', 'restos/11.svg'),
      phones: ['+7 812 407-20-11'],
      averageCheck: 140000,
    },
    {
      id: '12',
      name: 'Северная Кухня на Рубинштейна',
      address: 'Санкт-Петербург, улица Рубинштейна, 15',
      photo: tenantAsset('sever', 'restos/12.svg'),
      phones: ['+7 812 407-20-12'],
      averageCheck: 140000,
    },
    {
      id: '13',
      name: 'Северная Кухня на Васильевском',
      address: 'Санкт-Петербург, 7-я линия В.О., 34',
      photo: tenantAsset('sever', 'restos/13.svg'),
      phones: ['+7 812 407-20-13'],
      averageCheck: 140000,
    },
  ],
  pickupPoints: [
    { id: '11', street: 'Большой проспект П.С., 48', name: 'Северная Кухня на Петроградской', hours: '10:00–23:00' },
    { id: '13', street: '7-я линия В.О., 34', name: 'Северная Кухня на Васильевском', hours: '10:00–22:00' },
    { id: '12', street: 'улица Рубинштейна, 15', name: 'Северная Кухня на Рубинштейна', hours: '11:00–23:59' },
  ],
  schedule: week({ kind: 'HOURS', open: '10:00', close: '23:00' }, 6),
  address: {
    street: 'Большой проспект П.С., 48',
    details: { apartment: '7', entrance: '1', floor: '3', intercom: '7', comment: 'Позвоните за 10 минут' },
  },
  suggestions: [
    { id: 'a', title: 'Большой проспект П.С., 48', subtitle: 'Санкт-Петербург' },
    { id: 'b', title: 'Большой проспект В.О., 48', subtitle: 'Санкт-Петербург' },
  ],
  page: {
    title: 'Доставка',
    paragraphs: [
      'Доставляем по Петроградской стороне, центру и Васильевскому острову с 10:00 до 23:00.',
      'Бесплатная доставка при заказе от 2500 ₽. Курьер позвонит за 10–15 минут до приезда.',
    ],
  },
};

const catalogs: Readonly<Record<string, CatalogFixture>> = { demo, sever };

/**
 * The catalog a tenant's screens show: its own for the demo tenants, the demo one for a new tenant
 * (whose theme, logo and links still come from its tenant.json).
 *
 * @example
 * catalogFor('sever').groups[0].label; // 'Пельмени и вареники'
 */
export function catalogFor(tenantId: string): CatalogFixture {
  return catalogs[tenantId] ?? demo;
}

/** Order number of the result screen. */
export const ORDER_NUMBER = '2611-0457';
