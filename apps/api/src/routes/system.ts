import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { pendingMigrations } from '../db/migrate';
import { defineRoute } from '../http/define-route';

/** Liveness (the process answers), readiness (database up and migrated) and the server clock. */
export async function systemRoutes(app: FastifyInstance, options: { database: Database; clock: () => number }) {
  defineRoute(app, 'getHealth', async () => ({ status: 'ok' as const }));
  // Ready: the database answers and has every migration of this build (a process of a newer
  // release waits for them before a load balancer sends it traffic).
  defineRoute(app, 'getReady', async (_request, reply) => {
    const up =
      (await options.database.ping()) &&
      (await pendingMigrations(options.database.db).then(
        (pending) => pending.length === 0,
        () => false,
      ));
    return reply.code(up ? 200 : 503).send({ status: up ? 'ok' : 'unavailable' });
  });
  defineRoute(app, 'getNow', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { utc_time: new Date(options.clock()).toISOString() };
  });
}
