import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createAuthTestApp, type AuthTestApp } from '../testing/auth-helpers';

// PGlite boots slowly on a busy machine.
vi.setConfig({ hookTimeout: 120_000, testTimeout: 180_000 });

let app: AuthTestApp;
let base: string;
beforeAll(async () => {
  // A generous per-IP cap, so that most of the run reaches the code checks in the database.
  app = await createAuthTestApp({ auth: { caps: { signInPerIpMinute: 1000 } } });
  await app.server.listen({ host: '127.0.0.1', port: 0 });
  base = `http://127.0.0.1:${(app.server.server.address() as AddressInfo).port}`;
});
afterAll(() => app.close());

const PHONE = '+79995550401';
const TOTAL = 2000;
const CONCURRENCY = 25;

describe('a brute-force run against the code endpoint', () => {
  it(`gets no session and no 5xx in ${TOTAL} requests over 127.0.0.1`, async () => {
    const asked = await fetch(`${base}/api/v1/sign/in/phone/code`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ apiKey: 'k', captchaToken: 'c', mode: 'WEB', phone: PHONE, whiteLabel: 'alpha' }),
    });
    expect(asked.status).toBe(200);
    const real = app.lastCode(PHONE)!;
    // Every 6-digit guess in order, with the real code slipped in among them.
    const guesses = Array.from({ length: TOTAL }, (_, i) => String(i).padStart(6, '0')).filter((code) => code !== real);
    guesses.splice(500, 0, real);

    const statuses = new Map<number, number>();
    const codes = new Map<string, number>();
    let next = 0;
    const worker = async () => {
      while (next < TOTAL) {
        const code = guesses[next++]!;
        const response = await fetch(`${base}/api/v1/sign/in/phone`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-white-label': 'alpha' },
          body: JSON.stringify({ apiKey: 'k', captchaToken: 'c', code, phone: PHONE }),
        });
        const body = (await response.json()) as { errors?: Array<{ code: string }>; accessToken?: string };
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        const errorCode = body.errors?.[0]?.code ?? 'none';
        codes.set(errorCode, (codes.get(errorCode) ?? 0) + 1);
        expect(body.accessToken).toBeUndefined();
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));

    const total = [...statuses.values()].reduce((a, b) => a + b, 0);
    expect(total).toBe(TOTAL);
    expect(
      [...statuses.keys()].every((status) => status === 422 || status === 429),
      JSON.stringify([...statuses]),
    ).toBe(true);
    // At most 5 guesses were ever compared with the code; the rest met a dead code, a locked phone or the IP cap.
    expect(codes.get('sms.code-invalid') ?? 0).toBeLessThanOrEqual(4);
    expect(codes.get('sms.attempts-exhausted')).toBeGreaterThan(0);
    expect(codes.get('rate-limit.exceeded')).toBeGreaterThan(0);

    // Even the right code, from another address, is refused now: the phone is locked for an hour.
    const after = await app.server.inject({
      method: 'POST',
      url: '/api/v1/sign/in/phone',
      remoteAddress: '198.51.100.7',
      payload: { apiKey: 'k', captchaToken: 'c', code: real, phone: PHONE },
    });
    expect(after.statusCode).toBe(429);
    expect(after.json().errors[0].code).toBe('sms.attempts-exhausted');
  });
});
