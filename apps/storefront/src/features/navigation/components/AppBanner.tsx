import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { appConfig } from '../../../config/tenant';
import { PlatformAppBanner } from '../../../lib/lazy/ui';
import { textFor } from '@tarelka/tenant/app-config';
import { bannerTarget } from '../app-banner-target';

/** The platform app banner (spec §1): the App Store or Google Play link for the phone's platform. */
export function AppBanner() {
  const { t, i18n } = useTranslation();
  const [hidden, setHidden] = useState(false);
  const target = bannerTarget();
  if (!target) return null;
  const { platform, link } = target;
  const banner = appConfig.features.appBanner;
  const title = textFor(banner?.title, i18n.language) || t('banner.text');
  return (
    <PlatformAppBanner
      open={!hidden}
      appName={title}
      // The tenant's initial, as the logo's square in the app bar (the pitch's first letter said nothing).
      icon={appConfig.name.slice(0, 1)}
      href={link}
      onClose={() => setHidden(true)}
      labels={{
        region: title,
        subtitle: platform === 'ios' ? t('banner.ios') : t('banner.android'),
        open: t('banner.open'),
        close: t('banner.dismiss'),
      }}
    />
  );
}
