import { textFor } from '@tarelka/tenant/app-config';
import { AgeGate as KitAgeGate, type AgeGateProps } from '@tarelka/ui';
import { useTranslation } from 'react-i18next';
import { appConfig } from '../../config/tenant';

/** The kit's 18+ dialog with its texts in the page's language: the tenant's own question, or the app's. */
export function AgeGate(props: Omit<AgeGateProps, 'labels'>) {
  const { t, i18n } = useTranslation();
  const labels = {
    title: textFor(appConfig.features.adult.text, i18n.language) || t('age.title'),
    text: t('age.text'),
    yes: t('age.yes'),
    no: t('age.no'),
  };
  return <KitAgeGate {...props} labels={labels} />;
}
