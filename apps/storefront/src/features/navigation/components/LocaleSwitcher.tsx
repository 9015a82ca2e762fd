import { LocaleSwitcher as LocaleMenu } from '@tarelka/ui';
import { useTranslation } from 'react-i18next';
import { appConfig } from '../../../config/tenant';

/** The language menu (spec §2); shown only when the tenant offers more than one locale. */
export function LocaleSwitcher() {
  const { t, i18n } = useTranslation();
  return (
    <LocaleMenu
      locales={appConfig.locales}
      value={i18n.language}
      onValueChange={(locale) => void i18n.changeLanguage(locale)}
      names={Object.fromEntries(appConfig.locales.map((locale) => [locale, t(`locale.${locale}`)]))}
      label={t('locale.label')}
    />
  );
}
