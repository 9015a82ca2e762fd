// What the API's log may hold. Personal data (a customer's phone, e-mail, name, address) and
// credentials must never reach it: logs are kept longer and read by more people than the database.
// Three layers: pino's redaction of personal keys in logged objects, request lines without the
// values of personal query parameters, and errors of the database without their parameters.
import type { FastifyRequest, FastifyServerOptions } from 'fastify';

/**
 * Keys whose values are personal or secret wherever they appear in a logged object. Only leaves:
 * a container key (`person`, `deliveryPlace`) would overlap the paths of its own fields, and pino
 * leaves an object redacted through overlapping paths redacted after the line is written.
 */
export const PERSONAL_KEYS = [
  'phone',
  'email',
  'name',
  'address',
  'apartment',
  'comment',
  'lat',
  'lng',
  'token',
  'accessToken',
  'refreshToken',
  'idToken',
  'authorization',
  'cookie',
  'password',
  'secret',
] as const;

/** Query parameters whose values are personal (a phone, a typed address, a point) or secret. */
const PERSONAL_QUERY = new Set<string>([...PERSONAL_KEYS, 'input', 'code', 'state', 'sig', 'sessionToken']);

export const REDACTED = '[redacted]';

// pino's paths match one level per segment: the key itself, and the key in objects nested up to
// two levels (`{ sms: { phone } }`, `{ order: { person: { email } } }`). Pino puts the values back
// once the line is written: the logged objects are left as they were.
const redactPaths = PERSONAL_KEYS.flatMap((key) => [key, `*.${key}`, `*.*.${key}`]);

/** The URL of a request with the values of personal query parameters replaced. */
export function safeUrl(url: string): string {
  const at = url.indexOf('?');
  if (at === -1) return url;
  const query = url
    .slice(at + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const key = eq === -1 ? pair : pair.slice(0, eq);
      let name = key;
      try {
        name = decodeURIComponent(key);
      } catch {
        // A key that does not decode is kept as it came: it is checked as written.
      }
      return eq !== -1 && PERSONAL_QUERY.has(name) ? `${key}=${REDACTED}` : pair;
    });
  return `${url.slice(0, at)}?${query.join('&')}`;
}

/** An error PostgreSQL sent: pg and PGlite give it a severity and a SQLSTATE code. */
const isDatabaseError = (error: Error): error is Error & Record<string, unknown> =>
  typeof (error as { severity?: unknown }).severity === 'string' &&
  typeof (error as { code?: unknown }).code === 'string';

/** Drizzle's wrapper of a failed query: its message and `params` carry every parameter value. */
const isFailedQuery = (error: Error): error is Error & { query: string; params: unknown[] } =>
  typeof (error as { query?: unknown }).query === 'string' && Array.isArray((error as { params?: unknown }).params);

/** Fields of a database error that name things (a table, a constraint), never values. */
const DATABASE_FIELDS = ['code', 'severity', 'schema', 'table', 'column', 'dataType', 'constraint', 'routine'];

/** An error as pino writes it (the shape of pino's own `err` serializer). */
export interface LoggedError {
  type: string;
  message: string;
  stack: string;
  [field: string]: unknown;
}

/** The stack's frames without its first line, which repeats the message. */
const frames = (stack: string | undefined) => (stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));

/**
 * An error as a log object. A failed query keeps its SQL text (placeholders only) and PostgreSQL's
 * code, table, column and constraint; its parameters, PostgreSQL's DETAIL ("Failing row contains
 * (…)"), WHERE and the quoted values of its message are left out. Other errors keep their message,
 * stack and own fields. Causes are serialised the same way.
 */
export function serializeError(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error))
    return { type: typeof error, message: 'A value that is not an Error was thrown', stack: '' };
  const type = error.constructor?.name ?? error.name;
  let out: LoggedError;
  if (isDatabaseError(error)) {
    // PGlite's errors also carry the query and its params: the wrapping Drizzle error logs the query.
    const message = error.message.replace(/"[^"]*"/g, `"${REDACTED}"`);
    out = { type, message, stack: [`${type}: ${message}`, ...frames(error.stack)].join('\n') };
    for (const field of DATABASE_FIELDS) if (error[field] !== undefined) out[field] = error[field];
  } else if (isFailedQuery(error)) {
    const message = `Failed query: ${error.query.trim()}`;
    out = { type, message, stack: [`${type}: ${message}`, ...frames(error.stack)].join('\n') };
  } else {
    out = { type, message: error.message, stack: error.stack ?? '' };
    for (const [key, value] of Object.entries(error)) {
      if (key !== 'cause' && !(key in out)) out[key] = value;
    }
  }
  if (error.cause !== undefined && depth < 5) out.cause = serializeError(error.cause, depth + 1);
  return out;
}

type LoggerOption = FastifyServerOptions['logger'];

/**
 * Fastify's `logger` option with the API's log rules added: personal keys redacted in every
 * line, request URLs without personal query values, errors through {@link serializeError}.
 * `false` stays off.
 *
 * @example
 * Fastify({ logger: withLogRules({ level: 'info' }) });
 */
export function withLogRules(logger: LoggerOption): LoggerOption {
  if (!logger) return logger;
  const options = logger === true ? {} : logger;
  return {
    ...options,
    redact: { paths: redactPaths, censor: REDACTED },
    serializers: {
      ...options.serializers,
      err: serializeError,
      // Fastify's own request line, with the URL through safeUrl.
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: safeUrl(request.url),
        version: [request.headers['accept-version']].flat()[0],
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
    },
  };
}
