import { loadScript } from './load-script';

interface ReCaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

/**
 * A reCAPTCHA v3 token for an action (INTEGRATIONS §4), loading Google's script on first use
 * only. Without a site key the tenant has no captcha and the token is empty (the API then skips
 * the check in development, and refuses it in production).
 *
 * @example
 * const captchaToken = await captchaToken(siteKey, 'sign_in');
 */
export async function captchaToken(siteKey: string | undefined, action: string): Promise<string> {
  if (!siteKey) return '';
  await loadScript(`https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`);
  const grecaptcha = (window as unknown as { grecaptcha?: ReCaptcha }).grecaptcha;
  if (!grecaptcha) throw new Error('reCAPTCHA did not load');
  await new Promise<void>((resolve) => grecaptcha.ready(resolve));
  return grecaptcha.execute(siteKey, { action });
}
