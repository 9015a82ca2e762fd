import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  ALPHA_AUTH,
  createAuthTestApp,
  pkcePair,
  signInWithPhone,
  startVkStandIn,
  type AuthTestApp,
  type VkUser,
} from '../testing/auth-helpers';
import { createVkIdClient } from './vk-id';

// PGlite boots slowly on a busy machine.
vi.setConfig({ hookTimeout: 120_000, testTimeout: 120_000 });

const APP_ID = ALPHA_AUTH.vk!.appId;
const REDIRECT = 'http://127.0.0.1:4780/auth';

let app: AuthTestApp;
let vk: Awaited<ReturnType<typeof startVkStandIn>>;
beforeAll(async () => {
  vk = await startVkStandIn(APP_ID);
  app = await createAuthTestApp({
    auth: {
      vk: createVkIdClient({ baseUrl: vk.url }),
      caps: { signInPerIpMinute: 1000, smsPerIpHour: 1000, refreshPerIpMinute: 1000 },
    },
  });
});
afterAll(async () => {
  await app.close();
  await vk.close();
});

const user = (id: number, extra: Partial<VkUser> = {}): VkUser => ({
  user_id: id,
  first_name: 'Иван',
  last_name: 'Сидоров',
  ...extra,
});

/** The storefront's part: VK's page returns a code; the storefront posts it with its verifier. */
async function signInVk(account: VkUser, tweak: { verifier?: string; state?: string; redirectUri?: string } = {}) {
  const { verifier, challenge } = pkcePair();
  const { code, deviceId } = vk.authorize({ challenge, redirectUri: REDIRECT, user: account });
  return app.server.inject({
    method: 'POST',
    url: '/1/sign/in/vk-id',
    headers: { 'x-white-label': 'alpha' },
    payload: {
      apiKey: 'k',
      code,
      codeVerifier: tweak.verifier ?? verifier,
      deviceId,
      redirectUri: tweak.redirectUri ?? REDIRECT,
      state: tweak.state ?? 's'.repeat(64),
    },
  });
}
const me = async (accessToken: string) =>
  (
    await app.server.inject({ method: 'GET', url: '/api/v1/me', headers: { authorization: `Bearer ${accessToken}` } })
  ).json();

describe('VK ID sign-in', () => {
  it('exchanges the code with PKCE at VK, fills the profile from user info and passes the VK token through', async () => {
    const answer = await signInVk(
      user(101, { avatar: 'https://sun.userapi.example/a.jpg', email: 'Ivan@Mail.example' }),
    );
    expect(answer.statusCode).toBe(200);
    const tokens = answer.json();
    expect(tokens).toMatchObject({ source: 'VK', vkAccessToken: expect.stringMatching(/^vk2\.a\./) });
    expect(await me(tokens.accessToken)).toMatchObject({
      accountIds: ['vk:101'],
      firstName: 'Иван',
      lastName: 'Сидоров',
      avatar: 'https://sun.userapi.example/a.jpg',
      email: 'ivan@mail.example',
    });
    const exchange = vk.requests.find((r) => r.path === '/oauth2/auth')!;
    expect(exchange.params).toMatchObject({
      grant_type: 'authorization_code',
      client_id: String(APP_ID),
      redirect_uri: REDIRECT,
      state: 's'.repeat(64),
    });

    const refreshed = await app.server.inject({
      method: 'POST',
      url: '/api/v1/sign/refresh',
      headers: { authorization: `Bearer ${tokens.refreshToken}` },
    });
    expect(refreshed.json()).toMatchObject({ source: 'VK', vkAccessToken: tokens.vkAccessToken });
  });

  it('fills only the missing fields of a person found by the VK phone', async () => {
    const byPhone = await me((await signInWithPhone(app, '+79995550202')).accessToken);
    const viaVk = (
      await signInVk(user(202, { phone: '79995550202', last_name: 'Кузнецов', avatar: 'https://sun.example/b.jpg' }))
    ).json();
    const person = await me(viaVk.accessToken);
    expect(person.id).toBe(byPhone.id);
    expect(person).toMatchObject({ phone: '+79995550202', lastName: 'Кузнецов', avatar: 'https://sun.example/b.jpg' });
    expect(person.accountIds).toEqual(['phone:+79995550202', 'vk:202']);
  });

  it('refuses a state VK did not echo', async () => {
    vk.state.echoWrongState = true;
    try {
      const answer = await signInVk(user(303));
      expect(answer.statusCode).toBe(401);
      expect(answer.json().errors[0]).toMatchObject({
        code: 'auth.vk-state-mismatch',
        message: 'The received state does not match the expected state',
      });
    } finally {
      vk.state.echoWrongState = false;
    }
  });

  it('fails with the wrong verifier or another redirect URI', async () => {
    const wrongVerifier = await signInVk(user(404), { verifier: pkcePair().verifier });
    expect(wrongVerifier.statusCode).toBe(401);
    expect(wrongVerifier.json().errors[0]).toMatchObject({
      code: 'auth.vk-id-failed',
      message: 'Authorization failed with an error',
    });
    expect((await signInVk(user(405), { redirectUri: 'https://evil.example/auth' })).statusCode).toBe(401);
  });

  it('checks the verifier length and alphabet before calling VK', async () => {
    const calls = vk.requests.length;
    expect((await signInVk(user(406), { verifier: 'a'.repeat(42) })).statusCode).toBe(400);
    expect((await signInVk(user(406), { verifier: 'a'.repeat(129) })).statusCode).toBe(400);
    expect((await signInVk(user(406), { verifier: `${'a'.repeat(42)}!` })).statusCode).toBe(400);
    expect(vk.requests.length).toBe(calls);
  });
});
