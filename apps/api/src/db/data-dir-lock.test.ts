import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { DataDirInUseError, LOCK_FILE, lockDataDir } from './data-dir-lock.ts';
import { openPglite } from './pglite.ts';

const folders: string[] = [];
const children: ChildProcess[] = [];
function folder(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'gfj-lock-'));
  folders.push(dir);
  return dir;
}
afterAll(() => {
  for (const child of children) child.kill();
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

/** A live Node process that is not this one. */
function otherNodeProcess(): ChildProcess {
  const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)'], { stdio: 'ignore' });
  children.push(child);
  return child;
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv) {
  return new Promise<{ code: number | null; stderr: string }>((resolve) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.on('exit', (code) => resolve({ code, stderr }));
  });
}

describe('the embedded database folder lock', () => {
  it('refuses a folder a live process holds, and takes over one left by a process that ended', async () => {
    const dir = folder();
    const holder = otherNodeProcess();
    writeFileSync(path.join(dir, LOCK_FILE), JSON.stringify({ pid: holder.pid, host: os.hostname() }));
    expect(() => lockDataDir(dir)).toThrow(DataDirInUseError);
    expect(() => lockDataDir(dir)).toThrow(`is open in another process (process ${holder.pid})`);

    holder.kill();
    await new Promise((resolve) => holder.once('exit', resolve));
    const lock = lockDataDir(dir);
    expect(JSON.parse(readFileSync(path.join(dir, LOCK_FILE), 'utf8')).pid).toBe(process.pid);
    lock.assertHeld();
    lock.release();
    expect(existsSync(path.join(dir, LOCK_FILE))).toBe(false);
  });

  it('gives a command run while the server holds the folder a clear error', async () => {
    const dir = folder();
    // What the server's openPglite does first.
    const lock = lockDataDir(dir);
    try {
      const cli = fileURLToPath(new URL('../modules/job-alerts/job-alerts.cli.ts', import.meta.url));
      const { code, stderr } = await run(process.execPath, ['--import', 'tsx', cli], {
        ...process.env,
        DATA_DIR: dir,
        DATABASE_URL: '',
      });
      expect(code).toBe(1);
      expect(stderr).toContain(
        `The embedded database in ${dir} is open in another process (process ${process.pid})`,
      );
      expect(stderr).not.toContain('    at ');
    } finally {
      lock.release();
    }
  }, 30_000);

  it('is taken by openPglite before PGlite touches the folder, and given back by close', async () => {
    const dir = folder();
    writeFileSync(
      path.join(dir, LOCK_FILE),
      JSON.stringify({ pid: otherNodeProcess().pid, host: os.hostname() }),
    );
    await expect(openPglite({ kind: 'pglite', dataDir: dir })).rejects.toThrow(DataDirInUseError);
    // PGlite never started on it: nothing but the lock file is there.
    expect(readdirSync(dir)).toEqual([LOCK_FILE]);
    rmSync(path.join(dir, LOCK_FILE));
    const database = await openPglite({ kind: 'pglite', dataDir: dir });
    expect(existsSync(path.join(dir, LOCK_FILE))).toBe(true);
    await database.close();
    expect(existsSync(path.join(dir, LOCK_FILE))).toBe(false);
    // PGlite's first start in a new folder runs initdb: over 30 s once on a machine busy with other work.
  }, 90_000);
});
