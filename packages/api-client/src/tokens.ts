import type { TokenSource } from './contract/auth';

/** The token set the client keeps (spec §3 "Token set"). */
export interface TokenSet {
  accessToken: string;
  refreshToken: string;
  vkAccessToken?: string | null;
  source?: TokenSource;
}

function decodeBase64Url(part: string): string {
  const base64 = part
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(part.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/**
 * The `exp` claim of a JWT in seconds, or null when the token is not a readable JWT. The
 * signature is not checked: the server does that; the client only needs to know when to refresh.
 *
 * @example
 * tokenExpiry(accessToken); // 1767225600
 */
export function tokenExpiry(token: string): number | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const claims = JSON.parse(decodeBase64Url(payload)) as { exp?: unknown };
    return typeof claims.exp === 'number' ? claims.exp : null;
  } catch {
    return null;
  }
}

/**
 * A token is expired when its `exp` is at or before now (spec §5). A token without a readable
 * `exp` counts as expired.
 *
 * @example
 * isTokenExpired(token, Date.now());
 */
export function isTokenExpired(token: string, nowMs: number): boolean {
  const exp = tokenExpiry(token);
  return exp === null || exp * 1000 <= nowMs;
}
