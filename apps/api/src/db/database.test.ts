import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { TEST_DB } from '../testing/database';
import { DataDirLockedError, openPgliteDatabase, processStartTime } from './database';

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

  // Linux keeps each process's start time in /proc: a lock names the run of a pid, not the pid.
  describe.runIf(existsSync('/proc/self/stat'))('lock of a pid that was reused', () => {
    const boot = readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
    const lockOf = (pid: number, start: string | undefined) => JSON.stringify({ pid, start, boot });
    const opens = async (dir: string) => {
      const database = await openPgliteDatabase(dir);
      await database.close();
    };

    it('is taken over when the pid now runs another process (a parent, PID 1, this very process)', async () => {
      const dir = mkdtempSync(join(tmpdir(), 'tarelka-lock-'));
      try {
        // A process killed with SIGKILL leaves its lock; its pid then belongs to a live process
        // that started at another time. In a container the API restarts as PID 1 again.
        for (const pid of [process.ppid, 1, process.pid]) {
          writeFileSync(join(dir, 'pglite.lock'), lockOf(pid, '1'));
          await opens(dir);
        }
        // A lock written before another boot is stale whatever its pid.
        writeFileSync(
          join(dir, 'pglite.lock'),
          JSON.stringify({ pid: process.ppid, start: processStartTime(process.ppid), boot: 'another-boot' }),
        );
        await opens(dir);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    }, 120_000);

    it('holds while the process that wrote it runs, and records this process while it is open', async () => {
      const dir = mkdtempSync(join(tmpdir(), 'tarelka-lock-'));
      try {
        writeFileSync(join(dir, 'pglite.lock'), lockOf(process.ppid, processStartTime(process.ppid)));
        const error = await openPgliteDatabase(dir).catch((e: unknown) => e);
        expect(error).toBeInstanceOf(DataDirLockedError);
        expect((error as DataDirLockedError).pid).toBe(process.ppid);

        rmSync(join(dir, 'pglite.lock'));
        const database = await openPgliteDatabase(dir);
        expect(JSON.parse(readFileSync(join(dir, 'pglite.lock'), 'utf8'))).toEqual({
          pid: process.pid,
          start: processStartTime(process.pid),
          boot,
        });
        await database.close();
        expect(existsSync(join(dir, 'pglite.lock'))).toBe(false);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    }, 120_000);

    it('is taken over after the process holding it was killed with SIGKILL', async () => {
      const dir = mkdtempSync(join(tmpdir(), 'tarelka-lock-'));
      try {
        // The child writes a lock the way the API does and dies without its exit handlers.
        const child = spawn(
          process.execPath,
          [
            '-e',
            `const fs = require('node:fs');
             const s = fs.readFileSync('/proc/self/stat', 'utf8');
             const start = s.slice(s.lastIndexOf(')') + 2).split(' ')[19];
             const boot = fs.readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
             fs.writeFileSync(process.argv[1], JSON.stringify({ pid: process.pid, start, boot }));
             console.log('locked');
             setInterval(() => {}, 1000);`,
            join(dir, 'pglite.lock'),
          ],
          { stdio: ['ignore', 'pipe', 'inherit'] },
        );
        await new Promise((resolve) => child.stdout.once('data', resolve));
        expect((await openPgliteDatabase(dir).catch((e: unknown) => e)) instanceof DataDirLockedError).toBe(true);
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGKILL');
        await exited;
        await opens(dir);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    }, 120_000);
  });
});
