import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import type { Db } from './database';

const migrationsDir = new URL('./migrations/', import.meta.url);

interface Journal {
  entries: Array<{ idx: number; tag: string }>;
}

const readJournal = () => JSON.parse(readFileSync(new URL('meta/_journal.json', migrationsDir), 'utf8')) as Journal;

/** An arbitrary constant: the advisory lock that serialises migrations across instances. */
const MIGRATION_LOCK = 727_001;

/**
 * Applies the checked-in migrations (`src/db/migrations`, written by drizzle-kit) that the
 * database has not seen, in order, in one transaction. Instances starting together on one
 * PostgreSQL wait for each other on an advisory lock. Returns the tags applied.
 */
export async function migrate(db: Db): Promise<string[]> {
  const journal = readJournal();
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${MIGRATION_LOCK})`);
    await tx.execute(
      sql`create table if not exists schema_migrations (tag text primary key, applied_at timestamptz not null default now())`,
    );
    // Both drivers answer `{ rows }`.
    const done = (await tx.execute(sql`select tag from schema_migrations`)) as unknown as {
      rows: Array<{ tag: string }>;
    };
    const applied = new Set(done.rows.map((row) => row.tag));
    const ran: string[] = [];
    for (const entry of [...journal.entries].sort((a, b) => a.idx - b.idx)) {
      if (applied.has(entry.tag)) continue;
      const text = readFileSync(new URL(`${entry.tag}.sql`, migrationsDir), 'utf8');
      for (const statement of text.split('--> statement-breakpoint')) {
        if (statement.trim()) await tx.execute(sql.raw(statement));
      }
      await tx.execute(sql`insert into schema_migrations (tag) values (${entry.tag})`);
      ran.push(entry.tag);
    }
    return ran;
  });
}

/**
 * The checked-in migrations the database has not applied (all of them before the first start):
 * readiness waits for none, so a process of a newer release is not sent traffic before the
 * schema it needs exists.
 *
 * @example
 * const ready = (await pendingMigrations(db)).length === 0;
 */
export async function pendingMigrations(db: Db): Promise<string[]> {
  const tags = readJournal().entries.map((entry) => entry.tag);
  const table = (await db.execute(sql`select to_regclass('schema_migrations') as name`)) as unknown as {
    rows: Array<{ name: string | null }>;
  };
  if (!table.rows[0]?.name) return tags;
  const done = (await db.execute(sql`select tag from schema_migrations`)) as unknown as {
    rows: Array<{ tag: string }>;
  };
  const applied = new Set(done.rows.map((row) => row.tag));
  return tags.filter((tag) => !applied.has(tag));
}
