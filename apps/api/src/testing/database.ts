import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openPgliteDatabase, openPostgresDatabase, type Database } from '../db/database';
import { migrate, migrationTags } from '../db/migrate';

/** Which database this test run uses: vitest runs the suite once per kind (see package.json). */
export const TEST_DB: 'pglite' | 'postgres' = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';

const migrationsDir = new URL('../db/migrations/', import.meta.url);

/** Which migrations a test database has: all of them, or all but the newest (the previous release). */
export type TestSchema = 'current' | 'previous';

/**
 * A dump of a freshly migrated PGlite, made once per set of migrations and kept in the system's
 * temp folder: loading it takes ~3 s where a fresh PGlite (initdb) takes 10–20 s on a busy machine.
 * One initdb writes both schemas: the previous release's, then the current one.
 */
async function pgliteTemplate(schema: TestSchema): Promise<Blob> {
  const hash = createHash('sha256');
  for (const name of readdirSync(migrationsDir).sort()) {
    if (name.endsWith('.sql')) hash.update(name).update(readFileSync(new URL(name, migrationsDir)));
  }
  hash.update(readFileSync(new URL('meta/_journal.json', migrationsDir)));
  const key = hash.digest('hex').slice(0, 16);
  const fileOf = (stage: TestSchema) =>
    join(tmpdir(), `tarelka-pglite-${key}${stage === 'previous' ? '-previous' : ''}.tar`);
  if (existsSync(fileOf(schema))) return new Blob([readFileSync(fileOf(schema))]);
  const database = await openPgliteDatabase('memory://');
  const dumps = new Map<TestSchema, Blob>();
  try {
    const client = (database.db as unknown as { $client: { dumpDataDir(c: 'none'): Promise<Blob> } }).$client;
    const tags = migrationTags();
    for (const stage of ['previous', 'current'] as const) {
      if (stage === 'previous' && tags.length < 2) continue;
      await migrate(database.db, stage === 'previous' ? { upTo: tags.at(-2)! } : {});
      const dump = await client.dumpDataDir('none');
      const file = fileOf(stage);
      const temp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
      writeFileSync(temp, Buffer.from(await dump.arrayBuffer()));
      renameSync(temp, file);
      dumps.set(stage, dump);
    }
  } finally {
    await database.close();
  }
  const dump = dumps.get(schema);
  if (!dump) throw new Error('pgliteTemplate: there is no previous release before the first migration');
  return dump;
}

/** A migrated, empty database of the run's kind; `dispose` removes it. */
export interface TestDatabase extends Database {
  dispose(): Promise<void>;
}

/**
 * A fresh database for one test file: in-memory PGlite, or on PostgreSQL (`PG_TEST_URL`) a
 * database of its own with a unique name, dropped on dispose, so parallel files and reruns never
 * collide. Migrated from empty; with `schema: 'previous'` only up to the previous release (every
 * migration but the newest), for the upgrade tests.
 */
export async function createTestDatabase(
  kind: 'pglite' | 'postgres' = TEST_DB,
  options: { schema?: TestSchema } = {},
): Promise<TestDatabase> {
  const schema = options.schema ?? 'current';
  const upTo = schema === 'previous' ? { upTo: migrationTags().at(-2)! } : {};
  if (kind === 'pglite') {
    const database = await openPgliteDatabase('memory://', { loadDataDir: await pgliteTemplate(schema) });
    await migrate(database.db, upTo);
    return { ...database, dispose: () => database.close() };
  }
  const adminUrl = process.env.PG_TEST_URL;
  if (!adminUrl) throw new Error('TEST_DB=postgres needs PG_TEST_URL');
  const name = `tarelka_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openPostgresDatabase(url.toString(), { max: 10 });
  await migrate(database.db, upTo);
  return {
    ...database,
    dispose: async () => {
      await database.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists "${name}" with (force)`);
      await cleanup.end();
    },
  };
}
