import cors from '@fastify/cors';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { buildOpenApiDocument, WHITE_LABEL_HEADER } from '@tarelka/api-client/contract';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Registry } from 'prom-client';
import type { AuthOptions } from './auth/options';
import { CatalogStore } from './catalog/snapshot';
import type { Database } from './db/database';
import { clientErrorHandler, frameworkErrors, MAX_PARAM_LENGTH } from './http/framework-errors';
import { withLogRules } from './http/logging';
import { validatorCompiler } from './http/validator';
import { createPayments, type PaymentsOptions } from './payments/setup';
import { errorHandling } from './plugins/errors';
import { loadShedding } from './plugins/load-shedding';
import { metrics } from './plugins/metrics';
import { securityHeaders } from './plugins/security-headers';
import { assetRoutes } from './routes/assets';
import { authRoutes } from './routes/auth';
import { catalogRoutes } from './routes/catalog';
import { geocodeRoutes } from './routes/geocode';
import { startKitchen, type Kitchen } from './orders/kitchen';
import { createOrderStatusBus, type OrderStatusBus } from './orders/status-bus';
import { accountRoutes } from './routes/account';
import { orderRoutes } from './routes/orders';
import { paymentRoutes } from './routes/payments';
import { systemRoutes } from './routes/system';

/** Everything the API needs, passed in (no globals): `server.ts` builds it from the environment. */
export interface AppOptions {
  database: Database;
  /** HS256 key of access tokens. */
  jwtSecret: Uint8Array;
  /** `tenants/`: assets are served from `tenants/<id>/assets`. */
  tenantsDir: string;
  /** Origins allowed by CORS besides the tenants' own. */
  corsOrigins?: string[];
  /** In production, loopback origins are not allowed by default. */
  production?: boolean;
  /** The clock: epoch ms. Tests pin it. */
  clock?: () => number;
  /** Load shedding: requests in flight past which the API answers 503. */
  maxInFlight?: number;
  /** A request not answered within this many ms gets 503. */
  handlerTimeoutMs?: number;
  /** Mean event loop delay (ms) past which requests get 503; 0 turns the check off. */
  maxEventLoopDelayMs?: number;
  /** How long a catalog snapshot is trusted before its version is rechecked. */
  catalogRecheckMs?: number;
  /** Online payment: gateways (test gateway by default, YooKassa with credentials) and the webhook secret. */
  payments?: PaymentsOptions;
  /** Version shown in the OpenAPI document. */
  version?: string;
  /** Sign-in services (SMS, captcha, identity providers, rate-limit store); defaults are for development. */
  auth?: AuthOptions;
  /** Prometheus registry the request, order and pool metrics go to (`createMetricsRegistry`); none without. */
  metrics?: Registry;
  /**
   * Order status events (SSE): with `redisUrl` they travel between API processes over Redis
   * pub/sub on `channel`; `heartbeatMs` spaces the streams' heartbeats (15 s). Or a bus of one's own.
   */
  orderEvents?: { redisUrl?: string | undefined; channel?: string; heartbeatMs?: number; bus?: OrderStatusBus };
  /**
   * The simulated kitchen (KITCHEN_SIMULATION=on; never in production): orders move on by a
   * realistic clock, checked every `intervalMs` (5 s; 0: only when `started`'s kitchen is ticked).
   */
  kitchen?: { intervalMs?: number; started?: (kitchen: Kitchen) => void };
}

const LOOPBACK = /^http:\/\/(127\.0\.0\.1|localhost|\[::1\])(:\d+)?$/;

/**
 * The API as a Fastify plugin: external plugins (security headers, CORS, docs, load shedding),
 * then the app's error handling, then the routes per resource. `server.ts` only listens and
 * shuts down.
 */
export async function app(fastify: FastifyInstance, options: AppOptions) {
  const clock = options.clock ?? Date.now;
  const catalog = new CatalogStore(options.database.db, { recheckMs: options.catalogRecheckMs ?? 5000 });
  const payments = createPayments(options.payments ?? {}, {
    db: options.database.db,
    clock,
    jwtSecret: options.jwtSecret,
  });
  const extraOrigins = new Set(options.corsOrigins ?? []);
  let tenantOrigins: { set: Set<string>; at: number } | null = null;

  fastify.setValidatorCompiler(validatorCompiler);
  // Bodies are JSON only (the test gateway's form pages add their own parser): Fastify's default
  // text/plain parser let a text body reach a route's schema and answer 400, where any other
  // media type gets 415 `request.unsupported-media-type`.
  fastify.removeContentTypeParser('text/plain');

  // First, so a request shed below is timed and counted too.
  if (options.metrics) await fastify.register(metrics, { registry: options.metrics, database: options.database });
  await fastify.register(loadShedding, {
    maxInFlight: options.maxInFlight ?? 1024,
    handlerTimeoutMs: options.handlerTimeoutMs ?? 30_000,
    retryAfter: 5,
    maxEventLoopDelayMs: options.maxEventLoopDelayMs ?? 1000,
  });
  await fastify.register(securityHeaders, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    // Catalog photos are shown by the storefront on another origin.
    crossOriginResourcePolicy: { policy: 'cross-origin' },
  });
  await fastify.register(cors, {
    // Callback style: most requests (no Origin, a loopback or a cached tenant origin) are
    // answered synchronously, without a promise per request.
    origin: (origin: string | undefined, callback: (error: Error | null, allow: boolean) => void) => {
      if (!origin || extraOrigins.has(origin) || (!options.production && LOOPBACK.test(origin))) {
        return callback(null, true);
      }
      if (tenantOrigins && Date.now() - tenantOrigins.at <= 30_000)
        return callback(null, tenantOrigins.set.has(origin));
      catalog.allOrigins().then(
        (set) => {
          tenantOrigins = { set, at: Date.now() };
          callback(null, set.has(origin));
        },
        (error: Error) => callback(error, false),
      );
    },
    methods: ['GET', 'POST', 'PATCH', 'DELETE', 'OPTIONS'],
    allowedHeaders: [
      'accept',
      'accept-language',
      'authorization',
      'content-type',
      'idempotency-key',
      WHITE_LABEL_HEADER,
      'x-id-token',
      'x-id-token-nonce',
      'if-none-match',
    ],
    exposedHeaders: ['etag', 'retry-after'],
    maxAge: 600,
  });
  await fastify.register(swagger, {
    mode: 'static',
    specification: { document: buildOpenApiDocument({ version: options.version ?? '0.1.0' }) as never },
  });
  await fastify.register(swaggerUi, { routePrefix: '/docs', staticCSP: false });

  // Private unless a route says otherwise: an answer without its own Cache-Control (a person's
  // orders and profile, sign-in tokens, errors) is never stored by a browser or a proxy. The
  // catalog and the assets set theirs (public, revalidated by ETag).
  fastify.addHook('onSend', (_request, reply, payload, done) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    done(null, payload);
  });
  await fastify.register(errorHandling);
  await fastify.register(systemRoutes, { database: options.database, clock });
  await fastify.register(catalogRoutes, { catalog, clock });
  await fastify.register(geocodeRoutes, { catalog });
  const bus =
    options.orderEvents?.bus ??
    createOrderStatusBus({
      redisUrl: options.orderEvents?.redisUrl,
      ...(options.orderEvents?.channel ? { channel: options.orderEvents.channel } : {}),
      onError: (err) => fastify.log.warn({ err }, 'order status bus (Redis) error'),
    });
  if (!options.orderEvents?.bus) fastify.addHook('onClose', () => bus.close());
  // Ready once the bus hears what the other processes publish: a stream opened on this process as
  // soon as it answers must not miss a change made on another (Redis down: the failure is logged
  // and the process serves its own changes, after at most 5 s).
  fastify.addHook('onReady', async () => {
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([bus.ready, new Promise<void>((resolve) => (timer = setTimeout(resolve, 5_000)))]);
    clearTimeout(timer);
  });
  await fastify.register(orderRoutes, {
    database: options.database,
    catalog,
    jwtSecret: options.jwtSecret,
    clock,
    payments,
    bus,
    devRoutes: !options.production,
    ...(options.orderEvents?.heartbeatMs ? { heartbeatMs: options.orderEvents.heartbeatMs } : {}),
  });
  await fastify.register(paymentRoutes, {
    database: options.database,
    catalog,
    jwtSecret: options.jwtSecret,
    clock,
    payments,
    bus,
  });
  await fastify.register(accountRoutes, { database: options.database, jwtSecret: options.jwtSecret, clock });
  if (options.kitchen) {
    if (options.production) throw new Error('The simulated kitchen is for development only (KITCHEN_SIMULATION)');
    const kitchen = startKitchen({
      db: options.database.db,
      bus,
      snapshotOf: (whiteLabel) => catalog.get(whiteLabel),
      clock,
      ...(options.kitchen.intervalMs === undefined ? {} : { intervalMs: options.kitchen.intervalMs }),
      onError: (err) => fastify.log.warn({ err }, 'simulated kitchen failed a round'),
    });
    fastify.addHook('onClose', async () => kitchen.stop());
    options.kitchen.started?.(kitchen);
  }

  await fastify.register(authRoutes, {
    ...options.auth,
    database: options.database,
    jwtSecret: options.jwtSecret,
    clock,
    production: options.production ?? false,
    tenantsDir: options.tenantsDir,
  });
  await fastify.register(assetRoutes, { tenantsDir: options.tenantsDir });
}

/** Request limits and timeouts of the server (Fastify's defaults have no timeouts). */
export const SERVER_LIMITS = {
  /** Bodies past 1 MiB are refused with 413. */
  bodyLimit: 1024 * 1024,
  /** A socket idle this long is closed. */
  connectionTimeout: 60_000,
  /** The whole request (headers and body) must arrive within this. */
  requestTimeout: 30_000,
  keepAliveTimeout: 72_000,
} as const;

/**
 * A Fastify server with the API registered, the limits of {@link SERVER_LIMITS}, 503 for
 * requests that arrive while it closes, and a logger (when asked for) under the log rules of
 * `http/logging.ts`: no personal value and no SQL parameter in any line.
 *
 * @example
 * const server = await buildServer({ database, jwtSecret, tenantsDir }, { logger: false });
 * const response = await server.inject({ method: 'GET', url: '/health' });
 */
export async function buildServer(options: AppOptions, fastifyOptions: FastifyServerOptions = {}) {
  const server = Fastify({
    ...SERVER_LIMITS,
    return503OnClosing: true,
    forceCloseConnections: 'idle',
    routerOptions: { maxParamLength: MAX_PARAM_LENGTH },
    frameworkErrors,
    clientErrorHandler,
    ...fastifyOptions,
    logger: withLogRules(fastifyOptions.logger),
  });
  await server.register(app, options);
  await server.ready();
  return server;
}
