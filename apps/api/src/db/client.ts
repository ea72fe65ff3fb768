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
import * as schema from './schema.ts';

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** The one database type the app uses, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
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

export async function openPglite(source: PgliteSource): Promise<Database> {
  if (source.dataDir) mkdirSync(source.dataDir, { recursive: true });
  const client = await PGlite.create({
    dataDir: source.dataDir,
    loadDataDir: source.loadDataDir,
    extensions: { pg_trgm },
  });
  const db = drizzlePglite({ client, schema, casing }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: async () => {
      await migratePglite(db as never, { migrationsFolder });
    },
    close: () => client.close(),
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
    migrate: async () => {
      await migratePg(db as never, { migrationsFolder });
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
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
