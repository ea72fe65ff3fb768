import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { buildJob } from '../../../test/factories.ts';
import { queryRows } from '../../db/client.ts';
import { recordJobView } from '../job-views/job-views.service.ts';
import { createListingChanges, type ListingChangeEvent } from './listing-changes.ts';
import { loadListedJobs } from './listing-source.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

/** The log rows after `seq`: what each write added. */
async function logAfter(seq: number): Promise<Array<number[] | null>> {
  const rows = await queryRows<{ job_ids: number[] | null }>(
    t.db,
    sql`SELECT job_ids FROM listing_change_log WHERE seq > ${seq} ORDER BY seq`,
  );
  return rows.map((row) => (row.job_ids === null ? null : row.job_ids.map(Number)));
}

async function latest(): Promise<number> {
  const [row] = await queryRows<{ seq: string }>(t.db, sql`SELECT max(seq) AS seq FROM listing_change_log`);
  return Number(row?.seq);
}

const run = (statement: ReturnType<typeof sql>) => t.db.execute(statement);

describe('the listing change log', () => {
  it('records the jobs whose public side changed, and nothing for drafts, pending jobs or counters', async () => {
    let mark = await latest();
    const listed = await buildJob(t.db, { position: 'Zqlog Orchard Hand' });
    expect(await logAfter(mark)).toEqual([[listed.id]]);

    // A draft saved again and again (autosave), a job waiting for approval, and the counters a
    // job page moves: none of them is something a visitor can see.
    mark = await latest();
    const draft = await buildJob(t.db, { status: 'draft', position: 'Zqlog Draft' });
    await run(
      sql`UPDATE jobs SET position = 'Zqlog Draft, again', updated_at = now() WHERE id = ${draft.id}`,
    );
    await run(sql`UPDATE jobs SET description = '<p>More words</p>' WHERE id = ${draft.id}`);
    const pending = await buildJob(t.db, { status: 'unapproved', position: 'Zqlog Pending' });
    await run(sql`UPDATE jobs SET position = 'Zqlog Pending, edited' WHERE id = ${pending.id}`);
    await run(
      sql`UPDATE jobs SET counter_view = counter_view + 1, counter_email = counter_email + 1 WHERE id = ${listed.id}`,
    );
    await run(sql`UPDATE jobs SET updated_at = now() WHERE id = ${listed.id}`);
    await recordJobView(t.db, listed.id, 'zqlog-visitor', new Date());
    await run(sql`DELETE FROM jobs WHERE id = ${draft.id}`);
    expect(await logAfter(mark)).toEqual([]);

    // Approval, an edit, filling, expiry and an edit of the expired job (its page stays open).
    mark = await latest();
    await run(sql`UPDATE jobs SET status = 'approved' WHERE id = ${pending.id}`);
    await run(sql`UPDATE jobs SET position = 'Zqlog Orchard Lead' WHERE id = ${listed.id}`);
    await run(sql`UPDATE jobs SET status = 'filled' WHERE id = ${listed.id}`);
    await run(sql`UPDATE jobs SET status = 'expired' WHERE id = ${listed.id}`);
    await run(sql`UPDATE jobs SET company_name = 'Zqlog Farm' WHERE id = ${listed.id}`);
    // One statement changing two jobs is one row naming both.
    await run(sql`UPDATE jobs SET highlighted = true WHERE id IN (${listed.id}, ${pending.id})`);
    await run(sql`DELETE FROM jobs WHERE id = ${pending.id}`);
    expect(await logAfter(mark)).toEqual([
      [pending.id],
      [listed.id],
      [listed.id],
      [listed.id],
      [listed.id],
      [listed.id, pending.id].sort((a, b) => a - b),
      [pending.id],
    ]);
  });

  it('moves the views version with counted views, not the listing version', async () => {
    const changes = createListingChanges(t.db);
    const job = await buildJob(t.db, { position: 'Zqviews Cheesemaker' });
    const before = await changes.current();
    await recordJobView(t.db, job.id, 'zqviews-visitor', new Date());
    const after = await changes.current();
    expect(after).toEqual({ listing: before.listing, views: before.views + 1 });
    // The same visitor the same day does not count again.
    await recordJobView(t.db, job.id, 'zqviews-visitor', new Date());
    expect(await changes.current()).toEqual(after);
  });

  it('tells each process which jobs changed since a version, and when it cannot', async () => {
    const changes = createListingChanges(t.db);
    const events: ListingChangeEvent[] = [];
    changes.events.on('change', (event) => events.push(event));
    const start = (await changes.current()).listing;
    expect(events).toEqual([{ kind: 'reset', to: start }]);
    const named = (version: number) => {
      const changed = changes.changedSince(version);
      return changed && { to: changed.to, jobIds: changed.jobIds };
    };
    expect(named(start)).toEqual({ to: start, jobIds: new Set() });

    const a = await buildJob(t.db, { position: 'Zqfeed Baker' });
    const b = await buildJob(t.db, { position: 'Zqfeed Brewer' });
    const middle = (await changes.current()).listing;
    await run(sql`UPDATE jobs SET position = 'Zqfeed Head Baker' WHERE id = ${a.id}`);
    const end = (await changes.current()).listing;
    expect(end).toBeGreaterThan(middle);
    expect(named(start)).toEqual({ to: end, jobIds: new Set([a.id, b.id]) });
    expect(named(middle)).toEqual({ to: end, jobIds: new Set([a.id]) });
    expect(changes.lastChangeOf(a.id)).toBe(end);
    expect(changes.lastChangeOf(b.id)).toBe(middle);
    // A job nobody changed since the process started: the version it started at.
    expect(changes.lastChangeOf(2147483000)).toBe(start);
    // Before what it followed: unknown.
    expect(changes.changedSince(start - 1)).toBeUndefined();
    expect(events.map((e) => e.kind)).toEqual(['reset', 'changed', 'changed', 'changed']);

    // The log pruned past the version it knows: it starts again from the newest.
    await buildJob(t.db, { position: 'Zqfeed Cook' });
    await run(sql`DELETE FROM listing_change_log WHERE seq < (SELECT max(seq) FROM listing_change_log)`);
    const after = (await changes.current()).listing;
    expect(events.at(-1)).toEqual({ kind: 'reset', to: after });
    expect(changes.changedSince(end)).toBeUndefined();
    expect(changes.lastChangeOf(a.id)).toBe(after);
  });

  it('carries each changed job as the index holds it, and which jobs may match keywords differently', async () => {
    const changes = createListingChanges(t.db);
    let mark = (await changes.current()).listing;
    /** What the log carried since the last read, and the read's version as the next mark. */
    const readNow = async () => {
      await changes.current();
      const changed = changes.changedSince(mark);
      mark = changed?.to ?? mark;
      return changed?.carried;
    };

    const job = await buildJob(t.db, { position: 'Zqcarry Cheesemaker', categoryIds: [2, 5] });
    let carried = await readNow();
    const [asLoaded] = await loadListedJobs(t.db, [job.id]);
    expect(asLoaded).toBeDefined();
    expect(carried?.listed.get(job.id)).toEqual(asLoaded);
    expect(carried?.textIds).toEqual(new Set([job.id]));

    // A flag the keywords do not read: the job as it is now, its matches kept.
    await run(sql`UPDATE jobs SET highlighted = NOT highlighted WHERE id = ${job.id}`);
    carried = await readNow();
    expect(carried?.listed.get(job.id)).toEqual((await loadListedJobs(t.db, [job.id]))[0]);
    expect(carried?.textIds).toEqual(new Set());

    // New words: its matches must be asked again.
    await run(sql`UPDATE jobs SET position = 'Zqcarry Head Cheesemaker' WHERE id = ${job.id}`);
    expect((await readNow())?.textIds).toEqual(new Set([job.id]));

    // Taken off the board: no longer listed; put back: matched again, its words unchanged or not.
    await run(sql`UPDATE jobs SET status = 'draft' WHERE id = ${job.id}`);
    carried = await readNow();
    expect(carried?.listed.has(job.id)).toBe(true);
    expect(carried?.listed.get(job.id)).toBeNull();
    expect(carried?.textIds).toEqual(new Set());
    await run(sql`UPDATE jobs SET status = 'approved' WHERE id = ${job.id}`);
    carried = await readNow();
    expect(carried?.listed.get(job.id)).toEqual((await loadListedJobs(t.db, [job.id]))[0]);
    expect(carried?.textIds).toEqual(new Set([job.id]));

    // Several changes between two reads: each job as its last change left it.
    const other = await buildJob(t.db, { position: 'Zqcarry Forager' });
    await run(sql`UPDATE jobs SET highlighted = NOT highlighted WHERE id = ${job.id}`);
    await run(sql`UPDATE jobs SET state = 'VT' WHERE id = ${job.id}`);
    await run(sql`DELETE FROM jobs WHERE id = ${other.id}`);
    carried = await readNow();
    expect(carried?.listed.get(job.id)).toEqual((await loadListedJobs(t.db, [job.id]))[0]);
    expect(carried?.listed.get(job.id)?.state).toBe('VT');
    expect(carried?.listed.get(other.id)).toBeNull();
    expect(carried?.textIds).toEqual(new Set([other.id]));

    // A row that carries nothing (written before migration 0018): the jobs are read instead.
    await run(sql`INSERT INTO listing_change_log (job_ids) VALUES (ARRAY[${job.id}]::integer[])`);
    await run(sql`UPDATE jobs SET highlighted = NOT highlighted WHERE id = ${job.id}`);
    const before = mark;
    await changes.current();
    expect(changes.changedSince(before)?.jobIds).toEqual(new Set([job.id]));
    expect(changes.changedSince(before)?.carried).toBeUndefined();
  });

  it('starts again from everything after a truncate', async () => {
    const changes = createListingChanges(t.db);
    await changes.current();
    await run(sql`TRUNCATE jobs CASCADE`);
    const after = (await changes.current()).listing;
    expect(changes.changedSince(after - 1)).toBeUndefined();
    expect(await logAfter(after - 1)).toEqual([null]);
  });
});
