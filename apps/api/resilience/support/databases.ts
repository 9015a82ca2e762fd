import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

/** The PostgreSQL server the suite may use (an admin URL: databases are created through it). */
export const PG_TEST_URL = process.env.PG_TEST_URL?.trim() || undefined;

/** A temporary folder; `remove` deletes it. */
export function temporaryDir(prefix: string): { path: string; remove(): void } {
  const path = mkdtempSync(join(tmpdir(), `tarelka-${prefix}-`));
  return { path, remove: () => rmSync(path, { recursive: true, force: true }) };
}

/** A database of its own on the PostgreSQL of `PG_TEST_URL`. */
export interface ScratchDatabase {
  name: string;
  url: string;
  /** Runs one query on it (a short-lived connection). */
  query<Row extends Record<string, unknown>>(text: string, values?: unknown[]): Promise<Row[]>;
  /** Drops it, disconnecting whoever is still on it. */
  drop(): Promise<void>;
}

async function withClient<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/**
 * Creates a fresh, uniquely named database next to `adminUrl`'s, so runs never collide.
 *
 * @example
 * const db = await createScratchDatabase(PG_TEST_URL!, 'crash');
 * await db.drop();
 */
export async function createScratchDatabase(adminUrl: string, purpose: string): Promise<ScratchDatabase> {
  const name = `tarelka_resilience_${purpose}_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  await withClient(adminUrl, (client) => client.query(`create database "${name}"`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    query: (text, values) => withClient(url.toString(), async (client) => (await client.query(text, values)).rows),
    drop: () =>
      withClient(adminUrl, (client) => client.query(`drop database if exists "${name}" with (force)`)).then(() => {}),
  };
}
