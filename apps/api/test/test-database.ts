import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { type Database, openPostgres } from '../src/db/client.ts';
import { openPglite } from '../src/db/pglite.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite: path of the migrated + reference-seeded dump made once by globalSetup. */
    pgliteDumpPath: string | null;
    /** PostgreSQL: TEST_DATABASE_URL and the template database made once by globalSetup. */
    postgresUrl: string | null;
    postgresTemplate: string | null;
  }
}

/** The same server URL pointing at another database. */
export function withDatabaseName(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

export async function runAdminSql(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export interface TestDatabase {
  database: Database;
  /** Closes the connection and, on PostgreSQL, drops the per-file database. */
  dispose(): Promise<void>;
}

async function createPostgresCopy(url: string, template: string): Promise<TestDatabase> {
  const name = `gfj_test_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  // Two files copying the template at the same instant can collide; a short retry absorbs it.
  for (let attempt = 0; ; attempt += 1) {
    try {
      await runAdminSql(url, `CREATE DATABASE "${name}" TEMPLATE "${template}"`);
      break;
    } catch (error) {
      if (attempt >= 10) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200 + attempt * 100));
    }
  }
  const database = await openPostgres(withDatabaseName(url, name), 5);
  return {
    database,
    dispose: async () => {
      // A test may have closed it already (readiness without a database).
      await database.close().catch(() => undefined);
      await runAdminSql(url, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    },
  };
}

async function createPgliteCopy(dumpPath: string): Promise<TestDatabase> {
  const dump = new Blob([await readFile(dumpPath)]);
  const database = await openPglite({ kind: 'pglite', loadDataDir: dump });
  return { database, dispose: () => database.close().catch(() => undefined) };
}

/** A fresh, migrated and reference-seeded database for one test file. */
export async function createTestDatabase(provided: {
  pgliteDumpPath: string | null;
  postgresUrl: string | null;
  postgresTemplate: string | null;
}): Promise<TestDatabase> {
  if (provided.postgresUrl && provided.postgresTemplate) {
    return createPostgresCopy(provided.postgresUrl, provided.postgresTemplate);
  }
  if (!provided.pgliteDumpPath) throw new Error('globalSetup did not provide a database dump');
  return createPgliteCopy(provided.pgliteDumpPath);
}
