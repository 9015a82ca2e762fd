import underPressure from '@fastify/under-pressure';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { errorBody } from '../http/errors';

/** Options of {@link loadShedding}. */
export interface LoadSheddingOptions {
  /** Requests in flight past which new ones get 503 at once. */
  maxInFlight: number;
  /** A request not answered within this many ms gets 503 (Fastify has no handler timeout). */
  handlerTimeoutMs: number;
  /** Seconds to put in Retry-After. */
  retryAfter: number;
  /** Mean event loop delay (ms) past which requests are shed; 0 turns the check off. */
  maxEventLoopDelayMs: number;
}

/**
 * Probes are never shed: an orchestrator must see /health and /ready answer in their own shape
 * (a shed 503 with the `errors[]` body would not match their response schema).
 */
const PROBES = new Set(['/health', '/ready']);
const exempt = (request: FastifyRequest) => PROBES.has(request.routeOptions.url ?? '');

const overloaded = errorBody('server.overloaded', 'Сервер перегружен, повторите запрос позже');

/**
 * Past capacity the API answers 503 with Retry-After instead of queueing without bound: too many
 * requests in flight, an event loop that lags (under-pressure), or a request stuck past its
 * deadline.
 */
export const loadShedding = fp(async (app: FastifyInstance, options: LoadSheddingOptions) => {
  let inFlight = 0;
  const retryAfter = String(options.retryAfter);

  // Callback style: no promise per request on the hot path.
  app.addHook('onRequest', (request, reply, done) => {
    if (exempt(request)) return done();
    if (inFlight >= options.maxInFlight) {
      reply.code(503).header('retry-after', retryAfter).send(overloaded);
      return;
    }
    inFlight += 1;
    let finished = false;
    const timer = setTimeout(() => {
      if (!reply.sent) {
        request.log.warn({ url: request.url }, 'request timed out');
        reply
          .code(503)
          .header('retry-after', retryAfter)
          .send(errorBody('request.timeout', 'Сервер не успел ответить, повторите запрос'));
      }
    }, options.handlerTimeoutMs);
    timer.unref();
    const finish = () => {
      if (finished) return;
      finished = true;
      clearTimeout(timer);
      inFlight -= 1;
    };
    reply.raw.once('finish', finish);
    reply.raw.once('close', finish);
    done();
  });

  await app.register(underPressure, {
    // Event loop delay, not utilisation: a saturated but responsive server keeps serving.
    maxEventLoopDelay: options.maxEventLoopDelayMs,
    retryAfter: options.retryAfter,
    pressureHandler: (request, reply) => {
      if (exempt(request)) return;
      reply.code(503).header('retry-after', retryAfter).send(overloaded);
    },
  });
});
