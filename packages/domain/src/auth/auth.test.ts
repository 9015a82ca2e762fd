import { describe, expect, it } from 'vitest';
import {
  decideTokenRefresh,
  decodeToken,
  isAuthorized,
  isTokenExpired,
  mergePersonProfile,
  mergeProfileContact,
} from './auth';
import type { TokenSet } from './types';

const b64url = (s: string) => Buffer.from(s, 'utf8').toString('base64url');
const jwt = (claims: object) => `${b64url('{"alg":"HS256"}')}.${b64url(JSON.stringify(claims))}.sig`;
const NOW = Date.parse('2026-03-02T12:00:00Z');
const at = (offsetSeconds: number) => jwt({ exp: NOW / 1000 + offsetSeconds, sub: '1', name: 'Анна' });

describe('tokens', () => {
  it('reads claims, including non-ASCII ones', () => {
    expect(decodeToken(at(60))).toMatchObject({ ok: true, claims: { sub: '1', name: 'Анна' } });
    expect(decodeToken('not.a.jwt!')).toEqual({ ok: false, reason: 'INVALID_TOKEN' });
    expect(decodeToken('only-one-part')).toEqual({ ok: false, reason: 'INVALID_TOKEN' });
    expect(decodeToken(`a.${b64url('[1]')}.c`)).toEqual({ ok: false, reason: 'INVALID_TOKEN' });
  });

  it('is expired when exp is at or before now', () => {
    expect(isTokenExpired(at(0), NOW)).toBe(true);
    expect(isTokenExpired(at(-1), NOW)).toBe(true);
    expect(isTokenExpired(at(1), NOW)).toBe(false);
    expect(isTokenExpired(jwt({ sub: '1' }), NOW)).toBe(true);
    expect(isTokenExpired(null, NOW)).toBe(true);
  });
});

describe('isAuthorized', () => {
  it('needs a profile and both tokens', () => {
    const tokens = { accessToken: at(60), refreshToken: at(600) };
    expect(isAuthorized({ profile: { id: 1 }, tokens })).toBe(true);
    expect(isAuthorized({ profile: null, tokens })).toBe(false);
    expect(isAuthorized({ profile: { id: 1 }, tokens: { accessToken: at(60), refreshToken: '' } })).toBe(false);
    expect(isAuthorized({ profile: { id: 1 }, tokens: null })).toBe(false);
  });
});

describe('decideTokenRefresh', () => {
  const tokens = (access: number, refresh: number, source: TokenSet['source'] = 'PHONE'): TokenSet => ({
    accessToken: at(access),
    refreshToken: at(refresh),
    source,
  });

  it('keeps valid tokens, refreshes an expired access token, signs out on an expired refresh token', () => {
    expect(decideTokenRefresh(tokens(60, 600), NOW)).toEqual({ action: 'KEEP' });
    expect(decideTokenRefresh(tokens(0, 600), NOW)).toEqual({ action: 'REFRESH' });
    expect(decideTokenRefresh(tokens(-10, 0), NOW)).toEqual({ action: 'SIGN_OUT', viaVk: false });
    expect(decideTokenRefresh(tokens(-10, -1, 'VK'), NOW)).toEqual({ action: 'SIGN_OUT', viaVk: true });
    expect(decideTokenRefresh(null, NOW)).toEqual({ action: 'NONE' });
  });
});

describe('profile merge', () => {
  it("lets the first delivery's email, name and phone override the profile", () => {
    const profile = {
      id: 1,
      firstName: 'Анна',
      email: 'anna@example.ru',
      phone: '+79990000000',
      deliveries: [{ personName: 'Аня', email: 'work@example.ru', phone: '' }, { personName: 'Другая' }],
    };
    expect(mergeProfileContact(profile)).toEqual({ name: 'Аня', email: 'work@example.ru', phone: '+79990000000' });
    expect(mergePersonProfile(profile)).toMatchObject({
      firstName: 'Аня',
      email: 'work@example.ru',
      phone: '+79990000000',
    });
  });

  it('falls back to the profile, then to empty strings', () => {
    expect(mergeProfileContact({ id: 1, firstName: 'Анна' })).toEqual({ name: 'Анна', email: '', phone: '' });
    expect(mergeProfileContact(null)).toEqual({ name: '', email: '', phone: '' });
  });
});
