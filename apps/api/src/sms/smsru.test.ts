import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createAuthTestApp, startSmsRuStandIn, type AuthTestApp } from '../testing/auth-helpers';
import { createSmsRuSender } from './smsru';

// PGlite boots slowly on a busy machine.
vi.setConfig({ hookTimeout: 120_000, testTimeout: 120_000 });

let smsru: Awaited<ReturnType<typeof startSmsRuStandIn>>;
beforeAll(async () => {
  smsru = await startSmsRuStandIn('api-id-1');
});
afterAll(() => smsru.close());

const message = { phone: '+79991112233', text: '123456 — код для входа', whiteLabel: 'alpha' };

describe('the SMS.ru sender', () => {
  it('posts api_id, the number without +, the text and json=1 as a form', async () => {
    const sender = createSmsRuSender({ apiId: 'api-id-1', from: 'Tarelka', baseUrl: smsru.url });
    expect(await sender.send(message)).toEqual({ ok: true, id: expect.stringMatching(/^000-/) });
    expect(smsru.requests.at(-1)).toMatchObject({
      method: 'POST',
      path: '/sms/send',
      params: { api_id: 'api-id-1', to: '79991112233', msg: message.text, json: '1', from: 'Tarelka' },
    });
  });

  it('reports a refused number, a bad api_id, an outage and an unreachable host as failures', async () => {
    smsru.state.mode = 'refuse';
    expect(await createSmsRuSender({ apiId: 'api-id-1', baseUrl: smsru.url }).send(message)).toEqual({
      ok: false,
      reason: '207 На этот номер нельзя отправлять сообщения',
    });
    smsru.state.mode = 'down';
    expect(await createSmsRuSender({ apiId: 'api-id-1', baseUrl: smsru.url }).send(message)).toEqual({
      ok: false,
      reason: 'HTTP 503',
    });
    smsru.state.mode = 'ok';
    expect(await createSmsRuSender({ apiId: 'wrong', baseUrl: smsru.url }).send(message)).toEqual({
      ok: false,
      reason: '200 Неправильный api_id',
    });
    const unreachable = await createSmsRuSender({
      apiId: 'api-id-1',
      baseUrl: 'http://127.0.0.1:9',
      timeoutMs: 2000,
    }).send(message);
    expect(unreachable.ok).toBe(false);
  });

  describe('behind the code request', () => {
    let app: AuthTestApp;
    beforeAll(async () => {
      app = await createAuthTestApp({ auth: { sms: createSmsRuSender({ apiId: 'api-id-1', baseUrl: smsru.url }) } });
    });
    afterAll(() => app.close());
    const ask = (phone: string) =>
      app.server.inject({
        method: 'POST',
        url: '/api/v1/sign/in/phone/code',
        payload: { apiKey: 'k', captchaToken: 'c', mode: 'WEB', phone, whiteLabel: 'alpha' },
      });

    it('delivers the code through SMS.ru', async () => {
      smsru.state.mode = 'ok';
      expect((await ask('+79991112244')).statusCode).toBe(200);
      expect(smsru.state.sent.at(-1)).toMatchObject({
        to: '79991112244',
        msg: expect.stringMatching(/^\d{6} — код для входа в «Tenant alpha»/),
      });
      expect((await app.server.inject({ method: 'GET', url: '/dev/sms-outbox?phone=%2B79991112244' })).statusCode).toBe(
        404,
      );
    });

    it('answers "Ошибка при попытке отправить СМС-код" when SMS.ru refuses or is down', async () => {
      smsru.state.mode = 'refuse';
      const refused = await ask('+79991112255');
      expect(refused.statusCode).toBe(502);
      expect(refused.json().errors[0].message).toBe('Ошибка при попытке отправить СМС-код');
      smsru.state.mode = 'down';
      expect((await ask('+79991112255')).json().errors[0].message).toBe('Ошибка при попытке отправить СМС-код');
      smsru.state.mode = 'ok';
    });
  });
});
