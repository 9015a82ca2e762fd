import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  ALPHA_AUTH,
  createAuthTestApp,
  signInWithPhone,
  startJwksStandIn,
  type AuthTestApp,
} from '../testing/auth-helpers';
import { buildTenant } from '../testing/fixtures';
import type { IdTokenProvider } from './id-token';

// PGlite boots slowly on a busy machine.
vi.setConfig({ hookTimeout: 120_000, testTimeout: 120_000 });

let app: AuthTestApp;
let jwks: Awaited<ReturnType<typeof startJwksStandIn>>;
beforeAll(async () => {
  jwks = await startJwksStandIn();
  app = await createAuthTestApp({
    tenants: [buildTenant(), buildTenant('beta')],
    auth: { idTokens: jwks.verifier(), caps: { signInPerIpMinute: 1000, smsPerIpHour: 1000 } },
    tenantAuth: { alpha: ALPHA_AUTH, beta: { methods: ['PHONE'] } },
  });
});
afterAll(async () => {
  await app.close();
  await jwks.close();
});

const GOOGLE_CLIENT = ALPHA_AUTH.google!.clientId;
const APPLE_CLIENT = ALPHA_AUTH.apple!.clientId;
const signIn = (provider: IdTokenProvider, token: string, headers: Record<string, string> = {}) =>
  app.server.inject({
    method: 'POST',
    url: `/api/v1/sign/in/${provider.toLowerCase()}`,
    headers: { 'x-white-label': 'alpha', 'x-id-token': token, ...headers },
  });
const me = async (accessToken: string) =>
  (
    await app.server.inject({ method: 'GET', url: '/api/v1/me', headers: { authorization: `Bearer ${accessToken}` } })
  ).json();
const google = (
  subject: string,
  claims: Record<string, unknown> = {},
  extra: Partial<Parameters<typeof jwks.sign>[1]> = {},
) => jwks.sign('GOOGLE', { audience: GOOGLE_CLIENT, subject, now: app.clock.now, claims, ...extra });

describe('Google and Apple sign-in', () => {
  it('signs in with a Google id token and fills the profile from its claims', async () => {
    const token = await google('g-1', {
      email: 'Anna@Example.com',
      given_name: 'Анна',
      family_name: 'Петрова',
      picture: 'https://lh3.example/a.png',
      nonce: 'n-1',
    });
    const answer = await signIn('GOOGLE', token, { 'x-id-token-nonce': 'n-1' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().source).toBe('GOOGLE');
    expect(await me(answer.json().accessToken)).toMatchObject({
      accountIds: ['google:g-1'],
      email: 'anna@example.com',
      firstName: 'Анна',
      lastName: 'Петрова',
      avatar: 'https://lh3.example/a.png',
      phone: null,
    });
  });

  it('signs in with an Apple id token (email_verified as the string "true")', async () => {
    const token = await jwks.sign('APPLE', {
      audience: APPLE_CLIENT,
      subject: '001234.abcd',
      now: app.clock.now,
      claims: { email: 'x1@privaterelay.appleid.com', email_verified: 'true', is_private_email: 'true' },
    });
    const answer = await signIn('APPLE', token);
    expect(answer.statusCode).toBe(200);
    expect(await me(answer.json().accessToken)).toMatchObject({
      accountIds: ['apple:001234.abcd'],
      email: 'x1@privaterelay.appleid.com',
    });
  });

  it.each([
    ['expired', () => google('g-2', {}, { now: app.clock.now - 2 * 3600_000 }), 'The id token has expired'],
    [
      'signed by another key',
      () => google('g-2', {}, { signedBy: 'stranger' }),
      'The id token is not signed by the provider',
    ],
    [
      'for another client',
      () => jwks.sign('GOOGLE', { audience: 'other.apps.googleusercontent.com', subject: 'g-2', now: app.clock.now }),
      'The id token was issued for another client',
    ],
    [
      'from another issuer',
      () => google('g-2', { iss: 'https://evil.example' }),
      'The id token was issued by another issuer',
    ],
    [
      'from Apple at the Google route',
      () => jwks.sign('APPLE', { audience: GOOGLE_CLIENT, subject: 'g-2', now: app.clock.now }),
      'The id token is not signed by the provider',
    ],
    ['not a JWT', async () => 'garbage', 'The id token is malformed or lacks required claims'],
  ])('refuses a Google id token %s', async (_, token, message) => {
    const answer = await signIn('GOOGLE', await token());
    expect(answer.statusCode).toBe(401);
    expect(answer.json().errors[0]).toMatchObject({ code: 'auth.id-token-invalid', message });
  });

  it('refuses an Apple id token of another issuer or audience', async () => {
    const wrongIssuer = await jwks.sign('APPLE', {
      audience: APPLE_CLIENT,
      subject: 'a',
      now: app.clock.now,
      claims: { iss: 'https://accounts.google.com' },
    });
    expect((await signIn('APPLE', wrongIssuer)).statusCode).toBe(401);
    const wrongAudience = await jwks.sign('APPLE', { audience: 'ru.other.web', subject: 'a', now: app.clock.now });
    expect((await signIn('APPLE', wrongAudience)).json().errors[0].message).toBe(
      'The id token was issued for another client',
    );
  });

  it('checks the nonce when the client sends one', async () => {
    const token = await google('g-3', { nonce: 'right' });
    const answer = await signIn('GOOGLE', token, { 'x-id-token-nonce': 'wrong' });
    expect(answer.statusCode).toBe(401);
    expect(answer.json().errors[0].message).toBe('The id token nonce does not match');
  });

  it('needs the header, and the method enabled for the white label', async () => {
    const missing = await app.server.inject({
      method: 'POST',
      url: '/api/v1/sign/in/google',
      headers: { 'x-white-label': 'alpha' },
    });
    expect(missing.statusCode).toBe(401);
    const token = await google('g-4');
    const disabled = await signIn('GOOGLE', token, { 'x-white-label': 'beta' });
    expect(disabled.statusCode).toBe(403);
    expect(disabled.json().errors[0].code).toBe('auth.method-disabled');
    const noTenant = await app.server.inject({
      method: 'POST',
      url: '/api/v1/sign/in/google',
      headers: { 'x-id-token': token },
    });
    expect(noTenant.json().errors[0].code).toBe('white-label.required');
  });

  it('links a second method that proves the same e-mail to the same person, and never an unverified one', async () => {
    const viaGoogle = (await signIn('GOOGLE', await google('g-5', { email: 'boris@example.com' }))).json();
    const apple = await jwks.sign('APPLE', {
      audience: APPLE_CLIENT,
      subject: 'a-5',
      now: app.clock.now,
      claims: { email: 'boris@example.com' },
    });
    const viaApple = (await signIn('APPLE', apple)).json();
    const googlePerson = await me(viaGoogle.accessToken);
    const applePerson = await me(viaApple.accessToken);
    expect(applePerson.id).toBe(googlePerson.id);
    expect(applePerson.accountIds).toEqual(['google:g-5', 'apple:a-5']);

    const unverified = await jwks.sign('APPLE', {
      audience: APPLE_CLIENT,
      subject: 'a-6',
      now: app.clock.now,
      claims: { email: 'boris@example.com', email_verified: false },
    });
    const stranger = await me((await signIn('APPLE', unverified)).json().accessToken);
    expect(stranger.id).not.toBe(googlePerson.id);
    expect(stranger.email).toBeNull();
  });

  it('keeps one person per phone across sign-ins', async () => {
    const first = await me((await signInWithPhone(app, '+79995550101')).accessToken);
    app.clock.now += 90_000;
    const second = await me((await signInWithPhone(app, '+79995550101')).accessToken);
    expect(second.id).toBe(first.id);
    expect(second.accountIds).toEqual(['phone:+79995550101']);
  });
});
