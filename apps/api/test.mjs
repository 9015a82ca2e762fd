// `pnpm test`: the API suite on PGlite and, when PG_TEST_URL is set, on PostgreSQL, side by side.
// The two runs share nothing (PGlite is in the process; each PostgreSQL test makes its own
// database; Redis tests use a channel or prefix of their own), and the suite waits on databases
// and sockets more than it computes, so together they take little longer than the PGlite run
// alone. The PGlite run's output streams; the PostgreSQL run's is printed whole when it ends.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';

rmSync(new URL('.reports/vitest.json', import.meta.url), { force: true });
const args = process.argv.slice(2);

/** Runs the suite on `database`; resolves to its exit status. */
function run(database, live) {
  return new Promise((resolve) => {
    const child = spawn('vitest', ['run', ...args], {
      stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, TEST_DB: database },
    });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('error', (error) => output.push(Buffer.from(`${error.message}\n`)));
    child.on('close', (status) => {
      if (!live) process.stdout.write(`\n[api] ── the suite on ${database} ──\n${Buffer.concat(output)}`);
      resolve(status ?? 1);
    });
  });
}

const runs = [run('pglite', true)];
if (process.env.PG_TEST_URL) runs.push(run('postgres', false));
else console.log('[api] PG_TEST_URL is not set: the PostgreSQL run is skipped');
const statuses = await Promise.all(runs);
process.exit(statuses.some((status) => status !== 0) ? 1 : 0);
