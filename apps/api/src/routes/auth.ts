import { ID_TOKEN_HEADER, ID_TOKEN_NONCE_HEADER, type Locale, type TokenSource } from '@tarelka/api-client/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { authenticate, bearerToken } from '../auth/authenticate';
import { deriveAuthKeys } from '../auth/keys';
import { authMessages } from '../auth/messages';
import type { AuthOptions } from '../auth/options';
import { personForIdentity, personProfile, type ProvenIdentity } from '../auth/persons';
import { normalisePhone } from '../auth/phone';
import {
  checkCode,
  phoneLockedFor,
  PHONE_CODE_POLICY,
  requestCode,
  resendWaitFor,
  type PhoneCodeContext,
} from '../auth/phone-codes';
import { openSession, rotateRefreshToken, type TokenContext } from '../auth/refresh-tokens';
import type { Database } from '../db/database';
import { tenants } from '../db/schema';
import { defineRoute } from '../http/define-route';
import { HttpError } from '../http/errors';
import { requestLang, requestWhiteLabel } from '../http/request-context';
import { createIdTokenVerifier, type IdTokenProvider, type IdTokenRefusal } from '../identity/id-token';
import { createTenantAuthDirectory, PHONE_ONLY, type TenantAuth } from '../identity/tenant-auth';
import { createVkIdClient } from '../identity/vk-id';
import { DEFAULT_RATE_CAPS, registerRateCaps, type RateCaps } from '../rate-limit/limits';
import { createOutboxSender, type OutboxSender } from '../sms/sender';

/** What the sign-in routes need from the app, plus the services of {@link AuthOptions}. */
export interface AuthRoutesOptions extends AuthOptions {
  database: Database;
  jwtSecret: Uint8Array;
  clock: () => number;
  production: boolean;
  tenantsDir: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const ID_TOKEN_REFUSALS: Record<IdTokenRefusal, string> = {
  expired: 'The id token has expired',
  signature: 'The id token is not signed by the provider',
  audience: 'The id token was issued for another client',
  issuer: 'The id token was issued by another issuer',
  nonce: 'The id token nonce does not match',
  malformed: 'The id token is malformed or lacks required claims',
  'keys-unavailable': "The provider's keys could not be fetched",
};

/**
 * Sign-in (spec §4, §7, §8, §9): phone + SMS code, Google and Apple id tokens, VK ID; token
 * refresh with rotation and reuse detection; the profile. Abuse limits: the SMS rules live in the
 * database (shared by every process, and on the injected clock); the caps per phone, IP and
 * tenant are @fastify/rate-limit counters (memory, or Redis when configured).
 */
export async function authRoutes(app: FastifyInstance, options: AuthRoutesOptions) {
  const { db } = options.database;
  const { clock, production } = options;
  const keys = deriveAuthKeys(options.jwtSecret);
  const tokens: TokenContext = { db, secret: options.jwtSecret, keys };

  const sms =
    options.sms ??
    createOutboxSender({
      clock,
      log: (line, message) => app.log.info({ sms: { phone: message.phone, whiteLabel: message.whiteLabel } }, line),
    });
  if (production && sms.name === 'outbox') {
    throw new Error('The outbox SMS sender logs codes: configure a real provider (SMS_PROVIDER) in production');
  }
  const captcha = options.captcha ?? null;
  if (!captcha) {
    if (production) throw new Error('Captcha is required in production: set RECAPTCHA_SECRET');
    app.log.warn('RECAPTCHA_SECRET is not set: captcha checks of phone sign-in are skipped (development only)');
  }
  const tenantAuth = options.tenants ?? createTenantAuthDirectory(options.tenantsDir);
  const idTokens = options.idTokens ?? createIdTokenVerifier();
  const vk = options.vk ?? createVkIdClient();

  let redis = options.redis ?? null;
  if (!redis && options.redisUrl) {
    const own = new Redis(options.redisUrl, { maxRetriesPerRequest: 1, connectTimeout: 3000 });
    own.on('error', (err) => app.log.warn({ err }, 'Redis error'));
    app.addHook('onClose', async () => {
      await own.quit().catch(() => own.disconnect());
    });
    redis = own;
  }
  const caps: RateCaps = { ...DEFAULT_RATE_CAPS, ...options.caps };
  const takeCap = await registerRateCaps(app, {
    caps,
    redis,
    ...(options.rateLimitPrefix ? { nameSpace: options.rateLimitPrefix } : {}),
  });

  const phoneCodes: PhoneCodeContext = {
    db,
    otpKey: keys.otp,
    sender: sms,
    policy: { ...PHONE_CODE_POLICY, ...options.phoneCodes },
    onSendFailure: (phone, reason) =>
      app.log.warn(
        { phone: `${phone.slice(0, 5)}…${phone.slice(-2)}`, sender: sms.name, reason },
        'SMS sending failed',
      ),
  };

  /** Counts the request against a cap: 429 with Retry-After past it; 503 when the counters are unreachable. */
  async function cap(name: keyof RateCaps, key: string, request: FastifyRequest, lang: Locale) {
    let verdict;
    try {
      verdict = await takeCap(name, key, request);
    } catch (err) {
      request.log.error({ err }, 'rate-limit store unavailable');
      throw new HttpError(503, 'server.overloaded', 'Try again later', undefined, { 'retry-after': '5' });
    }
    if (!verdict.ok) {
      throw new HttpError(
        429,
        'rate-limit.exceeded',
        authMessages(lang).rateLimited(verdict.retryAfterSeconds),
        undefined,
        {
          'retry-after': String(verdict.retryAfterSeconds),
        },
      );
    }
  }

  async function tenantOf(whiteLabel: string): Promise<{ id: string; name: string; auth: TenantAuth }> {
    const [tenant] = await db
      .select({ id: tenants.id, name: tenants.name })
      .from(tenants)
      .where(eq(tenants.id, whiteLabel));
    if (!tenant) throw new HttpError(404, 'white-label.not-found', `Unknown white label ${whiteLabel}`);
    return { ...tenant, auth: tenantAuth.get(whiteLabel) ?? PHONE_ONLY };
  }

  function requireMethod(auth: TenantAuth, method: TokenSource) {
    if (!auth.methods.includes(method)) {
      throw new HttpError(403, 'auth.method-disabled', `Sign-in with ${method} is not enabled for this white label`);
    }
  }

  function phoneOf(input: string, lang: Locale): string {
    const phone = normalisePhone(input);
    if (!phone) throw new HttpError(422, 'phone.invalid', authMessages(lang).phoneInvalid(), '/body/phone');
    return phone;
  }

  async function checkCaptcha(token: string, request: FastifyRequest, lang: Locale) {
    if (!captcha) {
      request.log.warn('captcha check skipped: not configured');
      return;
    }
    const verdict = await captcha.verify(token, { remoteIp: request.ip });
    if (!verdict.ok) {
      request.log.info({ reason: verdict.reason }, 'captcha refused');
      throw new HttpError(403, 'captcha.invalid', authMessages(lang).captchaInvalid(), '/body/captchaToken');
    }
  }

  const locked = (seconds: number, lang: Locale) =>
    new HttpError(429, 'sms.attempts-exhausted', authMessages(lang).phoneLocked(seconds), '/body/phone', {
      'retry-after': String(seconds),
    });
  const tooEarly = (seconds: number, lang: Locale) =>
    new HttpError(429, 'sms.resend-too-early', authMessages(lang).resendTooEarly(seconds), '/body/phone', {
      'retry-after': String(seconds),
    });

  async function signIn(identity: ProvenIdentity, vkAccessToken?: string) {
    const now = clock();
    const personId = await personForIdentity(db, identity, now);
    return openSession(tokens, {
      personId,
      whiteLabel: identity.whiteLabel,
      source: identity.provider,
      vkAccessToken: vkAccessToken ?? null,
      now,
    });
  }

  defineRoute(app, 'requestPhoneCode', async (request) => {
    const lang = requestLang(request);
    const { body } = request;
    const phone = phoneOf(body.phone, lang);
    const tenant = await tenantOf(body.whiteLabel);
    requireMethod(tenant.auth, 'PHONE');
    await checkCaptcha(body.captchaToken, request, lang);
    const now = clock();
    const lockedFor = await phoneLockedFor(db, phone, now);
    if (lockedFor) throw locked(lockedFor, lang);
    const wait = await resendWaitFor(db, phone, now, phoneCodes.policy);
    if (wait) throw tooEarly(wait, lang);
    // Only requests that would send count against the toll-fraud caps.
    await cap('smsPerPhoneHour', phone, request, lang);
    await cap('smsPerIpHour', request.ip, request, lang);
    await cap('smsPerTenantDay', tenant.id, request, lang);
    const result = await requestCode(phoneCodes, {
      phone,
      whiteLabel: tenant.id,
      now,
      text: (code) => authMessages(lang).smsText(code, tenant.name),
    });
    if (result.ok) return { resendAfterSeconds: result.resendAfterSeconds };
    if (result.reason === 'locked') throw locked(result.retryAfterSeconds, lang);
    if (result.reason === 'too-early') throw tooEarly(result.retryAfterSeconds, lang);
    throw new HttpError(502, 'sms.send-failed', authMessages(lang).sendFailed());
  });

  defineRoute(app, 'signInPhone', async (request) => {
    const lang = requestLang(request);
    await cap('signInPerIpMinute', request.ip, request, lang);
    const phone = phoneOf(request.body.phone, lang);
    await checkCaptcha(request.body.captchaToken, request, lang);
    const header = request.headers['x-white-label'];
    const result = await checkCode(phoneCodes, {
      phone,
      code: request.body.code.trim(),
      whiteLabel: typeof header === 'string' ? header : undefined,
      now: clock(),
    });
    const text = authMessages(lang);
    if (!result.ok) {
      if (result.reason === 'locked') throw locked(result.retryAfterSeconds, lang);
      if (result.reason === 'not-found')
        throw new HttpError(422, 'sms.code-not-found', text.codeNotFound(), '/body/code');
      if (result.reason === 'exhausted')
        throw new HttpError(422, 'sms.code-attempts-exhausted', text.codeAttemptsExhausted(), '/body/code');
      throw new HttpError(422, 'sms.code-invalid', text.codeInvalid(result.triesLeft), '/body/code');
    }
    return signIn({ whiteLabel: result.whiteLabel, provider: 'PHONE', subject: phone, phone });
  });

  const idTokenSignIn = (provider: IdTokenProvider) => async (request: FastifyRequest) => {
    const lang = requestLang(request);
    await cap('signInPerIpMinute', request.ip, request, lang);
    const tenant = await tenantOf(requestWhiteLabel(request));
    requireMethod(tenant.auth, provider);
    const clientId = provider === 'GOOGLE' ? tenant.auth.google?.clientId : tenant.auth.apple?.clientId;
    if (!clientId)
      throw new HttpError(403, 'auth.method-disabled', `No ${provider} client id is configured for this white label`);
    const token = request.headers[ID_TOKEN_HEADER];
    if (typeof token !== 'string' || !token) {
      throw new HttpError(
        401,
        'auth.id-token-invalid',
        `The ${ID_TOKEN_HEADER} header is required`,
        `/headers/${ID_TOKEN_HEADER}`,
      );
    }
    const nonce = request.headers[ID_TOKEN_NONCE_HEADER];
    const verdict = await idTokens.verify(provider, token, {
      audience: clientId,
      nonce: typeof nonce === 'string' ? nonce : undefined,
      now: clock(),
    });
    if (!verdict.ok) {
      request.log.info({ provider, reason: verdict.reason, detail: verdict.detail }, 'id token refused');
      const status = verdict.reason === 'keys-unavailable' ? 502 : 401;
      throw new HttpError(
        status,
        'auth.id-token-invalid',
        ID_TOKEN_REFUSALS[verdict.reason],
        `/headers/${ID_TOKEN_HEADER}`,
      );
    }
    const { identity } = verdict;
    return signIn({
      whiteLabel: tenant.id,
      provider,
      subject: identity.subject,
      email: identity.email,
      profile: { firstName: identity.firstName, lastName: identity.lastName, avatar: identity.avatar },
    });
  };
  defineRoute(app, 'signInGoogle', idTokenSignIn('GOOGLE'));
  defineRoute(app, 'signInApple', idTokenSignIn('APPLE'));

  defineRoute(app, 'signInVk', async (request) => {
    const lang = requestLang(request);
    await cap('signInPerIpMinute', request.ip, request, lang);
    const tenant = await tenantOf(requestWhiteLabel(request));
    requireMethod(tenant.auth, 'VK');
    const appId = tenant.auth.vk?.appId;
    if (!appId) throw new HttpError(403, 'auth.method-disabled', 'No VK ID app is configured for this white label');
    const { code, codeVerifier, deviceId, redirectUri, state } = request.body;
    if (!/^[A-Za-z0-9_~.-]{43,128}$/.test(codeVerifier)) {
      throw new HttpError(
        400,
        'request.invalid',
        'codeVerifier must be 43–128 characters of [A-Za-z0-9_~.-]',
        '/body/codeVerifier',
      );
    }
    const result = await vk.signIn({ clientId: appId, code, codeVerifier, deviceId, redirectUri, state });
    if (!result.ok) {
      request.log.info({ reason: result.reason, detail: result.detail }, 'VK ID sign-in refused');
      if (result.reason === 'state-mismatch') {
        throw new HttpError(
          401,
          'auth.vk-state-mismatch',
          'The received state does not match the expected state',
          '/body/state',
        );
      }
      throw new HttpError(
        result.reason === 'unavailable' ? 502 : 401,
        'auth.vk-id-failed',
        'Authorization failed with an error',
      );
    }
    const { identity } = result;
    const phone = identity.phone
      ? normalisePhone(identity.phone.startsWith('+') ? identity.phone : `+${identity.phone}`)
      : null;
    return signIn(
      {
        whiteLabel: tenant.id,
        provider: 'VK',
        subject: identity.subject,
        phone,
        profile: {
          firstName: identity.firstName,
          lastName: identity.lastName,
          avatar: identity.avatar,
          email: identity.email,
        },
      },
      identity.accessToken,
    );
  });

  defineRoute(app, 'refreshTokens', async (request) => {
    await cap('refreshPerIpMinute', request.ip, request, requestLang(request));
    const token = bearerToken(request);
    if (!token) throw new HttpError(401, 'auth.unauthorized', 'Authorization: Bearer <refresh token> is required');
    const result = await rotateRefreshToken(tokens, token, clock());
    if (result.ok) return result.tokens;
    if (result.reason === 'reused') {
      request.log.warn('refresh token reused: the session is revoked');
      throw new HttpError(401, 'auth.refresh-reused', 'The refresh token was already used; the session is revoked');
    }
    throw new HttpError(401, 'auth.invalid-token', `The refresh token is ${result.reason}`);
  });

  defineRoute(
    app,
    'getMe',
    async (request) => {
      const { personId, whiteLabel } = request.person!;
      const profile = UUID.test(personId) ? await personProfile(db, whiteLabel, personId) : null;
      if (!profile) throw new HttpError(401, 'auth.invalid-token', 'The person of this token does not exist');
      return profile;
    },
    { preHandler: authenticate(options.jwtSecret, clock, db) },
  );

  // Development only: the codes the outbox sender "sent". Production never registers it (404).
  if (!production) {
    app.get('/dev/sms-outbox', { schema: { hide: true } }, async (request, reply) => {
      const query = request.query as { phone?: unknown };
      const outbox = sms.name === 'outbox' ? (sms as OutboxSender) : null;
      if (!outbox)
        return reply
          .code(404)
          .send({ errors: [{ code: 'not-found', message: 'The outbox SMS sender is not in use' }] });
      const phone = typeof query.phone === 'string' ? normalisePhone(query.phone) : null;
      if (!phone)
        return reply
          .code(400)
          .send({ errors: [{ code: 'phone.invalid', message: 'Pass ?phone=', field: '/querystring/phone' }] });
      return {
        messages: outbox
          .messagesTo(phone)
          .map((message) => ({ ...message, sentAt: new Date(message.sentAt).toISOString() })),
      };
    });
  }
}
