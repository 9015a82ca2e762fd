import i18next, { type BackendModule, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { AppConfig, Locale } from '@tarelka/tenant/app-config';
import ru from '../../../locales/ru/app.json';

/**
 * Loads a non-default locale's strings on demand, so that only Russian (the fallback) ships in the
 * first route's chunk. `virtual:locale/<lng>` is all of `locales/<lng>/*.json` in one object
 * (build/locale-catalogues.ts).
 */
const lazyLocales: BackendModule = {
  type: 'backend',
  init() {},
  read(language, _namespace, callback) {
    const load =
      language === 'en'
        ? import('virtual:locale/en').then((m) => m.en)
        : language === 'cnr'
          ? import('virtual:locale/cnr').then((m) => m.cnr)
          : Promise.resolve(ru);
    load.then(
      (resource) => callback(null, resource),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

/**
 * The locale to start with (spec §9): `app_locale` (the store reads it), then the tenant's default, then
 * ru; only locales the tenant offers count.
 *
 * @example
 * pickInitialLocale('en', { locales: ['ru', 'en'], defaultLocale: 'ru' }); // 'en'
 */
export function pickInitialLocale(stored: string | null, config: Pick<AppConfig, 'locales' | 'defaultLocale'>): Locale {
  if (stored && config.locales.includes(stored as Locale)) return stored as Locale;
  if (config.locales.includes(config.defaultLocale)) return config.defaultLocale;
  return 'ru';
}

/**
 * Creates the i18next instance: ru bundled (default and fallback), other locales lazy, tenant string
 * overrides merged over ours. Russian plurals (one/few/many/other) come from `Intl.PluralRules`.
 *
 * @example
 * const i18n = await createI18n(appConfig);
 * i18n.t('menu.positions', { count: 5 }); // '5 позиций'
 */
export async function createI18n(
  config: Pick<AppConfig, 'locales' | 'defaultLocale' | 'strings'>,
  locale: Locale = pickInitialLocale(null, config),
): Promise<I18n> {
  const instance = i18next.createInstance();
  instance.use(lazyLocales).use(initReactI18next);
  await instance.init({
    lng: locale,
    fallbackLng: 'ru',
    supportedLngs: ['ru', 'en', 'cnr'],
    resources: { ru: { translation: ru } },
    partialBundledLanguages: true,
    interpolation: { escapeValue: false },
    returnNull: false,
    react: { useSuspense: false },
    // No console notice from i18next itself in the customer's browser.
    showSupportNotice: false,
  });
  const applyOverrides = (lng: string) => {
    const strings = config.strings[lng as Locale];
    if (!strings) return;
    for (const [key, value] of Object.entries(strings)) instance.addResource(lng, 'translation', key, value);
  };
  applyOverrides('ru');
  applyOverrides(locale);
  instance.on('loaded', (loaded) => Object.keys(loaded).forEach(applyOverrides));
  instance.on('languageChanged', (lng) => {
    if (typeof document !== 'undefined') document.documentElement.lang = lng;
  });
  if (typeof document !== 'undefined') document.documentElement.lang = instance.language;
  return instance;
}
