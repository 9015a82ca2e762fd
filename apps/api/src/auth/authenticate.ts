import { WHITE_LABEL_HEADER } from '@tarelka/api-client/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../http/errors';
import type { Db } from '../db/database';
import { verifyAccessToken, type AccessClaims } from './jwt';
import { isFamilyRevoked } from './refresh-tokens';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in person, set by `authenticate`. */
    person?: AccessClaims;
  }
}

/** The token of an `Authorization: Bearer <token>` header, or null. */
export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  const match = typeof header === 'string' ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match ? match[1]! : null;
}

/**
 * A preHandler that requires a valid bearer access token (401 otherwise); on routes with a
 * `:personId`, that it is the token's person; and when the request names a white label
 * (`x-white-label`), that it is the token's (403 otherwise). `clock` defaults to the wall clock.
 * With `db`, a token minted for a session (refresh-token family) that has been signed out or
 * revoked is refused with 401 before it expires.
 *
 * @example
 * defineRoute(app, 'getOrders', handler, { preHandler: authenticate(secret) });
 */
export function authenticate(secret: Uint8Array, clock?: () => number, db?: Db) {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    const token = bearerToken(request);
    if (!token) throw new HttpError(401, 'auth.unauthorized', 'Authorization: Bearer <access token> is required');
    const claims = await verifyAccessToken(secret, token, clock?.());
    if (!claims) throw new HttpError(401, 'auth.invalid-token', 'The access token is invalid or expired');
    if (db && claims.familyId && (await isFamilyRevoked(db, claims.familyId))) {
      throw new HttpError(401, 'auth.invalid-token', 'The session of this access token has ended (signed out)');
    }
    const params = request.params as { personId?: string } | undefined;
    if (params?.personId !== undefined && params.personId !== claims.personId) {
      throw new HttpError(403, 'auth.forbidden', 'The token belongs to another person');
    }
    const whiteLabel = request.headers[WHITE_LABEL_HEADER];
    if (typeof whiteLabel === 'string' && whiteLabel !== claims.whiteLabel) {
      throw new HttpError(403, 'auth.forbidden', 'The token belongs to another white label');
    }
    request.person = claims;
  };
}
