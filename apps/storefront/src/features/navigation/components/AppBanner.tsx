import { platformOf } from '@tarelka/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { appConfig } from '../../../config/tenant';
import { PlatformAppBanner } from '../../../lib/lazy/ui';
import { textFor } from '@tarelka/tenant/app-config';

/** The phone's platform and the tenant's store link for it, when the banner shows on this device. */
function bannerTarget() {
  const platform = typeof navigator === 'undefined' ? null : platformOf(navigator.userAgent);
  const link = platform ? appConfig.features.appBanner?.[platform] : undefined;
  return platform && link ? { platform, link } : null;
}

/**
 * Starts loading the banner's code where it will show (nothing elsewhere). The app's first commit
 * waits for it (main.tsx): a banner whose chunk arrived after that commit was inserted above a page
 * already painted, moving all of it down (CLS 0.142 in Lighthouse's Android runs).
 */
export function preloadAppBanner(): Promise<unknown> | undefined {
  return bannerTarget() ? PlatformAppBanner.preload() : undefined;
}

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
