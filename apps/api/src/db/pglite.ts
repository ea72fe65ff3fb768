import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { casing, type Database, type Db, migrationsFolder } from './client.ts';
import { type DataDirLock, lockDataDir } from './data-dir-lock.ts';
import * as schema from './schema.ts';

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
