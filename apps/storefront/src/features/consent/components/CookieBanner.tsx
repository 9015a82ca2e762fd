import { Button } from '@tarelka/ui';
import { Link } from 'react-router';
import styled from 'styled-components';
import { appConfig } from '../../../config/tenant';
import { textFor } from '../../../config/tenant-config';
import { cookiesConsentAccepted, selectCookiesConsentAccepted } from '@tarelka/store';
import { useAppDispatch, useAppSelector } from '@tarelka/store/react';
import { useLazyTranslation } from '../../../lib/i18n/lazy-strings';
import { extraRu } from '../../../lib/i18n/locales/extra.ru';

const Banner = styled.section`
  position: fixed;
  left: 16px;
  right: 16px;
  bottom: 16px;
  /* Under dialogs: a modal's actions must never be covered. */
  z-index: ${({ theme }) => theme.zIndex.drawer - 1};
  max-width: 720px;
  margin: 0 auto;
  display: flex;
  align-items: center;
  gap: 16px;
  padding: 16px;
  border-radius: ${({ theme }) => theme.radii.md}px;
  background: ${({ theme }) => theme.colors.surfaceRaised};
  box-shadow: ${({ theme }) => theme.elevation[3]};
  p {
    margin: 0;
    flex: 1;
    font-size: ${({ theme }) => theme.typography.size.sm};
  }
  ${({ theme }) => theme.media.mobile} {
    left: 8px;
    right: 8px;
    bottom: 8px;
    flex-direction: column;
    align-items: stretch;
  }
`;

/**
 * The cookie consent banner (spec §2). Accepting is stored (`app_cookies_consent_accepted`) and
 * is what lets the analytics counters start.
 */
export function CookieBanner() {
  const { t, i18n } = useLazyTranslation(extraRu);
  const dispatch = useAppDispatch();
  const cookiesAccepted = useAppSelector(selectCookiesConsentAccepted);
  const banner = appConfig.features.cookieBanner;
  if (cookiesAccepted || !banner) return null;
  return (
    <Banner aria-label={t('cookies.accept')} data-testid="cookie-banner">
      <p>
        {textFor(banner.text, i18n.language) || t('cookies.text')}{' '}
        {banner.policyHref && <Link to={banner.policyHref}>{t('cookies.more')}</Link>}
      </p>
      <Button onClick={() => dispatch(cookiesConsentAccepted())}>{t('cookies.accept')}</Button>
    </Banner>
  );
}
