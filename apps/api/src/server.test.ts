// The server process: graceful shutdown on SIGTERM (stop accepting, finish what is in flight,
// close the metrics port and the database) and the metrics port, on a real process and socket.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { connect, createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const apiDir = fileURLToPath(new URL('..', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'tarelka-server-'));
let child: ChildProcess;
let output = '';
let port = 0;
let metricsPort = 0;

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port: free } = server.address() as AddressInfo;
      server.close(() => resolve(free));
    });
  });

const waitFor = async (what: () => boolean, ms: number, label: string) => {
  const deadline = Date.now() + ms;
  while (!what()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${label}; output:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

beforeAll(async () => {
  metricsPort = await freePort();
  child = spawn(process.execPath, ['--conditions=@tarelka/source', '--import', 'tsx', 'src/server.ts'], {
    cwd: apiDir,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: '0',
      HOST: '127.0.0.1',
      METRICS_PORT: String(metricsPort),
      DATA_DIR: dir,
      // No tenant folders: nothing to seed, the process is up sooner.
      TENANTS_DIR: join(dir, 'no-tenants'),
      DATABASE_URL: '',
      LOG_LEVEL: 'info',
      // What is tested is the drain on SIGTERM, not the overload guard: on a busy CI machine the
      // guard answered the request in flight with 503 server.overloaded (a load flake).
      MAX_EVENT_LOOP_DELAY_MS: '0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await waitFor(() => /listening on http:\/\/127\.0\.0\.1:(\d+) /.test(output), 80_000, 'the server to listen');
  port = Number(/listening on http:\/\/127\.0\.0\.1:(\d+) /.exec(output)![1]);
  await waitFor(() => output.includes('/metrics'), 5_000, 'the metrics port');
}, 90_000);

afterAll(() => {
  if (child.exitCode === null) child.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

const refused = (to: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(to, '127.0.0.1');
    socket.on('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.on('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
  });

describe('the server process', () => {
  it('serves Prometheus metrics on METRICS_PORT', async () => {
    await fetch(`http://127.0.0.1:${port}/health`);
    const response = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(await response.text()).toContain('tarelka_http_requests_total{method="GET",route="/health",status="200"} 1');
    expect((await fetch(`http://127.0.0.1:${metricsPort}/`)).status).toBe(404);
  });

  it('on SIGTERM refuses new connections, answers the request in flight, then closes and exits 0', async () => {
    // A request whose body is half sent when the signal comes.
    const body = JSON.stringify({ restoId: 1, deliveryType: 'TAKE_AWAY', positions: [] });
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    socket.write(
      `POST /1/persons/orders/preflight HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
        `X-White-Label: demo\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, 10)}`,
    );
    await new Promise((resolve) => setTimeout(resolve, 200));

    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    child.kill('SIGTERM');
    await waitFor(() => output.includes('SIGTERM: finishing in-flight requests'), 5_000, 'the shutdown to begin');
    expect(await refused(port)).toBe(true);
    expect(await refused(metricsPort)).toBe(false); // still open until the requests have drained
    expect(child.exitCode).toBeNull();

    socket.write(body.slice(10));
    await waitFor(() => answer.includes('\r\n\r\n') && answer.trimEnd().endsWith('}'), 5_000, 'the answer');
    // An answer of the API (here: the tenant does not exist), not a reset connection.
    expect(answer).toMatch(/^HTTP\/1\.1 (200|4\d\d) /);
    expect(answer).toContain('"errors"');
    socket.destroy();

    expect(await exited).toBe(0);
    expect(output).toContain('"msg":"closed"');
    expect(await refused(metricsPort)).toBe(true);
    // The database was closed: PGlite's folder lock is released.
    expect(existsSync(join(dir, 'pglite.lock'))).toBe(false);
  }, 30_000);
});
