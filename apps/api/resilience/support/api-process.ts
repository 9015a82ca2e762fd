// Runs the API as a real child process, exactly as `pnpm --filter @tarelka/api start` does, so a
// SIGKILL kills the server and nothing else: no shared memory, no in-process shortcuts.
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

/** apps/api: the working directory of the start command. */
export const API_DIR = fileURLToPath(new URL('../../', import.meta.url));

/** A preload: outbound fetch only to loopback, exit with the test process (see child-guard.mjs). */
const CHILD_GUARD = new URL('./child-guard.mjs', import.meta.url).href;

/** The HS256 secret every test process is started with; tokens are minted with it. */
export const TEST_JWT_SECRET = 'resilience-suite-secret-0123456789abcdef';

/** How a process is started. */
export interface ApiProcessOptions {
  /** PGlite data folder; also where the API would keep its dev key (never used: JWT_SECRET is set). */
  dataDir: string;
  /** PostgreSQL URL; PGlite in `dataDir` when absent. */
  databaseUrl?: string | undefined;
  /** Shown in failure messages. */
  label?: string;
  /** Extra environment. */
  env?: Record<string, string>;
  /** How long start-up may take (migrations and the first seed included). */
  startTimeoutMs?: number;
}

/** A running API process. */
export interface ApiProcess {
  /** `http://127.0.0.1:<port>` */
  readonly url: string;
  readonly pid: number;
  /** Resolves with the exit code (null when killed by a signal) once the process is gone. */
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** The last lines of its output, for failure messages. */
  tail(lines?: number): string;
  /** Outbound calls the loopback guard refused (hosts), so a test can report them. */
  readonly refusedEgress: string[];
  /** True while the process runs. */
  isRunning(): boolean;
  /** SIGKILL: no shutdown hooks, no flush. */
  kill(): Promise<void>;
  /** SIGTERM (graceful: in-flight requests finish), SIGKILL after `graceMs`. */
  stop(graceMs?: number): Promise<void>;
}

const running = new Set<ChildProcess>();
// A crashed test runner must not leave servers behind.
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

/**
 * Starts `src/server.ts` on a free port of 127.0.0.1 (PORT=0, the port is read from its
 * "listening" log line) and waits until `/ready` answers 200.
 *
 * @example
 * const api = await startApi({ dataDir });
 * await fetch(`${api.url}/health`);
 * await api.kill();
 */
export async function startApi(options: ApiProcessOptions): Promise<ApiProcess> {
  const label = options.label ?? 'api';
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...options.env,
    NODE_ENV: 'test',
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: options.dataDir,
    JWT_SECRET: TEST_JWT_SECRET,
    LOG_LEVEL: 'info',
    RESILIENCE_PARENT_PID: String(process.pid),
    RESILIENCE_MAX_LIFETIME_MS: String(10 * 60_000),
  };
  if (options.databaseUrl) env.DATABASE_URL = options.databaseUrl;
  else delete env.DATABASE_URL;

  const child = spawn(
    process.execPath,
    ['--conditions=@tarelka/source', '--import', 'tsx', '--import', CHILD_GUARD, 'src/server.ts'],
    { cwd: API_DIR, env, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  running.add(child);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.once('exit', (code, signal) => {
      running.delete(child);
      resolve({ code, signal });
    });
  });

  // Every line is read (a full pipe would stall the server); only the last ones are kept.
  const lines: string[] = [];
  const refusedEgress: string[] = [];
  let onListening: ((url: string) => void) | undefined;
  const listening = new Promise<string>((resolve) => (onListening = resolve));
  const consume = (stream: NodeJS.ReadableStream) =>
    createInterface({ input: stream, crlfDelay: Infinity }).on('line', (line) => {
      lines.push(line);
      if (lines.length > 400) lines.splice(0, lines.length - 200);
      const refused = /\[child-guard] refused (\S+)/.exec(line);
      if (refused) refusedEgress.push(refused[1]!);
      const match = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(line);
      if (match) onListening?.(match[1]!);
    });
  consume(child.stdout!);
  consume(child.stderr!);
  const tail = (count = 40) => lines.slice(-count).join('\n');

  // Generous: PGlite's cold start plus the first seed take seconds, many more on a busy machine.
  const timeoutMs = options.startTimeoutMs ?? 120_000;
  const fail = async (message: string): Promise<never> => {
    child.kill('SIGKILL');
    await exited;
    throw new Error(`${message}:\n${tail()}`);
  };
  let timer: NodeJS.Timeout | undefined;
  const url = await Promise.race([
    listening,
    exited.then(({ code, signal }) => {
      throw new Error(`${label} exited during start-up (code ${code}, signal ${signal}):\n${tail()}`);
    }),
    new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), timeoutMs);
    }),
  ]).finally(() => clearTimeout(timer));
  if (url === null) return fail(`${label} did not listen within ${timeoutMs} ms`);

  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const ready = await fetch(`${url}/ready`).then(
      (response) => response.status === 200,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline) return fail(`${label} never became ready`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }

  const signalAndWait = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
  };
  return {
    url,
    pid: child.pid!,
    exited,
    tail,
    refusedEgress,
    isRunning: () => child.exitCode === null && child.signalCode === null,
    kill: () => signalAndWait('SIGKILL'),
    stop: async (graceMs = 15_000) => {
      const force = setTimeout(() => child.kill('SIGKILL'), graceMs);
      await signalAndWait('SIGTERM');
      clearTimeout(force);
    },
  };
}
