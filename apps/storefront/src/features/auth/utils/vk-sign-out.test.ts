import { createMemoryStorage, createStore, personApi, selectTokenSet, signedIn } from '@tarelka/store';
import { describe, expect, it, vi } from 'vitest';
import { storeTenant } from '../../../config/tenant';
import { createVkSignOut } from './vk-sign-out';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A JWT the client reads as expired a minute ago (it only reads `exp`). */
function expiredJwt(): string {
  const part = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  const now = Math.floor(Date.now() / 1000);
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ iat: now - 3600, exp: now - 60 })}.c2ln`;
}

interface Seen {
  url: URL;
  init: RequestInit | undefined;
}

/** The outside world at the fetch edge: VK ID's logout (answer chosen per test) and our API. */
function world(vkAnswer: () => Promise<Response>) {
  const seen: Seen[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    seen.push({ url, init });
    if (url.host === 'id.vk.com') return vkAnswer();
    if (url.pathname === '/api/v1/sign/refresh')
      return json({ errors: [{ code: 'auth.unauthorized', message: 'x' }] }, 401);
    return json({ errors: [{ code: 'not-found', message: 'no fake' }] }, 404);
  };
  return { seen, fetch, vkCalls: () => seen.filter((s) => s.url.host === 'id.vk.com') };
}

describe('createVkSignOut', () => {
  it("posts the token to VK ID's logout as a form, the app id in the query, with no JSON or auth header", async () => {
    const { fetch, vkCalls } = world(async () => json({ response: 1 }));
    await createVkSignOut({ appId: 51000000, fetch })('vk-access-token');
    await vi.waitFor(() => expect(vkCalls()).toHaveLength(1));
    const [call] = vkCalls();
    expect(call!.url.href).toBe('https://id.vk.com/oauth2/logout?client_id=51000000');
    expect(call!.init?.method).toBe('POST');
    expect(call!.init?.body).toBeInstanceOf(URLSearchParams);
    expect(String(call!.init?.body)).toBe('access_token=vk-access-token');
    expect(call!.init?.headers).toBeUndefined();
  });

  it('does nothing without a token or a numeric app id', async () => {
    const { fetch, vkCalls } = world(async () => json({ response: 1 }));
    await createVkSignOut({ appId: 51000000, fetch })(null);
    await createVkSignOut({ appId: undefined, fetch })('token');
    await createVkSignOut({ appId: Number('x'), fetch })('token');
    expect(vkCalls()).toHaveLength(0);
  });

  it('resolves at once while VK hangs, and reports VK errors without throwing', async () => {
    const onError = vi.fn();
    const hanging = createVkSignOut({ appId: 1, fetch: () => new Promise<Response>(() => {}), onError });
    await expect(hanging('token')).resolves.toBeUndefined();

    const refused = createVkSignOut({
      appId: 1,
      fetch: async () => json({ error: 'invalid_token', error_description: 'token expired' }, 400),
      onError,
    });
    await expect(refused('token')).resolves.toBeUndefined();
    await vi.waitFor(() =>
      expect(onError).toHaveBeenCalledWith(
        expect.objectContaining({ message: expect.stringContaining('invalid_token') }),
      ),
    );

    const unreachable = createVkSignOut({
      appId: 1,
      fetch: () => Promise.reject(new TypeError('Failed to fetch')),
      onError,
    });
    await expect(unreachable('token')).resolves.toBeUndefined();
    await vi.waitFor(() => expect(onError).toHaveBeenCalledWith(expect.any(TypeError)));
  });
});

describe('the store with the VK sign-out hook', () => {
  const store = (fetch: typeof globalThis.fetch) =>
    createStore({
      tenant: storeTenant,
      appVersion: '0.0.0-test',
      api: { baseUrl: 'http://api.test', fetch, vkSignOut: createVkSignOut({ appId: 51000000, fetch }) },
      storage: createMemoryStorage(),
      storageEvents: null,
      boot: false,
      warn: () => {},
    });
  const session = (source: 'VK' | 'PHONE') => ({
    accessToken: expiredJwt(),
    refreshToken: 'refused-refresh-token',
    source,
    ...(source === 'VK' ? { vkAccessToken: 'vk-at-1' } : {}),
  });

  it('logs the VK token out when a VK session ends, and signs out even when VK is down', async () => {
    for (const answer of [async () => json({ response: 1 }), () => Promise.reject(new TypeError('Failed to fetch'))]) {
      const { fetch, vkCalls } = world(answer);
      const app = store(fetch);
      app.dispatch(signedIn({ tokenSet: session('VK') }));
      await app.dispatch(personApi.endpoints.getMe.initiate(undefined, { forceRefetch: true }));
      await vi.waitFor(() => expect(selectTokenSet(app.getState())).toBeNull());
      await vi.waitFor(() => expect(vkCalls()).toHaveLength(1));
      expect(String(vkCalls()[0]!.init?.body)).toBe('access_token=vk-at-1');
    }
  });

  it('leaves VK alone when a phone session ends', async () => {
    const { fetch, vkCalls } = world(async () => json({ response: 1 }));
    const app = store(fetch);
    app.dispatch(signedIn({ tokenSet: session('PHONE') }));
    await app.dispatch(personApi.endpoints.getMe.initiate(undefined, { forceRefetch: true }));
    await vi.waitFor(() => expect(selectTokenSet(app.getState())).toBeNull());
    expect(vkCalls()).toHaveLength(0);
  });
});
