import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { buildServer, type AppOptions } from '../app';
import { signAccessToken } from '../auth/jwt';
import { seedTenant, type TenantSeed } from '../seed/seed';
import { createTestDatabase, type TestDatabase } from './database';
import { buildTenant, NOON } from './fixtures';

/** The secret the test apps sign tokens with. */
export const TEST_JWT_SECRET = new TextEncoder().encode('test-secret-test-secret-test-secret!');

/** A running in-process API on a fresh database, with a settable clock and a token mint. */
export interface TestApp {
  server: FastifyInstance;
  database: TestDatabase;
  /** The clock the app reads (epoch ms); tests move it. */
  clock: { now: number };
  /** A bearer access token for a person of a white label, issued at the app's clock. */
  tokenFor(personId: string, whiteLabel?: string, options?: { expiresInSeconds?: number }): Promise<string>;
  close(): Promise<void>;
}

/**
 * Starts the API on a fresh database seeded with `tenants` (default: one 'alpha' tenant of the
 * fixture catalog), clock at Wednesday noon in Moscow. With `logLines` the app logs at `info`
 * (through the server's own log rules) into that array, one JSON line per entry; otherwise it is
 * silent.
 */
export async function createTestApp(
  options: {
    tenants?: TenantSeed[];
    now?: number;
    logLines?: string[];
    /** The server secret (with its token keys, `withJwtKeys`); default {@link TEST_JWT_SECRET}. */
    jwtSecret?: Uint8Array;
    /** Another app's database, already seeded: a second API process on it (closing leaves it). */
    database?: TestDatabase;
  } & Partial<Omit<AppOptions, 'database' | 'jwtSecret' | 'clock'>> = {},
): Promise<TestApp> {
  const { tenants = [buildTenant()], now = NOON, logLines, jwtSecret = TEST_JWT_SECRET, ...rest } = options;
  const shared = options.database;
  delete (rest as { database?: unknown }).database;
  const stream =
    logLines &&
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        logLines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
        done();
      },
    });
  const database = shared ?? (await createTestDatabase());
  if (!shared) for (const tenant of tenants) await seedTenant(database.db, tenant);
  const clock = { now };
  const server = await buildServer(
    {
      database,
      jwtSecret,
      tenantsDir: '/nonexistent',
      clock: () => clock.now,
      catalogRecheckMs: 0,
      // A test process is busy and PGlite boots synchronously: shed by in-flight count only.
      maxEventLoopDelayMs: 0,
      ...rest,
    },
    { logger: stream ? { level: 'info', stream } : false },
  );
  return {
    server,
    database,
    clock,
    tokenFor: (personId, whiteLabel = tenants[0]?.id ?? 'alpha', tokenOptions = {}) =>
      signAccessToken(jwtSecret, { personId, whiteLabel }, { now: clock.now, ...tokenOptions }),
    close: async () => {
      const closing = server.close();
      // The test is over and owes no one an answer: a socket still open (a stream's client gone
      // without its FIN, a spare connection) would hold close() until the 60 s connection timeout.
      server.server.closeAllConnections();
      await closing;
      if (!shared) await database.dispose();
    },
  };
}
