import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { schema } from './schema';

/** The Drizzle database, whichever driver is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** An open database: Drizzle plus what the server needs around it. */
export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** True when the database answers (readiness). */
  ping(): Promise<boolean>;
  /** The connection pool's clients (PostgreSQL), sampled by the metrics; PGlite has no pool. */
  poolStats?: () => { total: number; idle: number; waiting: number };
  close(): Promise<void>;
}

/** Another process holds the PGlite data folder. */
export class DataDirLockedError extends Error {
  override readonly name = 'DataDirLockedError';
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `The PGlite database in ${dataDir} is in use by process ${pid}. PGlite allows one process per ` +
        `data folder (a second one corrupts it): stop that process, or set DATA_DIR to another folder, ` +
        `or DATABASE_URL to use PostgreSQL.`,
    );
  }
}

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** Who holds a lock: a process id, and where the system tells, which run of that id it was. */
interface LockOwner {
  pid: number;
  /** The process's start time (Linux: clock ticks after boot, `/proc/<pid>/stat` field 22). */
  start?: string;
  /** The boot the start time counts from (`/proc/sys/kernel/random/boot_id`). */
  boot?: string;
}

const readProc = (path: string) => {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return undefined;
  }
};

/**
 * The start time of a process, or undefined where /proc is missing (macOS) or the process is
 * gone. The command name (field 2) is in parentheses and may hold spaces: fields count from the
 * last ')'.
 */
export function processStartTime(pid: number): string | undefined {
  const stat = readProc(`/proc/${pid}/stat`);
  if (!stat) return undefined;
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
}

const bootId = () => readProc('/proc/sys/kernel/random/boot_id')?.trim();

/** This process as the owner of a lock. */
const self = (): LockOwner => ({ pid: process.pid, start: processStartTime(process.pid), boot: bootId() });

/** A lock file's owner: `{ pid, start, boot }`, or a bare pid as older versions wrote it. */
function parseOwner(text: string): LockOwner | undefined {
  try {
    const owner = JSON.parse(text) as Partial<LockOwner> | number;
    if (typeof owner === 'number') return Number.isInteger(owner) && owner > 0 ? { pid: owner } : undefined;
    return Number.isInteger(owner.pid) && owner.pid! > 0 ? (owner as LockOwner) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Whether the process a lock names still holds it. A pid is reused: by an unrelated process, and
 * in a container by the API itself, restarted as PID 1 after a SIGKILL. So a lock that recorded
 * its start time holds only while a process of that pid runs with that start time in the same
 * boot; a lock without one (older versions, systems without /proc) holds while the pid is alive.
 */
function isHeld(owner: LockOwner): boolean {
  if (owner.start !== undefined) {
    if (owner.boot !== undefined && owner.boot !== bootId()) return false;
    const start = processStartTime(owner.pid);
    if (start !== undefined) return start === owner.start;
  }
  return owner.pid === process.pid || isAlive(owner.pid);
}

/**
 * Takes `<dir>/pglite.lock` for this process, writing its pid, start time and boot id. A stale
 * lock (its process is gone, or its pid now belongs to another process) is taken over.
 */
function lockDataDir(dir: string): () => void {
  const file = join(dir, 'pglite.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, JSON.stringify(self()));
      closeSync(fd);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        process.off('exit', release);
        rmSync(file, { force: true });
      };
      process.on('exit', release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = parseOwner(readFileSync(file, 'utf8').trim());
      if (owner && isHeld(owner)) throw new DataDirLockedError(dir, owner.pid);
      rmSync(file, { force: true });
    }
  }
  throw new Error(`Could not lock ${file}`);
}

const openPglite = new Map<string, Promise<Database>>();

/**
 * Opens PGlite in `<dataDir>/pglite` (or in memory when `dataDir` is 'memory://'). One instance per
 * data folder and process: a second call returns the same database. PGlite runs one query at a
 * time and queues the rest (transactions hold the queue), so every query of the process goes
 * through this single instance.
 */
export function openPgliteDatabase(dataDir: string, options: { loadDataDir?: Blob } = {}): Promise<Database> {
  const memory = dataDir === 'memory://';
  const existing = memory ? undefined : openPglite.get(dataDir);
  if (existing) return existing;
  const opening = (async () => {
    let release = () => {};
    let client: PGlite;
    if (memory) {
      client = new PGlite(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {});
    } else {
      mkdirSync(dataDir, { recursive: true });
      release = lockDataDir(dataDir);
      try {
        client = new PGlite(join(dataDir, 'pglite'));
      } catch (error) {
        release();
        throw error;
      }
    }
    await client.waitReady;
    const db = drizzlePglite(client, { schema }) as unknown as Db;
    return {
      db,
      kind: 'pglite' as const,
      ping: async () => {
        try {
          await client.query('select 1');
          return true;
        } catch {
          return false;
        }
      },
      close: async () => {
        openPglite.delete(dataDir);
        await client.close();
        release();
      },
    };
  })();
  if (memory) return opening;
  openPglite.set(dataDir, opening);
  opening.catch(() => openPglite.delete(dataDir));
  return opening;
}

/** Opens PostgreSQL through a connection pool. */
export async function openPostgresDatabase(url: string, options: { max?: number } = {}): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: options.max ?? 10, connectionTimeoutMillis: 5000 });
  // An idle client losing its connection must not crash the process.
  pool.on('error', () => {});
  const db = drizzleNodePg(pool, { schema }) as unknown as Db;
  await db.execute(sql`select 1`);
  return {
    db,
    kind: 'postgres',
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    ping: async () => {
      try {
        await pool.query('select 1');
        return true;
      } catch {
        return false;
      }
    },
    close: () => pool.end(),
  };
}

/** PostgreSQL when `databaseUrl` is set, PGlite in `dataDir` otherwise. */
export function openDatabase(options: { databaseUrl?: string | undefined; dataDir: string }): Promise<Database> {
  return options.databaseUrl ? openPostgresDatabase(options.databaseUrl) : openPgliteDatabase(options.dataDir);
}
