import { bootRequested, selectBoot } from '@tarelka/store';
import { useAppDispatch, useAppSelector } from '@tarelka/store/react';
import { Splash } from '@tarelka/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/ErrorState/ErrorState';
import { appConfig } from '../../../config/tenant';
import { textFor } from '@tarelka/tenant/app-config';

/** Props of {@link BootGate}. */
export interface BootGateProps {
  /** The app, rendered under the splash and shown once booted. */
  children: ReactNode;
}

/**
 * The startup screen (spec §2, §4): the splash with its progress bar until the store's boot has
 * loaded the chosen resto's menu; the app renders after it. While no location is chosen the
 * non-closable location popup (the store opens it) shows over the splash, which stays, its bar
 * going on with the menu's loading, until the app is ready. A failed boot is fatal: message and retry.
 */
export function BootGate({ children }: BootGateProps) {
  const { t, i18n } = useTranslation();
  const dispatch = useAppDispatch();
  const boot = useAppSelector(selectBoot);
  if (boot.status === 'failed') {
    return <ErrorState error={boot.error} retryLabel={t('app.retry')} onRetry={() => dispatch(bootRequested())} />;
  }
  const logo = appConfig.logo?.src;
  // The logo's name in the page's language, as the app bar's (the tenant's name is Russian only).
  const alt = appConfig.logo?.alt;
  const name =
    (alt && i18n.language !== 'ru' && !(i18n.language in alt) ? alt.en : textFor(alt, i18n.language)) || appConfig.name;
  const splash = (
    <Splash
      testId="splash"
      logo={
        logo ? (
          <img src={logo} alt={name} height={64} />
        ) : (
          <strong style={{ fontSize: '1.75rem' }}>{appConfig.name}</strong>
        )
      }
      progress={Math.min(1, Math.max(0, boot.progress / 100))}
      label={t('app.loadingMenu')}
      $belowDialogs={boot.status === 'awaitingLocation'}
    />
  );
  // The page renders once its data is in: nothing moves under the splash or after it (CLS).
  if (boot.status === 'idle' || boot.status === 'loading') return splash;
  // Waiting for the first location: the app (and with it the location popup) renders under the
  // splash until the menu is in. One tree for both states, so the app is not mounted again.
  return (
    <>
      {boot.status === 'awaitingLocation' && splash}
      {children}
    </>
  );
}
