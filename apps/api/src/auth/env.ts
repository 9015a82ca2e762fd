import { DEFAULT_RATE_CAPS, type RateCaps } from '../rate-limit/limits';

/** Sign-in settings of the environment (see apps/api/README.md, "Sign-in"). */
export interface AuthEnv {
  sms:
    | { provider: 'outbox' }
    | { provider: 'smsru'; apiId: string; from: string | undefined; baseUrl: string | undefined; test: boolean };
  recaptcha: {
    secret: string;
    minScore: number;
    hostnames: string[];
    action: string | undefined;
    baseUrl: string | undefined;
  } | null;
  googleJwksUrl: string | undefined;
  appleJwksUrl: string | undefined;
  vkIdBaseUrl: string | undefined;
  redisUrl: string | undefined;
  rateLimitPrefix: string | undefined;
  caps: RateCaps;
}

const CAP_VARS: Record<keyof RateCaps, string> = {
  smsPerPhoneHour: 'SMS_CAP_PHONE_HOUR',
  smsPerIpHour: 'SMS_CAP_IP_HOUR',
  smsPerTenantDay: 'SMS_CAP_TENANT_DAY',
  signInPerIpMinute: 'SIGN_IN_CAP_IP_MINUTE',
  refreshPerIpMinute: 'REFRESH_CAP_IP_MINUTE',
};

const isUrl = (value: string, schemes: string[]) => {
  try {
    return schemes.includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

/**
 * Reads the sign-in variables, pushing every problem onto `problems` (the caller reports them all
 * at once). In production the outbox SMS sender and a missing captcha secret are refused.
 *
 * @example
 * const problems: string[] = [];
 * const auth = readAuthEnv(process.env, { production: false, problems });
 */
export function readAuthEnv(source: NodeJS.ProcessEnv, options: { production: boolean; problems: string[] }): AuthEnv {
  const { problems, production } = options;
  const get = (name: string) => source[name]?.trim() || undefined;
  const url = (name: string, schemes = ['https:', 'http:']) => {
    const value = get(name);
    if (value && !isUrl(value, schemes)) problems.push(`${name}: '${value}' is not a ${schemes.join(' or ')} URL`);
    return value;
  };

  const provider = get('SMS_PROVIDER') ?? 'outbox';
  let sms: AuthEnv['sms'] = { provider: 'outbox' };
  if (provider === 'smsru') {
    const apiId = get('SMSRU_API_ID');
    if (!apiId) problems.push('SMSRU_API_ID: required with SMS_PROVIDER=smsru');
    sms = {
      provider: 'smsru',
      apiId: apiId ?? '',
      from: get('SMSRU_FROM'),
      baseUrl: url('SMSRU_BASE_URL'),
      test: get('SMSRU_TEST') === '1',
    };
  } else if (provider !== 'outbox') {
    problems.push(`SMS_PROVIDER: '${provider}' is not one of outbox, smsru`);
  }
  if (production && sms.provider === 'outbox') {
    problems.push('SMS_PROVIDER: the outbox sender logs codes and is refused when NODE_ENV=production (use smsru)');
  }

  const secret = get('RECAPTCHA_SECRET');
  const minScore = Number(get('RECAPTCHA_MIN_SCORE') ?? 0.5);
  if (!(minScore >= 0 && minScore <= 1))
    problems.push(`RECAPTCHA_MIN_SCORE: '${get('RECAPTCHA_MIN_SCORE')}' is not between 0 and 1`);
  if (production && !secret) problems.push('RECAPTCHA_SECRET: required when NODE_ENV=production');
  const recaptcha = secret
    ? {
        secret,
        minScore,
        hostnames: (get('RECAPTCHA_HOSTNAMES') ?? '')
          .split(',')
          .map((h) => h.trim())
          .filter(Boolean),
        action: get('RECAPTCHA_ACTION'),
        baseUrl: url('RECAPTCHA_BASE_URL'),
      }
    : null;

  const caps = { ...DEFAULT_RATE_CAPS };
  for (const [cap, name] of Object.entries(CAP_VARS) as Array<[keyof RateCaps, string]>) {
    const value = get(name);
    if (value === undefined) continue;
    const n = Number(value);
    if (!Number.isInteger(n) || n < 1) problems.push(`${name}: '${value}' is not a positive integer`);
    else caps[cap] = n;
  }

  return {
    sms,
    recaptcha,
    googleJwksUrl: url('GOOGLE_JWKS_URL'),
    appleJwksUrl: url('APPLE_JWKS_URL'),
    vkIdBaseUrl: url('VK_ID_BASE_URL'),
    redisUrl: url('REDIS_URL', ['redis:', 'rediss:']),
    rateLimitPrefix: get('RATE_LIMIT_PREFIX'),
    caps,
  };
}
