import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openPgliteDatabase, openPostgresDatabase, type Database } from '../db/database';
import { migrate } from '../db/migrate';

/** Which database this test run uses: vitest runs the suite once per kind (see package.json). */
export const TEST_DB: 'pglite' | 'postgres' = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';

const migrationsDir = new URL('../db/migrations/', import.meta.url);

/**
 * A dump of a freshly migrated PGlite, made once per set of migrations and kept in the system's
 * temp folder: loading it takes ~3 s where a fresh PGlite (initdb) takes 10–20 s on a busy machine.
 */
async function pgliteTemplate(): Promise<Blob> {
  const hash = createHash('sha256');
  for (const name of readdirSync(migrationsDir).sort()) {
    if (name.endsWith('.sql')) hash.update(name).update(readFileSync(new URL(name, migrationsDir)));
  }
  hash.update(readFileSync(new URL('meta/_journal.json', migrationsDir)));
  const file = join(tmpdir(), `tarelka-pglite-${hash.digest('hex').slice(0, 16)}.tar`);
  if (existsSync(file)) return new Blob([readFileSync(file)]);
  const database = await openPgliteDatabase('memory://');
  try {
    await migrate(database.db);
    const client = (database.db as unknown as { $client: { dumpDataDir(c: 'none'): Promise<Blob> } }).$client;
    const dump = await client.dumpDataDir('none');
    const temp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    writeFileSync(temp, Buffer.from(await dump.arrayBuffer()));
    renameSync(temp, file);
    return dump;
  } finally {
    await database.close();
  }
}

/** A migrated, empty database of the run's kind; `dispose` removes it. */
export interface TestDatabase extends Database {
  dispose(): Promise<void>;
}

/**
 * A fresh database for one test file: in-memory PGlite, or on PostgreSQL (`PG_TEST_URL`) a
 * database of its own with a unique name, dropped on dispose, so parallel files and reruns never
 * collide.
 */
export async function createTestDatabase(kind: 'pglite' | 'postgres' = TEST_DB): Promise<TestDatabase> {
  if (kind === 'pglite') {
    const database = await openPgliteDatabase('memory://', { loadDataDir: await pgliteTemplate() });
    await migrate(database.db);
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
  await migrate(database.db);
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
