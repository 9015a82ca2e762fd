import { bootRequested, selectBoot } from '@tarelka/store';
import { useAppDispatch, useAppSelector } from '@tarelka/store/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/ErrorState/ErrorState';
import { Splash } from '../../../components/Splash/Splash';
import { appConfig } from '../../../config/tenant';

/** Props of {@link BootGate}. */
export interface BootGateProps {
  /** The app, rendered under the splash and shown once booted. */
  children: ReactNode;
}

/**
 * The startup screen (spec §2, §4): the splash with its progress bar until the store's boot has
 * loaded the chosen resto's menu; the app renders after it. While no location is chosen the splash gives way to the
 * location dialog (the store opens it, not closable). A failed boot is fatal: message and retry.
 */
export function BootGate({ children }: BootGateProps) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const boot = useAppSelector(selectBoot);
  if (boot.status === 'failed') {
    return <ErrorState error={boot.error} retryLabel={t('app.retry')} onRetry={() => dispatch(bootRequested())} />;
  }
  // The page renders once its data is in: nothing moves under the splash or after it (CLS).
  if (boot.status === 'idle' || boot.status === 'loading') {
    return (
      <Splash
        name={appConfig.name}
        logo={appConfig.logo?.src}
        progress={boot.progress / 100}
        label={t('app.loadingMenu')}
      />
    );
  }
  return <>{children}</>;
}
