import { randomUUID } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { runAdminSql, withDatabaseName } from '../../test/test-database.ts';
import { migrationsFolder } from './client.ts';

// Migration 0020 puts unique indexes on lower(name) of FAQ categories, education tags and job
// packages. Until then only the back office's check kept names apart, so a database may hold twins
// (two writes at the same moment): the migration must still apply there, renaming the later twin.

const migrations = readMigrationFiles({ migrationsFolder });
const UNIQUE_NAMES = migrations.findIndex((m) =>
  m.sql.some((s) => s.includes('faq_categories_name_lower_idx')),
);

/** An empty database: the server's when TEST_DATABASE_URL gives one, else an embedded one. */
interface EmptyDatabase {
  exec(statement: string): Promise<unknown>;
  rows<T>(statement: string): Promise<T[]>;
  close(): Promise<void>;
}

async function emptyDatabase(): Promise<EmptyDatabase> {
  const serverUrl = inject('postgresUrl');
  if (!serverUrl) {
    const embedded = await PGlite.create({ extensions: { pg_trgm } });
    return {
      exec: (statement) => embedded.exec(statement),
      rows: async (statement) => (await embedded.query(statement)).rows as never,
      close: () => embedded.close(),
    };
  }
  const name = `gfj_migration_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  await runAdminSql(serverUrl, `CREATE DATABASE "${name}"`);
  const server = new pg.Client({ connectionString: withDatabaseName(serverUrl, name) });
  await server.connect();
  return {
    exec: (statement) => server.query(statement),
    rows: async (statement) => (await server.query(statement)).rows,
    close: async () => {
      await server.end();
      await runAdminSql(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    },
  };
}

let database: EmptyDatabase;

async function apply(from: number, to: number) {
  for (const migration of migrations.slice(from, to)) {
    for (const statement of migration.sql) if (statement.trim()) await database.exec(statement);
  }
}

const names = (table: string) =>
  database.rows<{ id: number; name: string }>(`SELECT id, name FROM ${table} ORDER BY id`);

beforeAll(async () => {
  database = await emptyDatabase();
  await apply(0, UNIQUE_NAMES);
});

afterAll(async () => {
  await database.close();
});

describe('migration 0020: unique names', () => {
  it('applies on a database holding twins, renaming the later ones after their id', async () => {
    expect(UNIQUE_NAMES).toBeGreaterThan(0);
    await database.exec(`
      INSERT INTO faq_categories (id, name, url) VALUES
        (901, 'Twin Category', 'twin-a'), (902, 'twin category', 'twin-b'), (903, 'Alone', 'alone');
      INSERT INTO education_tags (id, name, description) VALUES
        (901, 'Orchards', 'a'), (902, 'ORCHARDS', 'b'), (903, 'orchards', 'c');
      INSERT INTO job_packages (id, name, jobs_count, job_price, price) VALUES
        (901, '${'P'.repeat(100)}', 5, 1000, 5000), (902, '${'p'.repeat(100)}', 5, 1000, 5000);
    `);

    await apply(UNIQUE_NAMES, UNIQUE_NAMES + 1);

    expect((await names('faq_categories')).filter((row) => row.id > 900)).toEqual([
      { id: 901, name: 'Twin Category' },
      { id: 902, name: 'twin category (902)' },
      { id: 903, name: 'Alone' },
    ]);
    expect((await names('education_tags')).filter((row) => row.id > 900)).toEqual([
      { id: 901, name: 'Orchards' },
      { id: 902, name: 'ORCHARDS (902)' },
      { id: 903, name: 'orchards (903)' },
    ]);
    // A name at the column's 100 letters is cut to make room for its id.
    expect((await names('job_packages')).filter((row) => row.id > 900)).toEqual([
      { id: 901, name: 'P'.repeat(100) },
      { id: 902, name: `${'p'.repeat(80)} (902)` },
    ]);
  });

  it('then refuses a twin in any case', async () => {
    for (const insert of [
      `INSERT INTO faq_categories (name, url) VALUES ('ALONE', 'alone-2')`,
      `INSERT INTO education_tags (name, description) VALUES ('orCHards', 'd')`,
      `INSERT INTO job_packages (name, jobs_count, job_price, price) VALUES ('${'p'.repeat(100)}', 1, 1, 1)`,
    ]) {
      await expect(database.exec(insert)).rejects.toMatchObject({ code: '23505' });
    }
  });
});
