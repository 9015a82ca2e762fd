import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../db/database';

/** Options of {@link metrics}. */
export interface MetricsOptions {
  /** Where the API's metrics are kept; `server.ts` serves it on METRICS_PORT. */
  registry: Registry;
  /** Its connection pool is sampled at each scrape (PostgreSQL; PGlite has none). */
  database: Database;
}

/** Operations whose refusals are counted by error code. */
const PREFLIGHTS = new Set(['preflight', 'personalPreflight']);

/** Seconds: from a cached catalog answer (~1 ms) to a slow order transaction under load. */
const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

const operationOf = (request: FastifyRequest) =>
  (request.routeOptions.schema as { operationId?: string } | undefined)?.operationId;

/**
 * A Prometheus registry of the API's metrics: Node's defaults (CPU, memory, GC, event-loop lag),
 * then the server's own.
 *
 * @example
 * const registry = createMetricsRegistry();
 * await buildServer({ ...options, metrics: registry });
 * await registry.metrics(); // text exposition format
 */
export function createMetricsRegistry(): Registry {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'tarelka_api_' });
  return registry;
}

/**
 * Request metrics per route (the route's pattern, not the URL, so ids do not explode the label
 * set): `tarelka_http_requests_total` and `tarelka_http_request_duration_seconds`; orders created
 * (`createOrder` answered 201; an idempotent replay answers 201 too and counts); preflight
 * refusals by error code; the database pool (total, idle, waiting clients).
 */
export const metrics = fp(async (app: FastifyInstance, options: MetricsOptions) => {
  const { registry, database } = options;
  const labelNames = ['method', 'route', 'status'] as const;
  const requests = new Counter({
    name: 'tarelka_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status',
    labelNames,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'tarelka_http_request_duration_seconds',
    help: 'Time from the request arriving to its answer being sent, by method, route pattern and status',
    labelNames,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const orders = new Counter({
    name: 'tarelka_orders_created_total',
    help: 'Orders answered 201 by createOrder (idempotent replays included)',
    registers: [registry],
  });
  const preflightErrors = new Counter({
    name: 'tarelka_preflight_errors_total',
    help: 'Preflight refusals, by error code (e.g. delivery.zone-not-found, cart.total-too-large)',
    labelNames: ['code'] as const,
    registers: [registry],
  });
  const pool = database.poolStats;
  if (pool) {
    new Gauge({
      name: 'tarelka_db_pool_clients',
      help: 'Database pool clients, by state: total (open), idle, waiting (requests queued for a client)',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        const stats = pool();
        this.set({ state: 'total' }, stats.total);
        this.set({ state: 'idle' }, stats.idle);
        this.set({ state: 'waiting' }, stats.waiting);
      },
    });
  }

  const started = new WeakMap<FastifyRequest, bigint>();
  const errorCodes = new WeakMap<FastifyRequest, string>();
  app.addHook('onRequest', (request, _reply, done) => {
    started.set(request, process.hrtime.bigint());
    done();
  });
  // Before the error handler turns the error into a body: its code, for the preflight counter.
  app.addHook('onError', (request, _reply, error, done) => {
    const code = (error as { code?: unknown }).code;
    const validation = (error as { validation?: unknown }).validation;
    errorCodes.set(request, validation ? 'request.invalid' : typeof code === 'string' ? code : 'server.error');
    done();
  });
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? 'unmatched';
    const labels = { method: request.method, route, status: String(reply.statusCode) };
    requests.inc(labels);
    const start = started.get(request);
    if (start !== undefined) duration.observe(labels, Number(process.hrtime.bigint() - start) / 1e9);
    const operation = operationOf(request);
    if (operation === 'createOrder' && reply.statusCode === 201) orders.inc();
    if (operation && PREFLIGHTS.has(operation) && reply.statusCode >= 400) {
      preflightErrors.inc({ code: errorCodes.get(request) ?? `http.${reply.statusCode}` });
    }
    done();
  });
});
