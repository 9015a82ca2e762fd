import { SignJWT } from 'jose';
import { TEST_JWT_SECRET } from './api-process';

/**
 * Mints an access token the way the API does (HS256, `at+jwt`, `sub` = person, `wl` = white label,
 * issuer `tarelka-api`, audience `tarelka`) with the secret the suite starts the API with. The
 * claims are written out here on purpose: the suite talks to the API as a client would, without
 * importing its code.
 *
 * @example
 * const token = await mintAccessToken('person-1');
 */
export async function mintAccessToken(
  personId: string,
  options: { whiteLabel?: string; ttlSeconds?: number; now?: number; secret?: string } = {},
): Promise<string> {
  const iat = Math.floor((options.now ?? Date.now()) / 1000);
  return new SignJWT({ wl: options.whiteLabel ?? 'demo', typ: 'access' })
    .setProtectedHeader({ alg: 'HS256', typ: 'at+jwt' })
    .setSubject(personId)
    .setIssuer('tarelka-api')
    .setAudience('tarelka')
    .setIssuedAt(iat)
    .setNotBefore(iat)
    .setExpirationTime(iat + (options.ttlSeconds ?? 30 * 60))
    .sign(new TextEncoder().encode(options.secret ?? TEST_JWT_SECRET));
}
