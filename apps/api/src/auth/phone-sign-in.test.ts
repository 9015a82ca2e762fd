import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import type { SmsSender } from '../sms/sender';
import { createAuthTestApp, type AuthTestApp } from '../testing/auth-helpers';

// PGlite boots slowly on a busy machine.
vi.setConfig({ hookTimeout: 120_000, testTimeout: 120_000 });

// One app for the file (PGlite boots slowly); each test uses its own phone.
let shared: AuthTestApp;
let app: AuthTestApp;
beforeAll(async () => {
  shared = await createAuthTestApp({
    auth: { caps: { smsPerIpHour: 1000, smsPerPhoneHour: 100, signInPerIpMinute: 1000 } },
  });
});
afterAll(() => shared.close());
const useShared = () => {
  app = shared;
};
/** An app of its own, closed at the end of the test. */
const own = async (options: Parameters<typeof createAuthTestApp>[0]) => {
  app = await createAuthTestApp(options);
  onTestFinished(() => app.close());
};

let PHONE = '+79991234567';
let phoneNo = 10;
const nextPhone = () => {
  PHONE = `+799912345${phoneNo++}`;
  return PHONE;
};
const ask = (phone = PHONE, extra: Record<string, unknown> = {}) =>
  app.server.inject({
    method: 'POST',
    url: '/api/v1/sign/in/phone/code',
    payload: { apiKey: 'k', captchaToken: 'c', mode: 'WEB', phone, whiteLabel: 'alpha', ...extra },
  });
const confirm = (
  code: string | undefined,
  phone = PHONE,
  headers: Record<string, string> = { 'x-white-label': 'alpha' },
) =>
  app.server.inject({
    method: 'POST',
    url: '/api/v1/sign/in/phone',
    headers,
    payload: { apiKey: 'k', captchaToken: 'c', code, phone },
  });
const wrong = (code: string | undefined) => (code === '000000' ? '111111' : '000000');
const later = (seconds: number) => {
  app.clock.now += seconds * 1000;
};

describe('phone sign-in', () => {
  it('sends a 6-digit code to the E.164 number and signs in with it, once', async () => {
    useShared();
    PHONE = '+79991234567';
    const asked = await ask('8 (999) 123-45-67');
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toEqual({ resendAfterSeconds: 90 });
    const code = app.lastCode(PHONE);
    expect(code).toMatch(/^\d{6}$/);
    expect(app.outbox.messagesTo(PHONE)[0]?.text).toContain('Tenant alpha');
    const outbox = await app.server.inject({ method: 'GET', url: '/dev/sms-outbox?phone=8%20999%20123-45-67' });
    expect(outbox.json().messages[0]).toMatchObject({
      phone: PHONE,
      whiteLabel: 'alpha',
      text: expect.stringContaining(code!),
    });

    const signed = await confirm(code, '+7 999 123 45 67');
    expect(signed.statusCode).toBe(200);
    const tokens = signed.json();
    expect(tokens).toMatchObject({
      source: 'PHONE',
      accessToken: expect.any(String),
      refreshToken: expect.any(String),
    });

    const me = await app.server.inject({
      method: 'GET',
      url: '/api/v1/me',
      headers: { authorization: `Bearer ${tokens.accessToken}` },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ phone: PHONE, accountIds: [`phone:${PHONE}`], deliveries: [], email: null });

    const again = await confirm(code);
    expect(again.statusCode).toBe(422);
    expect(again.json().errors[0].code).toBe('sms.code-not-found');
  });

  it('keeps only a keyed hash of the code, never the code', async () => {
    useShared();
    await ask(nextPhone());
    const code = app.lastCode(PHONE)!;
    const rows = (await app.database.db.execute(
      sql`select * from sms_challenges where phone = ${PHONE}`,
    )) as unknown as { rows: Array<Record<string, unknown>> };
    expect(rows.rows).toHaveLength(1);
    const stored = JSON.stringify(rows.rows[0]);
    expect(stored).not.toContain(code);
    expect(String(rows.rows[0]!.code_hash)).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('allows one code per phone per 90 s and says when to ask again', async () => {
    useShared();
    expect((await ask(nextPhone())).statusCode).toBe(200);
    later(30);
    const early = await ask();
    expect(early.statusCode).toBe(429);
    expect(early.headers['retry-after']).toBe('60');
    expect(early.json().errors[0]).toMatchObject({
      code: 'sms.resend-too-early',
      message: 'Новый код можно запросить через 60 секунд',
    });
    later(59);
    expect((await ask()).headers['retry-after']).toBe('1');
    later(1);
    expect((await ask()).statusCode).toBe(200);
    expect(app.outbox.messagesTo(PHONE)).toHaveLength(2);
  });

  it('sends one code when many requests for a phone arrive at once', async () => {
    useShared();
    nextPhone();
    const answers = await Promise.all(Array.from({ length: 12 }, () => ask()));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(11);
    expect(app.outbox.messagesTo(PHONE)).toHaveLength(1);
  });

  it('binds a code to its request: a newer code retires the older one', async () => {
    useShared();
    await ask(nextPhone());
    const first = app.lastCode(PHONE);
    later(90);
    await ask();
    const second = app.lastCode(PHONE);
    if (first !== second) expect((await confirm(first)).json().errors[0].code).toBe('sms.code-invalid');
    expect((await confirm(second)).statusCode).toBe(200);
  });

  it('lets a code expire after 5 minutes', async () => {
    useShared();
    await ask(nextPhone());
    later(5 * 60);
    const late = await confirm(app.lastCode(PHONE));
    expect(late.statusCode).toBe(422);
    expect(late.json().errors[0]).toMatchObject({
      code: 'sms.code-not-found',
      message: 'Код для этого номера не найден. Запросите новый код',
    });
  });

  it('answers "code not found for the number" when no code was sent to it', async () => {
    useShared();
    await ask(nextPhone());
    const other = await confirm(app.lastCode(PHONE), '+79990000001');
    expect(other.json().errors[0].code).toBe('sms.code-not-found');
  });

  it('kills a code after 5 wrong tries: the right code is refused afterwards', async () => {
    useShared();
    await ask(nextPhone());
    const code = app.lastCode(PHONE);
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push((await confirm(wrong(code))).json().errors[0]);
    expect(answers.map((a) => a.code)).toEqual([
      'sms.code-invalid',
      'sms.code-invalid',
      'sms.code-invalid',
      'sms.code-invalid',
      'sms.code-attempts-exhausted',
    ]);
    expect(answers[0].message).toBe('Неверный код. Осталось попыток: 4');
    const right = await confirm(code);
    expect(right.statusCode).toBe(422);
    expect(right.json().errors[0].code).not.toBe(undefined);
    expect(right.json()).not.toHaveProperty('accessToken');
  });

  it('locks the phone for one hour after too many wrong tries, for asking and for signing in', async () => {
    useShared();
    await ask(nextPhone());
    for (let i = 0; i < 5; i++) await confirm(wrong(app.lastCode(PHONE)));
    later(90);
    await ask();
    const code = app.lastCode(PHONE);
    const last = [];
    for (let i = 0; i < 5; i++) last.push(await confirm(wrong(code)));
    const lockedAnswer = last.at(-1)!;
    expect(lockedAnswer.statusCode).toBe(429);
    expect(lockedAnswer.headers['retry-after']).toBe('3600');
    expect(lockedAnswer.json().errors[0]).toMatchObject({
      code: 'sms.attempts-exhausted',
      message: 'Попытки исчерпаны. Повторите через 60 мин.',
    });

    expect((await confirm(code)).statusCode).toBe(429);
    later(90);
    const asking = await ask();
    expect(asking.statusCode).toBe(429);
    expect(asking.json().errors[0].code).toBe('sms.attempts-exhausted');
    later(60 * 60 - 91);
    expect((await ask()).statusCode).toBe(429);
    later(1);
    expect((await ask()).statusCode).toBe(200);
    expect((await confirm(app.lastCode(PHONE))).statusCode).toBe(200);
  });

  it('says "Ошибка при попытке отправить СМС-код" when the sender fails, and lets the phone ask again at once', async () => {
    let fail = true;
    const flaky: SmsSender = {
      name: 'flaky',
      send: async () => (fail ? { ok: false, reason: '220 unavailable' } : { ok: true }),
    };
    await own({ auth: { sms: flaky } });
    nextPhone();
    const failed = await ask();
    expect(failed.statusCode).toBe(502);
    expect(failed.json().errors[0]).toEqual({
      code: 'sms.send-failed',
      message: 'Ошибка при попытке отправить СМС-код',
    });
    fail = false;
    expect((await ask()).statusCode).toBe(200);
  });

  it('refuses numbers that are not phone numbers with the form message', async () => {
    useShared();
    const bad = await ask('+7 123');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors[0]).toEqual({
      code: 'phone.invalid',
      message: 'Укажите корректный номер',
      field: '/body/phone',
    });
    expect((await ask(PHONE, { whiteLabel: 'nobody' })).statusCode).toBe(404);
  });

  it('answers in English when asked to', async () => {
    useShared();
    await ask(nextPhone());
    const early = await app.server.inject({
      method: 'POST',
      url: '/api/v1/sign/in/phone/code?lang=en',
      payload: { apiKey: 'k', captchaToken: 'c', mode: 'WEB', phone: PHONE, whiteLabel: 'alpha' },
    });
    expect(early.json().errors[0].message).toBe('You can ask for a new code in 90 s');
  });

  it('caps codes per phone per hour, per IP per hour and per tenant per day with 429 and Retry-After', async () => {
    await own({ auth: { caps: { smsPerPhoneHour: 2, smsPerIpHour: 3, smsPerTenantDay: 3 } } });
    PHONE = '+79991234567';
    expect((await ask()).statusCode).toBe(200);
    later(90);
    expect((await ask()).statusCode).toBe(200);
    later(90);
    const capped = await ask();
    expect(capped.statusCode).toBe(429);
    expect(capped.json().errors[0].code).toBe('rate-limit.exceeded');
    expect(Number(capped.headers['retry-after'])).toBeGreaterThan(3500);

    expect((await ask('+79991234501')).statusCode).toBe(200);
    const ipCapped = await ask('+79991234502');
    expect(ipCapped.statusCode).toBe(429);
    expect(Number(ipCapped.headers['retry-after'])).toBeGreaterThan(3500);
    const fromElsewhere = await app.server.inject({
      method: 'POST',
      url: '/api/v1/sign/in/phone/code',
      remoteAddress: '203.0.113.9',
      payload: { apiKey: 'k', captchaToken: 'c', mode: 'WEB', phone: '+79991234503', whiteLabel: 'alpha' },
    });
    expect(fromElsewhere.statusCode).toBe(429);
    expect(Number(fromElsewhere.headers['retry-after'])).toBeGreaterThan(80_000);
  });
});
