import { setTimeout as delay } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it, onTestFinished } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { buildJob } from '../../../test/factories.ts';
import { withDatabaseName } from '../../../test/test-database.ts';
import { type Database, openPostgres, queryRows } from '../../db/client.ts';
import { countJobViews } from '../job-views/job-views.service.ts';
import { createListingChanges } from './listing-changes.ts';
import { refreshSearchSuggestions } from './search.autocomplete.ts';

// Several connections writing at once need a PostgreSQL server (PGlite has one connection):
// collected only when TEST_DATABASE_URL gives one, as CI's second pass does.
let t: TestApp;
let url: string;
/** A second pool on the same database: another process. */
let other: Database;
const clients: pg.Client[] = [];

async function client(): Promise<pg.Client> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  clients.push(c);
  return c;
}

/** Whether the promise settles within `ms`. */
async function settlesWithin(promise: Promise<unknown>, ms: number): Promise<boolean> {
  return Promise.race([promise.then(() => true), delay(ms).then(() => false)]);
}

beforeAll(async () => {
  t = await createTestApp();
  const [row] = await queryRows<{ name: string }>(t.db, sql`SELECT current_database() AS name`);
  url = withDatabaseName(inject('postgresUrl') ?? '', row?.name ?? '');
  other = await openPostgres(url, 4);
});
afterAll(async () => {
  for (const c of clients) await c.end();
  await other?.close();
  await t?.close();
});

describe('the listing change log under concurrent writers', () => {
  it('numbers changes in commit order, and readers never wait for a writer', async () => {
    const [a, b, c] = [await buildJob(t.db), await buildJob(t.db), await buildJob(t.db)];
    const changes = createListingChanges(t.db);
    const start = (await changes.current()).listing;
    const first = await client();
    const second = await client();
    await first.query('BEGIN');
    // Whatever the assertions say, the transaction ends (later tests use the same jobs table).
    onTestFinished(() =>
      first.query('ROLLBACK').then(
        () => undefined,
        () => undefined,
      ),
    );
    await first.query(`UPDATE jobs SET position = 'Zqorder First' WHERE id = $1`, [a.id]);
    // The second writer queues behind the first (its log number would otherwise come before a
    // commit that comes after it).
    const secondWrite = second.query(`UPDATE jobs SET position = 'Zqorder Second' WHERE id = $1`, [b.id]);
    expect(await settlesWithin(secondWrite, 300)).toBe(false);
    // Readers do not wait: the version is what was committed.
    expect(await settlesWithin(changes.current(), 1_000)).toBe(true);
    expect((await changes.current()).listing).toBe(start);
    // Nor do counted views of other jobs, whatever the listing writers hold.
    const views = countJobViews(other.db, [{ jobId: c.id, visitorKey: 'zqorder', now: new Date() }]);
    expect(await settlesWithin(views, 1_000)).toBe(true);

    await first.query('COMMIT');
    await secondWrite;
    const after = await changes.current();
    const changed = changes.changedSince(start);
    expect({ to: changed?.to, jobIds: changed?.jobIds }).toEqual({
      to: after.listing,
      jobIds: new Set([a.id, b.id]),
    });
    const rows = await queryRows<{ job_ids: number[] }>(
      t.db,
      sql`SELECT job_ids FROM listing_change_log WHERE seq > ${start} ORDER BY seq`,
    );
    expect(rows.map((row) => row.job_ids.map(Number))).toEqual([[a.id], [b.id]]);
  });

  it('keeps view batches of several processes from queueing on one row', async () => {
    const job = await buildJob(t.db);
    const changes = createListingChanges(t.db);
    const before = await changes.current();
    // Twenty batches at once from two pools: each adds to its process's row of the views version.
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        countJobViews(i % 2 === 0 ? t.db : other.db, [
          { jobId: job.id, visitorKey: `zqbatch-${i}`, now: new Date() },
        ]),
      ),
    );
    const after = await changes.current();
    expect(after.views).toBe(before.views + 20);
    expect(after.listing).toBe(before.listing);
  });
});

describe('the search suggestions rebuild', () => {
  it('lets processes rebuild at once without error, and readers never see the table empty', async () => {
    await buildJob(t.db, { position: 'Zqsuggest Forager' });
    await refreshSearchSuggestions(t.db);
    let reading = true;
    const seen: number[] = [];
    const reader = (async () => {
      while (reading) {
        const [row] = await queryRows<{ n: number }>(
          other.db,
          sql`SELECT count(*)::int AS n FROM search_suggestions`,
        );
        seen.push(Number(row?.n));
      }
    })();
    const rebuilt = await Promise.all([
      refreshSearchSuggestions(t.db),
      refreshSearchSuggestions(other.db),
      refreshSearchSuggestions(t.db),
      refreshSearchSuggestions(other.db),
    ]);
    reading = false;
    await reader;
    expect(rebuilt).toEqual([true, true, true, true]);
    expect(seen.length).toBeGreaterThan(0);
    expect(Math.min(...seen)).toBeGreaterThan(0);
    // With a minimum age, a process whose turn comes after a fresh rebuild does nothing.
    expect(await refreshSearchSuggestions(other.db, new Date(), 60_000)).toBe(false);
  });
});
