import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import type { SQL } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
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

export const casing = 'snake_case' as const;

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

/**
 * The configured database. The embedded engine's module is loaded only in local mode: a server on
 * PostgreSQL never holds PGlite's code.
 */
export async function openDatabase(
  source: { kind: 'pglite'; dataDir?: string } | { kind: 'postgres'; url: string },
): Promise<Database> {
  if (source.kind === 'postgres') return openPostgres(source.url);
  const { openPglite } = await import('./pglite.ts');
  return openPglite(source);
}

/** Runs raw SQL and returns its rows; both drivers answer with `{ rows }`. */
export async function queryRows<T>(db: DbExecutor, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
