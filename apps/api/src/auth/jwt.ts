import { randomBytes, webcrypto } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TokenSource } from '@tarelka/api-client/contract';
import { jwtVerify, SignJWT } from 'jose';

/** The claims of an access token: `sub` is the person id, `wl` the white label. */
export interface AccessClaims {
  personId: string;
  whiteLabel: string;
  /** How the session was opened; absent on tokens minted by tests. */
  source?: TokenSource;
  /** The refresh-token family (session) the token was minted for: signing out revokes it. */
  familyId?: string;
}

/** Issuer of every token of this API. */
export const TOKEN_ISSUER = 'tarelka-api';
/** Audience of access tokens. Refresh tokens have their own, so one never passes for the other. */
export const ACCESS_AUDIENCE = 'tarelka';
/** RFC 9068 media type of access tokens, in the `typ` header. */
export const ACCESS_TYP = 'at+jwt';
/** The only algorithm accepted: a token claiming anything else (`none`, RS256 with our secret…) fails. */
export const TOKEN_ALGORITHMS = ['HS256'];
/** Access tokens live 15 minutes. */
export const ACCESS_TTL_SECONDS = 15 * 60;

/** The HS256 key of access tokens: JWT_SECRET, or a dev key generated once and kept in DATA_DIR. */
export function loadJwtSecret(options: { secret: string | undefined; dataDir: string }): Uint8Array {
  if (options.secret) return new TextEncoder().encode(options.secret);
  const file = join(options.dataDir, 'jwt-secret');
  if (!existsSync(file)) {
    mkdirSync(options.dataDir, { recursive: true });
    writeFileSync(file, randomBytes(48).toString('base64url'), { flag: 'wx', mode: 0o600 });
    chmodSync(file, 0o600);
  }
  return new TextEncoder().encode(readFileSync(file, 'utf8').trim());
}

/** A signing key of tokens: its id (the `kid` header of what it signs) and HS256 secret. */
export interface JwtKey {
  id: string;
  secret: Uint8Array;
}

/** The key id of a server secret used as the only signing key (no JWT_KEYS); also assumed for tokens without `kid`. */
export const DEFAULT_KEY_ID = 'default';

const keyrings = new WeakMap<Uint8Array, readonly JwtKey[]>();

/**
 * Attaches the token keys (JWT_KEYS: the current first, then the previous ones still accepted) to
 * the server secret the routes are given. The secret itself stays the root of the derived keys
 * (`deriveAuthKeys`), so rotating the token keys signs nobody out. Without keys, the secret signs
 * tokens itself under the id {@link DEFAULT_KEY_ID}.
 *
 * @example
 * const secret = withJwtKeys(root, [{ id: '2026-11', secret: next }, { id: 'default', secret: root }]);
 */
export function withJwtKeys(root: Uint8Array, keys: readonly JwtKey[]): Uint8Array {
  if (keys.length) keyrings.set(root, keys);
  return root;
}

/** The keys tokens are checked with: the attached ones, else the secret under {@link DEFAULT_KEY_ID}. */
export const jwtKeysOf = (secret: Uint8Array): readonly JwtKey[] =>
  keyrings.get(secret) ?? [{ id: DEFAULT_KEY_ID, secret }];

/** The key that signs new tokens: the first of {@link jwtKeysOf}. */
export async function signingKey(secret: Uint8Array): Promise<{ kid: string; key: webcrypto.CryptoKey }> {
  const current = jwtKeysOf(secret)[0]!;
  return { kid: current.id, key: await hmacKey(current.secret) };
}

/**
 * For jose's verify: the key the token's `kid` names among {@link jwtKeysOf} (a token without one
 * is taken as signed by {@link DEFAULT_KEY_ID}); an unknown id fails the verification.
 */
export function verificationKeys(secret: Uint8Array) {
  const keys = jwtKeysOf(secret);
  return (header: { kid?: string }) => {
    const id = header.kid ?? DEFAULT_KEY_ID;
    const key = keys.find((candidate) => candidate.id === id);
    if (!key) throw new Error(`unknown token key id '${id}'`);
    return hmacKey(key.secret);
  };
}

/** Per secret: its HMAC key, imported once (jose would import a raw secret on every call). */
const hmacKeys = new WeakMap<Uint8Array, Promise<webcrypto.CryptoKey>>();

function hmacKey(secret: Uint8Array): Promise<webcrypto.CryptoKey> {
  let key = hmacKeys.get(secret);
  if (!key) {
    key = webcrypto.subtle.importKey('raw', secret, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
    hmacKeys.set(secret, key);
  }
  return key;
}

/**
 * Signs an access token (15 minutes by default) with the current key: `sub`, `wl`, `iss`, `aud`,
 * `iat`, `nbf`, `exp`, `typ: access` in the claims, `at+jwt` and the key's `kid` in the header.
 *
 * @example
 * const token = await signAccessToken(secret, { personId: 'p1', whiteLabel: 'demo' });
 */
export async function signAccessToken(
  secret: Uint8Array,
  claims: AccessClaims,
  options: { expiresInSeconds?: number; now?: number } = {},
): Promise<string> {
  const iat = Math.floor((options.now ?? Date.now()) / 1000);
  const { kid, key } = await signingKey(secret);
  return new SignJWT({
    wl: claims.whiteLabel,
    typ: 'access',
    ...(claims.source ? { src: claims.source } : {}),
    ...(claims.familyId ? { fam: claims.familyId } : {}),
  })
    .setProtectedHeader({ alg: 'HS256', typ: ACCESS_TYP, kid })
    .setSubject(claims.personId)
    .setIssuer(TOKEN_ISSUER)
    .setAudience(ACCESS_AUDIENCE)
    .setIssuedAt(iat)
    .setNotBefore(iat)
    .setExpirationTime(iat + (options.expiresInSeconds ?? ACCESS_TTL_SECONDS))
    .sign(key);
}

/**
 * Verifies an access token at `now` (default: the wall clock) with the key its `kid` names; null
 * when it is invalid, expired, not yet valid, signed with another algorithm or an unknown key, or
 * not an access token (a refresh token fails on its audience and type).
 *
 * @example
 * const claims = await verifyAccessToken(secret, token, Date.now());
 */
export async function verifyAccessToken(secret: Uint8Array, token: string, now?: number): Promise<AccessClaims | null> {
  try {
    const { payload } = await jwtVerify(token, verificationKeys(secret), {
      algorithms: TOKEN_ALGORITHMS,
      issuer: TOKEN_ISSUER,
      audience: ACCESS_AUDIENCE,
      requiredClaims: ['sub', 'exp', 'iat', 'nbf'],
      typ: ACCESS_TYP,
      ...(now === undefined ? {} : { currentDate: new Date(now) }),
    });
    if (payload.typ !== 'access' || typeof payload.sub !== 'string' || typeof payload.wl !== 'string') return null;
    const source = typeof payload.src === 'string' ? (payload.src as TokenSource) : undefined;
    const familyId = typeof payload.fam === 'string' ? payload.fam : undefined;
    return {
      personId: payload.sub,
      whiteLabel: payload.wl,
      ...(source ? { source } : {}),
      ...(familyId ? { familyId } : {}),
    };
  } catch {
    return null;
  }
}
