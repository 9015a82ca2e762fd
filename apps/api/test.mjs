// `pnpm test`: the API suite on PGlite, then on PostgreSQL when PG_TEST_URL is set.
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';

rmSync(new URL('.reports/vitest.json', import.meta.url), { force: true });
const args = process.argv.slice(2);
const run = (database) =>
  spawnSync('vitest', ['run', ...args], { stdio: 'inherit', env: { ...process.env, TEST_DB: database } }).status ?? 1;

let failed = run('pglite') !== 0;
if (process.env.PG_TEST_URL) failed = run('postgres') !== 0 || failed;
else console.log('[api] PG_TEST_URL is not set: the PostgreSQL run is skipped');
process.exit(failed ? 1 : 0);
