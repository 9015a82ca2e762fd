// The customer account (issue 26): sign-out, the profile's editable fields and the saved
// deliveries. The rules and messages are the domain's (spec §5).
import type { ErrorItem, Locale } from '@tarelka/api-client/contract';
import { checkDeliveryTitle, checkProfileUpdate } from '@tarelka/domain';
import type { FormLocale } from '@tarelka/domain/forms';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { authenticate, bearerToken } from '../auth/authenticate';
import { verifyAccessToken } from '../auth/jwt';
import { personProfile } from '../auth/persons';
import { refreshTokenClaims, revokeSessions } from '../auth/refresh-tokens';
import type { Database } from '../db/database';
import { persons } from '../db/auth-schema';
import { personDeliveries } from '../db/schema';
import { defineRoute } from '../http/define-route';
import { HttpError } from '../http/errors';
import { requestLang } from '../http/request-context';

/** What the account routes need from the app. */
export interface AccountRoutesOptions {
  database: Database;
  jwtSecret: Uint8Array;
  clock: () => number;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** The domain's messages in the request's language: Russian, English or Montenegrin (Latin script). */
const formLocale = (lang: Locale): FormLocale => lang;

export async function accountRoutes(app: FastifyInstance, options: AccountRoutesOptions) {
  const { db } = options.database;
  const { clock } = options;
  const auth = authenticate(options.jwtSecret, clock, db);

  async function profileOf(request: FastifyRequest) {
    const { personId, whiteLabel } = request.person!;
    const profile = UUID.test(personId) ? await personProfile(db, whiteLabel, personId) : null;
    if (!profile) throw new HttpError(401, 'auth.invalid-token', 'The person of this token does not exist');
    return profile;
  }

  const invalid = (reply: FastifyReply, errors: ErrorItem[]) => reply.code(400).send({ errors });

  defineRoute(app, 'signOut', async (request) => {
    const token = bearerToken(request);
    if (!token)
      throw new HttpError(401, 'auth.unauthorized', 'Authorization: Bearer <access or refresh token> is required');
    const now = clock();
    // The access token, or the refresh token when the access token has expired: either names
    // the session. A session already ended signs out again without an error.
    const claims =
      (await verifyAccessToken(options.jwtSecret, token, now)) ??
      (await refreshTokenClaims(options.jwtSecret, token, now));
    if (!claims) throw new HttpError(401, 'auth.invalid-token', 'The token is invalid or expired');
    const revoked = await revokeSessions(db, {
      personId: claims.personId,
      whiteLabel: claims.whiteLabel,
      familyId: claims.familyId ?? null,
      everywhere: request.body.everywhere === true,
      now,
    });
    return { revoked };
  });

  defineRoute(
    app,
    'updateMe',
    async (request, reply) => {
      const current = await profileOf(request);
      const verdict = checkProfileUpdate(request.body, formLocale(requestLang(request)));
      if (!verdict.ok) {
        return invalid(
          reply,
          verdict.errors.map((error) => ({
            code: 'request.invalid',
            message: error.message,
            field: `/body/${error.field}`,
          })),
        );
      }
      const { value } = verdict;
      if (Object.keys(value).length) {
        await db
          .update(persons)
          .set(value)
          .where(and(eq(persons.id, current.id), eq(persons.whiteLabel, request.person!.whiteLabel)));
      }
      return profileOf(request);
    },
    { preHandler: auth },
  );

  async function ownDelivery(request: FastifyRequest<{ Params: { deliveryId: string } }>) {
    const { personId, whiteLabel } = request.person!;
    const where = and(
      eq(personDeliveries.id, request.params.deliveryId),
      eq(personDeliveries.whiteLabel, whiteLabel),
      eq(personDeliveries.personId, personId),
    );
    const [row] = await db.select({ id: personDeliveries.id }).from(personDeliveries).where(where);
    if (!row) throw new HttpError(404, 'delivery.not-found', 'The person has no such saved delivery', '/deliveryId');
    return where;
  }

  defineRoute(
    app,
    'renameDelivery',
    async (request, reply) => {
      const where = await ownDelivery(request);
      const verdict = checkDeliveryTitle(request.body.title, formLocale(requestLang(request)));
      if (!verdict.ok)
        return invalid(reply, [{ code: 'request.invalid', message: verdict.message, field: '/body/title' }]);
      await db.update(personDeliveries).set({ title: verdict.value }).where(where);
      return profileOf(request);
    },
    { preHandler: auth },
  );

  defineRoute(
    app,
    'deleteDelivery',
    async (request) => {
      await db.delete(personDeliveries).where(await ownDelivery(request));
      return profileOf(request);
    },
    { preHandler: auth },
  );
}
