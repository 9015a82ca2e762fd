import type { SerializedApiError } from '@tarelka/store';
import type { TFunction } from 'i18next';

/** Our wording for each sign-in error code of spec §8, used when the server sent no text. */
const KEYS: Record<string, string> = {
  'sms.resend-too-early': 'signIn.errors.resendTooEarly',
  'sms.code-invalid': 'signIn.errors.codeInvalid',
  'sms.code-attempts-exhausted': 'signIn.errors.codeNotFound',
  'sms.attempts-exhausted': 'signIn.errors.attemptsExhausted',
  'sms.code-not-found': 'signIn.errors.codeNotFound',
  'sms.send-failed': 'signIn.errors.sendFailed',
  'captcha.invalid': 'signIn.errors.captcha',
  'auth.id-token-invalid': 'signIn.errors.providerFailed',
  'auth.vk-id-failed': 'signIn.errors.vk103',
  'auth.vk-state-mismatch': 'signIn.errors.vk104',
};

/**
 * The message of a failed sign-in call (spec §8): 'Network error' without a response, the
 * server's own text for the SMS rules (it names the seconds or tries left, in the request's
 * language), our wording when it sent none, and 'Не удалось выполнить запрос' for server faults.
 */
export function signInErrorText(t: TFunction, error: SerializedApiError | undefined | null): string {
  if (!error) return t('app.unknownError');
  if (error.code === 'network' || error.message === 'Network error') return t('app.networkError');
  if (error.code === 'sms.send-failed') return t('signIn.errors.sendFailed');
  const key = error.code ? KEYS[error.code] : undefined;
  if (error.status >= 500 && !key) return t('app.requestFailed');
  const server = error.errors[0]?.message;
  if (server && error.code && error.code !== 'request.invalid') return server;
  return key ? t(key) : server || t('app.unknownError');
}

/** Whether a thrown value is the store's serialized API error. */
export function asApiError(error: unknown): SerializedApiError | null {
  return error && typeof error === 'object' && (error as { name?: unknown }).name === 'ApiError'
    ? (error as SerializedApiError)
    : null;
}
