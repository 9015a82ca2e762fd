import { existsSync } from 'node:fs';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readAuthEnv, type AuthEnv } from '../auth/env';
import { readPaymentsEnv, type PaymentsEnv } from '../payments/env';

/**
 * The repository root: `DATA_DIR` and the tenants folder resolve against it, not the cwd. Found
 * upwards from this module (the source in `src/config/`, or the bundle in `dist/`), by the
 * workspace file; a bundle copied out of the repository resolves against the cwd.
 */
export const REPO_ROOT = findRepoRoot(dirname(fileURLToPath(import.meta.url)));

function findRepoRoot(from: string): string {
  for (let dir = from; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'pnpm-workspace.yaml'))) return dir;
    if (dirname(dir) === dir) return process.cwd();
  }
}

/** Settings of the server process, read from the environment at boot. */
export interface Env {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  tenantsDir: string;
  logLevel: string;
  production: boolean;
  /**
   * The server secret: root of the derived keys (codes, sealing, refresh ids) and, without
   * JWT_KEYS, the HS256 key of tokens; unset means a dev key kept in DATA_DIR.
   */
  jwtSecret: string | undefined;
  /** JWT_KEYS: the token signing keys by `kid`, the current first, the previous ones still accepted. */
  jwtKeys: Array<{ id: string; secret: string }>;
  /** Extra CORS origins, comma separated in CORS_ORIGINS. */
  corsOrigins: string[];
  /** Mean event-loop delay (ms) past which requests get 503; 0 turns the check off. */
  maxEventLoopDelayMs: number;
  /** METRICS_PORT: Prometheus metrics at `/metrics` on this port (METRICS_HOST, default 127.0.0.1); unset: none. */
  metrics: { port: number; host: string } | undefined;
  /**
   * TRUST_PROXY: the proxies in front (nginx) whose `X-Forwarded-For` names the client, so per-IP
   * caps count clients, not the proxy: `true` (any), or addresses/CIDRs comma separated.
   */
  trustProxy: true | string[] | undefined;
  /** Sign-in: SMS provider, captcha, identity providers, Redis and caps (see `readAuthEnv`). */
  auth: AuthEnv;
  /** Online payment: webhook secret, test gateway, YooKassa credentials (see `readPaymentsEnv`). */
  payments: PaymentsEnv;
  /** KITCHEN_SIMULATION=on: the simulated kitchen moves orders on (development only). */
  kitchenSimulation: boolean;
  /**
   * CLOCK_STARTS_AT: the instant (ISO 8601 with its offset) the server's clock reads at boot; it
   * runs at real speed from there. For demos and tests at a chosen time of day (development only).
   */
  clockStartsAt: number | undefined;
}

/** A bad environment: lists every bad key at once. */
export class EnvError extends Error {
  override readonly name = 'EnvError';
  constructor(readonly problems: string[]) {
    super(`Bad environment:\n  ${problems.join('\n  ')}`);
  }
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

/**
 * JWT_KEYS: `<kid>:<secret>` pairs, comma separated, the current signing key first; each secret at
 * least 32 characters, each id of letters, digits, `.`, `_`, `-` (at most 32) and used once.
 */
function readJwtKeys(value: string | undefined, problems: string[]): Env['jwtKeys'] {
  const keys: Env['jwtKeys'] = [];
  for (const entry of (value ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const at = entry.indexOf(':');
    const id = at > 0 ? entry.slice(0, at) : '';
    const secret = at > 0 ? entry.slice(at + 1) : '';
    // Never echo the entry: it may be a secret without its id.
    if (!/^[A-Za-z0-9._-]{1,32}$/.test(id)) {
      problems.push(
        `JWT_KEYS: entry ${keys.length + 1} is not <kid>:<secret> (a kid of A-Z a-z 0-9 . _ -, at most 32)`,
      );
    } else if (secret.length < 32) problems.push(`JWT_KEYS: the secret of '${id}' must be at least 32 characters`);
    else if (keys.some((key) => key.id === id)) problems.push(`JWT_KEYS: key id '${id}' is given twice`);
    else keys.push({ id, secret });
  }
  return keys;
}

/**
 * Reads and validates the environment (PORT, HOST, DATABASE_URL, DATA_DIR, LOG_LEVEL, NODE_ENV,
 * JWT_SECRET, JWT_KEYS, CORS_ORIGINS, TENANTS_DIR, METRICS_PORT, METRICS_HOST, TRUST_PROXY).
 *
 * @example
 * const env = readEnv(process.env); // throws EnvError listing every bad key
 */
export function readEnv(source: NodeJS.ProcessEnv): Env {
  const problems: string[] = [];
  const port = Number(source.PORT ?? 8787);
  if (!Number.isInteger(port) || port < 0 || port > 65535) problems.push(`PORT: '${source.PORT}' is not a port number`);
  const databaseUrl = source.DATABASE_URL?.trim() || undefined;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    problems.push('DATABASE_URL: must start with postgres:// or postgresql://');
  }
  const logLevel = source.LOG_LEVEL ?? 'info';
  if (!LOG_LEVELS.includes(logLevel)) problems.push(`LOG_LEVEL: '${logLevel}' is not one of ${LOG_LEVELS.join(', ')}`);
  const production = source.NODE_ENV === 'production';
  const jwtSecret = source.JWT_SECRET || undefined;
  if (jwtSecret && jwtSecret.length < 32) problems.push('JWT_SECRET: must be at least 32 characters');
  if (production && !jwtSecret) problems.push('JWT_SECRET: required when NODE_ENV=production');
  const jwtKeys = readJwtKeys(source.JWT_KEYS, problems);
  const corsOrigins = (source.CORS_ORIGINS ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  for (const origin of corsOrigins) {
    if (!/^https?:\/\/[^/]+$/.test(origin))
      problems.push(`CORS_ORIGINS: '${origin}' is not an origin (scheme://host[:port])`);
  }
  const maxEventLoopDelayMs = Number(source.MAX_EVENT_LOOP_DELAY_MS ?? 1000);
  if (!Number.isFinite(maxEventLoopDelayMs) || maxEventLoopDelayMs < 0) {
    problems.push(`MAX_EVENT_LOOP_DELAY_MS: '${source.MAX_EVENT_LOOP_DELAY_MS}' is not a number of milliseconds ≥ 0`);
  }
  let metrics: Env['metrics'];
  if (source.METRICS_PORT) {
    const metricsPort = Number(source.METRICS_PORT);
    if (!Number.isInteger(metricsPort) || metricsPort < 1 || metricsPort > 65535 || metricsPort === port) {
      problems.push(`METRICS_PORT: '${source.METRICS_PORT}' is not a port number other than PORT`);
    } else metrics = { port: metricsPort, host: source.METRICS_HOST ?? '127.0.0.1' };
  }
  const trustProxy = readTrustProxy(source.TRUST_PROXY?.trim(), problems);
  const auth = readAuthEnv(source, { production, problems });
  const payments = readPaymentsEnv(source, { production, problems });
  const kitchen = source.KITCHEN_SIMULATION?.trim() || 'off';
  if (!['on', 'off'].includes(kitchen)) problems.push(`KITCHEN_SIMULATION: '${kitchen}' is not on or off`);
  else if (kitchen === 'on' && production)
    problems.push('KITCHEN_SIMULATION: on is for development only, not NODE_ENV=production');
  const clockStartsAt = readClockStart(source.CLOCK_STARTS_AT?.trim(), production, problems);
  if (problems.length) throw new EnvError(problems);
  const fromRoot = (path: string) => (isAbsolute(path) ? path : resolve(REPO_ROOT, path));
  return {
    port,
    host: source.HOST ?? '127.0.0.1',
    databaseUrl,
    dataDir: fromRoot(source.DATA_DIR ?? '.data'),
    tenantsDir: fromRoot(source.TENANTS_DIR ?? 'tenants'),
    logLevel,
    production,
    jwtSecret,
    jwtKeys,
    corsOrigins,
    maxEventLoopDelayMs,
    metrics,
    trustProxy,
    auth,
    payments,
    kitchenSimulation: kitchen === 'on',
    clockStartsAt,
  };
}

/** CLOCK_STARTS_AT as epoch ms: an ISO 8601 date-time with Z or ±hh:mm, never in production. */
function readClockStart(value: string | undefined, production: boolean, problems: string[]): number | undefined {
  if (!value) return undefined;
  const at = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(value)
    ? Date.parse(value)
    : NaN;
  if (Number.isNaN(at)) {
    problems.push(
      `CLOCK_STARTS_AT: '${value}' is not an ISO 8601 date-time with its offset (2026-11-26T13:00:00+03:00)`,
    );
  } else if (production) problems.push('CLOCK_STARTS_AT: is for development only, not NODE_ENV=production');
  return at;
}

/** TRUST_PROXY as Fastify's `trustProxy` takes it. */
function readTrustProxy(value: string | undefined, problems: string[]): Env['trustProxy'] {
  if (!value || value === 'false') return undefined;
  if (value === 'true') return true;
  const list = value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  for (const item of list) {
    if (!/^(?:[\d.]+|[\da-f:]+)(?:\/\d+)?$/i.test(item) && !['loopback', 'linklocal', 'uniquelocal'].includes(item)) {
      problems.push(`TRUST_PROXY: '${item}' is not an address, a CIDR, loopback, linklocal or uniquelocal`);
    }
  }
  return list;
}
