// Loopback stand-ins of the outside services of sign-in (SMS.ru, reCAPTCHA, Google/Apple JWKS,
// VK ID), speaking their real HTTP protocols (shared/INTEGRATIONS.md §1–§5), and helpers that
// sign a person in through the real routes.
import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TokenSetResponse } from '@tarelka/api-client/contract';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK } from 'jose';
import type { AppOptions } from '../app';
import type { AuthOptions } from '../auth/options';
import { createIdTokenVerifier, ID_TOKEN_PROVIDERS, type IdTokenProvider } from '../identity/id-token';
import { staticTenantAuth, type TenantAuth } from '../identity/tenant-auth';
import { createVkIdClient } from '../identity/vk-id';
import { createOutboxSender, type OutboxSender } from '../sms/sender';
import type { TenantSeed } from '../seed/seed';
import { buildTenant } from './fixtures';
import { createTestApp, type TestApp } from './test-app';
import type { TestDatabase } from './database';

/** A small HTTP server on 127.0.0.1 with a random port. */
export interface StandIn {
  url: string;
  /** Every request it got: path and the merged query + form body. */
  requests: Array<{ method: string; path: string; params: Record<string, string> }>;
  close(): Promise<void>;
}

type Handler = (
  request: { method: string; path: string; params: Record<string, string> },
  response: ServerResponse,
) => unknown;

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

const json = (response: ServerResponse, status: number, body: unknown) => {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
};

/** Starts a loopback server whose handler returns a JSON body (status 200) or writes itself. */
export async function startStandIn(handler: Handler): Promise<StandIn> {
  const requests: StandIn['requests'] = [];
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const body = await readBody(req);
    // VK's web SDK sends parameters in the query and the body: merge both, like VK does.
    const params = { ...Object.fromEntries(url.searchParams), ...Object.fromEntries(new URLSearchParams(body)) };
    const request = { method: req.method ?? 'GET', path: url.pathname, params };
    requests.push(request);
    try {
      const answer = await handler(request, res);
      if (!res.writableEnded) json(res, 200, answer);
    } catch (error) {
      json(res, 500, { error: String(error) });
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** SMS.ru's `/sms/send` (json=1). `mode` 'ok', 'refuse' (status 207 for the number) or 'down' (HTTP 503). */
export async function startSmsRuStandIn(apiId: string) {
  const state = {
    mode: 'ok' as 'ok' | 'refuse' | 'down',
    sent: [] as Array<{ to: string; msg: string; from?: string }>,
  };
  const standIn = await startStandIn(({ path, params }, response) => {
    if (path !== '/sms/send')
      return json(response, 404, { status: 'ERROR', status_code: 211, status_text: 'Метод не найден' });
    if (state.mode === 'down') return json(response, 503, { status: 'ERROR', status_code: 220 });
    if (params.api_id !== apiId) return { status: 'ERROR', status_code: 200, status_text: 'Неправильный api_id' };
    if (!params.msg) return { status: 'ERROR', status_code: 203, status_text: 'Нет текста сообщения' };
    const to = params.to ?? '';
    if (state.mode === 'refuse') {
      return {
        status: 'OK',
        status_code: 100,
        sms: { [to]: { status: 'ERROR', status_code: 207, status_text: 'На этот номер нельзя отправлять сообщения' } },
        balance: 100,
      };
    }
    state.sent.push({ to, msg: params.msg, ...(params.from ? { from: params.from } : {}) });
    return {
      status: 'OK',
      status_code: 100,
      sms: { [to]: { status: 'OK', status_code: 100, sms_id: `000-${state.sent.length}` } },
      balance: 99.5,
    };
  });
  return Object.assign(standIn, { state });
}

/**
 * reCAPTCHA's `/recaptcha/api/siteverify`. Token 'human' scores 0.9, 'bot' 0.1, 'other-site' is for
 * another hostname; a token is single use (timeout-or-duplicate); anything else is invalid.
 */
export async function startRecaptchaStandIn(secret: string) {
  const used = new Set<string>();
  return startStandIn(({ path, params }) => {
    if (path !== '/recaptcha/api/siteverify') return { success: false, 'error-codes': ['bad-request'] };
    if (params.secret !== secret) return { success: false, 'error-codes': ['invalid-input-secret'] };
    const token = params.response ?? '';
    if (!token) return { success: false, 'error-codes': ['missing-input-response'] };
    if (used.has(token)) return { success: false, 'error-codes': ['timeout-or-duplicate'] };
    used.add(token);
    const kind = token.split(':')[0];
    const hostname = kind === 'other-site' ? 'evil.example' : 'alpha.example';
    if (kind === 'human' || kind === 'other-site')
      return { success: true, score: 0.9, action: 'login', hostname, challenge_ts: new Date().toISOString() };
    if (kind === 'bot')
      return { success: true, score: 0.1, action: 'login', hostname, challenge_ts: new Date().toISOString() };
    return { success: false, 'error-codes': ['invalid-input-response'] };
  });
}

/** Google's and Apple's JWKS on loopback, and a mint of id tokens signed by them (or by a stranger). */
export async function startJwksStandIn() {
  const keyOf = async (kid: string) => {
    const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
    return { kid, privateKey, jwk: { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' } as JWK };
  };
  const keys: Record<IdTokenProvider, { kid: string; privateKey: CryptoKey; jwk: JWK }> = {
    GOOGLE: await keyOf('google-1'),
    APPLE: await keyOf('apple-1'),
  };
  const stranger = await keyOf('google-1');
  const standIn = await startStandIn(({ path }, response) => {
    if (path === '/google/certs') return { keys: [keys.GOOGLE.jwk] };
    if (path === '/apple/keys') return { keys: [keys.APPLE.jwk] };
    return json(response, 404, {});
  });
  return Object.assign(standIn, {
    /** A verifier of these keys, with the providers' real issuers. */
    verifier: () =>
      createIdTokenVerifier({
        GOOGLE: { jwksUrl: `${standIn.url}/google/certs` },
        APPLE: { jwksUrl: `${standIn.url}/apple/keys` },
      }),
    /**
     * An id token of `provider` issued at `now` (epoch ms), valid for an hour; `claims` override
     * the defaults; `signedBy: 'stranger'` signs with a key the JWKS does not have (same kid).
     */
    sign: (
      provider: IdTokenProvider,
      input: {
        audience: string;
        subject: string;
        now: number;
        claims?: Record<string, unknown>;
        signedBy?: 'provider' | 'stranger';
        ttlSeconds?: number;
      },
    ) => {
      const key = input.signedBy === 'stranger' ? stranger : keys[provider];
      const iat = Math.floor(input.now / 1000);
      return new SignJWT({ email_verified: true, ...input.claims })
        .setProtectedHeader({ alg: 'RS256', kid: key.kid, typ: 'JWT' })
        .setIssuer((input.claims?.iss as string | undefined) ?? ID_TOKEN_PROVIDERS[provider].issuers[0]!)
        .setAudience(input.audience)
        .setSubject(input.subject)
        .setIssuedAt(iat)
        .setExpirationTime(iat + (input.ttlSeconds ?? 3600))
        .sign(key.privateKey);
    },
  });
}

/** A VK ID user of the stand-in. */
export interface VkUser {
  user_id: number;
  first_name: string;
  last_name: string;
  phone?: string;
  avatar?: string;
  email?: string;
}

/** A PKCE verifier and its S256 challenge. */
export function pkcePair() {
  const verifier = randomBytes(48).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

/**
 * VK ID's backend (`POST /oauth2/auth`, `POST /oauth2/user_info`), form-urlencoded, with PKCE S256.
 * `authorize` plays the browser part: VK's page gives the storefront a code for a user.
 */
export async function startVkStandIn(clientId: number) {
  const codes = new Map<
    string,
    { challenge: string; redirectUri: string; deviceId: string; user: VkUser; used: boolean }
  >();
  const tokens = new Map<string, VkUser>();
  const state = { echoWrongState: false };
  const error = (response: ServerResponse, description: string) =>
    json(response, 400, { error: 'invalid_request', error_description: description });
  const standIn = await startStandIn(({ method, path, params }, response) => {
    if (method !== 'POST') return json(response, 405, { error: 'invalid_request' });
    if (path === '/oauth2/auth') {
      if (params.grant_type !== 'authorization_code') return error(response, 'grant_type is invalid');
      if (params.client_id !== String(clientId)) return error(response, 'client_id is invalid');
      const entry = codes.get(params.code ?? '');
      if (!entry || entry.used)
        return json(response, 400, { error: 'invalid_grant', error_description: 'code is invalid or expired' });
      const challenge = createHash('sha256')
        .update(params.code_verifier ?? '')
        .digest('base64url');
      if (challenge !== entry.challenge) return error(response, 'verifier is missing or invalid');
      if (params.device_id !== entry.deviceId) return error(response, 'device_id is invalid');
      if (params.redirect_uri !== entry.redirectUri) return error(response, 'redirect_uri is invalid');
      entry.used = true;
      const accessToken = `vk2.a.${randomBytes(16).toString('hex')}`;
      tokens.set(accessToken, entry.user);
      return {
        access_token: accessToken,
        refresh_token: `vk2.r.${randomBytes(16).toString('hex')}`,
        id_token: 'header.payload.signature',
        token_type: 'Bearer',
        expires_in: 3600,
        user_id: entry.user.user_id,
        state: state.echoWrongState ? 'another-state' : params.state,
        scope: 'vkid.personal_info email phone',
      };
    }
    if (path === '/oauth2/user_info') {
      const user = tokens.get(params.access_token ?? '');
      if (!user || params.client_id !== String(clientId))
        return json(response, 401, { error: 'invalid_token', error_description: 'access_token is invalid' });
      return { user: { ...user, user_id: String(user.user_id), sex: 2, verified: false, birthday: '01.01.1990' } };
    }
    return json(response, 404, { error: 'invalid_request' });
  });
  return Object.assign(standIn, {
    state,
    /** VK's authorize page: a code bound to the PKCE challenge, redirect URI and device. */
    authorize(input: { challenge: string; redirectUri: string; user: VkUser }) {
      const code = randomBytes(12).toString('hex');
      const deviceId = `device-${randomBytes(4).toString('hex')}`;
      codes.set(code, { ...input, deviceId, used: false });
      return { code, deviceId };
    },
  });
}

/** Sign-in settings of the 'alpha' tenant in the auth tests. */
export const ALPHA_AUTH: TenantAuth = {
  methods: ['PHONE', 'GOOGLE', 'APPLE', 'VK'],
  google: { clientId: 'alpha-google.apps.googleusercontent.com' },
  apple: { clientId: 'ru.alpha.web' },
  vk: { appId: 51000001 },
};

/** A test app with an outbox the test can read, and the 'alpha' sign-in settings. */
export interface AuthTestApp extends TestApp {
  outbox: OutboxSender;
  /** The newest code sent to a phone (E.164), read from the outbox. */
  lastCode(phone: string): string | undefined;
}

/**
 * {@link createTestApp} with the outbox sender exposed and the tenants' sign-in settings
 * (default: 'alpha' with {@link ALPHA_AUTH}); `auth` overrides any service.
 */
export async function createAuthTestApp(
  options: {
    tenants?: TenantSeed[];
    now?: number;
    auth?: AuthOptions;
    tenantAuth?: Record<string, TenantAuth>;
    /** Further app options (order events, the simulated kitchen…). */
    app?: Partial<Pick<AppOptions, 'orderEvents' | 'kitchen'>>;
    /** The server secret with its token keys (default: the test secret alone). */
    jwtSecret?: Uint8Array;
    /** Another app's database: a second API process on it. */
    database?: TestDatabase;
  } = {},
): Promise<AuthTestApp> {
  const outbox = createOutboxSender();
  const app = await createTestApp({
    ...(options.jwtSecret ? { jwtSecret: options.jwtSecret } : {}),
    ...(options.database ? { database: options.database } : {}),
    tenants: options.tenants ?? [buildTenant()],
    ...(options.now === undefined ? {} : { now: options.now }),
    ...options.app,
    auth: {
      sms: outbox,
      tenants: staticTenantAuth(options.tenantAuth ?? { alpha: ALPHA_AUTH }),
      vk: createVkIdClient({ baseUrl: 'http://127.0.0.1:9' }),
      ...options.auth,
    },
  });
  return {
    ...app,
    outbox,
    lastCode: (phone) => /^(\d{6})/.exec(outbox.messagesTo(phone)[0]?.text ?? '')?.[1],
  };
}

/** Asks for a code and signs in with it through the real routes; returns the token set. */
export async function signInWithPhone(
  app: AuthTestApp,
  phone: string,
  whiteLabel = 'alpha',
): Promise<TokenSetResponse> {
  const asked = await app.server.inject({
    method: 'POST',
    url: '/api/v1/sign/in/phone/code',
    payload: { apiKey: 'k', captchaToken: 'c', mode: 'WEB', phone, whiteLabel },
  });
  if (asked.statusCode !== 200) throw new Error(`code request answered ${asked.statusCode}: ${asked.body}`);
  const e164 = phone.startsWith('+') ? phone : `+${phone.replace(/\D/g, '')}`;
  const code = app.lastCode(e164);
  const signed = await app.server.inject({
    method: 'POST',
    url: '/api/v1/sign/in/phone',
    headers: { 'x-white-label': whiteLabel },
    payload: { apiKey: 'k', captchaToken: 'c', code, phone },
  });
  if (signed.statusCode !== 200) throw new Error(`sign-in answered ${signed.statusCode}: ${signed.body}`);
  return signed.json<TokenSetResponse>();
}
