/**
 * Russian strings of screens and dialogs outside the first route that have no bundle of their own:
 * the cookie banner, the day-off dialog, delivery conditions, confirmations, sign-in notes, static
 * pages and the footer. Their components merge them in with `useLazyTranslation`
 * (lib/i18n/lazy-strings.ts); the keys the first route shows stay in ru.ts.
 */
export const extraRu = {
  cookies: {
    title: 'Файлы cookie',
    text: 'Мы используем файлы cookie, чтобы сайт работал лучше. Продолжая, вы соглашаетесь с их использованием.',
    accept: 'Принять',
    more: 'Подробнее',
  },
  conditions: {
    title: 'Условия доставки',
    orderSum: 'Сумма заказа',
    delivery: 'Доставка',
    free: 'Бесплатно',
    from: 'от',
    to: 'до',
    minutes: '{{count}} мин',
  },
  confirm: {
    headline: 'Подтвердить?',
    cancel: 'Отмена',
    ok: 'Ок',
  },
  dayOff: {
    title: 'Сейчас заказы не принимаются',
    text: 'Ресторан закрыт. Приходите в часы работы: {{hours}}',
    ok: 'Понятно',
  },
  auth: {
    required: 'Чтобы оформить заказ, авторизуйтесь',
    soon: 'Вход по номеру телефона скоро появится здесь.',
  },
  pages: {
    notConfigured: 'Информация на этой странице скоро появится.',
  },
  footer: {
    rights: '© {{year}} {{name}}',
    apps: 'Мобильное приложение',
  },
};
