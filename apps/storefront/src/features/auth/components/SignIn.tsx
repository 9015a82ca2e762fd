import { selectIsAuthorized } from '@tarelka/store';
import { useAppSelector } from '@tarelka/store/react';
import { Spinner } from '@tarelka/ui';
import { useEffect, useState } from 'react';
import { useCheckoutTranslation } from '../../../lib/i18n/checkout-strings';
import styled from 'styled-components';
import { PhoneSignIn } from './PhoneSignIn';
import { SocialSignIn, type SocialProviders } from './SocialSignIn';

/** The tenant's sign-in settings (its `features.auth`). */
export interface SignInConfig {
  methods: ReadonlyArray<'GOOGLE' | 'APPLE' | 'VK' | 'PHONE'>;
  google?: { clientId: string };
  apple?: { clientId: string };
  vk?: { appId: number };
  phone?: { captchaSiteKey?: string; codeLength?: number };
}

/** Props of {@link SignIn}. */
export interface SignInProps {
  /** The tenant's sign-in settings. */
  config: SignInConfig;
  /** The tenant's white label. */
  whiteLabel: string;
  /** The customer was sent here from checkout: 'Чтобы оформить заказ, авторизуйтесь'. */
  fromCheckout?: boolean;
  /** Called once the person is authorized (profile and both tokens): go back where they were. */
  onAuthorized: () => void;
}

const Panel = styled.div`
  display: grid;
  gap: 24px;
`;
const Required = styled.p`
  margin: 0;
  padding: 12px 16px;
  border-radius: ${({ theme }) => theme.radii.md}px;
  background: ${({ theme }) => theme.colors.primarySoft};
  font-weight: 600;
`;
const Lead = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;
const Or = styled.p`
  display: flex;
  align-items: center;
  gap: 12px;
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  &::before,
  &::after {
    content: '';
    flex: 1;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

/** Providers that are enabled and have a client id (spec: buttons only then). */
export function enabledProviders(config: SignInConfig): SocialProviders {
  const providers: SocialProviders = {};
  if (config.methods.includes('GOOGLE') && config.google?.clientId) providers.google = config.google;
  if (config.methods.includes('APPLE') && config.apple?.clientId) providers.apple = config.apple;
  if (config.methods.includes('VK') && config.vk && Number.isInteger(config.vk.appId)) providers.vk = config.vk;
  return providers;
}

/**
 * The sign-in screen's content (spec §2 "Sign-in"): phone with an SMS code and the providers the
 * tenant enables. Once the API accepts a sign-in, the store fetches the profile; when the person
 * is authorized, `onAuthorized` sends them back.
 *
 * @example
 * <SignIn config={appConfig.features.auth} whiteLabel="demo" fromCheckout onAuthorized={goBack} />
 */
export function SignIn({ config, whiteLabel, fromCheckout = false, onAuthorized }: SignInProps) {
  const { t } = useCheckoutTranslation();
  const authorized = useAppSelector(selectIsAuthorized);
  const [waiting, setWaiting] = useState(false);

  useEffect(() => {
    if (authorized) onAuthorized();
  }, [authorized, onAuthorized]);

  const providers = enabledProviders(config);
  const phone = config.methods.includes('PHONE');
  const social = Object.keys(providers).length > 0;

  if (waiting || authorized) {
    return (
      <Panel role="status" aria-live="polite">
        <Spinner label={t('signIn.signedIn')} size={32} />
      </Panel>
    );
  }

  return (
    <Panel>
      {fromCheckout ? <Required role="status">{t('auth.required')}</Required> : <Lead>{t('signIn.lead')}</Lead>}
      {phone && (
        <PhoneSignIn
          whiteLabel={whiteLabel}
          captchaSiteKey={config.phone?.captchaSiteKey}
          codeLength={config.phone?.codeLength ?? 6}
          onSignedIn={() => setWaiting(true)}
        />
      )}
      {phone && social && <Or>{t('signIn.or')}</Or>}
      {social && <SocialSignIn providers={providers} whiteLabel={whiteLabel} onSignedIn={() => setWaiting(true)} />}
    </Panel>
  );
}
