import { selectIsAuthorized } from '@tarelka/store';
import { useAppSelector } from '@tarelka/store/react';
import { Divider, Notice, Spinner } from '@tarelka/ui';
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

const Stack = styled.div`
  display: grid;
  gap: 24px;
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
      <Stack role="status" aria-live="polite">
        <Spinner label={t('signIn.signedIn')} size={32} />
      </Stack>
    );
  }

  return (
    <Stack>
      {fromCheckout ? (
        <Notice tone="accent" role="status">
          {t('auth.required')}
        </Notice>
      ) : (
        <Notice $plain>{t('signIn.lead')}</Notice>
      )}
      {phone && (
        <PhoneSignIn
          whiteLabel={whiteLabel}
          captchaSiteKey={config.phone?.captchaSiteKey}
          codeLength={config.phone?.codeLength ?? 6}
          onSignedIn={() => setWaiting(true)}
        />
      )}
      {phone && social && <Divider label={t('signIn.or')} />}
      {social && <SocialSignIn providers={providers} whiteLabel={whiteLabel} onSignedIn={() => setWaiting(true)} />}
    </Stack>
  );
}
