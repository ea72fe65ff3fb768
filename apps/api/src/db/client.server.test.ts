import { randomUUID } from 'node:crypto';
import { setTimeout as delay } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { runAdminSql, withDatabaseName } from '../../test/test-database.ts';
import { openPostgres, queryRows } from './client.ts';

// The pool's own behaviour needs a PostgreSQL server: vitest.config.ts collects this file only
// when TEST_DATABASE_URL gives one (CI runs the suite both ways).
const serverUrl = inject('postgresUrl') ?? '';

async function connectionsTo(name: string): Promise<number> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1',
      [name],
    );
    return rows[0]?.n ?? 0;
  } finally {
    await admin.end();
  }
}

describe('openPostgres', () => {
  const name = `gfj_pool_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  const url = () => withDatabaseName(serverUrl, name);

  beforeAll(async () => {
    await runAdminSql(serverUrl, `CREATE DATABASE "${name}"`);
  });
  afterAll(async () => {
    await runAdminSql(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  });

  it('has closed every connection when close() returns', async () => {
    const database = await openPostgres(url(), 4);
    // Four clients at once, all idle in the pool afterwards.
    await Promise.all(Array.from({ length: 4 }, () => queryRows(database.db, sql`SELECT pg_sleep(0.05)`)));
    expect(await connectionsTo(name)).toBe(4);
    await database.close();
    expect(await connectionsTo(name)).toBe(0);
  });

  it('survives the server ending an idle connection and connects again when next asked', async () => {
    const errors: Error[] = [];
    const database = await openPostgres(url(), 2, (error) => errors.push(error));
    try {
      const [{ pid } = { pid: 0 }] = await queryRows<{ pid: number }>(
        database.db,
        sql`SELECT pg_backend_pid() AS pid`,
      );
      await runAdminSql(serverUrl, `SELECT pg_terminate_backend(${Number(pid)})`);
      for (let i = 0; i < 50 && errors.length === 0; i += 1) await delay(20);
      expect(errors.map((e) => (e as Error & { code?: string }).code)).toEqual(['57P01']);
      const [again] = await queryRows<{ one: number }>(database.db, sql`SELECT 1 AS one`);
      expect(again?.one).toBe(1);
    } finally {
      await database.close();
    }
  });
});
