import { toEpochMs, type Instant } from '../common/instant';
import type { PersonProfile, TokenSet } from './types';

/** The readable claims of a JWT. */
export interface TokenClaims {
  exp?: number;
  sub?: string;
  [claim: string]: unknown;
}

/** The outcome of {@link decodeToken}. */
export type DecodedToken = { ok: true; claims: TokenClaims } | { ok: false; reason: 'INVALID_TOKEN' };

/** Raised by callers that must stop on an unreadable token (spec §8: "an invalid-token error"). */
export class InvalidTokenError extends Error {
  override readonly name = 'InvalidTokenError';
  constructor(message = 'Invalid token') {
    super(message);
  }
}

function base64UrlDecode(segment: string): string | null {
  if (!/^[A-Za-z0-9_-]*$/.test(segment)) return null;
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  try {
    const binary = atob(padded);
    const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

/**
 * Reads a JWT's claims without verifying it (the server verifies; the client only needs `exp`).
 *
 * @example
 * const decoded = decodeToken(tokens.accessToken);
 * if (decoded.ok) decoded.claims.exp;
 */
export function decodeToken(token: string | null | undefined): DecodedToken {
  const parts = token?.split('.');
  if (!parts || parts.length !== 3) return { ok: false, reason: 'INVALID_TOKEN' };
  const json = base64UrlDecode(parts[1]!);
  if (json === null) return { ok: false, reason: 'INVALID_TOKEN' };
  try {
    const claims: unknown = JSON.parse(json);
    if (typeof claims !== 'object' || claims === null || Array.isArray(claims))
      return { ok: false, reason: 'INVALID_TOKEN' };
    return { ok: true, claims: claims as TokenClaims };
  } catch {
    return { ok: false, reason: 'INVALID_TOKEN' };
  }
}

/**
 * Whether a token is expired (spec §5): its `exp` claim (seconds) is at or before `now`. A token
 * that cannot be read, or has no numeric `exp`, counts as expired.
 *
 * @example
 * isTokenExpired(tokens.accessToken, now);
 */
export function isTokenExpired(token: string | null | undefined, now: Instant): boolean {
  const decoded = decodeToken(token);
  if (!decoded.ok || typeof decoded.claims.exp !== 'number' || !Number.isFinite(decoded.claims.exp)) return true;
  return decoded.claims.exp * 1000 <= toEpochMs(now);
}

/**
 * Authorized means a profile together with an access token and a refresh token (spec §4).
 *
 * @example
 * isAuthorized({ profile, tokens }); // false after sign-out
 */
export function isAuthorized(input: {
  profile: PersonProfile | null | undefined;
  tokens: Pick<TokenSet, 'accessToken' | 'refreshToken'> | null | undefined;
}): boolean {
  return Boolean(input.profile && input.tokens?.accessToken && input.tokens.refreshToken);
}

/** What to do with stored tokens, from {@link decideTokenRefresh}. */
export type TokenDecision =
  | { action: 'NONE' }
  | { action: 'KEEP' }
  | { action: 'REFRESH' }
  | { action: 'SIGN_OUT'; /** VK sessions sign out through the social login too. */ viaVk: boolean };

/**
 * The startup (and before-call) token decision (spec §4, §6): no tokens → nothing; refresh token
 * expired → sign out (through VK when the source is VK); access token expired → refresh; else keep.
 *
 * @example
 * decideTokenRefresh(storedTokens, now); // { action: 'REFRESH' }
 */
export function decideTokenRefresh(tokens: TokenSet | null | undefined, now: Instant): TokenDecision {
  if (!tokens || (!tokens.accessToken && !tokens.refreshToken)) return { action: 'NONE' };
  if (isTokenExpired(tokens.refreshToken, now)) return { action: 'SIGN_OUT', viaVk: tokens.source === 'VK' };
  if (isTokenExpired(tokens.accessToken, now)) return { action: 'REFRESH' };
  return { action: 'KEEP' };
}

/** The contact fields the checkout form starts from. */
export interface ProfileContact {
  name: string;
  email: string;
  phone: string;
}

/**
 * The person's contact for checkout (spec §3): the first delivery's email, name and phone
 * override the profile's (when set); otherwise the profile's email, first name and phone.
 *
 * @example
 * mergeProfileContact({ id: 1, firstName: 'Анна', phone: '+79990000000', deliveries: [{ personName: 'Аня' }] });
 * // { name: 'Аня', email: '', phone: '+79990000000' }
 */
export function mergeProfileContact(profile: PersonProfile | null | undefined): ProfileContact {
  const first = profile?.deliveries?.[0];
  const pick = (...values: (string | null | undefined)[]) => values.find((v) => v != null && v.trim() !== '') ?? '';
  return {
    name: pick(first?.personName, profile?.firstName),
    email: pick(first?.email, profile?.email),
    phone: pick(first?.phone, profile?.phone),
  };
}

/**
 * The profile with the first delivery's email, name (as first name) and phone applied (spec §3).
 *
 * @example
 * mergePersonProfile(profile).email;
 */
export function mergePersonProfile(profile: PersonProfile): PersonProfile {
  const contact = mergeProfileContact(profile);
  return {
    ...profile,
    firstName: contact.name || (profile.firstName ?? null),
    email: contact.email || (profile.email ?? null),
    phone: contact.phone || (profile.phone ?? null),
  };
}
