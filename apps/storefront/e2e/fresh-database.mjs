/**
 * Makes an empty PostgreSQL database for one e2e API (playwright.config.ts runs it before that
 * API starts, when E2E_PG_URL names a server): drops the database of that name if an earlier run
 * left it, creates it again, and prints nothing on success. The API then migrates and seeds it on
 * start, as it does an empty PGlite folder.
 *
 * Why PostgreSQL: each e2e API on PGlite holds 0.5-0.8 GB of WebAssembly heap, three at once, on a
 * machine that gives new memory fast only up to ~3 GiB (docs/performance.md, "What 'slow memory'
 * is"); a PostgreSQL server that is already running holds its memory already. The API suite runs on
 * both databases, so the journeys lose no coverage.
 *
 * Run:
 *   node e2e/fresh-database.mjs postgres://postgres@127.0.0.1:5432 tarelka_e2e_8797
 */
import { createRequire } from 'node:module';

const [serverUrl, name] = process.argv.slice(2);
if (!serverUrl || !name || !/^[a-z0-9_]+$/.test(name)) {
  console.error('usage: node e2e/fresh-database.mjs <postgres://server> <database name of [a-z0-9_]>');
  process.exit(2);
}
// `pg` is the API's dependency, not the storefront's: load the API's copy.
const pg = createRequire(new URL('../../api/package.json', import.meta.url))('pg');
const admin = new pg.Client({ connectionString: new URL('/postgres', serverUrl).toString() });
try {
  await admin.connect();
  await admin.query(`drop database if exists "${name}" with (force)`);
  await admin.query(`create database "${name}"`);
} catch (error) {
  console.error(`e2e database ${name} on ${serverUrl}: ${error instanceof Error ? error.message : error}`);
  process.exitCode = 1;
} finally {
  await admin.end().catch(() => {});
}
