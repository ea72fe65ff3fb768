import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { SQL } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { type DataDirLock, lockDataDir } from './data-dir-lock.ts';
import * as schema from './schema.ts';

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** The one database type the app uses, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** The database or an open transaction: what repositories take, so callers can group writes. */
export type DbExecutor = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The pool's connections (metrics); absent for the embedded database, which has one. */
  poolStats?(): { total: number; idle: number; waiting: number };
  migrate(): Promise<void>;
  /**
   * Runs `work` holding a session advisory lock on its own connection, so processes sharing the
   * server take turns (decision 021). PGlite has one process by construction: it just runs it.
   */
  exclusive<T>(lockKey: number, work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

const casing = 'snake_case' as const;

export interface PgliteSource {
  kind: 'pglite';
  /** A folder on disk, or undefined for memory. */
  dataDir?: string;
  /** A dump made by `dumpDataDir()`, to start from an already migrated database (tests). */
  loadDataDir?: Blob | File;
}

/**
 * PostgreSQL settings for the embedded engine (decision 019). Its shared buffers live in the
 * WebAssembly memory, which never shrinks: PostgreSQL's default 128 MB was a third of the local
 * server's idle memory for a database of a few tens of MB. Pages not held there are read from
 * the data files through the operating system's cache.
 */
export const PGLITE_SETTINGS = ['shared_buffers=32MB'];

/**
 * PGlite in this process. A data folder on disk is locked first (data-dir-lock.ts): a second
 * process opening it gets DataDirInUseError instead of corrupting it.
 */
export async function openPglite(source: PgliteSource): Promise<Database> {
  let lock: DataDirLock | undefined;
  if (source.dataDir) {
    mkdirSync(source.dataDir, { recursive: true });
    lock = lockDataDir(source.dataDir);
  }
  let client: PGlite;
  try {
    client = await PGlite.create({
      dataDir: source.dataDir,
      loadDataDir: source.loadDataDir,
      extensions: { pg_trgm },
      startParams: [...PGlite.defaultStartParams, ...PGLITE_SETTINGS.flatMap((setting) => ['-c', setting])],
    });
  } catch (error) {
    lock?.release();
    throw error;
  }
  try {
    lock?.assertHeld();
  } catch (error) {
    await client.close();
    throw error;
  }
  const db = drizzlePglite({ client, schema, casing }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: async () => {
      await migratePglite(db as never, { migrationsFolder });
    },
    exclusive: (_lockKey, work) => work(),
    close: async () => {
      try {
        await client.close();
      } finally {
        lock?.release();
      }
    },
  };
}

/**
 * A node-postgres pool. Two things pg leaves to its user:
 * - An idle client whose connection the server ends (a restart, an administrator, a dropped
 *   database) makes the pool emit `error`; unheard, that event would end the process. The pool
 *   drops such a client and opens a new one when next needed, so a warning is all it needs.
 * - `pool.end()` resolves once every client has been told to end, not once their connections
 *   have closed; `close()` waits for the last one, so nothing of the pool is left when it returns.
 */
export async function openPostgres(
  url: string,
  poolSize = 10,
  onIdleError: (error: Error) => void = (error) =>
    process.stderr.write(`PostgreSQL connection lost while idle: ${error.message}\n`),
): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  pool.on('error', onIdleError);
  let open = 0;
  let allClosed: (() => void) | undefined;
  pool.on('connect', () => {
    open += 1;
  });
  pool.on('remove', () => {
    open -= 1;
    if (open === 0) allClosed?.();
  });
  const db = drizzlePg({ client: pool, schema, casing }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    migrate: async () => {
      await migratePg(db as never, { migrationsFolder });
    },
    exclusive: async (lockKey, work) => {
      const client = await pool.connect();
      let broken: Error | undefined;
      try {
        await client.query('SELECT pg_advisory_lock($1)', [lockKey]);
        try {
          return await work();
        } finally {
          await client.query('SELECT pg_advisory_unlock($1)', [lockKey]).catch((error: Error) => {
            // A connection that cannot unlock is dropped: its session, and so the lock, ends with it.
            broken = error;
          });
        }
      } finally {
        client.release(broken);
      }
    },
    close: async () => {
      const closed = new Promise<void>((resolve) => {
        allClosed = resolve;
      });
      await pool.end();
      // Bounded: a connection the server already dropped may never report its end.
      if (open > 0) await Promise.race([closed, delay(5_000)]);
    },
  };
}

export function openDatabase(
  source: { kind: 'pglite'; dataDir?: string } | { kind: 'postgres'; url: string },
): Promise<Database> {
  return source.kind === 'pglite' ? openPglite(source) : openPostgres(source.url);
}

/** Runs raw SQL and returns its rows; both drivers answer with `{ rows }`. */
export async function queryRows<T>(db: DbExecutor, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
