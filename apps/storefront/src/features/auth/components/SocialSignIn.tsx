import { signInApi, type VkErrorCode, type VkOutcome } from '@tarelka/store';
import { useAppDispatch, useVkOneTap } from '@tarelka/store/react';
import { SocialSignInButtons, type SocialSignInProvider } from '@tarelka/ui';
import { useState } from 'react';
import { useCheckoutTranslation } from '../../../lib/i18n/checkout-strings';
import { asApiError, signInErrorText } from '../utils/errors';
import { appleIdToken, googleIdToken, vkIdSignIn } from '../utils/providers';

/** The providers a tenant enables, each with its client id (spec §3 "auth methods"). */
export interface SocialProviders {
  google?: { clientId: string };
  apple?: { clientId: string };
  vk?: { appId: number };
}

/** Props of {@link SocialSignIn}. */
export interface SocialSignInProps {
  /** Enabled providers that have a client id; the others get no button. */
  providers: SocialProviders;
  /** The tenant's white label (VK ID's api key). */
  whiteLabel: string;
  /** Called once the API has accepted the provider's proof. */
  onSignedIn: () => void;
}

type Provider = 'google' | 'apple' | 'vk';

/**
 * Google, Apple and VK ID buttons (spec §1, §7), the kit's `SocialSignInButtons`. Only providers
 * the tenant enables and configures get a button; Google's and Apple's scripts load when pressed.
 * VK ID's OneTap widget stands in VK's place once loaded; its SDK loads on the customer's first
 * interaction with the page, and our VK ID button is offered until the widget has loaded and when
 * it does not load (spec §4). VK ID's errors 100–104 show the spec's messages; a
 * provider window the customer closed is no failure (VK's 102 is said as a calm status).
 *
 * @example
 * <SocialSignIn providers={{ vk: { appId: 51000000 } }} whiteLabel="demo" onSignedIn={done} />
 */
export function SocialSignIn({ providers, whiteLabel, onSignedIn }: SocialSignInProps) {
  const { t, i18n } = useCheckoutTranslation();
  const dispatch = useAppDispatch();
  const [busy, setBusy] = useState<Provider | null>(null);
  const [error, setError] = useState<string | null>(null);
  // A closed provider window is the customer's choice, not a failure: said calmly, if at all.
  const [notice, setNotice] = useState<string | null>(null);
  // Once the customer pressed our VK ID button, its window signs in: the widget no longer arrives.
  const [vkButtonPressed, setVkButtonPressed] = useState(false);
  const redirect = `${window.location.origin}/auth`;

  const outcomeError = (outcome: { reason?: string; vkCode?: VkErrorCode }): string | null => {
    if (outcome.reason === 'cancelled' || outcome.vkCode === 102) {
      setNotice(outcome.vkCode ? t(`signIn.errors.vk${outcome.vkCode}`) : null);
      return null;
    }
    if (outcome.vkCode) return t(`signIn.errors.vk${outcome.vkCode}`);
    return t(outcome.reason === 'unavailable' ? 'signIn.errors.providerUnavailable' : 'signIn.errors.providerFailed');
  };

  const { state, containerRef } = useVkOneTap(
    providers.vk && !vkButtonPressed
      ? {
          load: () => import('@vkid/sdk'),
          // A facade: VK ID's SDK (~50 KiB gzip, the page's longest task on a phone) loads on the
          // customer's first interaction with the page; our VK ID button stands in its place meanwhile.
          startOn: 'interaction',
          appId: providers.vk.appId,
          redirectUrl: redirect,
          // VK ID speaks no Montenegrin: its Latin-script English rather than Cyrillic Russian.
          lang: i18n.language === 'ru' ? 'ru' : 'en',
          frameTitle: t('signIn.vk'),
          onLogin: (outcome) => void run('vk', outcome),
        }
      : null,
  );

  const run = async (provider: Provider, oneTap?: VkOutcome) => {
    setBusy(provider);
    setError(null);
    setNotice(null);
    try {
      if (provider === 'vk' && providers.vk) {
        if (!oneTap) setVkButtonPressed(true);
        const outcome = oneTap ?? (await vkIdSignIn({ appId: providers.vk.appId, redirectUrl: redirect }));
        if (!outcome.ok) return setError(outcomeError(outcome));
        await dispatch(signInApi.endpoints.signInVk.initiate({ apiKey: whiteLabel, ...outcome.value })).unwrap();
      } else if (provider === 'google' && providers.google) {
        const outcome = await googleIdToken(providers.google.clientId);
        if (!outcome.ok) return setError(outcomeError(outcome));
        await dispatch(signInApi.endpoints.signInGoogle.initiate(outcome.value)).unwrap();
      } else if (provider === 'apple' && providers.apple) {
        const outcome = await appleIdToken({ clientId: providers.apple.clientId, redirectUri: redirect });
        if (!outcome.ok) return setError(outcomeError(outcome));
        await dispatch(signInApi.endpoints.signInApple.initiate(outcome.value)).unwrap();
      }
      onSignedIn();
    } catch (caught) {
      setError(signInErrorText(t, asApiError(caught)));
    } finally {
      setBusy(null);
    }
  };

  const buttons: SocialSignInProvider[] = [];
  if (providers.google) buttons.push({ id: 'google', label: t('signIn.google') });
  if (providers.apple) buttons.push({ id: 'apple', label: t('signIn.apple') });
  const loadingLabel = t('signIn.loadingProvider', { provider: 'VK ID' });
  if (providers.vk)
    buttons.push({
      id: 'vk',
      label: t('signIn.vk'),
      widget: { state, containerRef, loadingLabel, fallbackWhileLoading: true },
    });
  return (
    <SocialSignInButtons
      providers={buttons}
      busy={busy}
      onSignIn={(id) => void run(id as Provider)}
      error={error}
      notice={notice}
    />
  );
}
