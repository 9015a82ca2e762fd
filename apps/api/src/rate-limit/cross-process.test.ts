// Two real API processes (src/server.ts) on one PostgreSQL and one Redis enforce one set of SMS
// rules. Runs when PG_TEST_URL and REDIS_TEST_URL are set (the root runner sets them when the
// servers are up), in the PostgreSQL pass of the suite; skipped otherwise.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Redis } from 'ioredis';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgresDatabase } from '../db/database';
import { migrate } from '../db/migrate';
import { seedTenant } from '../seed/seed';
import { buildTenant } from '../testing/fixtures';

const PG_URL = process.env.PG_TEST_URL;
const REDIS_URL = process.env.REDIS_TEST_URL;
const enabled = Boolean(PG_URL && REDIS_URL) && process.env.TEST_DB !== 'pglite';
const API_DIR = fileURLToPath(new URL('../../', import.meta.url));

interface ApiProcess {
  child: ChildProcess;
  url: string;
  /** Every log line so far. */
  lines: string[];
}

function startApi(env: Record<string, string>): Promise<ApiProcess> {
  const child = spawn(process.execPath, ['--conditions=@tarelka/source', '--import', 'tsx', 'src/server.ts'], {
    cwd: API_DIR,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the API did not start:\n${lines.join('\n')}`)), 90_000);
    let buffer = '';
    const onData = (chunk: Buffer) => {
      buffer += chunk.toString('utf8');
      const parts = buffer.split('\n');
      buffer = parts.pop() ?? '';
      for (const line of parts) {
        lines.push(line);
        const match = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(line);
        if (match) {
          clearTimeout(timer);
          resolve({ child, url: match[1]!, lines });
        }
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the API exited with ${code}:\n${lines.join('\n')}`));
    });
  });
}

const stop = (api: ApiProcess | undefined) =>
  new Promise<void>((resolve) => {
    if (!api || api.child.exitCode !== null) return resolve();
    api.child.once('exit', () => resolve());
    api.child.kill('SIGTERM');
  });

describe.skipIf(!enabled)('two API processes on one PostgreSQL and one Redis', () => {
  const name = `tarelka_xproc_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const prefix = `tarelka-test-${randomBytes(4).toString('hex')}:`;
  const dataDir = mkdtempSync(join(tmpdir(), 'tarelka-xproc-'));
  let a: ApiProcess | undefined;
  let b: ApiProcess | undefined;

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: PG_URL });
    await admin.connect();
    await admin.query(`create database "${name}"`);
    await admin.end();
    const url = new URL(PG_URL!);
    url.pathname = `/${name}`;
    const database = await openPostgresDatabase(url.toString(), { max: 2 });
    await migrate(database.db);
    await seedTenant(database.db, buildTenant('alpha'));
    await database.close();
    const env = {
      DATABASE_URL: url.toString(),
      REDIS_URL: REDIS_URL!,
      RATE_LIMIT_PREFIX: prefix,
      SMS_CAP_IP_HOUR: '3',
      JWT_SECRET: randomBytes(32).toString('hex'),
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      TENANTS_DIR: dataDir,
      LOG_LEVEL: 'info',
      NODE_ENV: 'test',
    };
    [a, b] = await Promise.all([startApi(env), startApi(env)]);
    // Let both processes settle before the first request (they shed load while the event loop lags).
    await Promise.all([a, b].map((api) => call(`${api!.url}/ready`)));
  }, 120_000);

  afterAll(async () => {
    await Promise.all([stop(a), stop(b)]);
    const redis = new Redis(REDIS_URL!);
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
    await redis.quit();
    const admin = new pg.Client({ connectionString: PG_URL });
    await admin.connect();
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.end();
    rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  /** fetch, retried like a client would while a process sheds load (503 + Retry-After) on a busy machine. */
  const call = async (url: string, init: RequestInit = {}) => {
    for (let attempt = 0; ; attempt++) {
      const response = await fetch(url, init);
      if (response.status !== 503 || attempt === 20) return response;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  };

  const ask = (api: ApiProcess, phone: string) =>
    call(`${api.url}/api/v1/sign/in/phone/code`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ apiKey: 'k', captchaToken: 'c', mode: 'WEB', phone, whiteLabel: 'alpha' }),
    });

  it('refuses a second code for a phone within 90 s on the other process, and signs in there with the first', async () => {
    const first = await ask(a!, '+79995550501');
    expect(first.status).toBe(200);
    const second = await ask(b!, '+79995550501');
    expect(second.status).toBe(429);
    expect(Number(second.headers.get('retry-after'))).toBeGreaterThan(80);
    expect(((await second.json()) as { errors: Array<{ code: string }> }).errors[0]!.code).toBe('sms.resend-too-early');

    // The outbox of process A logged the code; process B checks it against the shared database.
    const line = a!.lines.find((l) => l.includes('SMS to +*******0501'));
    const code = /(\d{6}) — код/.exec(line ?? '')?.[1];
    expect(code).toMatch(/^\d{6}$/);
    const signed = await call(`${b!.url}/api/v1/sign/in/phone`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-white-label': 'alpha' },
      body: JSON.stringify({ apiKey: 'k', captchaToken: 'c', code, phone: '+79995550501' }),
    });
    expect(signed.status).toBe(200);
    const tokens = (await signed.json()) as { accessToken: string; refreshToken: string };
    const me = await call(`${a!.url}/api/v1/me`, { headers: { authorization: `Bearer ${tokens.accessToken}` } });
    expect(me.status).toBe(200);
  });

  it('counts the per-IP send cap in Redis across both processes', async () => {
    // SMS_CAP_IP_HOUR=3: one code was sent above; each process alone would allow three more.
    expect((await ask(a!, '+79995550502')).status).toBe(200);
    expect((await ask(b!, '+79995550503')).status).toBe(200);
    const capped = await ask(a!, '+79995550504');
    expect(capped.status).toBe(429);
    expect(((await capped.json()) as { errors: Array<{ code: string }> }).errors[0]!.code).toBe('rate-limit.exceeded');
    expect(Number(capped.headers.get('retry-after'))).toBeGreaterThan(3000);
  });
});
