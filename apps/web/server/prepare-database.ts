import type { Config, Database } from '@gfj/api';

/**
 * Migrates, then seeds demo content on a fresh local database. Uses the API's prepareDatabase
 * when it exists so seeding rules stay in one place; until then only migrations run.
 */
export async function prepare(database: Database, config: Config): Promise<void> {
  const api = (await import('@gfj/api')) as Record<string, unknown>;
  const prepareDatabase = api.prepareDatabase as
    | ((d: Database, c: Config, o: { log: (message: string) => void }) => Promise<unknown>)
    | undefined;
  if (prepareDatabase) await prepareDatabase(database, config, { log: (message) => console.info(message) });
  else await database.migrate();
}
