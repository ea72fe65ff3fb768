import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { queryRows } from '../client.ts';
import { seedLargeDataSet } from './large.ts';

describe('large data set seeder', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('writes the requested jobs and users, about 5% live, and keeps every index', async () => {
    const indexCount = async () =>
      (
        await queryRows<{ n: number }>(
          t.db,
          sql`SELECT count(*)::int AS n FROM pg_indexes WHERE tablename = 'jobs'`,
        )
      )[0]?.n;
    const indexesBefore = await indexCount();
    // The server searches at its own clock, so the data is made relative to it.
    const now = new Date();
    const result = await seedLargeDataSet(t.db, { jobs: 2000, users: 300, now });
    expect(result).toMatchObject({ jobs: 2000, users: 300 });
    expect(await indexCount()).toBe(indexesBefore);

    const [counts] = await queryRows<Record<string, number>>(
      t.db,
      sql`SELECT
        (SELECT count(*) FROM jobs)::int AS jobs,
        (SELECT count(*) FROM users)::int AS users,
        (SELECT count(*) FROM jobs WHERE status = 'approved' AND date_expire > ${now.toISOString()}::timestamptz)::int AS live,
        (SELECT count(*) FROM jobs WHERE owner_id IS NULL)::int AS unowned,
        (SELECT count(*) FROM jobs WHERE search_vector @@ websearch_to_tsquery('english', 'farm'))::int AS farm,
        (SELECT count(*) FROM user_counters)::int AS counters`,
    );
    expect(counts).toMatchObject({ jobs: 2000, users: 300, live: 100, unowned: 0, counters: 300 });
    expect(counts?.farm).toBeGreaterThan(0);

    const res = await t.app.inject({ method: 'GET', url: '/api/jobs/search?keywords=farm' });
    expect(res.statusCode).toBe(200);
    expect(res.json().totalItems).toBeGreaterThan(0);
  });
});
