import { cookiesConsentAccepted, cookiesConsentDeclined, selectCookiesConsentAccepted } from '@tarelka/store';
import { useAppDispatch, useAppSelector } from '@tarelka/store/react';
import { CookieBanner as CookieNotice } from '@tarelka/ui';
import { appConfig } from '../../../config/tenant';
import { textFor } from '@tarelka/tenant/app-config';
import { useLazyTranslation } from '../../../lib/i18n/lazy-strings';
import extraRu from '../../../../locales/ru/extra.json';
import { useLinkNavigate } from '../../../lib/link-navigate';

/**
 * The cookie consent banner (spec §2). The answer is stored (`app_cookies_consent_accepted`):
 * accepting is what lets the analytics counters start; declining starts nothing.
 */
export function CookieBanner() {
  const { t, i18n } = useLazyTranslation(extraRu);
  const dispatch = useAppDispatch();
  const follow = useLinkNavigate();
  const accepted = useAppSelector(selectCookiesConsentAccepted);
  const banner = appConfig.features.cookieBanner;
  if (!banner) return null;
  const policy = banner.policyHref;
  return (
    <CookieNotice
      open={accepted === null}
      onAccept={() => dispatch(cookiesConsentAccepted())}
      onDecline={() => dispatch(cookiesConsentDeclined())}
      policyHref={policy}
      onPolicyClick={policy ? (event) => follow(policy, event) : undefined}
      labels={{
        title: t('cookies.title'),
        text: textFor(banner.text, i18n.language) || t('cookies.text'),
        accept: t('cookies.accept'),
        decline: t('cookies.decline'),
        policy: t('cookies.more'),
      }}
    />
  );
}
