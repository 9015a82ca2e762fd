import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildServer } from '../app';
import { createTestDatabase } from '../testing/database';
import { createAuthTestApp, startRecaptchaStandIn, type AuthTestApp } from '../testing/auth-helpers';
import { TEST_JWT_SECRET } from '../testing/test-app';
import { createSmsRuSender } from '../sms/smsru';
import { createRecaptchaVerifier } from './recaptcha';

// PGlite boots slowly on a busy machine.
vi.setConfig({ hookTimeout: 120_000, testTimeout: 120_000 });

let recaptcha: Awaited<ReturnType<typeof startRecaptchaStandIn>>;
let app: AuthTestApp;
beforeAll(async () => {
  recaptcha = await startRecaptchaStandIn('captcha-secret');
  app = await createAuthTestApp({
    auth: {
      captcha: createRecaptchaVerifier({
        secret: 'captcha-secret',
        baseUrl: recaptcha.url,
        hostnames: ['alpha.example'],
      }),
      caps: { smsPerIpHour: 1000 },
    },
  });
});
afterAll(async () => {
  await app.close();
  await recaptcha.close();
});

let n = 10;
const ask = (captchaToken: string) =>
  app.server.inject({
    method: 'POST',
    url: '/api/v1/sign/in/phone/code',
    payload: { apiKey: 'k', captchaToken, mode: 'WEB', phone: `+799911133${n++}`, whiteLabel: 'alpha' },
  });

describe('captcha', () => {
  it('verifies the token at siteverify with the secret and the client IP', async () => {
    expect((await ask('human:1')).statusCode).toBe(200);
    expect(recaptcha.requests.at(-1)?.params).toEqual({
      secret: 'captcha-secret',
      response: 'human:1',
      remoteip: '127.0.0.1',
    });
  });

  it.each([
    ['a low score', 'bot:1'],
    ['a token used twice', 'human:1'],
    ['another site', 'other-site:1'],
    ['an invalid token', 'forged'],
  ])('refuses %s with 403 and sends nothing', async (_, token) => {
    const sent = app.outbox.messagesTo(`+799911133${n}`).length;
    const answer = await ask(token);
    expect(answer.statusCode).toBe(403);
    expect(answer.json().errors[0]).toMatchObject({ code: 'captcha.invalid', message: 'Проверка капчи не пройдена' });
    expect(app.outbox.messagesTo(`+799911133${n - 1}`)).toHaveLength(sent);
  });

  it('fails closed when siteverify cannot be reached', async () => {
    const verifier = createRecaptchaVerifier({ secret: 's', baseUrl: 'http://127.0.0.1:9', timeoutMs: 2000 });
    expect(await verifier.verify('human:2', {})).toMatchObject({ ok: false });
  });

  it('is never skipped in production, where the outbox and /dev/sms-outbox do not exist either', async () => {
    const database = await createTestDatabase();
    try {
      const sms = createSmsRuSender({ apiId: 'x', baseUrl: 'http://127.0.0.1:9' });
      const base = {
        database,
        jwtSecret: TEST_JWT_SECRET,
        tenantsDir: '/nonexistent',
        production: true,
        maxEventLoopDelayMs: 0,
      };
      await expect(buildServer({ ...base, auth: { sms } }, { logger: false })).rejects.toThrow(
        /Captcha is required in production/,
      );
      await expect(
        buildServer({ ...base, auth: { captcha: createRecaptchaVerifier({ secret: 's' }) } }, { logger: false }),
      ).rejects.toThrow(/outbox SMS sender/);
      const server = await buildServer(
        { ...base, auth: { sms, captcha: createRecaptchaVerifier({ secret: 's' }) } },
        { logger: false },
      );
      const outbox = await server.inject({ method: 'GET', url: '/dev/sms-outbox?phone=%2B79990000000' });
      expect(outbox.statusCode).toBe(404);
      await server.close();
    } finally {
      await database.dispose();
    }
  });
});
