import { ScrollToTop as ScrollTopButton } from '@tarelka/ui';
import { useTranslation } from 'react-i18next';

/** The scroll-to-top button (spec §2), shown after a screen and a half of scrolling. */
export function ScrollToTop() {
  const { t } = useTranslation();
  return <ScrollTopButton label={t('nav.scrollTop')} />;
}
