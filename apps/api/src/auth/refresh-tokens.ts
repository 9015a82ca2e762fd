import { randomUUID } from 'node:crypto';
import type { TokenSetResponse, TokenSource } from '@tarelka/api-client/contract';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { jwtVerify, SignJWT } from 'jose';
import type { Db } from '../db/database';
import { refreshFamilies } from '../db/auth-schema';
import { signAccessToken, signingKey, TOKEN_ALGORITHMS, TOKEN_ISSUER, verificationKeys } from './jwt';
import { hmac, seal, unseal, type AuthKeys } from './keys';

/** Audience of refresh tokens (never the access audience). */
export const REFRESH_AUDIENCE = 'tarelka-refresh';
/** `typ` header of refresh tokens. */
export const REFRESH_TYP = 'rt+jwt';
/** A sign-in lasts at most 30 days, however often it is refreshed. */
export const REFRESH_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;
/** The token just replaced still works this long, so two tabs refreshing at once both succeed. */
export const REFRESH_GRACE_MS = 10_000;

/** What the token calls need. */
export interface TokenContext {
  db: Db;
  secret: Uint8Array;
  keys: AuthKeys;
}

interface FamilyRow {
  id: string;
  whiteLabel: string;
  personId: string;
  source: TokenSource;
  vkAccessToken: string | null;
  generation: number;
  rotatedAt: Date;
  expiresAt: Date;
}

const seconds = (ms: number) => Math.floor(ms / 1000);

/**
 * The refresh token of a family's generation. Deterministic: the same generation minted at the
 * same rotation time gives the same bytes, which is how the grace period hands a second tab the
 * token the first one got. `exp` is the family's absolute end.
 */
async function mintRefresh(context: TokenContext, family: FamilyRow): Promise<string> {
  const iat = seconds(family.rotatedAt.getTime());
  const { kid, key } = await signingKey(context.secret);
  return new SignJWT({ wl: family.whiteLabel, fam: family.id, gen: family.generation, typ: 'refresh' })
    .setProtectedHeader({ alg: 'HS256', typ: REFRESH_TYP, kid })
    .setSubject(family.personId)
    .setIssuer(TOKEN_ISSUER)
    .setAudience(REFRESH_AUDIENCE)
    .setJti(hmac(context.keys.refreshId, family.id, String(family.generation)))
    .setIssuedAt(iat)
    .setNotBefore(iat)
    .setExpirationTime(seconds(family.expiresAt.getTime()))
    .sign(key);
}

async function tokenSet(context: TokenContext, family: FamilyRow, now: number): Promise<TokenSetResponse> {
  const accessToken = await signAccessToken(
    context.secret,
    { personId: family.personId, whiteLabel: family.whiteLabel, source: family.source, familyId: family.id },
    { now },
  );
  const vkAccessToken = family.vkAccessToken ? unseal(context.keys.seal, family.vkAccessToken) : null;
  return {
    accessToken,
    refreshToken: await mintRefresh(context, family),
    ...(family.source === 'VK' ? { vkAccessToken } : {}),
    source: family.source,
  };
}

/**
 * Opens a session: a new refresh family (30 days) and its first token set.
 *
 * @example
 * const tokens = await openSession(context, { personId, whiteLabel: 'demo', source: 'PHONE', now: Date.now() });
 */
export async function openSession(
  context: TokenContext,
  input: { personId: string; whiteLabel: string; source: TokenSource; vkAccessToken?: string | null; now: number },
): Promise<TokenSetResponse> {
  const family: FamilyRow = {
    id: randomUUID(),
    whiteLabel: input.whiteLabel,
    personId: input.personId,
    source: input.source,
    vkAccessToken: input.vkAccessToken ? seal(context.keys.seal, input.vkAccessToken) : null,
    generation: 0,
    rotatedAt: new Date(input.now),
    expiresAt: new Date(input.now + REFRESH_LIFETIME_MS),
  };
  await context.db.insert(refreshFamilies).values({ ...family, createdAt: new Date(input.now) });
  return tokenSet(context, family, input.now);
}

/** Why a refresh was refused. */
export type RefreshRefusal = 'invalid' | 'expired' | 'revoked' | 'reused';

export type RefreshResult = { ok: true; tokens: TokenSetResponse } | { ok: false; reason: RefreshRefusal };

/**
 * Rotates a refresh token: the current generation gets the next one (one atomic update, so two
 * API processes cannot both rotate it). The generation just replaced, presented again within
 * {@link REFRESH_GRACE_MS}, gets the same new token (concurrent tabs); any older token, or the
 * replaced one after the grace, is a reuse and revokes the whole family.
 *
 * @example
 * const result = await rotateRefreshToken(context, bearer, Date.now());
 * if (!result.ok) reply.code(401);
 */
export async function rotateRefreshToken(context: TokenContext, token: string, now: number): Promise<RefreshResult> {
  let claims: { sub: string; wl: string; fam: string; gen: number };
  try {
    const { payload } = await jwtVerify(token, verificationKeys(context.secret), {
      algorithms: TOKEN_ALGORITHMS,
      issuer: TOKEN_ISSUER,
      audience: REFRESH_AUDIENCE,
      typ: REFRESH_TYP,
      requiredClaims: ['sub', 'exp', 'iat', 'nbf', 'jti'],
      currentDate: new Date(now),
    });
    if (
      payload.typ !== 'refresh' ||
      typeof payload.fam !== 'string' ||
      typeof payload.wl !== 'string' ||
      !Number.isInteger(payload.gen) ||
      !/^[0-9a-f-]{36}$/.test(payload.fam)
    ) {
      return { ok: false, reason: 'invalid' };
    }
    claims = { sub: payload.sub!, wl: payload.wl, fam: payload.fam, gen: payload.gen as number };
  } catch (error) {
    return { ok: false, reason: (error as { code?: string }).code === 'ERR_JWT_EXPIRED' ? 'expired' : 'invalid' };
  }

  const rotated = (await context.db
    .update(refreshFamilies)
    .set({ generation: sql`${refreshFamilies.generation} + 1`, rotatedAt: new Date(now) })
    .where(
      and(
        eq(refreshFamilies.id, claims.fam),
        eq(refreshFamilies.generation, claims.gen),
        isNull(refreshFamilies.revokedAt),
        gt(refreshFamilies.expiresAt, new Date(now)),
      ),
    )
    .returning()) as FamilyRow[];
  const fresh = rotated[0];
  if (fresh) {
    if (fresh.personId !== claims.sub || fresh.whiteLabel !== claims.wl) return { ok: false, reason: 'invalid' };
    return { ok: true, tokens: await tokenSet(context, fresh, now) };
  }

  const [family] = (await context.db.select().from(refreshFamilies).where(eq(refreshFamilies.id, claims.fam))) as Array<
    FamilyRow & { revokedAt: Date | null }
  >;
  if (!family || family.personId !== claims.sub) return { ok: false, reason: 'invalid' };
  if (family.revokedAt) return { ok: false, reason: 'revoked' };
  if (family.expiresAt.getTime() <= now) return { ok: false, reason: 'expired' };
  if (family.generation === claims.gen + 1 && now - family.rotatedAt.getTime() <= REFRESH_GRACE_MS) {
    return { ok: true, tokens: await tokenSet(context, family, now) };
  }
  await context.db
    .update(refreshFamilies)
    .set({ revokedAt: new Date(now), revokedReason: `reuse of generation ${claims.gen}` })
    .where(and(eq(refreshFamilies.id, claims.fam), isNull(refreshFamilies.revokedAt)));
  return { ok: false, reason: 'reused' };
}

/**
 * Whether a session (refresh-token family) has ended: revoked (signed out, or a reused token) or
 * unknown. Access tokens carry their family, so they stop working the moment it is revoked.
 */
export async function isFamilyRevoked(db: Db, familyId: string): Promise<boolean> {
  if (!/^[0-9a-f-]{36}$/.test(familyId)) return true;
  const [family] = await db
    .select({ revokedAt: refreshFamilies.revokedAt })
    .from(refreshFamilies)
    .where(eq(refreshFamilies.id, familyId));
  return !family || family.revokedAt !== null;
}

/**
 * The claims of a refresh token that is still signed and unexpired (its family is not checked),
 * or null: sign-out accepts the refresh token when the access token has expired.
 */
export async function refreshTokenClaims(
  secret: Uint8Array,
  token: string,
  now: number,
): Promise<{ personId: string; whiteLabel: string; familyId: string } | null> {
  try {
    const { payload } = await jwtVerify(token, verificationKeys(secret), {
      algorithms: TOKEN_ALGORITHMS,
      issuer: TOKEN_ISSUER,
      audience: REFRESH_AUDIENCE,
      typ: REFRESH_TYP,
      requiredClaims: ['sub', 'exp'],
      currentDate: new Date(now),
    });
    if (payload.typ !== 'refresh' || typeof payload.fam !== 'string' || typeof payload.wl !== 'string') return null;
    return { personId: payload.sub!, whiteLabel: payload.wl, familyId: payload.fam };
  } catch {
    return null;
  }
}

/**
 * Signs out: revokes one family of the person, or with `everywhere` every open family of the
 * person in the white label. Returns how many were revoked (0: already ended).
 *
 * @example
 * await revokeSessions(db, { personId, whiteLabel: 'demo', familyId, everywhere: false, now: Date.now() });
 */
export async function revokeSessions(
  db: Db,
  input: { personId: string; whiteLabel: string; familyId: string | null; everywhere: boolean; now: number },
): Promise<number> {
  if (!input.everywhere && !input.familyId) return 0;
  // Sessions belong to persons with a uuid; any other subject (a token minted by hand) has none.
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(input.personId)) return 0;
  if (input.familyId && !/^[0-9a-f-]{36}$/.test(input.familyId)) return 0;
  const where = and(
    eq(refreshFamilies.personId, input.personId),
    eq(refreshFamilies.whiteLabel, input.whiteLabel),
    isNull(refreshFamilies.revokedAt),
    input.everywhere ? undefined : eq(refreshFamilies.id, input.familyId!),
  );
  const revoked = await db
    .update(refreshFamilies)
    .set({ revokedAt: new Date(input.now), revokedReason: input.everywhere ? 'sign-out everywhere' : 'sign-out' })
    .where(where)
    .returning({ id: refreshFamilies.id });
  return revoked.length;
}
