import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { appConfig } from '../../../config/tenant';
import { textFor } from '../../../config/tenant-config';

const Bar = styled.aside`
  display: flex;
  align-items: center;
  gap: 12px;
  padding: 8px 12px;
  background: ${({ theme }) => theme.colors.primarySoft};
  font-size: ${({ theme }) => theme.typography.size.sm};
  p {
    flex: 1;
    margin: 0;
  }
  button {
    border: 0;
    background: transparent;
    min-height: 44px;
    cursor: pointer;
    text-decoration: underline;
  }
`;

/** The store a user agent belongs to, or null on desktop. */
export function platformOf(userAgent: string): 'ios' | 'android' | null {
  if (/iPhone|iPad|iPod/i.test(userAgent)) return 'ios';
  if (/Android/i.test(userAgent)) return 'android';
  return null;
}

/** The platform app banner (spec §1): the App Store or Google Play link for the phone's platform. */
export function AppBanner() {
  const { t, i18n } = useTranslation();
  const [hidden, setHidden] = useState(false);
  const platform = typeof navigator === 'undefined' ? null : platformOf(navigator.userAgent);
  const banner = appConfig.features.appBanner;
  const link = platform ? banner?.[platform] : undefined;
  const title = textFor(banner?.title, i18n.language) || t('banner.text');
  if (hidden || !platform || !link) return null;
  return (
    <Bar aria-label={title}>
      <p>{title}</p>
      <a href={link} target="_blank" rel="noopener noreferrer">
        {platform === 'ios' ? t('banner.ios') : t('banner.android')}
      </a>
      <button type="button" onClick={() => setHidden(true)}>
        {t('banner.dismiss')}
      </button>
    </Bar>
  );
}
