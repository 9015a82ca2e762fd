import type { ReactNode } from 'react';
import { IconButton } from '../IconButton/IconButton';
import { CloseIcon } from '../lib/icons';
import { Banner, Icon, OpenLink, Text } from './PlatformAppBanner.styles';

/** Texts of {@link PlatformAppBanner}; Russian by default. */
export interface PlatformAppBannerLabels {
  /** Region name. */
  region: string;
  /** Second line, given the store name. */
  subtitle: (store: string) => string;
  /** Open button. */
  open: string;
  /** Close button. */
  close: string;
}

/** Props of {@link PlatformAppBanner}. */
export interface PlatformAppBannerProps {
  /** Whether it is shown (phones with a known platform, until dismissed). */
  open: boolean;
  /** The visitor's platform; picks the store name. */
  platform: 'ios' | 'android';
  /** App name. */
  appName: string;
  /** Store URL for this platform. */
  href: string;
  /** App icon. */
  icon?: ReactNode;
  /** Called when dismissed. */
  onClose: () => void;
  /** Texts for translation. */
  labels?: Partial<PlatformAppBannerLabels>;
}

const defaultLabels: PlatformAppBannerLabels = {
  region: 'Мобильное приложение',
  subtitle: (store) => `Удобнее в приложении — скачайте в ${store}`,
  open: 'Открыть',
  close: 'Скрыть баннер приложения',
};

/**
 * The smart app banner on top of the page for iOS and Android visitors.
 *
 * @example
 * <PlatformAppBanner open platform="android" appName="Тарелка" href={tenant.apps.android} onClose={dismiss} />
 */
export function PlatformAppBanner({ open, platform, appName, href, icon, onClose, labels }: PlatformAppBannerProps) {
  const text = { ...defaultLabels, ...labels };
  if (!open) return null;
  return (
    <Banner aria-label={text.region}>
      <IconButton aria-label={text.close} onClick={onClose}>
        <CloseIcon />
      </IconButton>
      <Icon aria-hidden="true">{icon ?? appName.slice(0, 1)}</Icon>
      <Text>
        <p>{appName}</p>
        <p>{text.subtitle(platform === 'ios' ? 'App Store' : 'Google Play')}</p>
      </Text>
      <OpenLink href={href} target="_blank" rel="noopener noreferrer">
        {text.open}
      </OpenLink>
    </Banner>
  );
}
