// Starts the API: reads the environment, opens the database (PGlite in DATA_DIR or PostgreSQL at
// DATABASE_URL), migrates, seeds the tenants on first start, listens (and serves Prometheus
// metrics on METRICS_PORT), and shuts down gracefully.
// Run from source with tsx (`pnpm start`) or as the production bundle (`pnpm build`, then
// `node dist/server.js`; tsup copies the migrations beside it).
import { createServer } from 'node:http';
import { buildServer } from './app';
import { loadJwtSecret, withJwtKeys } from './auth/jwt';
import { authOptionsFromEnv } from './auth/options';
import { pruneAuthRows } from './auth/prune';
import { EnvError, readEnv } from './config/env';
import { DataDirLockedError, openDatabase } from './db/database';
import { migrate } from './db/migrate';
import { pruneIdempotencyKeys } from './orders/order-service';
import { paymentsOptionsFromEnv } from './payments/setup';
import { createMetricsRegistry } from './plugins/metrics';
import { seedIfEmpty } from './seed/seed';

let env;
try {
  env = readEnv(process.env);
} catch (error) {
  if (error instanceof EnvError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

let database;
try {
  database = await openDatabase({ databaseUrl: env.databaseUrl, dataDir: env.dataDir });
} catch (error) {
  if (error instanceof DataDirLockedError) {
    console.error(`[tarelka api] ${error.message}`);
    process.exit(1);
  }
  throw error;
}

const applied = await migrate(database.db);
const seeded = await seedIfEmpty(database.db, env.tenantsDir);

// CLOCK_STARTS_AT (development only): the clock reads that instant now and runs on at real speed.
const bootedAt = Date.now();
const startsAt = env.clockStartsAt;
const clock = startsAt === undefined ? Date.now : () => startsAt + Date.now() - bootedAt;

const registry = env.metrics ? createMetricsRegistry() : undefined;
const server = await buildServer(
  {
    database,
    jwtSecret: withJwtKeys(
      loadJwtSecret({ secret: env.jwtSecret, dataDir: env.dataDir }),
      env.jwtKeys.map((key) => ({ id: key.id, secret: new TextEncoder().encode(key.secret) })),
    ),
    tenantsDir: env.tenantsDir,
    corsOrigins: env.corsOrigins,
    production: env.production,
    maxEventLoopDelayMs: env.maxEventLoopDelayMs,
    auth: authOptionsFromEnv(env.auth),
    payments: paymentsOptionsFromEnv(env.payments),
    metrics: registry,
    orderEvents: { redisUrl: env.auth.redisUrl },
    ...(env.kitchenSimulation ? { kitchen: {} } : {}),
    clock,
  },
  { logger: { level: env.logLevel }, ...(env.trustProxy === undefined ? {} : { trustProxy: env.trustProxy }) },
);
if (applied.length) server.log.info({ migrations: applied }, 'migrations applied');
if (seeded.length) server.log.info({ tenants: seeded }, 'seeded tenants on first start');

const prune = () =>
  Promise.all([pruneIdempotencyKeys(database.db, clock()), pruneAuthRows(database.db, clock())]).catch((err: unknown) =>
    server.log.warn({ err }, 'prune failed'),
  );
void prune();
const pruneTimer = setInterval(prune, 60 * 60 * 1000);
pruneTimer.unref();

await server.listen({ port: env.port, host: env.host });
const address = server.server.address();
const port = typeof address === 'object' && address ? address.port : env.port;
server.log.info(
  `Tarelka API listening on http://${env.host}:${port} (${database.kind === 'pglite' ? `PGlite in ${env.dataDir}` : 'PostgreSQL'})`,
);

// Metrics on a port of their own: scraped from inside the network, never proxied to the public.
const metricsServer =
  registry &&
  createServer((request, response) => {
    if (request.url !== '/metrics') return response.writeHead(404).end();
    registry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': registry.contentType }).end(text),
      () => response.writeHead(500).end(),
    );
  });
if (metricsServer && env.metrics) {
  await new Promise<void>((resolve) => metricsServer.listen(env.metrics!.port, env.metrics!.host, resolve));
  server.log.info(`metrics on http://${env.metrics.host}:${env.metrics.port}/metrics`);
}

// SIGTERM (an orchestrator, systemd) or SIGINT: stop accepting connections (new ones are refused,
// so nginx passes them to another process), let the requests in flight finish (idle keep-alive
// connections are closed at once), then close the metrics port and the database pool.
let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    if (closing) return;
    closing = true;
    server.log.info(`${signal}: finishing in-flight requests`);
    const force = setTimeout(() => {
      server.log.error('shutdown took over 10 s, exiting');
      process.exit(1);
    }, 10_000);
    force.unref();
    void server
      .close()
      .then(() => new Promise<void>((resolve) => (metricsServer ? metricsServer.close(() => resolve()) : resolve())))
      .then(() => database.close())
      .then(() => {
        server.log.info('closed');
        process.exit(0);
      });
  });
}
