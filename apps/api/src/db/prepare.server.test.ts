import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { runAdminSql, withDatabaseName } from '../../test/test-database.ts';
import { type Database, openPostgres, queryRows } from './client.ts';
import { prepareDatabase } from './prepare.ts';

// Processes starting at once on one server: collected only when TEST_DATABASE_URL gives one.
const serverUrl = inject('postgresUrl') ?? '';
const name = `gfj_start_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
const databases: Database[] = [];

afterAll(async () => {
  for (const database of databases) await database.close();
  await runAdminSql(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
});

describe('prepareDatabase on one server from several processes', () => {
  it('migrates an empty database once while the others wait, then all find it ready', async () => {
    await runAdminSql(serverUrl, `CREATE DATABASE "${name}"`);
    for (let i = 0; i < 4; i++) databases.push(await openPostgres(withDatabaseName(serverUrl, name), 3));
    // Without the startup lock, these collided on CREATE EXTENSION pg_trgm and on the migrations table.
    const results = await Promise.all(
      databases.map((database) => prepareDatabase(database, { seedDemo: false })),
    );
    expect(results).toHaveLength(4);
    const [migrations] = await queryRows<{ n: number }>(
      databases[0]?.db as Database['db'],
      sql`SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations`,
    );
    const [log] = await queryRows<{ n: number }>(
      databases[0]?.db as Database['db'],
      sql`SELECT count(*)::int AS n FROM listing_change_log`,
    );
    expect(Number(migrations?.n)).toBeGreaterThanOrEqual(7);
    // Each migration applied once: the log has its one first row.
    expect(Number(log?.n)).toBe(1);
  });
});
