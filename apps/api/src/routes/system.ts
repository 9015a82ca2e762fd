import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { defineRoute } from '../http/define-route';

/** Liveness, readiness and the server clock. */
export async function systemRoutes(app: FastifyInstance, options: { database: Database; clock: () => number }) {
  defineRoute(app, 'getHealth', async () => ({ status: 'ok' as const }));
  defineRoute(app, 'getReady', async (_request, reply) => {
    const up = await options.database.ping();
    return reply.code(up ? 200 : 503).send({ status: up ? 'ok' : 'unavailable' });
  });
  defineRoute(app, 'getNow', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { utc_time: new Date(options.clock()).toISOString() };
  });
}
