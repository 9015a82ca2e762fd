import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { TEST_DB } from '../testing/database';
import { DataDirLockedError, openPgliteDatabase } from './database';

describe.runIf(TEST_DB === 'pglite')('PGlite data folder', () => {
  it('is locked by its process; a stale lock of a dead process is taken over', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tarelka-lock-'));
    try {
      // A lock left by a process that no longer exists.
      writeFileSync(join(dir, 'pglite.lock'), '999999');
      const database = await openPgliteDatabase(dir);
      // The same process gets the same instance (one PGlite per folder and process).
      expect(await openPgliteDatabase(dir)).toBe(database);
      await database.close();
      // Another live process holding the lock stops the opener with a clear message.
      writeFileSync(join(dir, 'pglite.lock'), String(process.ppid));
      const error = await openPgliteDatabase(dir).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(DataDirLockedError);
      expect((error as Error).message).toMatch(/in use by process \d+.*DATABASE_URL/s);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    // It creates a PGlite cluster from nothing (initdb): 30 s on a 2-core CI machine while the kit's
    // story tests run beside it, so it gets more than the suite's 30 s.
  }, 120_000);
});
