import { readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Another live process has the embedded database's folder open. */
export class DataDirInUseError extends Error {}

export interface DataDirLock {
  release(): void;
  /** Throws DataDirInUseError when another process took the folder over meanwhile. */
  assertHeld(): void;
}

export const LOCK_FILE = 'gfj-process.lock';

interface LockOwner {
  pid: number;
  host: string;
}

function readOwner(file: string): LockOwner | undefined {
  try {
    const owner = JSON.parse(readFileSync(file, 'utf8')) as Partial<LockOwner>;
    return typeof owner.pid === 'number' && typeof owner.host === 'string'
      ? { pid: owner.pid, host: owner.host }
      : undefined;
  } catch {
    return undefined;
  }
}

/** Whether a process with this id runs here and is a Node process (a reused id is not). */
function isLiveNodeProcess(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('node');
  } catch {
    // No /proc (not Linux): trust the signal check.
    return true;
  }
}

/**
 * Claims the PGlite data folder for this process, or throws DataDirInUseError when a live process
 * holds it. PGlite is PostgreSQL in one process with no postmaster to refuse a second one: two
 * processes writing the same folder would corrupt it (decision 021). A lock left by a process that
 * ended (a crash, a kill) is taken over. The lock also goes when the process exits.
 */
export function lockDataDir(dataDir: string): DataDirLock {
  const file = path.join(dataDir, LOCK_FILE);
  const me: LockOwner = { pid: process.pid, host: os.hostname() };
  for (let attempt = 0; ; attempt++) {
    try {
      writeFileSync(file, JSON.stringify(me), { flag: 'wx' });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt > 0) throw error;
    }
    const owner = readOwner(file);
    const stale =
      !owner || (owner.host === me.host && (owner.pid === me.pid || !isLiveNodeProcess(owner.pid)));
    if (!stale) {
      const where = owner.host === me.host ? `process ${owner.pid}` : `process ${owner.pid} on ${owner.host}`;
      throw new DataDirInUseError(
        `The embedded database in ${dataDir} is open in another process (${where}). ` +
          'Only one process at a time may use it: stop that one first (for example the server before ' +
          'running a command), or use PostgreSQL (DATABASE_URL) to run several. If no such process ' +
          `exists, delete ${file}.`,
      );
    }
    unlinkSync(file);
  }
  let held = true;
  const release = () => {
    if (!held) return;
    held = false;
    process.off('exit', release);
    if (readOwner(file)?.pid === me.pid) unlinkSync(file);
  };
  process.on('exit', release);
  return {
    release,
    // Two processes taking over the same stale lock at the same instant could both pass above; the
    // one whose file was replaced finds out here.
    assertHeld() {
      if (readOwner(file)?.pid !== me.pid) {
        held = false;
        throw new DataDirInUseError(`The embedded database in ${dataDir} was claimed by another process.`);
      }
    },
  };
}
