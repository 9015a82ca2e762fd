import { decodeJwt, decodeProtectedHeader, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createAuthTestApp, signInWithPhone, type AuthTestApp } from '../testing/auth-helpers';
import { TEST_JWT_SECRET } from '../testing/test-app';
import { ACCESS_AUDIENCE, TOKEN_ISSUER } from './jwt';
import { pruneAuthRows } from './prune';

// PGlite boots slowly on a busy machine.
vi.setConfig({ hookTimeout: 120_000, testTimeout: 120_000 });

let app: AuthTestApp;
beforeAll(async () => {
  app = await createAuthTestApp({
    auth: { caps: { smsPerIpHour: 1000, signInPerIpMinute: 1000, refreshPerIpMinute: 1000 } },
  });
});
afterAll(() => app.close());

let n = 20;
const newPhone = () => `+799955500${n++}`;
const refresh = (token: string) =>
  app.server.inject({ method: 'POST', url: '/api/v1/sign/refresh', headers: { authorization: `Bearer ${token}` } });
const me = (token: string) =>
  app.server.inject({ method: 'GET', url: '/api/v1/me', headers: { authorization: `Bearer ${token}` } });
const later = (ms: number) => {
  app.clock.now += ms;
};

describe('tokens', () => {
  it('issues a 15-minute access JWT with iss, aud, nbf, typ and the source', async () => {
    const tokens = await signInWithPhone(app, newPhone());
    const claims = decodeJwt(tokens.accessToken);
    expect(decodeProtectedHeader(tokens.accessToken)).toMatchObject({ alg: 'HS256', typ: 'at+jwt' });
    expect(claims).toMatchObject({ iss: TOKEN_ISSUER, aud: ACCESS_AUDIENCE, wl: 'alpha', src: 'PHONE' });
    expect(claims.exp! - claims.iat!).toBe(15 * 60);
    expect(claims.nbf).toBe(claims.iat);
    const refreshClaims = decodeJwt(tokens.refreshToken);
    expect(refreshClaims.exp! - refreshClaims.iat!).toBe(30 * 24 * 3600);

    expect((await me(tokens.accessToken)).statusCode).toBe(200);
    later(15 * 60 * 1000);
    expect((await me(tokens.accessToken)).json().errors[0].code).toBe('auth.invalid-token');
  });

  it('rotates the refresh token on every refresh and keeps the source', async () => {
    const first = await signInWithPhone(app, newPhone());
    later(60_000);
    const second = await refresh(first.refreshToken);
    expect(second.statusCode).toBe(200);
    const set = second.json();
    expect(set.source).toBe('PHONE');
    expect(set.refreshToken).not.toBe(first.refreshToken);
    expect(set.accessToken).not.toBe(first.accessToken);
    expect(decodeJwt(set.refreshToken).exp).toBe(decodeJwt(first.refreshToken).exp);
    later(60_000);
    const third = await refresh(set.refreshToken);
    expect(third.statusCode).toBe(200);
    expect((await me(third.json().accessToken)).statusCode).toBe(200);
  });

  it('gives a second tab that refreshes within 10 s the same new token', async () => {
    const first = await signInWithPhone(app, newPhone());
    const tabA = (await refresh(first.refreshToken)).json();
    later(9_000);
    const tabB = await refresh(first.refreshToken);
    expect(tabB.statusCode).toBe(200);
    expect(tabB.json().refreshToken).toBe(tabA.refreshToken);
    expect((await refresh(tabA.refreshToken)).statusCode).toBe(200);
  });

  it('revokes the whole family when an older refresh token is used again', async () => {
    const first = await signInWithPhone(app, newPhone());
    const second = (await refresh(first.refreshToken)).json();
    later(11_000);
    const reuse = await refresh(first.refreshToken);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json().errors[0].code).toBe('auth.refresh-reused');
    // The thief's (or the victim's) newer token is dead too: everyone signs in again.
    const after = await refresh(second.refreshToken);
    expect(after.statusCode).toBe(401);
    expect(after.json().errors[0].code).toBe('auth.invalid-token');
  });

  it('never takes an access token as a refresh token, nor a refresh token as an access token', async () => {
    const tokens = await signInWithPhone(app, newPhone());
    expect((await refresh(tokens.accessToken)).statusCode).toBe(401);
    expect((await me(tokens.refreshToken)).statusCode).toBe(401);
    expect((await refresh('not-a-jwt')).statusCode).toBe(401);
    const bare = await app.server.inject({ method: 'POST', url: '/api/v1/sign/refresh' });
    expect(bare.json().errors[0].code).toBe('auth.unauthorized');
  });

  it('ends a session 30 days after sign-in however often it was refreshed', async () => {
    let tokens = await signInWithPhone(app, newPhone());
    for (let day = 0; day < 3; day++) {
      later(10 * 24 * 3600 * 1000);
      const answer = await refresh(tokens.refreshToken);
      if (day < 2) {
        expect(answer.statusCode).toBe(200);
        tokens = answer.json();
      } else {
        expect(answer.statusCode).toBe(401);
      }
    }
  });

  it('refuses access tokens with another algorithm, issuer, audience, type, or not yet valid', async () => {
    const now = Math.floor(app.clock.now / 1000);
    const tokens = await signInWithPhone(app, newPhone());
    const sub = decodeJwt(tokens.accessToken).sub!;
    const mint = (
      header: Record<string, unknown>,
      claims: Record<string, unknown>,
      key: Uint8Array = TEST_JWT_SECRET,
    ) =>
      new SignJWT({ wl: 'alpha', typ: 'access', ...claims })
        .setProtectedHeader({ alg: 'HS256', typ: 'at+jwt', ...header } as never)
        .setSubject(sub)
        .setIssuedAt(now)
        .setNotBefore((claims.nbf as number | undefined) ?? now)
        .setExpirationTime(now + 600)
        .setIssuer((claims.iss as string | undefined) ?? TOKEN_ISSUER)
        .setAudience((claims.aud as string | undefined) ?? ACCESS_AUDIENCE)
        .sign(key);
    expect((await me(await mint({}, {}))).statusCode).toBe(200);
    expect((await me(await mint({ alg: 'HS512' }, {}))).statusCode).toBe(401);
    expect((await me(await mint({}, { iss: 'someone-else' }))).statusCode).toBe(401);
    expect((await me(await mint({}, { aud: 'tarelka-refresh' }))).statusCode).toBe(401);
    expect((await me(await mint({ typ: 'rt+jwt' }, {}))).statusCode).toBe(401);
    expect((await me(await mint({}, { nbf: now + 120 }))).statusCode).toBe(401);
    expect(
      (await me(await mint({}, {}, new TextEncoder().encode('another-secret-another-secret-12')))).statusCode,
    ).toBe(401);
    const [header, payload] = tokens.accessToken.split('.');
    const none = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'at+jwt' })).toString('base64url')}.${payload}.`;
    expect(header).toBeTruthy();
    expect((await me(none)).statusCode).toBe(401);
  });

  it('prunes sessions and codes nobody can use any more, and keeps live ones', async () => {
    const live = await signInWithPhone(app, newPhone());
    const pruned = await pruneAuthRows(app.database.db, app.clock.now);
    expect(pruned).toBeGreaterThan(0); // the families of the 30-day test and old codes
    expect((await refresh(live.refreshToken)).statusCode).toBe(200);
    later(31 * 24 * 3600 * 1000);
    expect(await pruneAuthRows(app.database.db, app.clock.now)).toBeGreaterThan(0);
    expect((await refresh(live.refreshToken)).statusCode).toBe(401);
  });
});
