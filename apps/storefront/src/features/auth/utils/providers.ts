/**
 * The identity providers' browser flows (INTEGRATIONS §1–3), each loaded only when the customer
 * presses its button. Every flow resolves to a value: the proof to send to our API, or why not.
 */
import { codeChallenge, randomToken, vkErrorCode, vkProof, type VkErrorCode, type VkProof } from '@tarelka/store';
import type * as VkIdSdk from '@vkid/sdk';
import { loadScript } from './load-script';

/** What a provider flow gives back. */
export type ProviderOutcome<T> =
  { ok: true; value: T } | { ok: false; reason: 'unavailable' | 'cancelled' | 'failed'; vkCode?: VkErrorCode };

/**
 * VK ID sign-in with @vkid/sdk (loaded on demand), the button offered when VK's OneTap widget
 * did not load: PKCE S256 with our own verifier (the SDK's OneTap ignores one, VK#24, so only the
 * challenge goes to VK and the server exchanges the code with the verifier), a 64-character state
 * checked on return (104 otherwise), a new tab with the callback response mode. A non-numeric app
 * id skips VK (spec §5).
 *
 * @example
 * const outcome = await vkIdSignIn({ appId: 51000000, redirectUrl: `${location.origin}/auth` });
 */
export async function vkIdSignIn(options: { appId: number; redirectUrl: string }): Promise<ProviderOutcome<VkProof>> {
  if (!Number.isInteger(options.appId)) return { ok: false, reason: 'unavailable' };
  let VKID: typeof VkIdSdk;
  try {
    VKID = await import('@vkid/sdk');
  } catch {
    return { ok: false, reason: 'unavailable' };
  }
  const verifier = randomToken(64);
  const state = randomToken(64);
  try {
    VKID.Config.init({
      app: options.appId,
      redirectUrl: options.redirectUrl,
      state,
      codeChallenge: await codeChallenge(verifier),
      scope: 'email phone',
      mode: VKID.ConfigAuthMode.InNewTab,
      responseMode: VKID.ConfigResponseMode.Callback,
    });
    const answer = (await VKID.Auth.login()) as Parameters<typeof vkProof>[0];
    const outcome = vkProof(answer, { state, verifier, redirectUri: options.redirectUrl });
    return outcome.ok ? outcome : { ok: false, reason: 'failed', vkCode: outcome.vkCode };
  } catch (error) {
    const vkCode = vkErrorCode(error);
    return { ok: false, reason: vkCode === 102 ? 'cancelled' : 'failed', vkCode };
  }
}

interface GoogleId {
  initialize(config: Record<string, unknown>): void;
  prompt(
    listener?: (notification: {
      isNotDisplayed?: () => boolean;
      isSkippedMoment?: () => boolean;
      isDismissedMoment?: () => boolean;
    }) => void,
  ): void;
}

/**
 * A Google id token from Google Identity Services (loaded on demand), with a nonce the server
 * may check.
 *
 * @example
 * const outcome = await googleIdToken('…apps.googleusercontent.com');
 */
export async function googleIdToken(clientId: string): Promise<ProviderOutcome<string>> {
  try {
    await loadScript('https://accounts.google.com/gsi/client');
  } catch {
    return { ok: false, reason: 'unavailable' };
  }
  const id = (window as unknown as { google?: { accounts?: { id?: GoogleId } } }).google?.accounts?.id;
  if (!id) return { ok: false, reason: 'unavailable' };
  return new Promise((resolve) => {
    id.initialize({
      client_id: clientId,
      nonce: randomToken(32),
      ux_mode: 'popup',
      use_fedcm_for_prompt: true,
      callback: (response: { credential?: string }) =>
        resolve(response.credential ? { ok: true, value: response.credential } : { ok: false, reason: 'failed' }),
    });
    id.prompt((notification) => {
      if (notification.isNotDisplayed?.() || notification.isSkippedMoment?.())
        resolve({ ok: false, reason: 'cancelled' });
    });
  });
}

interface AppleIdAuth {
  init(config: Record<string, unknown>): void;
  signIn(): Promise<{ authorization?: { id_token?: string; state?: string } }>;
}

/**
 * An Apple id token from Sign in with Apple JS (loaded on demand) in a popup, its state checked.
 *
 * @example
 * const outcome = await appleIdToken({ clientId: 'ru.tarelka.demo.web', redirectUri: `${location.origin}/auth` });
 */
export async function appleIdToken(options: {
  clientId: string;
  redirectUri: string;
}): Promise<ProviderOutcome<string>> {
  try {
    await loadScript('https://appleid.cdn-apple.com/appleauth/static/jsapi/appleid/1/en_US/appleid.auth.js');
  } catch {
    return { ok: false, reason: 'unavailable' };
  }
  const auth = (window as unknown as { AppleID?: { auth?: AppleIdAuth } }).AppleID?.auth;
  if (!auth) return { ok: false, reason: 'unavailable' };
  const state = randomToken(32);
  try {
    auth.init({
      clientId: options.clientId,
      scope: 'name email',
      redirectURI: options.redirectUri,
      state,
      nonce: randomToken(32),
      usePopup: true,
    });
    const answer = await auth.signIn();
    const token = answer.authorization?.id_token;
    if (!token || answer.authorization?.state !== state) return { ok: false, reason: 'failed' };
    return { ok: true, value: token };
  } catch (error) {
    const code = (error as { error?: unknown } | null)?.error;
    return { ok: false, reason: code === 'popup_closed_by_user' ? 'cancelled' : 'failed' };
  }
}
