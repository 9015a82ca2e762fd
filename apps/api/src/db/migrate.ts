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
 * The tags of the checked-in migrations, oldest first: the last is this release's newest, and a
 * database of the previous release has every one before it (what the upgrade test starts from).
 */
export const migrationTags = (): string[] =>
  [...readJournal().entries].sort((a, b) => a.idx - b.idx).map((entry) => entry.tag);

/**
 * Applies the checked-in migrations (`src/db/migrations`, written by drizzle-kit) that the
 * database has not seen, in order, in one transaction. Instances starting together on one
 * PostgreSQL wait for each other on an advisory lock. Returns the tags applied. `upTo` stops after
 * that migration (a database as an older release left it, for the upgrade tests).
 */
export async function migrate(db: Db, options: { upTo?: string } = {}): Promise<string[]> {
  const tags = migrationTags();
  const last = options.upTo === undefined ? tags.length - 1 : tags.indexOf(options.upTo);
  if (last < 0) throw new Error(`migrate: no migration ${options.upTo}`);
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
    for (const tag of tags.slice(0, last + 1)) {
      if (applied.has(tag)) continue;
      const text = readFileSync(new URL(`${tag}.sql`, migrationsDir), 'utf8');
      for (const statement of text.split('--> statement-breakpoint')) {
        if (statement.trim()) await tx.execute(sql.raw(statement));
      }
      await tx.execute(sql`insert into schema_migrations (tag) values (${tag})`);
      ran.push(tag);
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
  const tags = migrationTags();
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
