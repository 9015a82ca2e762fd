// Rotating the token keys (JWT_KEYS) with an overlap: tokens carry the `kid` of the key that
// signed them; after a rotation the previous key still verifies its tokens until it is dropped,
// and a token naming a key the server does not have is refused with 401.
import { decodeJwt, decodeProtectedHeader, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createAuthTestApp, signInWithPhone, type AuthTestApp } from '../testing/auth-helpers';
import { TEST_JWT_SECRET } from '../testing/test-app';
import { ACCESS_AUDIENCE, ACCESS_TYP, DEFAULT_KEY_ID, TOKEN_ISSUER, withJwtKeys } from './jwt';

vi.setConfig({ hookTimeout: 120_000, testTimeout: 120_000 });

const encode = (text: string) => new TextEncoder().encode(text);
const NEXT_KEY = encode('the-next-token-key-of-the-rotation!!');
/** The server secret as a process after the rotation has it: the same root, its own keyring. */
const rotated = (...keys: Array<{ id: string; secret: Uint8Array }>) =>
  withJwtKeys(new Uint8Array(TEST_JWT_SECRET), keys);
const CAPS = { caps: { smsPerIpHour: 1000, signInPerIpMinute: 1000, refreshPerIpMinute: 1000 } };

// One database, three API processes: before the rotation (the server secret signs, kid 'default'),
// during the overlap (JWT_KEYS=2026-12:<next>,default:<secret>) and after it (JWT_KEYS=2026-12:<next>).
let before: AuthTestApp;
let overlap: AuthTestApp;
let after: AuthTestApp;
beforeAll(async () => {
  before = await createAuthTestApp({ auth: CAPS });
  const shared = { auth: CAPS, database: before.database };
  overlap = await createAuthTestApp({
    ...shared,
    jwtSecret: rotated({ id: '2026-12', secret: NEXT_KEY }, { id: DEFAULT_KEY_ID, secret: TEST_JWT_SECRET }),
  });
  after = await createAuthTestApp({ ...shared, jwtSecret: rotated({ id: '2026-12', secret: NEXT_KEY }) });
  for (const app of [overlap, after]) app.clock.now = before.clock.now;
});
afterAll(async () => {
  await after?.close();
  await overlap?.close();
  await before?.close();
});

const me = (app: AuthTestApp, token: string) =>
  app.server.inject({ method: 'GET', url: '/api/v1/me', headers: { authorization: `Bearer ${token}` } });
const refresh = (app: AuthTestApp, token: string) =>
  app.server.inject({ method: 'POST', url: '/api/v1/sign/refresh', headers: { authorization: `Bearer ${token}` } });

describe('token keys with kid and overlap', () => {
  it('keeps the sessions of the previous key working after a rotation, new tokens under the new kid', async () => {
    const old = await signInWithPhone(before, '+79995550901');
    expect(decodeProtectedHeader(old.accessToken).kid).toBe(DEFAULT_KEY_ID);
    expect(decodeProtectedHeader(old.refreshToken).kid).toBe(DEFAULT_KEY_ID);

    // The overlap: the previous key's access token is still accepted, and its refresh token rotates.
    expect((await me(overlap, old.accessToken)).statusCode).toBe(200);
    const renewed = await refresh(overlap, old.refreshToken);
    expect(renewed.statusCode).toBe(200);
    const tokens = renewed.json() as { accessToken: string; refreshToken: string };
    expect(decodeProtectedHeader(tokens.accessToken).kid).toBe('2026-12');
    expect(decodeProtectedHeader(tokens.refreshToken).kid).toBe('2026-12');
    expect((await me(overlap, tokens.accessToken)).statusCode).toBe(200);

    // The previous key dropped: its tokens are refused, the new key's still work.
    expect((await me(after, old.accessToken)).statusCode).toBe(401);
    expect((await me(after, tokens.accessToken)).statusCode).toBe(200);
    const next = await refresh(after, tokens.refreshToken);
    expect(next.statusCode).toBe(200);
  });

  it('refuses with 401 a token whose kid names no key of the server, even signed with a key it has', async () => {
    const { accessToken } = await signInWithPhone(before, '+79995550902');
    const personId = decodeJwt(accessToken).sub!;
    const forge = (kid: string | undefined, secret: Uint8Array) =>
      new SignJWT({ wl: 'alpha', typ: 'access' })
        .setProtectedHeader({ alg: 'HS256', typ: ACCESS_TYP, ...(kid ? { kid } : {}) })
        .setSubject(personId)
        .setIssuer(TOKEN_ISSUER)
        .setAudience(ACCESS_AUDIENCE)
        .setIssuedAt(Math.floor(overlap.clock.now / 1000))
        .setNotBefore(Math.floor(overlap.clock.now / 1000))
        .setExpirationTime(Math.floor(overlap.clock.now / 1000) + 600)
        .sign(secret);
    expect((await me(overlap, await forge('2026-12', NEXT_KEY))).statusCode).toBe(200);
    for (const token of [await forge('2025-01', NEXT_KEY), await forge('2025-01', encode('x'.repeat(40)))]) {
      const answer = await me(overlap, token);
      expect(answer.statusCode).toBe(401);
      expect(answer.json().errors[0].code).toBe('auth.invalid-token');
    }
    // No kid: taken as the server secret's own ('default'), which the last process no longer has.
    expect((await me(overlap, await forge(undefined, TEST_JWT_SECRET))).statusCode).toBe(200);
    expect((await me(after, await forge(undefined, TEST_JWT_SECRET))).statusCode).toBe(401);
  });
});
