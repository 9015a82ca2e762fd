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
 * Signs an access token (15 minutes by default): `sub`, `wl`, `iss`, `aud`, `iat`, `nbf`, `exp`,
 * `typ: access` in the claims and `at+jwt` in the header.
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
  return new SignJWT({
    wl: claims.whiteLabel,
    typ: 'access',
    ...(claims.source ? { src: claims.source } : {}),
    ...(claims.familyId ? { fam: claims.familyId } : {}),
  })
    .setProtectedHeader({ alg: 'HS256', typ: ACCESS_TYP })
    .setSubject(claims.personId)
    .setIssuer(TOKEN_ISSUER)
    .setAudience(ACCESS_AUDIENCE)
    .setIssuedAt(iat)
    .setNotBefore(iat)
    .setExpirationTime(iat + (options.expiresInSeconds ?? ACCESS_TTL_SECONDS))
    .sign(await hmacKey(secret));
}

/**
 * Verifies an access token at `now` (default: the wall clock); null when it is invalid, expired,
 * not yet valid, signed with another algorithm, or not an access token (a refresh token fails on
 * its audience and type).
 *
 * @example
 * const claims = await verifyAccessToken(secret, token, Date.now());
 */
export async function verifyAccessToken(secret: Uint8Array, token: string, now?: number): Promise<AccessClaims | null> {
  try {
    const { payload } = await jwtVerify(token, await hmacKey(secret), {
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
