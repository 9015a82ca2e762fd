import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { EnvError, readEnv } from './env';

const API_DIR = fileURLToPath(new URL('../../', import.meta.url));
const REFUSED = /PAYMENTS_TEST_GATEWAY: the test gateway .* is refused when NODE_ENV=production/;

/** What a production start needs besides the payment settings under test. */
const PRODUCTION = {
  NODE_ENV: 'production',
  JWT_SECRET: 'j'.repeat(32),
  PAYMENT_WEBHOOK_SECRET: 'w'.repeat(32),
  SMS_PROVIDER: 'smsru',
  SMSRU_API_ID: 'sms-ru-api-id',
  RECAPTCHA_SECRET: 'recaptcha-secret',
};

const problemsOf = (source: NodeJS.ProcessEnv) => {
  try {
    readEnv(source);
    return [];
  } catch (error) {
    if (error instanceof EnvError) return error.problems;
    throw error;
  }
};

describe('readEnv: the simulated kitchen (issue 26)', () => {
  it('is off by default, on with KITCHEN_SIMULATION=on, and refused in production', () => {
    expect(readEnv({}).kitchenSimulation).toBe(false);
    expect(readEnv({ KITCHEN_SIMULATION: 'on' }).kitchenSimulation).toBe(true);
    expect(problemsOf({ KITCHEN_SIMULATION: 'yes' })).toEqual(["KITCHEN_SIMULATION: 'yes' is not on or off"]);
    expect(problemsOf({ ...PRODUCTION, KITCHEN_SIMULATION: 'on' })).toEqual([
      'KITCHEN_SIMULATION: on is for development only, not NODE_ENV=production',
    ]);
  });
});

describe('readEnv: CLOCK_STARTS_AT', () => {
  it('is the wall clock by default, an instant with its offset when set, and refused in production', () => {
    expect(readEnv({}).clockStartsAt).toBeUndefined();
    expect(readEnv({ CLOCK_STARTS_AT: '2026-11-26T13:00:00+03:00' }).clockStartsAt).toBe(
      Date.UTC(2026, 10, 26, 10, 0, 0),
    );
    expect(readEnv({ CLOCK_STARTS_AT: '2026-11-26T10:00Z' }).clockStartsAt).toBe(Date.UTC(2026, 10, 26, 10, 0, 0));
    for (const bad of ['2026-11-26T13:00:00', 'tomorrow', '2026-13-40T99:00:00Z']) {
      expect(problemsOf({ CLOCK_STARTS_AT: bad })).toEqual([
        `CLOCK_STARTS_AT: '${bad}' is not an ISO 8601 date-time with its offset (2026-11-26T13:00:00+03:00)`,
      ]);
    }
    expect(problemsOf({ ...PRODUCTION, CLOCK_STARTS_AT: '2026-11-26T13:00:00+03:00' })).toEqual([
      'CLOCK_STARTS_AT: is for development only, not NODE_ENV=production',
    ]);
  });
});

describe('readEnv: the test gateway', () => {
  it('is refused in production when switched on, and off there by default', () => {
    expect(problemsOf({ ...PRODUCTION, PAYMENTS_TEST_GATEWAY: 'on' })).toEqual([expect.stringMatching(REFUSED)]);
    expect(problemsOf({ ...PRODUCTION, PAYMENTS_TEST_GATEWAY: 'off' })).toEqual([]);
    expect(problemsOf(PRODUCTION)).toEqual([]);
    expect(readEnv(PRODUCTION).payments.testGateway).toBe(false);
  });

  it('stays available outside production', () => {
    expect(readEnv({ PAYMENTS_TEST_GATEWAY: 'on' }).payments.testGateway).toBe(true);
    expect(readEnv({}).payments.testGateway).toBe(true);
  });

  it('stops a production server at start with the message and exit code 1', async () => {
    const child = spawn(process.execPath, ['--conditions=@tarelka/source', '--import', 'tsx', 'src/server.ts'], {
      cwd: API_DIR,
      env: { ...process.env, ...PRODUCTION, PAYMENTS_TEST_GATEWAY: 'on', PORT: '0', DATABASE_URL: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).toBe(1);
    expect(output).toMatch(REFUSED);
    expect(output).not.toMatch(/listening on/);
  }, 60_000);
});

describe('readEnv: metrics and proxies', () => {
  it('serves metrics on METRICS_PORT (loopback unless METRICS_HOST), and not on the API port', () => {
    expect(readEnv({}).metrics).toBeUndefined();
    expect(readEnv({ METRICS_PORT: '9464' }).metrics).toEqual({ port: 9464, host: '127.0.0.1' });
    expect(readEnv({ METRICS_PORT: '9464', METRICS_HOST: '0.0.0.0' }).metrics).toEqual({ port: 9464, host: '0.0.0.0' });
    expect(problemsOf({ PORT: '9464', METRICS_PORT: '9464' })).toEqual([expect.stringMatching(/^METRICS_PORT:/)]);
    expect(problemsOf({ METRICS_PORT: 'x' })).toEqual([expect.stringMatching(/^METRICS_PORT:/)]);
  });

  it('trusts the proxies TRUST_PROXY names', () => {
    expect(readEnv({}).trustProxy).toBeUndefined();
    expect(readEnv({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(readEnv({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,loopback' }).trustProxy).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      'loopback',
    ]);
    expect(problemsOf({ TRUST_PROXY: 'nginx.local' })).toEqual([expect.stringMatching(/^TRUST_PROXY:/)]);
  });
});

describe('readEnv: token keys (JWT_KEYS)', () => {
  it('reads <kid>:<secret> pairs, the current first, and names bad entries without echoing a secret', () => {
    const a = 'a'.repeat(32);
    const b = 'b'.repeat(40);
    expect(readEnv({}).jwtKeys).toEqual([]);
    expect(readEnv({ JWT_KEYS: `2026-12:${a}, default:${b}` }).jwtKeys).toEqual([
      { id: '2026-12', secret: a },
      { id: 'default', secret: b },
    ]);
    const problems = problemsOf({ JWT_KEYS: `${a},k1:short,k2:${a},k2:${b}` });
    expect(problems).toEqual([
      'JWT_KEYS: entry 1 is not <kid>:<secret> (a kid of A-Z a-z 0-9 . _ -, at most 32)',
      "JWT_KEYS: the secret of 'k1' must be at least 32 characters",
      "JWT_KEYS: key id 'k2' is given twice",
    ]);
    expect(problems.join('\n')).not.toContain(a);
  });
});
