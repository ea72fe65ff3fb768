import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { type Db, migrationsFolder, queryRows } from './client.ts';

let newestShipped: number | undefined;

/** When the newest migration this build ships was made (drizzle's `folderMillis`), read once. */
function newestShippedMigration(): number {
  newestShipped ??= Math.max(0, ...readMigrationFiles({ migrationsFolder }).map((m) => m.folderMillis));
  return newestShipped;
}

/**
 * Whether the database has every migration this build ships, the way drizzle's migrator decides
 * it (the newest applied one is at least as new as the newest shipped). Throws when the database
 * does not answer; a database never migrated has no journal table and answers false.
 */
export async function hasEveryMigration(db: Db): Promise<boolean> {
  const [journal] = await queryRows<{ present: boolean }>(
    db,
    sql`SELECT to_regclass('drizzle.__drizzle_migrations') IS NOT NULL AS present`,
  );
  if (!journal?.present) return false;
  const [row] = await queryRows<{ newest: string | number | null }>(
    db,
    sql`SELECT max(created_at) AS newest FROM drizzle.__drizzle_migrations`,
  );
  return Number(row?.newest ?? 0) >= newestShippedMigration();
}
