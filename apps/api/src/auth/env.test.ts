import { describe, expect, it } from 'vitest';
import { readAuthEnv } from './env';
import { normalisePhone } from './phone';

const read = (source: Record<string, string>, production = false) => {
  const problems: string[] = [];
  return { env: readAuthEnv(source, { production, problems }), problems };
};

describe('readAuthEnv', () => {
  it('defaults to the outbox, no captcha, memory counters and the default caps', () => {
    const { env, problems } = read({});
    expect(problems).toEqual([]);
    expect(env).toMatchObject({
      sms: { provider: 'outbox' },
      recaptcha: null,
      redisUrl: undefined,
      caps: { smsPerPhoneHour: 5, smsPerIpHour: 20 },
    });
  });

  it('lists every bad key at once', () => {
    const { problems } = read({
      SMS_PROVIDER: 'smsru',
      REDIS_URL: 'http://x',
      SMS_CAP_IP_HOUR: '0',
      RECAPTCHA_MIN_SCORE: '2',
    });
    expect(problems).toEqual([
      'SMSRU_API_ID: required with SMS_PROVIDER=smsru',
      "RECAPTCHA_MIN_SCORE: '2' is not between 0 and 1",
      "SMS_CAP_IP_HOUR: '0' is not a positive integer",
      "REDIS_URL: 'http://x' is not a redis: or rediss: URL",
    ]);
  });

  it('refuses the outbox and a missing captcha secret in production', () => {
    expect(read({}, true).problems).toEqual([
      'SMS_PROVIDER: the outbox sender logs codes and is refused when NODE_ENV=production (use smsru)',
      'RECAPTCHA_SECRET: required when NODE_ENV=production',
    ]);
    const { env, problems } = read(
      { SMS_PROVIDER: 'smsru', SMSRU_API_ID: 'id', RECAPTCHA_SECRET: 's', RECAPTCHA_HOSTNAMES: 'a.ru, b.ru' },
      true,
    );
    expect(problems).toEqual([]);
    expect(env.recaptcha).toMatchObject({ secret: 's', minScore: 0.5, hostnames: ['a.ru', 'b.ru'] });
  });
});

describe('normalisePhone', () => {
  it.each([
    ['8 (999) 123-45-67', '+79991234567'],
    ['+7 999 123 45 67', '+79991234567'],
    ['9991234567', '+79991234567'],
    ['+382 67 123 456', '+38267123456'],
    ['+7 123', null],
    ['not a phone', null],
  ])('%s → %s', (input, expected) => {
    expect(normalisePhone(input)).toBe(expected);
  });
});
