import type { ReactNode } from 'react';
import { IconButton } from '../IconButton/IconButton';
import { CloseIcon } from '../lib/icons';
import { Banner, Icon, OpenLink, Text } from './PlatformAppBanner.styles';

// The platform test is a module of its own: the storefront decides on it before loading the banner.
export { platformOf } from './platform';

/** Texts of {@link PlatformAppBanner}, in the visitor's language. */
export interface PlatformAppBannerLabels {
  /** Name of the banner's region. */
  region: string;
  /** Second line (e.g. 'Скачать в App Store' for the visitor's platform). */
  subtitle: string;
  /** The store link. */
  open: string;
  /** Close button. */
  close: string;
}

/** Props of {@link PlatformAppBanner}. */
export interface PlatformAppBannerProps {
  /** Whether it is shown (phones with a known platform, until dismissed). */
  open: boolean;
  /** First line: the app's name or pitch. */
  appName: string;
  /** Store URL for the visitor's platform. */
  href: string;
  /** App icon; the name's first letter otherwise. */
  icon?: ReactNode;
  /** Called when dismissed. */
  onClose: () => void;
  /** Texts, in the visitor's language. */
  labels: PlatformAppBannerLabels;
}

/**
 * The smart app banner on top of the page for iOS and Android visitors (see {@link platformOf}).
 *
 * @example
 * <PlatformAppBanner open appName="Тарелка" href={tenant.apps.android} onClose={dismiss} labels={labels} />
 */
export function PlatformAppBanner({ open, appName, href, icon, onClose, labels }: PlatformAppBannerProps) {
  if (!open) return null;
  return (
    <Banner aria-label={labels.region}>
      <IconButton aria-label={labels.close} onClick={onClose}>
        <CloseIcon />
      </IconButton>
      <Icon aria-hidden="true">{icon ?? appName.slice(0, 1)}</Icon>
      <Text>
        <p>{appName}</p>
        <p>{labels.subtitle}</p>
      </Text>
      <OpenLink href={href} target="_blank" rel="noopener noreferrer">
        {labels.open}
      </OpenLink>
    </Banner>
  );
}
