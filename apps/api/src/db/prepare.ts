import { sql } from 'drizzle-orm';
import type { Config } from '../config.ts';
import { seedHomeWidgets } from '../modules/home-widgets/home-widgets.seed.ts';
import { ADVISORY_LOCKS } from './advisory-locks.ts';
import { type Database, queryRows } from './client.ts';
import { seedContent } from './seed/content/index.ts';
import { seedDemoContent } from './seed/demo.ts';
import { seedReferenceData } from './seed/reference.ts';

export interface PrepareOptions {
  log?: (message: string) => void;
  /** Clock for the demo content's dates (tests). */
  now?: Date;
}

export interface PrepareResult {
  /** True when this call seeded the demo content (first start). */
  seededDemo: boolean;
  ms: number;
}

/**
 * Everything a start needs before serving: migrations, the reference lists, and on a first start
 * the demo content. Idempotent and quick on an existing install (each step checks before it writes).
 * Processes starting at once on one PostgreSQL server take turns under an advisory lock, so the
 * first migrates and seeds and the others find it done (decision 021).
 */
export async function prepareDatabase(
  database: Database,
  config: Pick<Config, 'seedDemo'>,
  options: PrepareOptions = {},
): Promise<PrepareResult> {
  const started = Date.now();
  const log = options.log ?? (() => {});
  const seededDemo = await database.exclusive(ADVISORY_LOCKS.startup, () =>
    prepare(database, config, options),
  );
  const ms = Date.now() - started;
  log(`Database ready in ${ms} ms`);
  return { seededDemo, ms };
}

async function prepare(
  database: Database,
  config: Pick<Config, 'seedDemo'>,
  options: PrepareOptions,
): Promise<boolean> {
  const log = options.log ?? (() => {});
  await database.migrate();
  await seedReferenceData(database.db);
  let seededDemo = false;
  if (config.seedDemo) {
    const [row] = await queryRows<{ has_jobs: boolean }>(
      database.db,
      sql`SELECT EXISTS (SELECT 1 FROM jobs) AS has_jobs`,
    );
    if (!row?.has_jobs) {
      const result = await seedDemoContent(database.db, { now: options.now });
      log(`Seeded demo content: ${result.users} users, ${result.jobs} jobs`);
      seededDemo = true;
    }
    await seedHomeWidgets(database.db);
    await seedContent(database.db, options.now);
  }
  return seededDemo;
}
