import type { Redis } from 'ioredis';
import { createRecaptchaVerifier, type CaptchaVerifier } from '../captcha/recaptcha';
import { createIdTokenVerifier, type IdTokenVerifier } from '../identity/id-token';
import type { TenantAuthDirectory } from '../identity/tenant-auth';
import { createVkIdClient, type VkIdClient } from '../identity/vk-id';
import type { RateCaps } from '../rate-limit/limits';
import type { SmsSender } from '../sms/sender';
import { createSmsRuSender } from '../sms/smsru';
import type { AuthEnv } from './env';
import type { PhoneCodePolicy } from './phone-codes';

/** The outside services and limits of sign-in; every one has a default (see `authRoutes`). */
export interface AuthOptions {
  /** Default: the outbox sender (development only). */
  sms?: SmsSender;
  /** Unset: captcha checks are skipped with a warning (refused in production). */
  captcha?: CaptchaVerifier | null;
  /** Default: Google's and Apple's public JWKS. */
  idTokens?: IdTokenVerifier;
  /** Default: https://id.vk.com. */
  vk?: VkIdClient;
  /** Default: `features.auth` of `<tenantsDir>/<id>/tenant.json`. */
  tenants?: TenantAuthDirectory;
  /** Rate-limit counters in this Redis (shared by every API process), else in memory. */
  redis?: Redis | null;
  /** Like `redis`, by URL: the routes open and close the connection. */
  redisUrl?: string | undefined;
  /** Prefix of the Redis keys of the counters. */
  rateLimitPrefix?: string | undefined;
  caps?: Partial<RateCaps>;
  phoneCodes?: Partial<PhoneCodePolicy>;
}

/**
 * Builds the sign-in services from the environment: SMS.ru when configured, reCAPTCHA when a
 * secret is set, the JWKS and VK ID base URLs, Redis and the caps.
 *
 * @example
 * const auth = authOptionsFromEnv(readEnv(process.env).auth);
 */
export function authOptionsFromEnv(env: AuthEnv): AuthOptions {
  return {
    ...(env.sms.provider === 'smsru'
      ? {
          sms: createSmsRuSender({
            apiId: env.sms.apiId,
            test: env.sms.test,
            ...(env.sms.from ? { from: env.sms.from } : {}),
            ...(env.sms.baseUrl ? { baseUrl: env.sms.baseUrl } : {}),
          }),
        }
      : {}),
    captcha: env.recaptcha
      ? createRecaptchaVerifier({
          secret: env.recaptcha.secret,
          minScore: env.recaptcha.minScore,
          hostnames: env.recaptcha.hostnames,
          ...(env.recaptcha.action ? { action: env.recaptcha.action } : {}),
          ...(env.recaptcha.baseUrl ? { baseUrl: env.recaptcha.baseUrl } : {}),
        })
      : null,
    idTokens: createIdTokenVerifier({
      ...(env.googleJwksUrl ? { GOOGLE: { jwksUrl: env.googleJwksUrl } } : {}),
      ...(env.appleJwksUrl ? { APPLE: { jwksUrl: env.appleJwksUrl } } : {}),
    }),
    vk: createVkIdClient(env.vkIdBaseUrl ? { baseUrl: env.vkIdBaseUrl } : {}),
    redisUrl: env.redisUrl,
    rateLimitPrefix: env.rateLimitPrefix,
    caps: env.caps,
  };
}
