// Starts the reference API (apps/api) as a child process on a free port with PGlite in a temp
// folder. The store never imports the app: the process boundary keeps the dependency graph intact.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const SERVER = join(REPO_ROOT, 'apps/api/src/server.ts');

/** A running reference API. */
export interface ReferenceApi {
  baseUrl: string;
  /** Everything the server logged so far (for a failing test's message). */
  log(): string;
  stop(): Promise<void>;
}

/** Options of {@link startReferenceApi}. */
export interface ReferenceApiOptions {
  /**
   * The server clock's reading at boot (ISO 8601 with offset; the API's CLOCK_STARTS_AT), so that
   * what depends on opening hours does not depend on when the suite runs. Unset: the wall clock.
   */
  clockStartsAt?: string;
}

/** Today's (UTC date) 13:00 Moscow time: every demo resto is open then, on every day of the week but Sokolniki's Monday. */
export function middayInMoscow(now = Date.now()): string {
  return `${new Date(now).toISOString().slice(0, 10)}T13:00:00+03:00`;
}

/**
 * Starts the API and resolves once `/health` answers.
 *
 * @example
 * const api = await startReferenceApi({ clockStartsAt: middayInMoscow() });
 * afterAll(() => api.stop());
 */
export async function startReferenceApi(options: ReferenceApiOptions = {}): Promise<ReferenceApi> {
  const dataDir = await mkdtemp(join(tmpdir(), 'tarelka-store-api-'));
  const child: ChildProcess = spawn(process.execPath, ['--conditions=@tarelka/source', '--import', 'tsx', SERVER], {
    cwd: join(REPO_ROOT, 'apps/api'),
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      NODE_ENV: 'test',
      DATABASE_URL: '',
      // Tests share a busy 2-core machine with other suites: shed load by in-flight count only.
      MAX_EVENT_LOOP_DELAY_MS: '0',
      CLOCK_STARTS_AT: options.clockStartsAt ?? '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const baseUrl = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`The reference API did not start in 150 s:\n${output}`)), 150_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on (http:\/\/127\.0\.0\.1:\d+)/i.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The reference API exited with ${code}:\n${output}`));
    });
  });
  for (let attempt = 0; ; attempt++) {
    const ok = await fetch(`${baseUrl}/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) break;
    if (attempt > 100) throw new Error(`The reference API at ${baseUrl} never became healthy`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    baseUrl,
    log: () => output,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
