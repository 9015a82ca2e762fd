import type { CookieBannerLabels } from './CookieBanner';

/** The storefront's Russian texts (stories and tests). */
export const cookieBannerLabels: CookieBannerLabels = {
  title: 'Файлы cookie',
  text: 'Мы используем файлы cookie, чтобы сайт работал лучше. Продолжая, вы соглашаетесь с их использованием.',
  accept: 'Принять',
  decline: 'Отклонить',
  policy: 'Подробнее',
};

/** English texts. */
export const cookieBannerLabelsEn: CookieBannerLabels = {
  title: 'Cookies',
  text: 'We use cookies to make the site work better. By continuing you agree to their use.',
  accept: 'Accept',
  decline: 'Decline',
  policy: 'Learn more',
};
