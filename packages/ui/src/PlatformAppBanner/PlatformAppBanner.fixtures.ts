import type { PlatformAppBannerLabels } from './PlatformAppBanner';

/** The storefront's Russian texts on an iPhone (stories and tests). */
export const appBannerLabelsIos: PlatformAppBannerLabels = {
  region: 'Мобильное приложение',
  subtitle: 'Скачать в App Store',
  open: 'Открыть',
  close: 'Скрыть',
};

/** The same on Android. */
export const appBannerLabelsAndroid: PlatformAppBannerLabels = {
  ...appBannerLabelsIos,
  subtitle: 'Скачать в Google Play',
};
